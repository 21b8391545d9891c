import { normaliseDigits } from './digits';

/**
 * A Saudi mobile number in any usual spelling — 05xxxxxxxx, 5xxxxxxxx, +9665xxxxxxxx,
 * 009665xxxxxxxx, 9665xxxxxxxx, with spaces, dashes, parentheses or Arabic-Indic digits — as the
 * local form 05xxxxxxxx (what staff read and what status lookups compare). Null when not a Saudi mobile.
 */
export function normaliseSaudiMobile(input: string): string | null {
  const compact = normaliseDigits(input).replace(/[\s\-().]/g, '');
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

/** E.164 (+9665xxxxxxxx) for SMS providers. */
export function toE164(localMobile: string): string {
  const normalised = normaliseSaudiMobile(localMobile);
  if (!normalised) throw new Error('not a Saudi mobile number');
  return `+966${normalised.slice(1)}`;
}
