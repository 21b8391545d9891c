import { jsonInRiyadhTime, riyadhMinuteText } from '#src/admin/riyadh-date-time';
import { asText, type Cell } from '../services/applications/csv';
import type { AdminT } from './i18n';

/**
 * Rows as a spreadsheet should show them to staff (docs/decisions/068): times in Riyadh to the
 * minute under a header that says so, codes as the words the screens use, mobiles kept as text,
 * no column meant for the screens' own use, no column twice.
 */

/** Columns the screens use and a reader has no use for: the next allowed steps, the sender's language. */
const INTERNAL_COLUMNS = new Set(['next', 'locale']);

/** Columns holding a phone number: written as text so a spreadsheet keeps the leading 0. */
const PHONE_COLUMN = /(mobile|phone)$/i;

/** A stored instant as the database and the API write it. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What a code looks like (`bank-transfer`, `inProgress`): free text is never looked up. */
const CODE = /^[a-z][a-zA-Z0-9_-]{0,40}$/;

/** Lists whose codes are named outside their own resource's block in admin.json (`{}`: the code). */
const VOCABULARY_ALIASES: Record<string, Record<string, string>> = {
  'aid-requests': { status: 'aid.statuses.{}' },
  'transfer-confirmations': { status: 'transfers.statuses.{}' },
  inbox: { kind: 'resources.inbox-{}.name' },
  'inbox-jobs': { status: 'resources.inbox.statuses.{}' },
  'inbox-volunteers': { status: 'resources.inbox.statuses.{}' },
  'inbox-contact': { status: 'resources.inbox.statuses.{}' },
  'inbox-in-kind': { status: 'resources.inbox.statuses.{}' },
};

/** Codes every list names the same way (admin.json's top-level `funds`, `kinds`, `roles`). */
const SHARED_VOCABULARIES = new Set(['fund', 'kind', 'role']);

function plural(key: string): string {
  if (key.endsWith('s')) return `${key}es`;
  if (key.endsWith('y')) return `${key.slice(0, -1)}ies`;
  return `${key}s`;
}

/** A translation that exists, or null (never the key itself). */
function existing(t: AdminT, key: string): string | null {
  const text = t(key, { defaultValue: '' });
  return text === '' || text === key ? null : text;
}

/** The word the screens show for a code in column `key`, or the value as it is. */
export function wordFor(t: AdminT, resource: string, key: string, value: string): string {
  if (!CODE.test(value)) return value;
  const names = [
    VOCABULARY_ALIASES[resource]?.[key],
    `resources.${resource}.${plural(key)}.{}`,
    SHARED_VOCABULARIES.has(key) ? `${plural(key)}.{}` : null,
  ].filter((name): name is string => Boolean(name));
  for (const name of names) {
    const word = existing(t, name.replace('{}', value));
    if (word !== null) return word;
  }
  return value;
}

function labelOf(t: AdminT, resource: string, key: string): string {
  return (
    existing(t, `resources.${resource}.fields.${key}`) ?? existing(t, `resources.${resource}.signIn.${key}`) ?? key
  );
}

/** A record inside a cell (the audit log's before and after): one `label: value` line per entry, in words. */
function recordText(t: AdminT, resource: string, record: Record<string, unknown>): string {
  return Object.entries(record)
    .filter(([key]) => !INTERNAL_COLUMNS.has(key))
    .map(([key, value]) => {
      const text =
        typeof value === 'string'
          ? STORED_INSTANT.test(value)
            ? riyadhMinuteText(value)
            : wordFor(t, resource, key, value)
          : value !== null && typeof value === 'object'
            ? jsonInRiyadhTime(value)
            : String(value);
      return `${labelOf(t, resource, key)}: ${text}`;
    })
    .join('\n');
}

export interface SpreadsheetOptions {
  resource: string;
  t: AdminT;
  /** A column's cell for a number (money as riyals, say); the number as it is by default. */
  number?: (key: string, value: number) => Cell;
  /** A column's header; `resources.<resource>.fields.<key>` by default. */
  label?: (key: string) => string;
  /** The columns, in order, when known beforehand (an empty export still has its header); else the rows' keys. */
  keys?: string[];
}

export interface SpreadsheetTable {
  header: string[];
  rows: Cell[][];
}

/** Rows of one list (keys in the API's names) as the header and cells of a clean spreadsheet. */
export function spreadsheetTable(records: Record<string, unknown>[], options: SpreadsheetOptions): SpreadsheetTable {
  const { resource, t } = options;
  const label = options.label ?? ((key: string) => t(`resources.${resource}.fields.${key}`, { defaultValue: key }));
  let keys: string[] = (options.keys ?? []).filter((key) => !INTERNAL_COLUMNS.has(key));
  for (const row of records)
    for (const key of Object.keys(row)) if (!keys.includes(key) && !INTERNAL_COLUMNS.has(key)) keys.push(key);
  // A column that repeats another one's values under the same header (a list's `id` that is its period) is written once.
  keys = keys.filter(
    (key, index) =>
      !keys.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          (otherIndex > index || key === 'id') &&
          label(other) === label(key) &&
          records.every((row) => row[other] === row[key]),
      ),
  );
  // A time column by its name (`createdAt`, `paidAt`) or by holding an instant.
  const timeColumns = new Set(
    keys.filter(
      (key) =>
        /[a-z]At$/.test(key) ||
        records.some((row) => typeof row[key] === 'string' && STORED_INSTANT.test(row[key] as string)),
    ),
  );
  const riyadh = t('export.riyadhTime');
  const header = keys.map((key) => (timeColumns.has(key) ? `${label(key)} (${riyadh})` : label(key)));
  const cell = (key: string, value: unknown): Cell => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return t(`ra.boolean.${String(value)}`);
    if (typeof value === 'number') return options.number ? options.number(key, value) : value;
    if (typeof value === 'string') {
      if (STORED_INSTANT.test(value)) return riyadhMinuteText(value);
      if (PHONE_COLUMN.test(key)) return asText(value);
      return wordFor(t, resource, key, value);
    }
    if (Array.isArray(value))
      return value
        .map((item) => (typeof item === 'string' ? wordFor(t, resource, key, item) : jsonInRiyadhTime(item)))
        .join('; ');
    if (typeof value === 'object') return recordText(t, resource, value as Record<string, unknown>);
    return String(value);
  };
  return { header, rows: records.map((row) => keys.map((key) => cell(key, row[key]))) };
}
