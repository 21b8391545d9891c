import { describe, expect, it, vi } from 'vitest';
import { countIntl } from '../helpers/count-intl';
import { createI18n } from '../../src/lib/i18n';
import {
  formatIban,
  formatInterpolated,
  formatMoney,
  formatNumber,
  formatPlainNumber,
  latinDigits,
  localizeDigits,
  pluralCategory,
} from '../../src/lib/format';

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

  it('reuses one formatter per locale and options (same results, no new Intl objects)', async () => {
    // A fresh copy of the module: formatters the other tests built are not in its cache.
    vi.resetModules();
    const { formatMoney, formatNumber, formatPlainNumber } = await import('../../src/lib/format');
    const counted = countIntl('NumberFormat');
    let builtForWhole = -1;
    try {
      // Whole non-negative numbers and amounts are written without Intl: no formatter at all.
      for (let i = 0; i < 50; i += 1) {
        formatNumber(i * 1001, 'ar');
        formatMoney(i * 1234, 'en');
        formatPlainNumber(i, 'ar');
      }
      builtForWhole = counted.built();
      // The rest (fractions, negative numbers) go to Intl, one formatter per locale and options.
      for (let i = 0; i < 50; i += 1) {
        formatNumber(i + 0.5, 'ar');
        formatMoney(-i * 100 - 1, 'en');
        formatPlainNumber(i / 4, 'en');
      }
    } finally {
      counted.restore();
    }
    expect(builtForWhole).toBe(0);
    // Built once each.
    expect(counted.built()).toBe(3);
  });

  it('writes whole numbers and amounts by hand exactly as Intl writes them', () => {
    const tags = { ar: 'ar-SA', en: 'en-GB' } as const;
    const values = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      99_999,
      100_000,
      999_999,
      1_000_000,
      123_456_789,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    ];
    // A fixed pseudo-random sequence, so that a failure names the same values on every run.
    let seed = 20_261_123;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i += 1) values.push(Math.floor(next() * Number.MAX_SAFE_INTEGER));
    for (let i = 0; i < 2_000; i += 1) values.push(Math.floor(next() * 10 ** (1 + (i % 12))));
    for (const locale of ['ar', 'en'] as const) {
      const number = new Intl.NumberFormat(tags[locale]);
      const plain = new Intl.NumberFormat(tags[locale], { useGrouping: false, maximumFractionDigits: 20 });
      const money = new Intl.NumberFormat(tags[locale], {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      const cents = new Intl.NumberFormat(tags[locale], {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of values) {
        expect(formatNumber(value, locale), `${locale} ${value}`).toBe(number.format(value));
        expect(formatPlainNumber(value, locale), `${locale} ${value}`).toBe(plain.format(value));
        // Halalas: in this range riyals and halalas divide exactly, as Intl receives them.
        if (value <= 2 ** 50)
          expect(formatMoney(value, locale), `${locale} ${value} halalas`).toBe(
            (value % 100 === 0 ? money : cents).format(value / 100),
          );
      }
      // Negative zero, negative numbers and fractions still come from Intl.
      expect(formatNumber(-0, locale)).toBe(number.format(-0));
      expect(formatNumber(-1234, locale)).toBe(number.format(-1234));
      expect(formatPlainNumber(2.5, locale)).toBe(plain.format(2.5));
      expect(formatMoney(-150, locale)).toBe(cents.format(-1.5));
    }
  });

  it('sends interpolated numbers through the rule, and English plurals agree', () => {
    expect(formatInterpolated(9, 'ar')).toBe('٩');
    expect(formatInterpolated('AID-2026-1', 'ar')).toBe('AID-2026-1');
    const en = createI18n('en', {
      common: {
        n: 'Donation basket, {{count}} items',
        n_one: 'Donation basket, {{count}} item',
        n_other: 'Donation basket, {{count}} items',
        year: '© {{year}}',
      },
    });
    expect(en.t('n', { count: 1 })).toBe('Donation basket, 1 item');
    expect(en.t('n', { count: 3 })).toBe('Donation basket, 3 items');
    const ar = createI18n('ar', { common: { year: '© {{year}}', errors_few: 'توجد {{count}} أخطاء' } });
    expect(ar.t('year', { year: 2026 })).toBe('© ٢٠٢٦');
    expect(ar.t('errors', { count: 9 })).toBe('توجد ٩ أخطاء');
    expect(pluralCategory(3, 'ar')).toBe('few');
  });
});
