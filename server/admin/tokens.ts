import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or a link (256 bits, URL-safe). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the secret itself. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
