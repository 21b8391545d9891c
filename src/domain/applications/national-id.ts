import { normaliseDigits } from './digits';

/**
 * A Saudi national ID (starts with 1) or iqama (starts with 2): ten digits whose last is a Luhn
 * check digit over the other nine — the algorithm the Ministry of Interior uses. Returns the ASCII
 * form when valid, else null. Spaces and dashes are tolerated.
 */
export function normaliseSaudiId(input: string): string | null {
  const value = normaliseDigits(input).replace(/[\s-]/g, '');
  if (!/^[12]\d{9}$/.test(value)) return null;
  return luhnValid(value) ? value : null;
}

export function isValidSaudiId(input: string): boolean {
  return normaliseSaudiId(input) !== null;
}

/** Luhn over all ten digits: every digit at an even index (from the left) is doubled. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `nine` (nine digits) a valid ID: for tests and sample data. */
export function saudiIdCheckDigit(nine: string): number {
  for (let check = 0; check <= 9; check += 1) if (luhnValid(`${nine}${check}`)) return check;
  throw new Error('unreachable');
}
