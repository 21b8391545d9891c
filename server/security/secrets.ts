import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Secrets the server hands out (session and CSRF cookies, set-password, preview, file and
 * statement links) and how it keeps and compares them: one maker, one digest, one constant-time
 * comparison, so a link's shape (SECRET_TOKEN in src/domain/ids.ts) and its strength are the same
 * everywhere.
 */

/** A random secret for a cookie or a link (256 bits, URL-safe: SECRET_TOKEN's 43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret (sha256, hex): a leaked table opens nothing. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * What the database keeps instead of a value that is easy to guess (an address): HMAC-SHA256 under
 * a key kept apart from it, hex. A plain digest of a guessable value is read back by trying every
 * value; without the key no try can be checked.
 */
export function keyedDigest(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/**
 * Whether two secrets (or two digests) are equal, in time that does not depend on where they
 * first differ. A length difference is answered at once: lengths are not secret here. An empty
 * secret (an unset setting, a missing header) matches nothing, not even another empty one.
 */
export function sameSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
