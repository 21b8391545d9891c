import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/lib/phone';

const LRM = '\u200E';

describe('phone numbers written for reading (src/lib/phone.ts)', () => {
  it('writes a Saudi mobile in any spelling as +966 5x xxx xxxx, in the page’s digits', () => {
    for (const spelling of ['0512345678', '+966512345678', '00966 51 234 5678', '٠٥١٢٣٤٥٦٧٨']) {
      expect(formatPhone(spelling, 'en')).toBe('+966 51 234 5678');
      expect(formatPhone(spelling, 'ar')).toBe(`+٩٦٦ ${LRM}٥١ ${LRM}٢٣٤ ${LRM}٥٦٧٨`);
    }
  });

  it('keeps a landline’s and a masked mobile’s own grouping, holding Arabic-Indic groups in order with marks', () => {
    expect(formatPhone(' +966  11 000 0000 ', 'en')).toBe('+966 11 000 0000');
    expect(formatPhone('+966 11 000 0000', 'ar')).toBe(`+٩٦٦ ${LRM}١١ ${LRM}٠٠٠ ${LRM}٠٠٠٠`);
    expect(formatPhone('05•••••543', 'en')).toBe('05•••••543');
    expect(formatPhone('05•••••543', 'ar')).toBe(`٠٥•••••${LRM}٥٤٣`);
  });
});
