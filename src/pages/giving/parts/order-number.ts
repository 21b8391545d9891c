import { formatPlainNumber } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

/** An order number is an identifier, not a quantity: no thousands separator (Arabic-Indic digits in Arabic). */
export function formatOrderNumber(value: number, locale: Locale): string {
  return formatPlainNumber(value, locale);
}
