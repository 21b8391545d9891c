import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GiftCardView } from '#src/domain/giving/api-types';
import { GIFT_CODE_PATTERN, normaliseGiftCode } from './ids';

/** The e-card behind an SMS code, only once the order that carries it is paid. */
export async function getGiftCard(db: Kysely<Database>, rawCode: string): Promise<GiftCardView | null> {
  const code = normaliseGiftCode(rawCode);
  if (!GIFT_CODE_PATTERN.test(code)) return null;
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('gift_occasions', 'gift_occasions.id', 'order_items.gift_occasion_id')
    .innerJoin('gift_cards', 'gift_cards.id', 'order_items.gift_card_id')
    .select([
      'order_items.gift_code as code',
      'order_items.gift_sender as sender',
      'order_items.gift_recipient_name as recipient',
      'order_items.gift_message as message',
      'order_items.gift_show_amount as showAmount',
      'order_items.amount as amount',
      'order_items.title_ar as itemTitleAr',
      'order_items.title_en as itemTitleEn',
      'orders.paid_at as paidAt',
      'orders.is_test as isTest',
      'gift_occasions.title_ar as occasionAr',
      'gift_occasions.title_en as occasionEn',
      'gift_cards.title_ar as cardAr',
      'gift_cards.title_en as cardEn',
      'gift_cards.image as image',
      'gift_cards.background as background',
      'gift_cards.foreground as foreground',
    ])
    .where('order_items.gift_code', '=', code)
    .where('orders.status', '=', 'paid')
    .executeTakeFirst();
  if (!row || !row.paidAt) return null;
  return {
    code,
    occasion: { ar: row.occasionAr, en: row.occasionEn },
    card: {
      title: { ar: row.cardAr, en: row.cardEn },
      image: row.image,
      background: row.background,
      foreground: row.foreground,
    },
    senderName: row.sender ?? '',
    recipientName: row.recipient ?? '',
    message: row.message,
    amount: row.showAmount ? Number(row.amount) : null,
    itemTitle: { ar: row.itemTitleAr, en: row.itemTitleEn },
    givenAt: row.paidAt,
    test: row.isTest === 1,
  };
}
