import type { Request, Response } from 'express';
import { toCsv } from '../services/applications/csv';
import { spreadsheetTable } from './spreadsheet-table';
import { audit } from './audit';
import { sendAdminError, type AdminContext } from './http';
import { riyadhDate } from '#src/lib/civil-dates';
import { isAuditEntity, type AuditEntity } from '#src/admin/audit-vocabulary';

/** At most this many rows in one export; a longer list is refused (narrow the filter). */
export const CSV_ROW_LIMIT = 10_000;

/** Fields that hold halalas in the API: written as riyals (`1250.50`) in a spreadsheet. */
const MONEY_FIELDS = new Set(['total', 'amount', 'refunded', 'refundable', 'paid']);

export function wantsCsv(req: Request): boolean {
  return req.method === 'GET' && req.query.format === 'csv';
}

interface ListBody {
  data: Record<string, unknown>[];
  total?: number;
  /** Fields of this list that hold halalas, besides the usual ones. */
  money?: string[];
}

function isListBody(body: unknown): body is ListBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as ListBody).data);
}

/**
 * Lets a list handler answer as usual while the router turns its `{ data, total }` into CSV:
 * every admin list gets the export without code of its own. Returns the captured body getter.
 */
export function captureList(res: Response): () => ListBody | null {
  let captured: ListBody | null = null;
  const json = res.json.bind(res);
  res.json = ((body: unknown) => {
    if (res.statusCode < 300 && isListBody(body)) {
      captured = body;
      return res;
    }
    return json(body);
  }) as Response['json'];
  return () => captured;
}

function riyals(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The audit log's name of a list exported from `path` (its route's first segment); null if it has none. */
export function exportedEntity(path: string): AuditEntity | null {
  const name = path.split('/')[1] ?? '';
  return isAuditEntity(name) ? name : null;
}

/**
 * The CSV answer: the same writer and guards as `npm run export` (formula injection, quoting,
 * byte-order mark for Arabic in spreadsheets), column names and codes in the staff member's
 * language, Riyadh times, mobiles as text, no internal columns (spreadsheet-table.ts), an
 * attachment named after the list and the day. Every export is in the audit log (what and how
 * many rows: personal data leaving the system).
 */
export async function sendCsv(ctx: AdminContext, resource: AuditEntity, body: ListBody): Promise<void> {
  const rows = body.data;
  if (rows.length > CSV_ROW_LIMIT || (body.total ?? 0) > CSV_ROW_LIMIT) {
    return sendAdminError(ctx.req, ctx.res, 400, 'export_too_long', 'errors.exportTooLong', { max: CSV_ROW_LIMIT });
  }
  const money = new Set([...MONEY_FIELDS, ...(body.money ?? [])]);
  const table = spreadsheetTable(rows, {
    resource,
    t: ctx.t,
    number: (key, value) => (money.has(key) && Number.isSafeInteger(value) ? riyals(value) : value),
  });
  const csv = toCsv(table.header, table.rows);
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'export', entity: resource, after: { filter: ctx.req.query.filter ?? null, rows: rows.length } },
    ctx.now,
  );
  ctx.res.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.res.set('Content-Disposition', `attachment; filename="${resource}-${riyadhDate(ctx.now)}.csv"`);
  ctx.res.send(`\uFEFF${csv}`);
}
