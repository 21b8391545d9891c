import { PostgresAdapter, sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ORDER_NUMBER_SEQUENCE } from '../../db/migrations/0055-order-number-sequence';
import type { OrderItemTable } from '../../db/tables/giving';
import { bumpCounter } from '../../db/counting-lock';
import { giftCode } from './ids';
import type { PricedLine } from './pricing';
import type { LineHold } from './holding-rule';

/**
 * The rows every new order writes the same way, whether a donor's basket made it or the periodic
 * scheduler did: the next order number and the order's lines as priced, each with its fund fixed
 * now and what it holds while unpaid (nothing unless `holds` says: the scheduler's orders are
 * charged at once and hold nothing).
 *
 * Order numbers: PostgreSQL's sequence (migration 0055), which locks nothing, so orders made at
 * once on every instance never wait for each other here (docs/decisions/059); a rolled-back order
 * leaves its number unused. SQLite bumps the counter row, which costs nothing there: every write
 * transaction already holds the database's one write lock. Either way numbers only grow, from 100001.
 */
export async function nextOrderNumber(trx: Transaction<Database>): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ value: number | string }>`select nextval(${ORDER_NUMBER_SEQUENCE}) as value`.execute(
      trx,
    );
    return Number(rows[0]!.value);
  }
  // The seed starts the row at 100000, so the first order is 100001.
  return bumpCounter(trx, 'order-number');
}

/**
 * An order number already taken: only while instances of the version before the sequence still
 * bump the counter row beside ones that use it (a rolling upgrade). Making the order again with the
 * next number is safe: the whole transaction rolled back.
 */
export function isOrderNumberTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (failure?.code === '23505') return failure.constraint === 'orders_number_key';
  return typeof failure?.message === 'string' && failure.message.includes('orders.number');
}

export function orderItemRows(
  orderId: string,
  lines: readonly PricedLine[],
  holds: readonly LineHold[] = [],
): Insertable<OrderItemTable>[] {
  return lines.map((line, position) => ({
    order_id: orderId,
    position,
    kind: line.kind,
    ref: line.ref,
    title_ar: line.title.ar,
    title_en: line.title.en,
    unit_amount: line.unitAmount,
    quantity: line.quantity,
    amount: line.amount,
    on_behalf_json: line.onBehalfOf ? JSON.stringify(line.onBehalfOf) : null,
    gift_code: line.gift ? giftCode() : null,
    gift_occasion_id: line.gift?.occasionId ?? null,
    gift_card_id: line.gift?.cardId ?? null,
    gift_sender: line.gift?.senderName ?? null,
    gift_recipient_name: line.gift?.recipientName ?? null,
    gift_recipient_mobile: line.gift?.recipientMobile ?? null,
    gift_message: line.gift?.message ?? null,
    gift_show_amount: line.gift ? (line.gift.showAmount ? 1 : 0) : null,
    redirected: 0,
    fund: line.fund,
    campaign_id: line.campaignId,
    campaign_public_name: line.campaignName,
    held_quantity: holds[position]?.quantity ?? 0,
    held_amount: holds[position]?.amount ?? 0,
  }));
}
