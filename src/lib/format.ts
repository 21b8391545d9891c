import type { Locale } from './locale';

/*
 * The one digit rule of the site: every number a visitor reads goes through these helpers, which
 * write Arabic-Indic digits on Arabic pages (ar-SA, as Saudi sites commonly do) and Western digits
 * on English pages. The only exception is text a bank or a payment gateway needs exactly as typed
 * (an IBAN, the donation number for a transfer note): `latinDigits` says so where it is used, and
 * the page says so next to it. i18next sends every interpolated number through
 * `formatInterpolated` (see src/lib/i18n.ts), so `{{count}}` in a locale string follows the rule too.
 *
 * Intl formatters are costly to build (tens of microseconds each) and a page formats hundreds of
 * values, so each one is built once per locale and options, then reused. The first number
 * formatter a browser page builds costs far more (20–30 ms on a desktop CPU, times four on a
 * phone, in the middle of hydration): whole non-negative numbers and amounts, nearly all the site
 * shows, are written here by hand instead, exactly as Intl writes them (test/unit/format.test.ts
 * compares the two over every form), and anything else still goes to Intl. Dates, which cost the
 * same, are written by src/lib/format-date.ts under the same rule.
 */

/** BCP 47 tags per site locale. */
export const TAG: Record<Locale, string> = { ar: 'ar-SA', en: 'en-GB' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: Locale, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${name}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(TAG[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** What ar-SA and en-GB write around and inside numbers (Intl's output, read off it). */
const SYMBOLS: Record<Locale, { group: string; decimal: string; money: (amount: string) => string }> = {
  ar: { group: '\u066c', decimal: '\u066b', money: (amount) => `\u200f${amount}\u00a0ر.س.\u200f` },
  en: { group: ',', decimal: '.', money: (amount) => `SAR\u00a0${amount}` },
};

/** A whole number Intl would write with no sign, exponent or rounding. */
const isPlainWhole = (value: number): boolean => Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0);

/** Groups of three from the right (both locales group from four digits on), in the locale's digits. */
function grouped(value: number, locale: Locale): string {
  return localizeDigits(String(value).replace(/\B(?=(\d{3})+$)/g, SYMBOLS[locale].group), locale);
}

/** Halalas → "1,234.50 ر.س" / "SAR 1,234.50"; whole riyals drop the decimals. */
export function formatMoney(halalas: number, locale: Locale): string {
  if (isPlainWhole(halalas)) {
    const riyals = grouped(Math.floor(halalas / 100), locale);
    const rest = halalas % 100;
    return SYMBOLS[locale].money(
      rest === 0
        ? riyals
        : `${riyals}${SYMBOLS[locale].decimal}${localizeDigits(String(rest).padStart(2, '0'), locale)}`,
    );
  }
  const whole = halalas % 100 === 0;
  const format = whole
    ? numberFormat(locale, 'sar', {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      })
    : numberFormat(locale, 'sar.00', {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
  return format.format(halalas / 100);
}

/** A quantity, grouped in thousands: `١٬٢٣٤` / `1,234`. */
export function formatNumber(value: number, locale: Locale): string {
  if (isPlainWhole(value)) return grouped(value, locale);
  return numberFormat(locale, 'number', {}).format(value);
}

/** A number that names something (a year, an order number, a page): no thousands separator. */
export function formatPlainNumber(value: number, locale: Locale): string {
  if (isPlainWhole(value)) return localizeDigits(String(value), locale);
  return numberFormat(locale, 'plain', { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** The site locale's plural category of a count (`one`, `few`, …), for keys written by hand. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(TAG[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Western digits inside a text (a size, a code) written the page's way: `٥ ميغابايت` / `5 MB`. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'ar' ? text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit) : text;
}

/**
 * Western digits on every page: only for what a bank or a gateway needs exactly (an IBAN, the
 * number to write in a transfer note). Where it is shown, the page says why (giving:digits.latin).
 */
export function latinDigits(text: string): string {
  return text.replace(/[٠-٩]/g, (digit) => String(ARABIC_INDIC.indexOf(digit)));
}

/**
 * i18next's formatter for every `{{value}}` (src/lib/i18n.ts): numbers follow the digit rule
 * without grouping (identifiers such as an order number or a year); texts are left as they are, so
 * callers format amounts and dates with the helpers above before passing them.
 */
export function formatInterpolated(value: unknown, locale: Locale): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? formatPlainNumber(value, locale) : value;
}

/** Whole percent of collected over target, capped at 100 (a target of 0 is 0%). */
export function progressPercent(collected: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((collected * 100) / target));
}

/** An IBAN in groups of four for reading (`SA03 8000 0000 …`); copy the ungrouped value. */
export function formatIban(iban: string): string {
  return latinDigits(iban)
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');
}
