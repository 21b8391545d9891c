import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FUNDS, type Fund } from '#src/domain/giving/funds';
import type { Cell } from '../applications/csv';

/**
 * Money per fund, from the fund each order line recorded when it was ordered (never recomputed from
 * the catalogue, which staff may change later). Counts paid orders only, never sandbox (test)
 * payments, less what refunds gave back. Zakat is its own row: nothing here adds it to any other fund.
 */
export interface FundTotal {
  fund: Fund;
  /** Halalas. */
  amount: number;
  lines: number;
}

export interface FundTotalsRange {
  /** ISO time, inclusive (paid_at). */
  from?: string;
  /** ISO time, exclusive. */
  to?: string;
}

export async function fundTotals(db: Kysely<Database>, range: FundTotalsRange = {}): Promise<FundTotal[]> {
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    // Net of refunds: each line carries what was given back on it (refund-effects.ts).
    .select((eb) => [
      'order_items.fund as fund',
      eb.fn.sum<string | number>(sql`order_items.amount - order_items.refunded`).as('amount'),
      eb.fn.countAll<string | number>().as('lines'),
    ])
    .where('orders.status', '=', 'paid')
    .where('orders.is_test', '=', 0)
    .groupBy('order_items.fund');
  if (range.from) query = query.where('orders.paid_at', '>=', range.from);
  if (range.to) query = query.where('orders.paid_at', '<', range.to);
  const rows = await query.execute();
  const byFund = new Map(rows.map((row) => [row.fund, row]));
  return FUNDS.map((fund) => ({
    fund,
    amount: Number(byFund.get(fund)?.amount ?? 0),
    lines: Number(byFund.get(fund)?.lines ?? 0),
  }));
}

/**
 * Every paid line with its fund, for staff's CSV (`npm run export -- order-lines`): one row per
 * line so that a spreadsheet can total per fund without ever mixing zakat into another fund.
 */
export const ORDER_LINE_EXPORT_HEADER = [
  'order_number',
  'paid_at',
  'fund',
  'kind',
  'ref',
  'title_ar',
  'title_en',
  'quantity',
  'amount_sar',
  'redirected',
  'campaign',
  'method',
];

export async function exportOrderLines(
  db: Kysely<Database>,
  since: string,
): Promise<{ header: string[]; rows: Cell[][] }> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .leftJoin('campaigns', 'campaigns.id', 'order_items.campaign_id')
    .selectAll('order_items')
    .select([
      'orders.number as number',
      'orders.paid_at as paid_at',
      'orders.method as method',
      'campaigns.slug as campaign_slug',
    ])
    .where('orders.status', '=', 'paid')
    .where('orders.is_test', '=', 0)
    .where('orders.paid_at', '>=', since)
    .orderBy('orders.number')
    .orderBy('order_items.position')
    .execute();
  return {
    header: ORDER_LINE_EXPORT_HEADER,
    rows: rows.map((row) => [
      Number(row.number),
      row.paid_at,
      row.fund,
      row.kind,
      row.ref,
      row.title_ar,
      row.title_en,
      row.quantity,
      (Number(row.amount) / 100).toFixed(2),
      row.redirected === 1 ? 'yes' : 'no',
      row.campaign_slug ?? '',
      row.method,
    ]),
  };
}
