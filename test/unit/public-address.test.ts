import { describe, expect, it } from 'vitest';
import { publicAddress } from '../../src/lib/public-address';

describe('publicAddress', () => {
  it('joins PUBLIC_URL and a path with one slash, however PUBLIC_URL ends', () => {
    for (const base of ['https://example.org', 'https://example.org/', 'https://example.org//']) {
      expect(publicAddress(base, '/ar/receipts/verify/ABC')).toBe('https://example.org/ar/receipts/verify/ABC');
    }
    expect(publicAddress('https://example.org/site/', '/admin#/set-password/t')).toBe(
      'https://example.org/site/admin#/set-password/t',
    );
  });
});
