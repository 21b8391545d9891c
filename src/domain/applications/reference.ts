import { normaliseDigits } from './digits';

/**
 * Reference numbers visitors receive: `AID-7KQ2-9MXH-C`, one prefix per kind of submission, eight
 * random characters (40 bits: no count of requests can be read from them, no neighbour guessed)
 * and a check character that catches a mistyped or swapped character before any lookup.
 * Crockford's base 32: digits and capitals without I, L, O and U, so a reference read aloud or
 * copied by hand survives (O is read as 0, I and L as 1). References issued before this format
 * (`AID-2026-000123`) stay valid.
 */
export const REFERENCE_PREFIX = { job: 'JOB', volunteer: 'VOL', aid: 'AID', contact: 'MSG', inKind: 'INK' } as const;
export type SubmissionKind = keyof typeof REFERENCE_PREFIX;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 8;

/** Luhn mod 32 over the body: one wrong character or two swapped neighbours change it. */
export function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let value = ALPHABET.indexOf(body[i]);
    if (value < 0) throw new Error(`not a reference character: ${body[i]}`);
    if (double) {
      value *= 2;
      value = Math.floor(value / ALPHABET.length) + (value % ALPHABET.length);
    }
    sum += value;
  }
  return ALPHABET[(ALPHABET.length - (sum % ALPHABET.length)) % ALPHABET.length];
}

function randomBody(): string {
  const bytes = new Uint8Array(BODY_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A new reference: `AID-7KQ2-9MXH-C`. */
export function newReference(kind: SubmissionKind, body: string = randomBody()): string {
  return `${REFERENCE_PREFIX[kind]}-${body.slice(0, 4)}-${body.slice(4)}-${checkCharacter(body)}`;
}

/** The reference forms show as an example: a real one, so a visitor who types it in sees it accepted as well-formed. */
export const AID_REFERENCE_EXAMPLE = newReference('aid', '7KQ29MXH');

/** What a visitor typed as a reference, tidied: upper case, ASCII digits, no spaces, O→0, I/L→1. */
export function normaliseReference(input: string): string {
  const tidy = normaliseDigits(input).replace(/\s+/g, '').toUpperCase();
  const parts = tidy.split('-');
  // Only the random part is read leniently; the prefix is letters.
  return parts.map((part, index) => (index === 0 ? part : part.replace(/O/g, '0').replace(/[IL]/g, '1'))).join('-');
}

const CHAR = '[0-9A-HJKMNP-TV-Z]';
const NEW_FORMAT = new RegExp(`^(JOB|VOL|AID|MSG|INK)-(${CHAR}{4})-(${CHAR}{4})-(${CHAR})$`);
const OLD_FORMAT = /^(JOB|VOL|AID|MSG|INK)-\d{4}-[0-9A-Z]{6,}$/;

export const REFERENCE_PATTERN = new RegExp(`${NEW_FORMAT.source}|${OLD_FORMAT.source}`);

/** A well-formed reference (of `kind`, when given) whose check character matches; old ones by shape. */
export function isReference(value: string, kind?: SubmissionKind): boolean {
  if (kind && !value.startsWith(`${REFERENCE_PREFIX[kind]}-`)) return false;
  const match = NEW_FORMAT.exec(value);
  if (match) return checkCharacter(match[2] + match[3]) === match[4];
  return OLD_FORMAT.test(value);
}
