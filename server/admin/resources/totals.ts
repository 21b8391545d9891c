import { sql, type Kysely } from 'kysely';
import { FUNDS } from '#src/domain/giving/funds';
import { totalsQuerySchema } from '#src/admin/operations-schemas';
import type { Database } from '../../db/schema';
import { parseOr400, type AdminContext } from '../http';
import { refuseUnknownKeys, type ListKeys } from '../list';
import { localDayOfHour } from '../local-time';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';

export interface TotalsRow {
  /** The day (YYYY-MM-DD) or month (YYYY-MM), the association's calendar. */
  id: string;
  period: string;
  /** Paid orders in the period. */
  orders: number;
  /** Halalas per fund, one key per fund. */
  funds: Record<string, number>;
  /** Every fund together, less what refunds took back in the period. */
  total: number;
  /** Refunds recorded in the period (by when they were recorded). */
  refunded: number;
}

/** SQL cuts an ISO time to its UTC hour (`2026-03-01T21`) the same way on SQLite and PostgreSQL. */
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/**
 * Paid money per fund and per day or month, between two of the association's days, test orders
 * left out (the same lines as server/services/giving/fund-totals.ts, split by period). Grouped by UTC hour in SQL (portable, at most 24 rows per day and fund), then by the
 * local day in code: a gift at 01:00 in Riyadh counts on that Riyadh day.
 */
export async function fundTotalsByPeriod(
  db: Kysely<Database>,
  from: string,
  to: string,
  by: 'day' | 'month',
): Promise<TotalsRow[]> {
  const start = dayStartUtc(from);
  const end = dayEndUtc(to);
  const [lines, orders, refunds, refundedLines] = await Promise.all([
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => [
        hourOf('orders.paid_at').as('hour'),
        'order_items.fund as fund',
        eb.fn.sum<number>('order_items.amount').as('amount'),
      ])
      .where('orders.status', '=', 'paid')
      .where('orders.is_test', '=', 0)
      .where('orders.paid_at', '>=', start)
      .where('orders.paid_at', '<', end)
      .groupBy([hourOf('orders.paid_at'), 'order_items.fund'])
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [hourOf('paid_at').as('hour'), eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'paid')
      .where('is_test', '=', 0)
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .groupBy(hourOf('paid_at'))
      .execute(),
    db
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select((eb) => [
        hourOf('order_refunds.created_at').as('hour'),
        eb.fn.sum<number>('order_refunds.amount').as('amount'),
      ])
      .where('orders.is_test', '=', 0)
      .where('order_refunds.status', '=', 'done')
      .where('order_refunds.created_at', '>=', start)
      .where('order_refunds.created_at', '<', end)
      .groupBy(hourOf('order_refunds.created_at'))
      .execute(),
    // What refunds took from each fund, on the day they were made: the funds and the total are net.
    db
      .selectFrom('order_refund_lines')
      .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select((eb) => [
        hourOf('order_refunds.created_at').as('hour'),
        'order_refund_lines.fund as fund',
        eb.fn.sum<number>('order_refund_lines.amount').as('amount'),
      ])
      .where('orders.is_test', '=', 0)
      .where('order_refunds.status', '=', 'done')
      .where('order_refunds.created_at', '>=', start)
      .where('order_refunds.created_at', '<', end)
      .groupBy([hourOf('order_refunds.created_at'), 'order_refund_lines.fund'])
      .execute(),
  ]);
  const periods = new Map<string, TotalsRow>();
  const period = (hour: string): TotalsRow => {
    const day = localDayOfHour(hour);
    const key = by === 'month' ? day.slice(0, 7) : day;
    let row = periods.get(key);
    if (!row) {
      row = {
        id: key,
        period: key,
        orders: 0,
        funds: Object.fromEntries(FUNDS.map((fund) => [fund, 0])),
        total: 0,
        refunded: 0,
      };
      periods.set(key, row);
    }
    return row;
  };
  for (const line of lines) {
    const row = period(line.hour);
    const amount = Number(line.amount ?? 0);
    row.funds[line.fund] = (row.funds[line.fund] ?? 0) + amount;
    row.total += amount;
  }
  for (const line of refundedLines) {
    const row = period(line.hour);
    const amount = Number(line.amount ?? 0);
    row.funds[line.fund] = (row.funds[line.fund] ?? 0) - amount;
    row.total -= amount;
  }
  for (const count of orders) period(count.hour).orders += Number(count.count);
  for (const refund of refunds) period(refund.hour).refunded += Number(refund.amount ?? 0);
  return [...periods.values()].sort((a, b) => (a.period < b.period ? 1 : -1));
}

function filterOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string' || value.length > 2000) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * GET /totals?from=&to=&by=day|month — a list (newest period first) with one column per fund; as
 * CSV with `format=csv` like every list. The period sum of all rows comes along as `sum`.
 */
/** One row per period, in the order of the periods; the screen's filter is the range and the step. */
const TOTALS_LIST: ListKeys = { sort: { period: 'period' }, filters: ['from', 'to', 'by'] };

export async function totalsHandler(ctx: AdminContext): Promise<void> {
  const { sort } = ctx.req.query;
  if (
    refuseUnknownKeys(ctx, TOTALS_LIST, sort === undefined ? undefined : String(sort), filterOf(ctx.req.query.filter))
  )
    return;
  // The screen sends react-admin's `filter` (JSON); a script may pass from/to/by as plain parameters.
  const query = parseOr400(
    totalsQuerySchema,
    { ...ctx.req.query, ...filterOf(ctx.req.query.filter) },
    ctx.req,
    ctx.res,
  );
  if (!query) return;
  const rows = await fundTotalsByPeriod(ctx.db, query.from, query.to, query.by);
  const funds = [...new Set([...FUNDS, ...rows.flatMap((row) => Object.keys(row.funds))])];
  const data = rows.map((row) => ({
    id: row.id,
    period: row.period,
    orders: row.orders,
    ...Object.fromEntries(funds.map((fund) => [fund, row.funds[fund] ?? 0])),
    total: row.total,
    refunded: row.refunded,
  }));
  const sum = Object.fromEntries(
    ['orders', ...funds, 'total', 'refunded'].map((key) => [
      key,
      data.reduce((acc, row) => acc + Number((row as Record<string, unknown>)[key] ?? 0), 0),
    ]),
  );
  ctx.res.json({ data, total: data.length, funds, sum, money: [...funds, 'total', 'refunded'] });
}
