import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Kysely, Selectable } from 'kysely';
import { STATEMENT_LIMITS, type StatementMapping } from '#src/admin/transfer-schemas';
import { normaliseDigits } from '#src/domain/applications/digits';
import { withoutUnsafeChars } from '#src/domain/safe-text';
import { isCivilDate } from '#src/lib/civil-dates';
import type { Database } from '../../db/schema';
import type { BankStatementMappingTable } from '../../db/tables/transfers';

/**
 * Bank statements read from CSV (decision 065): UTF-8 with or without a byte-order mark, comma or
 * semicolon between cells, Arabic text as it comes. The file is read whole by csv-parse within
 * hard limits (bytes, lines, columns, cell length) and refused rather than read in part. Matching
 * is proposed by the server from its own data every time a statement is read, never taken from the
 * browser: a line names a waiting transfer by its order number in the reference or description,
 * and its amount agrees or not.
 */

export class StatementRefusal extends Error {
  constructor(
    readonly messageKey: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'StatementRefusal';
  }
}

export interface ParsedStatement {
  header: string[];
  rows: string[][];
  signature: string;
}

/** The separator of the header line: the one of `,` and `;` it holds more of outside quotes. */
function delimiterOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

// Donors write the transfer's remarks: a direction control there could re-order what a line shows.
const cleanCell = (cell: string): string => withoutUnsafeChars(cell).trim();

/** A statement file read into its header and lines, or a StatementRefusal naming what is wrong. */
export function parseStatement(data: Buffer): ParsedStatement {
  if (data.length === 0) throw new StatementRefusal('transfers.errors.emptyFile');
  if (data.length > STATEMENT_LIMITS.maxBytes)
    throw new StatementRefusal('transfers.errors.fileTooLarge', { max: STATEMENT_LIMITS.maxBytes / 1024 / 1024 });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new StatementRefusal('transfers.errors.notUtf8');
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: STATEMENT_LIMITS.maxCell * STATEMENT_LIMITS.maxColumns,
      to: STATEMENT_LIMITS.maxLines + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw new StatementRefusal('transfers.errors.unreadable', { line: typeof line === 'number' ? line : 1 });
  }
  const [first, ...rows] = records;
  if (!first || first.length < 2) throw new StatementRefusal('transfers.errors.noColumns');
  if (rows.length === 0) throw new StatementRefusal('transfers.errors.noLines');
  if (rows.length > STATEMENT_LIMITS.maxLines)
    throw new StatementRefusal('transfers.errors.tooManyLines', { max: STATEMENT_LIMITS.maxLines });
  const width = Math.max(first.length, ...rows.map((row) => row.length));
  if (width > STATEMENT_LIMITS.maxColumns)
    throw new StatementRefusal('transfers.errors.tooManyColumns', { max: STATEMENT_LIMITS.maxColumns });
  const cleaned = [first, ...rows].map((row) => row.map(cleanCell));
  const tooLong = cleaned.findIndex((row) => row.some((cell) => cell.length > STATEMENT_LIMITS.maxCell));
  if (tooLong >= 0)
    throw new StatementRefusal('transfers.errors.cellTooLong', { line: tooLong + 1, max: STATEMENT_LIMITS.maxCell });
  const header = cleaned[0]!.map((name, index) => name || `#${index + 1}`);
  const signature = createHash('sha256')
    .update(JSON.stringify(header.map((name) => name.toLowerCase())))
    .digest('hex');
  return { header, rows: cleaned.slice(1), signature };
}

/**
 * A statement's date as banks write it: `2026-11-20`, `2026/11/20`, `20/11/2026`, `20-11-2026`,
 * `20.11.2026` (day first, as Saudi banks print it), with a time after it or not, in any digits.
 * Null when it is none of these or not a real day.
 */
export function statementDate(cell: string): string | null {
  const text = normaliseDigits(cell).trim();
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T].*)?$/.exec(text);
  const [y, m, d] = yearFirst
    ? [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!]
    : dayFirst
      ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!]
      : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCivilDate(date) ? date : null;
}

