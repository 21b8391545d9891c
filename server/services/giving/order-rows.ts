import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderItemTable } from '../../db/tables/giving';
import { bumpCounter } from '../../db/counting-lock';
import { giftCode } from './ids';
import type { PricedLine } from './pricing';
import type { LineHold } from './holding-rule';

/**
 * The rows every new order writes the same way, whether a donor's basket made it or the periodic
 * scheduler did: the next order number (the counter row also serialises order creation) and the
 * order's lines as priced, each with its fund fixed now and what it holds while unpaid (nothing
 * unless `holds` says: the scheduler's orders are charged at once and hold nothing).
 */
export function nextOrderNumber(trx: Transaction<Database>): Promise<number> {
  // The seed starts the row at 100000, so the first order is 100001.
  return bumpCounter(trx, 'order-number');
}

export function orderItemRows(orderId: string, lines: readonly PricedLine[], holds: readonly LineHold[] = []): Insertable<OrderItemTable>[] {
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
    held_quantity: holds[position]?.quantity ?? 0,
    held_amount: holds[position]?.amount ?? 0,
  }));
}
