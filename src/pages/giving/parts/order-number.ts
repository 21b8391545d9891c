import type { Locale } from '../../../lib/locale';

/** An order number is an identifier, not a quantity: no thousands separator (Arabic-Indic digits in Arabic). */
export function formatOrderNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-GB', { useGrouping: false }).format(value);
}