/**
 * A statement's amount in halalas: `1,500.00`, `1.500,00`, `1500`, `٣٠٠٫٥٠`, `SAR 300.00`,
 * `-300.00` or `(300.00)` for money going out. The last `.` or `,` followed by one or two digits is
 * the decimal mark, every other one groups thousands. Null when unreadable.
 */
export function statementAmount(cell: string): number | null {
  let text = normaliseDigits(cell)
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',')
    .trim();
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  // One number, a minus before it or not, among currency words (`SAR`, `ر.س`): their dots are not the number's.
  const runs = text.match(/\d[\d.,]*/g) ?? [];
  if (runs.length !== 1) return null;
  const run = runs[0]!.replace(/[.,]+$/, '');
  const before = text.slice(0, text.indexOf(runs[0]!));
  const minuses = (before.match(/-/g) ?? []).length;
  if (minuses > 1) return null;
  // A minus after the number (`300.00-`) is how some banks print money going out.
  const after = text.slice(text.indexOf(runs[0]!) + runs[0]!.length);
  if (minuses + (/^\s*-/.test(after) ? 1 : 0) > 1) return null;
  if (minuses === 1 || /^\s*-/.test(after)) sign = -sign;
  const decimal = /[.,](\d{1,2})$/.exec(run);
  const whole = (decimal ? run.slice(0, decimal.index) : run).replace(/[.,]/g, '');
  if (!/^\d{1,13}$/.test(whole)) return null;
  const halalas = Number(whole) * 100 + Number((decimal?.[1] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(halalas) ? sign * halalas : null;
}

export type LineState = 'confirmed' | 'proposed' | 'unmatched' | 'unreadable' | 'notCredit';
/** exact: the order number and the amount agree; reference: the number, another amount; amount: only the amount (one waiting transfer has it). */
export type MatchKind = 'exact' | 'reference' | 'amount';

export interface StatementLineView {
  id: number;
  position: number;
  cells: string[];
  valueDate: string | null;
  amount: number | null;
  reference: string | null;
  description: string | null;
  state: LineState;
  match: { kind: MatchKind; orderId: string; orderNumber: number; orderTotal: number; donorName: string } | null;
  confirmation: { id: number; status: string; orderId: string; orderNumber: number } | null;
}

export async function mappingOf(
  db: Kysely<Database>,
  signature: string,
): Promise<Selectable<BankStatementMappingTable> | undefined> {
  return db.selectFrom('bank_statement_mappings').selectAll().where('signature', '=', signature).executeTakeFirst();
}

export function mappingView(row: Selectable<BankStatementMappingTable> | undefined): StatementMapping | null {
  return row
    ? {
        date: row.date_column,
        amount: row.amount_column,
        reference: row.reference_column,
        description: row.description_column,
      }
    : null;
}

/** How many numbers one lookup binds. */
const LOOKUP_SLICE = 500;

const cellAt = (cells: string[], column: number | null): string | null =>
  column === null ? null : (cells[column] ?? '').trim() || null;

/** Whole numbers written in a text (any digits): the order numbers it may name. */
function numbersIn(...texts: Array<string | null>): number[] {
  const found = new Set<number>();
  for (const text of texts)
    for (const run of normaliseDigits(text ?? '').match(/\d{1,12}/g) ?? []) found.add(Number(run));
  return [...found];
}

/**
 * Every line of a statement with what the server proposes for it. Waiting transfers: bank-transfer
 * orders still pending, not tests, without a live confirmation. An order is proposed for one line
 * at most (the first that names it); amount-only proposals come last and only when exactly one
 * waiting transfer has that amount.
 */
export async function statementLines(
  db: Kysely<Database>,
  statementId: number,
  mapping: StatementMapping | null,
): Promise<StatementLineView[]> {
  const lines = await db
    .selectFrom('bank_statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('position')
    .execute();
  const confirmed = await db
    .selectFrom('transfer_confirmations')
    .innerJoin('bank_statement_lines', 'bank_statement_lines.id', 'transfer_confirmations.statement_line_id')
    .innerJoin('orders', 'orders.id', 'transfer_confirmations.order_id')
    .select([
      'transfer_confirmations.id as id',
      'transfer_confirmations.status as status',
      'transfer_confirmations.statement_line_id as lineId',
      'orders.id as orderId',
      'orders.number as number',
    ])
    .where('bank_statement_lines.statement_id', '=', statementId)
    .where('transfer_confirmations.status', '<>', 'rejected')
    .execute();
  const confirmedByLine = new Map(
    confirmed.map((row) => [
      Number(row.lineId),
      { id: row.id, status: row.status, orderId: row.orderId, orderNumber: Number(row.number) },
    ]),
  );
  const views: StatementLineView[] = lines.map((line) => {
    const cells = JSON.parse(line.cells_json) as string[];
    const valueDate = mapping ? statementDate(cells[mapping.date] ?? '') : null;
    const amount = mapping ? statementAmount(cells[mapping.amount] ?? '') : null;
    const confirmation = confirmedByLine.get(line.id) ?? null;
    const state: LineState = confirmation
      ? 'confirmed'
      : !mapping || valueDate === null || amount === null
        ? 'unreadable'
        : amount <= 0
          ? 'notCredit'
          : 'unmatched';
    return {
      id: line.id,
      position: line.position,
      cells,
      valueDate,
      amount,
      reference: mapping ? cellAt(cells, mapping.reference) : null,
      description: mapping ? cellAt(cells, mapping.description) : null,
      state,
      match: null,
      confirmation,
    };
  });
  const open = views.filter((view) => view.state === 'unmatched');
  if (open.length === 0) return views;

  const numbers = [...new Set(open.flatMap((view) => numbersIn(view.reference, view.description)))].filter(
    (n) => n > 0 && n < 1e12,
  );
  const amounts = [...new Set(open.map((view) => view.amount!))];
  const waitingWhere = (column: 'number' | 'total', values: number[]) =>
    db
      .selectFrom('orders')
      .select(['id', 'number', 'total', 'donor_name'])
      .where('status', '=', 'pending')
      .where('method', '=', 'bank-transfer')
      .where('is_test', '=', 0)
      .where(column, 'in', values)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('transfer_confirmations').select('order_id').where('status', '<>', 'rejected'),
      )
      .execute();
  // In slices: a statement's texts may hold thousands of numbers, more than a statement may bind.
  const found = new Map<string, Awaited<ReturnType<typeof waitingWhere>>[number]>();
  for (const [column, values] of [
    ['number', numbers],
    ['total', amounts],
  ] as const) {
    for (let start = 0; start < values.length; start += LOOKUP_SLICE)
      for (const order of await waitingWhere(column, values.slice(start, start + LOOKUP_SLICE)))
        found.set(order.id, order);
  }
  const waiting = [...found.values()];
  const byNumber = new Map(waiting.map((order) => [Number(order.number), order]));
  const claimed = new Set<string>();
  const propose = (view: StatementLineView, order: (typeof waiting)[number], kind: MatchKind) => {
    claimed.add(order.id);
    view.state = 'proposed';
    view.match = {
      kind,
      orderId: order.id,
      orderNumber: Number(order.number),
      orderTotal: Number(order.total),
      donorName: order.donor_name,
    };
  };
  for (const view of open) {
    const named = numbersIn(view.reference, view.description)
      .map((n) => byNumber.get(n))
      .filter((order): order is (typeof waiting)[number] => order !== undefined && !claimed.has(order.id));
    const sameAmount = named.filter((order) => Number(order.total) === view.amount);
    if (sameAmount.length === 1) propose(view, sameAmount[0]!, 'exact');
    else if (named.length === 1) propose(view, named[0]!, 'reference');
  }
  for (const view of open) {
    if (view.state !== 'unmatched' || numbersIn(view.reference, view.description).some((n) => byNumber.has(n)))
      continue;
    const candidates = waiting.filter((order) => Number(order.total) === view.amount && !claimed.has(order.id));
    if (candidates.length === 1) propose(view, candidates[0]!, 'amount');
  }
  return views;
}

/** The bank reference a confirmation from a line records: the line's own, or the statement and line. */
export function lineReference(statementId: number, line: StatementLineView): string {
  const own = (line.reference ?? '')
    .replace(/[^\p{L}\p{N} ._/#:-]/gu, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 100)
    .trim();
  return own || `ST${statementId}-L${line.position}`;
}
