import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderTable } from '../../db/tables/giving';
import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { publicAddress } from '#src/lib/public-address';
import { generalFundKey } from './settle';
import { ITEM_LINE_KINDS } from './reservations';
import { shareRefund } from './refund-lines';
import type { NotifyContext } from './notifications';

/** `collected - amount`, never below zero (a total edited by staff since may be lower than the gift). */
const lessBy = (column: string, amount: number) =>
  sql<number>`case when ${sql.ref(column)} >= ${amount} then ${sql.ref(column)} - ${amount} else 0 end`;

/**
 * What a settled refund changes beyond the order, in the refund's own transaction: each line's
 * refunded share and the fund it came from (order_refund_lines), the money and units the line had
 * added where it was counted when paid (settle.ts addToTarget: an item's collected money and stock,
 * a program's total, the general fund of a redirected line, a campaign's total), and the donor's SMS.
 * A test (sandbox) order was never counted and nobody is texted about it: only its lines move.
 */
export async function applyRefund(
  trx: Transaction<Database>,
  order: Selectable<OrderTable>,
  refundId: number,
  amount: number,
  notify: NotifyContext,
  now: Date,
): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const shares = shareRefund(
    items.map((item) => ({
      position: item.position,
      amount: Number(item.amount),
      refunded: Number(item.refunded),
      unitAmount: Number(item.unit_amount),
    })),
    amount,
  );
  for (const share of shares) {
    const item = items.find((row) => row.position === share.position)!;
    await trx
      .updateTable('order_items')
      .set({ refunded: sql`refunded + ${share.amount}` })
      .where('order_id', '=', order.id)
      .where('position', '=', share.position)
      .execute();
    await trx
      .insertInto('order_refund_lines')
      .values({
        refund_id: refundId,
        position: share.position,
        fund: item.fund,
        amount: share.amount,
        released_quantity: share.releasedUnits,
      })
      .execute();
    if (order.is_test === 1) continue;
    if (item.campaign_id !== null) {
      await trx
        .updateTable('campaigns')
        .set({ collected: lessBy('collected', share.amount), updated_at: now.toISOString() })
        .where('id', '=', item.campaign_id)
        .execute();
    }
    const id = Number(item.ref);
    if (item.redirected === 1) {
      await trx
        .updateTable('giving_general_funds')
        .set({ collected: lessBy('collected', share.amount) })
        .where('kind', '=', generalFundKey(item))
        .execute();
    } else if (item.kind === 'program' && Number.isSafeInteger(id)) {
      await trx
        .updateTable('programs')
        .set({ collected_halalas: lessBy('collected_halalas', share.amount) })
        .where('id', '=', id)
        .execute();
    } else if (ITEM_LINE_KINDS.includes(item.kind) && Number.isSafeInteger(id)) {
      // The units this refund gives back are open again to other donors, where stock is counted.
      await trx
        .updateTable('giving_items')
        .set({
          collected: lessBy('collected', share.amount),
          stock_left: sql`case when stock_left is null then null else stock_left + ${share.releasedUnits} end`,
        })
        .where('id', '=', id)
        .execute();
    }
  }
  if (order.is_test === 1) return;
  await textDonor(trx, order, amount, notify);
}

async function textDonor(
  trx: Transaction<Database>,
  order: Selectable<OrderTable>,
  amount: number,
  notify: NotifyContext,
): Promise<void> {
  const locale: Locale = order.locale === 'en' ? 'en' : 'ar';
  const t = (key: string, params?: Record<string, unknown>) => notify.translate(locale, key, params);
  const number = Number(order.number);
  await notify.enqueue(trx, {
    channel: 'sms',
    kind: 'order-refunded',
    recipient: order.donor_mobile,
    subject: t('giving:refundSms.subject', { number }),
    body: t('giving:refundSms.body', {
      number,
      amount: formatMoney(amount, locale),
      url: publicAddress(notify.publicUrl, `/${locale}/donate/success/${order.id}`),
    }),
  });
}
