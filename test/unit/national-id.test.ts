import { describe, expect, it } from 'vitest';
import { isValidSaudiId, normaliseSaudiId, saudiIdCheckDigit } from '../../src/domain/applications';

describe('Saudi national ID / iqama checksum', () => {
  it('accepts valid national IDs (1…) and iqamas (2…)', () => {
    // Check digits computed by hand with the Luhn rule: 1 0 0 0 0 0 0 0 0 → doubled 2, sum 2, check 8.
    expect(isValidSaudiId('1000000008')).toBe(true);
    expect(isValidSaudiId('2000000006')).toBe(true);
    expect(isValidSaudiId('1234567897')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong first digit and wrong lengths', () => {
    expect(isValidSaudiId('1000000009')).toBe(false);
    expect(isValidSaudiId('1234567890')).toBe(false);
    expect(isValidSaudiId('3000000004')).toBe(false);
    expect(isValidSaudiId('100000000')).toBe(false);
    expect(isValidSaudiId('10000000080')).toBe(false);
    expect(isValidSaudiId('')).toBe(false);
    expect(isValidSaudiId('1abcdefghi')).toBe(false);
  });

  it('normalises Arabic-Indic and Persian digits, spaces and dashes', () => {
    expect(normaliseSaudiId('١٠٠٠٠٠٠٠٠٨')).toBe('1000000008');
    expect(normaliseSaudiId('۲۰۰۰۰۰۰۰۰۶')).toBe('2000000006');
    expect(normaliseSaudiId('1234-567 897')).toBe('1234567897');
  });

  it('computes the check digit that makes nine digits valid', () => {
    for (const nine of ['100000000', '212345678', '198765432']) {
      const id = `${nine}${saudiIdCheckDigit(nine)}`;
      expect(isValidSaudiId(id)).toBe(true);
      const wrong = `${nine}${(saudiIdCheckDigit(nine) + 1) % 10}`;
      expect(isValidSaudiId(wrong)).toBe(false);
    }
  });
});
