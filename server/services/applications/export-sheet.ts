import type { Locale } from '#src/lib/locale';
import { adminT } from '../../admin/i18n';
import { spreadsheetTable, type SpreadsheetTable } from '../../admin/spreadsheet-table';
import type { ExportTable } from './export';

/** The back-office list whose labels and words each `npm run export` kind uses. */
const RESOURCE_OF: Record<string, string> = {
  jobs: 'inbox-jobs',
  volunteers: 'inbox-volunteers',
  aid: 'aid-requests',
  contact: 'inbox-contact',
  'in-kind': 'inbox-in-kind',
  'order-lines': 'orders',
};

/** Export columns the screens know under another name. */
const SCREEN_NAMES: Record<string, string> = { order_number: 'number', amount_sar: 'amount' };

const camel = (key: string) =>
  SCREEN_NAMES[key] ?? key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * An export's table as the back office's CSV writes it (server/admin/spreadsheet-table.ts): headers
 * and codes in `locale`, Riyadh times, mobiles as text, no internal column. A column the screens
 * do not name keeps its own name.
 */
export function exportSheet(kind: string, table: ExportTable, locale: Locale): SpreadsheetTable {
  const resource = RESOURCE_OF[kind] ?? kind;
  const t = adminT(locale);
  const keys = table.header.map(camel);
  const records = table.rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])));
  const label = (key: string) => {
    const own = t(`resources.${resource}.fields.${key}`, { defaultValue: '' });
    const inbox = t(`resources.inbox.fields.${key}`, { defaultValue: '' });
    return own || (resource.startsWith('inbox-') ? inbox : '') || table.header[keys.indexOf(key)] || key;
  };
  return spreadsheetTable(records, { resource, t, label, keys });
}
