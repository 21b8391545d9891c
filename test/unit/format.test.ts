import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import { formatIban, formatInterpolated, formatMoney, formatNumber, formatPlainNumber, latinDigits, localizeDigits, pluralCategory } from '../../src/lib/format';

describe('the digit rule (src/lib/format.ts)', () => {
  it('writes Arabic-Indic digits on Arabic pages and Western digits on English ones', () => {
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatPlainNumber(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatPlainNumber(2026, 'en')).toBe('2026');
    expect(formatMoney(1_875_000_000, 'en')).toBe('SAR\u00a018,750,000');
    expect(formatMoney(1050, 'en')).toBe('SAR\u00a010.50');
    expect(formatMoney(1050, 'ar')).not.toMatch(/[0-9]/);
    expect(localizeDigits('5 MB', 'ar')).toBe('٥ MB');
    expect(localizeDigits('5 MB', 'en')).toBe('5 MB');
  });

  it('keeps the Western digits a bank needs, grouped in fours for reading', () => {
    expect(latinDigits('SA٠٣ ٨٠٠٠')).toBe('SA03 8000');
    expect(formatIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(formatIban('SA03 8000 0000 6080 1016 7519')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('reuses one formatter per locale and options (same results, no new Intl objects)', () => {
    const original = Intl.NumberFormat;
    let built = 0;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built += 1;
      return new original(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = Counting;
    try {
      for (let i = 0; i < 50; i += 1) {
        formatNumber(i, 'ar');
        formatMoney(i * 100, 'en');
        formatPlainNumber(i, 'en');
      }
    } finally {
      Intl.NumberFormat = original;
    }
    // Built at most once each (zero when an earlier test built them already).
    expect(built).toBeLessThanOrEqual(3);
  });

  it('sends interpolated numbers through the rule, and English plurals agree', () => {
    expect(formatInterpolated(9, 'ar')).toBe('٩');
    expect(formatInterpolated('AID-2026-1', 'ar')).toBe('AID-2026-1');
    const en = createI18n('en', { common: { n: 'Donation basket, {{count}} items', n_one: 'Donation basket, {{count}} item', n_other: 'Donation basket, {{count}} items', year: '© {{year}}' } });
    expect(en.t('n', { count: 1 })).toBe('Donation basket, 1 item');
    expect(en.t('n', { count: 3 })).toBe('Donation basket, 3 items');
    const ar = createI18n('ar', { common: { year: '© {{year}}', errors_few: 'توجد {{count}} أخطاء' } });
    expect(ar.t('year', { year: 2026 })).toBe('© ٢٠٢٦');
    expect(ar.t('errors', { count: 9 })).toBe('توجد ٩ أخطاء');
    expect(pluralCategory(3, 'ar')).toBe('few');
  });
});
