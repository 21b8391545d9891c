import { normaliseDigits } from '../applications/digits';

/**
 * Money is integer halalas (1 SAR = 100 halalas) from the form to the database; riyals appear only
 * when text is shown. These limits bind every line of an order, whatever its kind.
 */
export const HALALAS_PER_RIYAL = 100;
/** 1 SAR: a smaller gift costs more to process than it gives. */
export const MIN_ITEM_HALALAS = 100;
/** 1,000,000 SAR per line: larger gifts go through the association's office, not a card page. */
export const MAX_ITEM_HALALAS = 100_000_000;
/** A whole basket: ten lines at the maximum. */
export const MAX_ORDER_HALALAS = 1_000_000_000;
export const MAX_QUANTITY = 1000;
export const MAX_ORDER_ITEMS = 50;

/** Preset chips for the instant donation and cause cards, in halalas. */
export const PRESET_AMOUNTS = [5_000, 10_000, 50_000, 100_000] as const;

export function riyalsToHalalas(riyals: number): number {
  return Math.round(riyals * HALALAS_PER_RIYAL);
}

export function isWholeHalalas(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * An amount typed or sent as text: ASCII, Arabic-Indic or Persian digits, no sign, no decimal
 * point (amounts travel in halalas). Returns the number, or null when it is not such a text.
 */
export function parseHalalasText(text: string): number | null {
  const compact = normaliseDigits(text)
    .trim()
    .replace(/[\s,\u066C]/g, '');
  if (!/^\d{1,15}$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Riyals as a visitor types them in a form (`150`, `150.5`, `١٥٠٫٧٥`) → halalas; null when the
 * text is not a positive amount with at most two decimals.
 */
export function parseRiyalsText(text: string): number | null {
  const compact = normaliseDigits(text)
    .trim()
    .replace(/[\s,\u066C]/g, '')
    .replace('\u066B', '.');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * HALALAS_PER_RIYAL + Number((match[2] ?? '').padEnd(2, '0'));
}

/** unit × quantity, refusing anything that is not a safe integer on the way. */
export function lineTotal(unitHalalas: number, quantity: number): number {
  const total = unitHalalas * quantity;
  if (!Number.isSafeInteger(unitHalalas) || !Number.isSafeInteger(quantity) || !Number.isSafeInteger(total)) {
    throw new RangeError('amount out of range');
  }
  return total;
}

export function sumHalalas(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => {
    const next = sum + amount;
    if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(next)) throw new RangeError('amount out of range');
    return next;
  }, 0);
}

/** What is still needed to reach a target (never negative). */
export function remainingHalalas(target: number, collected: number): number {
  return Math.max(0, target - collected);
}
