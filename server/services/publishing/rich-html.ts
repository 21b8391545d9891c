import type { Bilingual } from '#src/domain/bilingual';
import { sanitizeRichText } from '../../admin/sanitize';

/**
 * A row's rich body for a public page: `<field>_html_ar/_en` through the allow-list once more (a
 * row written some other way than the back office is held to the same rule), or null when the row
 * has none and the page shows its plain form.
 */
export function publicHtml(row: Record<string, unknown>, field: string): Bilingual | null {
  const ar = row[`${field}_html_ar`];
  const en = row[`${field}_html_en`];
  if (typeof ar !== 'string' || typeof en !== 'string') return null;
  return { ar: sanitizeRichText(ar), en: sanitizeRichText(en) };
}
