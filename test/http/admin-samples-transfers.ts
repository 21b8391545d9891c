import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { parseStatement } from '../../server/services/giving/bank-statement-import';
import { riyadhDate } from '../../src/lib/civil-dates';
import { randomUUID } from 'node:crypto';
import { orderBody } from '../helpers/giving-fixtures';
import { orderRequestSchema } from '../../src/domain/giving/order-schema';
import { createOrder } from '../../server/services/giving/orders';
import { createProviders } from '../../server/payments';

/** A bank statement as a Saudi bank exports it: byte-order mark, semicolons, Arabic words. */
export function statementCsv(lines: string[], header = 'التاريخ;المرجع;المبلغ;الوصف'): Buffer {
  return Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`, 'utf8');
}

const providers = createProviders({
  PAYMENT_PROVIDER: 'sandbox',
  MOYASAR_SECRET_KEY: undefined,
  MOYASAR_API_URL: 'http://127.0.0.1:9/v1',
  MOYASAR_WEBHOOK_SECRET: undefined,
  PUBLIC_URL: 'https://example.org',
});

/**
 * A bank-transfer order waiting for its transfer (`amount` in halalas), placed through the same
 * service as the public API but not through its per-address limit: the route sweeps make dozens.
 */
export async function transferOrderId(db: Kysely<Database>, amount = 30_000): Promise<string> {
  const request = orderRequestSchema.parse(
    orderBody([{ kind: 'anfahum', ref: '80', amount }], { method: 'bank-transfer' }),
  );
  const outcome = await createOrder(db, providers, {
    request,
    idempotencyKey: randomUUID(),
    locale: 'ar',
    visitorAddress: null,
  });
  return outcome.body.orderId;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** An order's number and total. */
export async function orderFigures(db: Kysely<Database>, orderId: string): Promise<{ number: number; total: number }> {
  const row = await db
    .selectFrom('orders')
    .select(['number', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { number: Number(row.number), total: Number(row.total) };
}

/** A stored statement whose one line names a waiting transfer by number and amount, its columns mapped. */
export async function statementForOrder(
  db: Kysely<Database>,
  app: Express,
): Promise<{ statementId: number; lineId: number; orderId: string }> {
  const orderId = await transferOrderId(db);
  const { number, total } = await orderFigures(db, orderId);
  // A header of its own per sample, so each statement's mapping is this one.
  const header = `التاريخ;المرجع;المبلغ;الوصف;${unique()}`;
  const parsed = parseStatement(
    statementCsv(
      [`20/11/2026;REF${unique()};${(total / 100).toFixed(2).replace('.', ',')};تحويل طلب ${number};`],
      header,
    ),
  );
  const at = new Date().toISOString();
  const statement = await db
    .insertInto('bank_statements')
    .values({
      file_name: 'sample.csv',
      signature: parsed.signature,
      header_json: JSON.stringify(parsed.header),
      line_count: 1,
      staff_id: null,
      staff_email: 'finance@example.org',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('bank_statement_lines')
    .values({ statement_id: statement.id, position: 1, cells_json: JSON.stringify(parsed.rows[0]) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bank_statement_mappings')
    .values({
      signature: parsed.signature,
      date_column: 0,
      amount_column: 2,
      reference_column: 1,
      description_column: 3,
      staff_email: 'finance@example.org',
      updated_at: at,
    })
    .execute();
  return { statementId: statement.id, lineId: line.id, orderId };
}

/** A confirmation whose amount differed, waiting for a decision. */
export async function discrepancyId(db: Kysely<Database>, app: Express): Promise<number> {
  const orderId = await transferOrderId(db);
  const { total } = await orderFigures(db, orderId);
  const reference = `D${unique()}`;
  const row = await db
    .insertInto('transfer_confirmations')
    .values({
      order_id: orderId,
      status: 'discrepancy',
      bank_reference: reference,
      reference_key: reference.toUpperCase(),
      value_date: riyadhDate(new Date()),
      amount_expected: total,
      amount_received: total - 100,
      note: null,
      statement_line_id: null,
      staff_id: null,
      staff_email: 'finance@example.org',
      created_at: new Date().toISOString(),
      decided_by: null,
      decision_note: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Sample = (
  db: Kysely<Database>,
  app: Express,
) => Promise<{ path: string; body?: unknown; file?: Buffer; fileName?: string }>;

/** A valid request for every transfer and statement route (admin-samples.ts spreads these in). */
export const transferSamples: Record<string, Sample> = {
  'POST /orders/:id/transfer-received': async (db, app) => {
    const orderId = await transferOrderId(db);
    const { total } = await orderFigures(db, orderId);
    return {
      path: `/orders/${orderId}/transfer-received`,
      body: {
        bankReference: `FT${unique()}`,
        valueDate: riyadhDate(new Date()),
        amount: (total / 100).toFixed(2),
        note: '',
        confirm: true,
      },
    };
  },
  'GET /transfer-confirmations': async () => ({
    path: '/transfer-confirmations?filter=%7B%22status%22%3A%22discrepancy%22%7D',
  }),
  'POST /transfer-confirmations/:id/decision': async (db, app) => ({
    path: `/transfer-confirmations/${await discrepancyId(db, app)}/decision`,
    body: { decision: 'accept', note: 'Bank fee deducted', confirm: true },
  }),
  'GET /bank-statements': async () => ({ path: '/bank-statements' }),
  'POST /bank-statements': async () => ({
    path: '/bank-statements',
    file: statementCsv(['20/11/2026;FT1;300,00;تحويل']),
    fileName: 'statement.csv',
  }),
  'GET /bank-statements/:id': async (db, app) => ({
    path: `/bank-statements/${(await statementForOrder(db, app)).statementId}`,
  }),
  'PUT /bank-statements/:id/mapping': async (db, app) => ({
    path: `/bank-statements/${(await statementForOrder(db, app)).statementId}/mapping`,
    body: { date: 0, amount: 2, reference: 1, description: 3 },
  }),
  'GET /bank-statements/:id/lines': async (db, app) => ({
    path: `/bank-statements/${(await statementForOrder(db, app)).statementId}/lines`,
  }),
  'POST /bank-statements/:id/lines/:line/accept': async (db, app) => {
    const { statementId, lineId } = await statementForOrder(db, app);
    return { path: `/bank-statements/${statementId}/lines/${lineId}/accept`, body: { confirm: true } };
  },
  'POST /bank-statements/:id/accept-all': async (db, app) => ({
    path: `/bank-statements/${(await statementForOrder(db, app)).statementId}/accept-all`,
    body: { confirm: true },
  }),
};
