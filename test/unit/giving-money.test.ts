import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/domain/validation';
import {
  MAX_ITEM_HALALAS,
  MIN_ITEM_HALALAS,
  halalasAmount,
  lineTotal,
  orderItemSchema,
  orderRequestSchema,
  parseHalalasText,
  parseRiyalsText,
  remainingHalalas,
  riyalsToHalalas,
  sumHalalas,
} from '../../src/domain/giving';
import { maskMobile } from '../../server/services/giving/receipt';
import { sandboxOutcome } from '../../server/payments/sandbox';
import { isValidWebhookSecret } from '../../server/payments/moyasar';
import { giftCode, GIFT_CODE_PATTERN, normaliseGiftCode, randomId } from '../../server/services/giving/ids';

describe('money in halalas', () => {
  it('converts riyals and adds without floating-point drift', () => {
    expect(riyalsToHalalas(0.1) + riyalsToHalalas(0.2)).toBe(30);
    expect(riyalsToHalalas(1234.56)).toBe(123456);
    expect(sumHalalas([10, 20, 30_05])).toBe(3035);
    expect(sumHalalas([])).toBe(0);
    expect(lineTotal(10_000, 3)).toBe(30_000);
  });

  it('refuses totals that leave the safe-integer range', () => {
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumHalalas([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => lineTotal(10.5, 1)).toThrow(RangeError);
  });

  it('never reports a negative remainder', () => {
    expect(remainingHalalas(1000, 400)).toBe(600);
    expect(remainingHalalas(1000, 1500)).toBe(0);
  });

  it('reads digits typed on an Arabic keyboard', () => {
    expect(parseHalalasText('١٠٠٠٠')).toBe(10000);
    expect(parseHalalasText('۵۰۰')).toBe(500);
    expect(parseHalalasText(' 1,500 ')).toBe(1500);
    expect(parseHalalasText('10.5')).toBeNull();
    expect(parseHalalasText('-100')).toBeNull();
    expect(parseHalalasText('')).toBeNull();
    expect(parseRiyalsText('١٥٠٫٧٥')).toBe(15075);
    expect(parseRiyalsText('150.5')).toBe(15050);
    expect(parseRiyalsText('150.555')).toBeNull();
  });
});

describe('amount schema', () => {
  const keyOf = (value: unknown) => {
    const parsed = halalasAmount.safeParse(value);
    return parsed.success ? parsed.data : fieldErrors(parsed.error)._?.key;
  };

  it('accepts whole halalas within the limits, as numbers or digit strings', () => {
    expect(keyOf(MIN_ITEM_HALALAS)).toBe(MIN_ITEM_HALALAS);
    expect(keyOf(MAX_ITEM_HALALAS)).toBe(MAX_ITEM_HALALAS);
    expect(keyOf('٥٠٠٠')).toBe(5000);
  });

  it('refuses fractions, signs, zero, tiny and huge amounts with their own message', () => {
    expect(keyOf(10.5)).toBe('amountWhole');
    expect(keyOf('10.5')).toBe('amountWhole');
    expect(keyOf(-500)).toBe('amountMin');
    expect(keyOf(0)).toBe('amountMin');
    expect(keyOf(99)).toBe('amountMin');
    expect(keyOf(MAX_ITEM_HALALAS + 1)).toBe('amountMax');
    expect(keyOf(1e20)).toBe('amountWhole');
    expect(keyOf(true)).toBe('amountWhole');
    expect(keyOf('abc')).toBe('amountWhole');
  });
});

describe('order schema', () => {
  it('drops the client’s price and title from basket lines', () => {
    const parsed = orderItemSchema.parse({
      id: 'waqf:10',
      kind: 'waqf',
      ref: 10,
      quantity: 2,
      unitAmount: 1,
      title: { ar: 'x', en: 'x' },
    });
    expect(parsed).toEqual({ kind: 'waqf', ref: '10', quantity: 2 });
  });

  it('names an extra field and a gift line without its gift', () => {
    const extra = orderRequestSchema.safeParse({
      donor: { name: 'Donor', mobile: '0512345678' },
      items: [{ kind: 'cause', ref: '1', amount: 100, price: 1 }],
    });
    expect(extra.success).toBe(false);
    if (!extra.success) expect(fieldErrors(extra.error)['items.0']?.key).toBe('unknownField');
    const gift = orderRequestSchema.safeParse({
      donor: { name: 'Donor', mobile: '0512345678' },
      items: [{ kind: 'gift', ref: '1', amount: 1000 }],
    });
    expect(gift.success).toBe(false);
    if (!gift.success) expect(fieldErrors(gift.error)['items.0.gift']?.key).toBe('required');
  });

  it('normalises the donor’s mobile and defaults the method to card', () => {
    const parsed = orderRequestSchema.parse({
      donor: { name: 'Donor', mobile: '+966 51 234 5678' },
      items: [{ kind: 'zakat', ref: 'money', amount: 1000 }],
    });
    expect(parsed.donor.mobile).toBe('0512345678');
    expect(parsed.method).toBe('card');
    expect(parsed.donor.anonymous).toBe(false);
  });
});

describe('payment helpers', () => {
  it('maps the sandbox’s test cards and nothing else', () => {
    expect(sandboxOutcome('4111 1111 1111 1111')).toEqual({ outcome: 'paid', brand: 'visa' });
    expect(sandboxOutcome('4464 0400 0000 0007')).toEqual({ outcome: 'paid', brand: 'mada' });
    expect(sandboxOutcome('4000-0000-0000-0002')).toEqual({ outcome: 'failed', reason: 'declined' });
    expect(sandboxOutcome('4000000000009995')?.outcome).toBe('failed');
    expect(sandboxOutcome('5555555555554444')).toBeNull();
  });

  it('compares the webhook secret exactly', () => {
    expect(isValidWebhookSecret('s3cret', 's3cret')).toBe(true);
    expect(isValidWebhookSecret('s3cret', 's3cre')).toBe(false);
    expect(isValidWebhookSecret('s3cret', 'S3CRET')).toBe(false);
    expect(isValidWebhookSecret('s3cret', undefined)).toBe(false);
    expect(isValidWebhookSecret(undefined, '')).toBe(false);
  });

  it('makes unguessable ids and typeable gift codes', () => {
    const ids = new Set(Array.from({ length: 200 }, randomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const code = giftCode();
    expect(code).toMatch(GIFT_CODE_PATTERN);
    expect(normaliseGiftCode(` ${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `)).toBe(code);
  });

  it('masks a mobile on the receipt', () => {
    expect(maskMobile('0512345678')).toBe('05•••••678');
  });
});
