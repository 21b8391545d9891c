import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderItemTable, OrderTable } from '../../db/tables/giving';
import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { formatGregorian } from '#src/lib/format-date';
import type { EnqueueOutcome, OutgoingMessage } from '../outbox/outbox';
import { holdSmsLocks } from '../outbox/sms-caps';
import { publicAddress } from '#src/lib/public-address';

export type Translate = (locale: Locale, key: string, params?: Record<string, unknown>) => string;
export type Enqueue = (trx: Transaction<Database>, message: OutgoingMessage) => Promise<EnqueueOutcome>;

export interface NotifyContext {
  publicUrl: string;
  translate: Translate;
  enqueue: Enqueue;
}

/**
 * What a paid order sends, queued in the transaction that marks it paid: an SMS to the donor, an
 * email when they gave one, and one SMS to each gift's recipient with the link to their card.
 */
export async function enqueuePaidMessages(
  trx: Transaction<Database>,
  order: Selectable<OrderTable>,
  items: Selectable<OrderItemTable>[],
  context: NotifyContext,
): Promise<void> {
  const locale = (order.locale === 'en' ? 'en' : 'ar') as Locale;
  const t = (key: string, params?: Record<string, unknown>) => context.translate(locale, key, params);

  // Every number this order texts, locked together in order before the first text (sms-caps.ts).
  await holdSmsLocks(trx, [
    order.donor_mobile,
    ...items.flatMap((item) => (item.gift_code && item.gift_recipient_mobile ? [item.gift_recipient_mobile] : [])),
  ]);
  await enqueueReceiptMessages(trx, order, context, 'order-paid');
  const occasionIds = [
    ...new Set(items.map((item) => item.gift_occasion_id).filter((id): id is number => id !== null)),
  ];
  const occasions = occasionIds.length
    ? await trx
        .selectFrom('gift_occasions')
        .select(['id', 'title_ar', 'title_en'])
        .where('id', 'in', occasionIds)
        .execute()
    : [];
  // The daily limit per number is the outbox's for the kind (counted again as each is queued: an
  // order paid late may find it reached); a card not texted still opens from the receipt's link.
  for (const item of items) {
    if (!item.gift_code || !item.gift_recipient_mobile) continue;
    const occasion = occasions.find((row) => row.id === item.gift_occasion_id);
    await context.enqueue(trx, {
      channel: 'sms',
      kind: 'gift-card',
      recipient: item.gift_recipient_mobile,
      subject: occasion ? (locale === 'ar' ? occasion.title_ar : occasion.title_en) : '',
      body: t('giving:sms.gift', {
        sender: item.gift_sender ?? '',
        occasion: occasion ? (locale === 'ar' ? occasion.title_ar : occasion.title_en) : '',
        url: publicAddress(context.publicUrl, `/${locale}/gifts/${item.gift_code}`),
      }),
    });
  }
}

/**
 * The donor's receipt: an SMS with its link and, when they gave an address, an email. Sent when the
 * order is paid (`order-paid`) and again when staff resend it from the donor record (`receipt-resend`).
 */
export async function enqueueReceiptMessages(
  trx: Transaction<Database>,
  order: Selectable<OrderTable>,
  context: NotifyContext,
  smsKind: 'order-paid' | 'receipt-resend',
): Promise<{ sms: EnqueueOutcome; email: EnqueueOutcome | null }> {
  const locale = (order.locale === 'en' ? 'en' : 'ar') as Locale;
  const t = (key: string, params?: Record<string, unknown>) => context.translate(locale, key, params);
  const receiptUrl = publicAddress(context.publicUrl, `/${locale}/donate/success/${order.id}`);
  const amount = formatMoney(Number(order.total), locale);
  const number = Number(order.number);
  const sms = await context.enqueue(trx, {
    channel: 'sms',
    kind: smsKind,
    recipient: order.donor_mobile,
    subject: t('giving:email.subject', { number }),
    body: t('giving:sms.donor', { number, amount, url: receiptUrl }),
  });
  if (!order.donor_email) return { sms, email: null };
  const association = await trx.selectFrom('association_profile').select(['name_ar', 'name_en']).executeTakeFirst();
  const email = await context.enqueue(trx, {
    channel: 'email',
    recipient: order.donor_email,
    subject: t('giving:email.subject', { number }),
    body: t('giving:email.body', {
      name: order.donor_name,
      number,
      amount,
      date: formatGregorian(order.paid_at ?? order.created_at, locale),
      url: receiptUrl,
      association: association ? (locale === 'ar' ? association.name_ar : association.name_en) : '',
    }),
  });
  return { sms, email };
}
