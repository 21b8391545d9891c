import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderStatus, ProviderName, Receipt, ReceiptItem } from '#src/domain/giving/api-types';
import { asCardBrand, type OrderItemKind, type PaymentMethod } from '#src/domain/giving/kinds';
import { isFund } from '#src/domain/giving/funds';
import { listBankAccounts } from './bank-accounts';
import { receiptRefund } from './refund-summary';

/** 05xxxxx123 → 05•••••123: enough for the donor to recognise, nothing for anyone else. */
export function maskMobile(mobile: string): string {
  return mobile.length > 5 ? `${mobile.slice(0, 2)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-3)}` : '•••';
}

/**
 * The association as receipts and statements name it: its profile row (name, licence number and
 * authority, address, phone, email), which staff edit with the site settings.
 */
export async function loadAssociation(db: Kysely<Database>): Promise<Receipt['association']> {
  const profile = await db.selectFrom('association_profile').selectAll().executeTakeFirst();
  if (!profile) return null;
  return {
    name: { ar: profile.name_ar, en: profile.name_en },
    licenceNumber: profile.licence_number,
    authority: { ar: profile.registration_authority_ar, en: profile.registration_authority_en },
    address: { ar: profile.address_ar, en: profile.address_en },
    phone: profile.phone,
    email: profile.email,
  };
}

/** The receipt of an order, found by its unguessable id only. */
export async function getReceipt(db: Kysely<Database>, orderId: string): Promise<Receipt | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [items, payment, association, occasions, bankAccounts] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
    db
      .selectFrom('payments')
      .select(['provider', 'card_brand'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .executeTakeFirst(),
    loadAssociation(db),
    db.selectFrom('gift_occasions').select(['id', 'title_ar', 'title_en']).execute(),
    order.method === 'bank-transfer' ? listBankAccounts(db) : Promise.resolve([]),
  ]);
  const campaignIds = [...new Set(items.flatMap((item) => (item.campaign_id === null ? [] : [item.campaign_id])))];
  const campaigns = campaignIds.length
    ? await db.selectFrom('campaigns').select(['id', 'slug', 'display_name']).where('id', 'in', campaignIds).execute()
    : [];
  const receiptItems: ReceiptItem[] = items.map((item) => {
    const campaign = campaigns.find((row) => row.id === item.campaign_id);
    const occasion = occasions.find((row) => row.id === item.gift_occasion_id);
    return {
      kind: item.kind as OrderItemKind,
      ref: item.ref,
      title: { ar: item.title_ar, en: item.title_en },
      unitAmount: Number(item.unit_amount),
      quantity: item.quantity,
      amount: Number(item.amount),
      fund: isFund(item.fund) ? item.fund : 'general',
      ...(item.on_behalf_json ? { onBehalfOf: JSON.parse(item.on_behalf_json) as ReceiptItem['onBehalfOf'] } : {}),
      ...(item.gift_code && occasion
        ? {
            gift: {
              recipientName: item.gift_recipient_name ?? '',
              occasion: { ar: occasion.title_ar, en: occasion.title_en },
              code: item.gift_code,
            },
          }
        : {}),
      ...(item.redirected === 1
        ? { redirected: { to: 'general-fund' as const, kind: item.kind as OrderItemKind } }
        : {}),
      ...(campaign ? { campaign: { slug: campaign.slug, name: campaign.display_name } } : {}),
    };
  });
  const cardBrand = asCardBrand(payment?.card_brand);
  return {
    orderId: order.id,
    number: Number(order.number),
    status: order.status as OrderStatus,
    method: order.method as PaymentMethod,
    provider: (payment?.provider ?? 'sandbox') as ProviderName,
    ...(cardBrand ? { cardBrand } : {}),
    test: order.is_test === 1,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    donor: { name: order.donor_name, anonymous: order.anonymous === 1, mobileMasked: maskMobile(order.donor_mobile) },
    items: receiptItems,
    total: Number(order.total),
    currency: 'SAR',
    association,
    bankAccounts,
    refund: order.status === 'paid' ? await receiptRefund(db, order) : null,
  };
}
