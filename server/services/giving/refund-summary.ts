import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refundStatus, type ReceiptRefund } from '#src/domain/giving/refund-status';

/**
 * What a receipt says about refunds on its order: null when nothing was refunded, else how much,
 * the last refund's date and what the receipt still stands for. Only refunds the gateway (or the
 * bank) settled count: one still waiting for the gateway's answer changes nothing yet.
 */
export async function receiptRefund(
  db: Kysely<Database>,
  order: { id: string; total: number | string; refunded: number | string },
): Promise<ReceiptRefund | null> {
  const total = Number(order.total);
  const amount = Number(order.refunded);
  const status = refundStatus(total, amount);
  if (status === 'none') return null;
  const last = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('order_id', '=', order.id)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return { status, amount, refundedAt: String(last?.at ?? ''), remaining: Math.max(0, total - amount) };
}
