import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { digest, keyedDigest, newSecret, sameSecret } from '../../server/security/secrets';

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

  it('keys a guessable value with HMAC-SHA256 (RFC 4231 test case 2), so a guess cannot be checked without the key', () => {
    expect(keyedDigest('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(keyedDigest('one key', '203.0.113.7')).not.toBe(keyedDigest('another key', '203.0.113.7'));
    expect(keyedDigest('one key', '203.0.113.7')).toBe(keyedDigest('one key', '203.0.113.7'));
  });
});
