import { describe, expect, it } from 'vitest';
import { parseNumberInput, westernDigits } from '../../src/domain/calculators/number-input';
import { FIELD_LIMITS } from '../../src/domain/calculators/field-limits';

const money = (text: string) => parseNumberInput(text, FIELD_LIMITS.money);
const grams = (text: string) => parseNumberInput(text, FIELD_LIMITS.grams);
const persons = (text: string) => parseNumberInput(text, FIELD_LIMITS.persons);

describe('digits', () => {
  it('turns Arabic-Indic and Persian digits into Western ones and leaves the rest', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('a١b')).toBe('a1b');
  });
});

describe('money (riyals with halalas → halalas), both digit systems', () => {
  const valid: [string, number][] = [
    ['1234', 123_400],
    ['١٢٣٤', 123_400],
    ['۱۲۳۴', 123_400],
    ['41650', 4_165_000],
    ['٤١٦٥٠', 4_165_000],
    ['1,234.5', 123_450],
    ['١٬٢٣٤٫٥', 123_450],
    ['١,٢٣٤٫٥٠', 123_450],
    ['1,234,567', 123_456_700],
    ['١٬٢٣٤٬٥٦٧', 123_456_700],
    ['12,5', 1_250],
    ['١٢٫٥', 1_250],
    ['١٢،٥', 1_250],
    ['12.50', 1_250],
    ['12.500', 1_250],
    ['0.05', 5],
    ['٠٫٠٥', 5],
    ['.5', 50],
    ['12.', 1_200],
    ['1 234', 123_400],
    ['1\u00a0234\u202f567', 123_456_700],
    ['  ٧٥  ', 7_500],
    ['\u200f١٢\u200f', 1_200],
    ['+5', 500],
    ['007', 700],
    ['-0', 0],
    ['', 0],
    ['   ', 0],
    ['100000000000', 10_000_000_000_000],
  ];
  for (const [text, value] of valid) {
    it(`"${text}" → ${value}`, () => {
      expect(money(text)).toEqual({ ok: true, value });
    });
  }
});

describe('grams (→ milligrams)', () => {
  it('keeps milligrams, in both digit systems', () => {
    expect(grams('12.345')).toEqual({ ok: true, value: 12_345 });
    expect(grams('١٢٫٣٤٥')).toEqual({ ok: true, value: 12_345 });
    expect(grams('85')).toEqual({ ok: true, value: 85_000 });
    expect(grams('٥٩٥')).toEqual({ ok: true, value: 595_000 });
  });
  it('refuses a fourth decimal', () => {
    expect(grams('1.2345')).toEqual({ ok: false, error: { key: 'tooManyDecimals', params: { max: 3 } } });
  });
});

describe('persons (whole numbers from 1)', () => {
  it('reads whole numbers in both digit systems', () => {
    expect(persons('4')).toEqual({ ok: true, value: 4 });
    expect(persons('٤')).toEqual({ ok: true, value: 4 });
    expect(persons('١٢')).toEqual({ ok: true, value: 12 });
    expect(persons('2.0')).toEqual({ ok: true, value: 2 });
  });
  it('asks for a value when empty, and refuses zero and fractions', () => {
    expect(persons('')).toEqual({ ok: false, error: { key: 'required' } });
    expect(persons('0')).toEqual({ ok: false, error: { key: 'tooSmall', params: { min: 1 } } });
    expect(persons('٠')).toEqual({ ok: false, error: { key: 'tooSmall', params: { min: 1 } } });
    expect(persons('2.5')).toEqual({ ok: false, error: { key: 'wholeNumber' } });
    expect(persons('٢٫٥')).toEqual({ ok: false, error: { key: 'wholeNumber' } });
    expect(persons('1001')).toEqual({ ok: false, error: { key: 'tooLarge', params: { max: 1000 } } });
  });
});

describe('clear errors, never NaN', () => {
  const errors: [string, string][] = [
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['-٥', 'negative'],
    ['-0.01', 'negative'],
    ['abc', 'notANumber'],
    ['خمسة', 'notANumber'],
    ['12abc', 'notANumber'],
    ['1e5', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['١٫٢٫٣', 'notANumber'],
    ['1,2,3', 'notANumber'],
    ['12,34,567', 'notANumber'],
    ['1,234.5,6', 'notANumber'],
    ['--5', 'notANumber'],
    ['-', 'notANumber'],
    ['.', 'notANumber'],
    ['0x10', 'notANumber'],
    ['12.345', 'tooManyDecimals'],
    ['100000000000.01', 'tooLarge'],
    ['100000000001', 'tooLarge'],
    ['99999999999999999999999999', 'tooLarge'],
    ['١٠٠٠٠٠٠٠٠٠٠٠٠', 'tooLarge'],
  ];
  for (const [text, key] of errors) {
    it(`"${text}" → ${key}`, () => {
      const result = money(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.key).toBe(key);
    });
  }

  it('gives the limit with tooLarge and tooManyDecimals', () => {
    expect(money('100000000001')).toEqual({ ok: false, error: { key: 'tooLarge', params: { max: 100_000_000_000 } } });
    expect(money('1.234')).toEqual({ ok: false, error: { key: 'tooManyDecimals', params: { max: 2 } } });
  });

  it('returns a safe whole number or an error for any text at all', () => {
    const alphabet = ['0', '5', '9', '٣', '٩', '۷', '.', ',', '٫', '٬', '،', '-', '+', ' ', 'e', 'x', '\u200f'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5_000; i++) {
      const length = Math.floor(random() * 14);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      for (const spec of Object.values(FIELD_LIMITS)) {
        const result = parseNumberInput(text, spec);
        if (result.ok) {
          expect(Number.isSafeInteger(result.value), text).toBe(true);
          expect(result.value, text).toBeGreaterThanOrEqual(0);
        } else {
          expect(typeof result.error.key, text).toBe('string');
        }
      }
    }
  });
});
