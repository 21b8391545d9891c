import { randomBytes, randomInt } from 'node:crypto';

/** 128 random bits, base64url (22 characters): order and payment ids that appear in URLs. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

// Crockford-style: no 0/O, 1/I/L, U — a recipient types the code from an SMS.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A gift card's code: 10 characters (~49 bits), readable aloud and typed into /gifts. */
export function giftCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function normaliseGiftCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

export const GIFT_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;
