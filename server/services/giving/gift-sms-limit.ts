import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dayWindowStart } from '../../db/counting-lock';
import { holdKeyedCountingLocks } from '../../db/keyed-counting-lock';
import type { FieldErrors } from '#src/domain/validation';
import type { OrderItemRequest } from '#src/domain/giving/order-schema';
import { MAX_GIFT_SMS_PER_NUMBER_PER_DAY } from '#src/domain/giving/names';

/*
 * At most MAX_GIFT_SMS_PER_NUMBER_PER_DAY gift messages to one number in 24 hours, so the
 * association's SMS sender cannot be used to pester someone. Counted from real (not test) gift
 * lines paid in the last day or still held by an unpaid order; checked when an order is made (a
 * clear error on the line). When the messages are queued the outbox counts again, for the kind
 * `gift-card` (server/services/outbox/sms-kinds.ts): an order paid late skips the SMS.
 */

/** Gift lines per number in the last day: paid, or held by an unpaid order. */
async function giftSmsCounts(
  trx: Transaction<Database>,
  mobiles: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (mobiles.length === 0) return counts;
  const at = now.toISOString();
  const since = dayWindowStart(now);
  const query = trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.gift_recipient_mobile as mobile', sql<number>`count(*)`.as('count')])
    .where('order_items.gift_recipient_mobile', 'in', [...new Set(mobiles)])
    .where('orders.is_test', '=', 0)
    .where((eb) =>
      eb.or([
        eb.and([eb('orders.status', '=', 'paid'), eb('orders.paid_at', '>=', since)]),
        eb.and([eb('orders.status', '=', 'pending'), eb('orders.reserved_until', '>', at)]),
      ]),
    )
    .groupBy('order_items.gift_recipient_mobile');
  for (const row of await query.execute()) if (row.mobile) counts.set(row.mobile, Number(row.count));
  return counts;
}

/** The gift lines of a new order that would go over the daily limit, or null. */
export async function giftSmsErrors(
  trx: Transaction<Database>,
  items: readonly OrderItemRequest[],
  now: Date,
): Promise<FieldErrors | null> {
  const mobiles = items.flatMap((item) => (item.gift ? [item.gift.recipientMobile] : []));
  if (mobiles.length === 0) return null;
  // Per number (orders texting other numbers do not wait), after the catalog row locks, so the
  // lock order never forms a cycle.
  await holdKeyedCountingLocks(trx, 'gift-sms', mobiles);
  const counts = await giftSmsCounts(trx, mobiles, now);
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    if (!item.gift) return;
    const count = (counts.get(item.gift.recipientMobile) ?? 0) + 1;
    counts.set(item.gift.recipientMobile, count);
    if (count > MAX_GIFT_SMS_PER_NUMBER_PER_DAY)
      errors[`items.${index}.gift.recipientMobile`] = {
        key: 'giftSmsLimit',
        params: { max: MAX_GIFT_SMS_PER_NUMBER_PER_DAY },
      };
  });
  return Object.keys(errors).length > 0 ? errors : null;
}
