import { describe, expect, it } from 'vitest';
import { normaliseSaudiMobile, toE164 } from '../../src/domain/applications';

describe('Saudi mobile normalisation', () => {
  it.each([
    ['0512345678', '0512345678'],
    ['512345678', '0512345678'],
    ['+966512345678', '0512345678'],
    ['966512345678', '0512345678'],
    ['00966512345678', '0512345678'],
    ['+966 51 234 5678', '0512345678'],
    ['(051) 234-5678', '0512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '0512345678'],
    ['+٩٦٦٥١٢٣٤٥٦٧٨', '0512345678'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSaudiMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '0412345678',
    '051234567',
    '05123456789',
    '+971512345678',
    '96605123456789',
    'abcdefghij',
    '+9665123456',
  ])('refuses %j', (input) => {
    expect(normaliseSaudiMobile(input)).toBeNull();
  });

  it('formats E.164 for SMS providers', () => {
    expect(toE164('0512345678')).toBe('+966512345678');
    expect(() => toE164('123')).toThrow();
  });
});
