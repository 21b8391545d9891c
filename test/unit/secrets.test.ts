import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { digest, newSecret, sameSecret } from '../../server/security/secrets';

/** The secrets kit: every cookie and link secret is made, kept and compared the same way. */
describe('secrets', () => {
  it('makes a different secret each time and keeps only its sha256', () => {
    const made = new Set(Array.from({ length: 100 }, () => newSecret()));
    expect(made.size).toBe(100);
    const secret = newSecret();
    expect(digest(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(digest(secret)).not.toContain(secret);
  });

  it('compares equal secrets as equal and anything else, shorter or longer, or empty, as different', () => {
    const secret = newSecret();
    expect(sameSecret(secret, `${secret}`)).toBe(true);
    expect(sameSecret(secret, secret.slice(0, -1))).toBe(false);
    expect(sameSecret(secret, `${secret}A`)).toBe(false);
    expect(sameSecret(secret, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
