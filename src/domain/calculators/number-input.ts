import { withoutUnsafeChars } from '../safe-text';

/**
 * Reads what a visitor types into a calculator's number field. Saudi visitors type Western digits,
 * Arabic-Indic digits (٠-٩, and the Persian forms ۰-۹ some keyboards send), the Arabic decimal and
 * thousands separators (٫ ٬), commas (`,` and the Arabic `،`) and spaces between groups. The value
 * comes back as a whole number in the field's smallest unit (halalas, milligrams, persons), decided
 * by `decimals`, so that no float ever reaches a calculation. Anything else is an error key of the
 * `validation` namespace: never NaN, never a throw.
 */
export interface NumberFieldSpec {
  /** Digits allowed after the decimal point; the value is scaled by 10^decimals (12.5 with 2 → 1250). */
  decimals: number;
  /** Largest value accepted, in the field's own unit (riyals, grams, persons). */
  max: number;
  /** Smallest value accepted, in the field's own unit; 0 when omitted. */
  min?: number;
  /** An empty field counts as this (already scaled) value; without it an empty field is `required`. */
  emptyAs?: number;
}

export type NumberErrorKey =
  | 'required'
  | 'notANumber'
  | 'negative'
  | 'tooLarge'
  | 'tooSmall'
  | 'wholeNumber'
  | 'tooManyDecimals';

export interface NumberInputError {
  key: NumberErrorKey;
  params?: { max?: number; min?: number };
}

export type NumberInputResult = { ok: true; value: number } | { ok: false; error: NumberInputError };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits → Western digits; nothing else changes. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

const MINUS = /^[-\u2212\u2012\u2013]/;

/**
 * Western-digit text with `.` as the only decimal point and no grouping, or null when the text is
 * not a number. A lone comma followed by other than three digits is a decimal comma (`12,5`);
 * otherwise commas group thousands and must do so in threes (`1,234,567`).
 */
function canonical(text: string): string | null {
  let s = text.replace(/\u066b/g, '.').replace(/[\u066c\u060c]/g, ',');
  const commas = (s.match(/,/g) ?? []).length;
  if (commas > 0) {
    const dot = s.indexOf('.');
    if (dot !== -1) {
      const whole = s.slice(0, dot);
      if (s.slice(dot).includes(',') || !/^\d{1,3}(,\d{3})+$/.test(whole)) return null;
      s = whole.replace(/,/g, '') + s.slice(dot);
    } else if (/^\d{1,3}(,\d{3})+$/.test(s)) {
      s = s.replace(/,/g, '');
    } else if (commas === 1 && /^\d*,\d+$/.test(s)) {
      s = s.replace(',', '.');
    } else {
      return null;
    }
  }
  return /^(\d+(\.\d*)?|\.\d+)$/.test(s) ? s : null;
}

export function parseNumberInput(raw: string, spec: NumberFieldSpec): NumberInputResult {
  const fail = (key: NumberErrorKey, params?: NumberInputError['params']): NumberInputResult => ({
    ok: false,
    error: params ? { key, params } : { key },
  });
  // Direction marks that copy-paste from Arabic text carries along are not part of the number.
  let text = withoutUnsafeChars(westernDigits(String(raw ?? ''))).replace(/\s+/g, '');
  if (text === '') return spec.emptyAs !== undefined ? { ok: true, value: spec.emptyAs } : fail('required');

  const negative = MINUS.test(text);
  if (negative || text.startsWith('+')) text = text.slice(1);
  const number = canonical(text);
  if (number === null) return fail('notANumber');

  const [wholeRaw, fractionRaw = ''] = number.split('.');
  const fraction = fractionRaw.replace(/0+$/, '');
  const whole = wholeRaw.replace(/^0+(?=\d)/, '') || '0';
  if (negative && (/[1-9]/.test(whole) || fraction !== '')) return fail('negative');
  if (fraction.length > spec.decimals)
    return spec.decimals === 0 ? fail('wholeNumber') : fail('tooManyDecimals', { max: spec.decimals });
  // Anything longer than the largest allowed whole part is too large before it could lose precision.
  if (whole.length > String(Math.trunc(spec.max)).length) return fail('tooLarge', { max: spec.max });

  const scale = 10 ** spec.decimals;
  const value = Number(whole) * scale + Number(fraction.padEnd(spec.decimals, '0') || '0');
  if (value > spec.max * scale) return fail('tooLarge', { max: spec.max });
  const min = spec.min ?? 0;
  if (value < min * scale) return fail('tooSmall', { min });
  return { ok: true, value };
}
