import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  DonorCampaign,
  DonorGift,
  DonorOrder,
  DonorOrderState,
  DonorOverview,
  DonorPlan,
} from '#src/domain/donor-space/api-types';
import type { Locale } from '#src/lib/locale';
import { isFund } from '#src/domain/giving/funds';
import { refundStatus } from '#src/domain/giving/refund-status';
import { maskMobile } from '../giving/receipt';
import { donationYears } from '../receipts/statements';
import { ensureVerifyCode } from '../receipts/verification';
import { manageToken, manageUrl } from '../periodic/links';
import { waitingErasure } from './erasure-requests';
import { cardReplaceable } from './card-replacement';

/** What a fresh manage link needs: the signing secret and how long links live (PERIODIC_LINK_DAYS). */
export interface ManageLinks {
  publicUrl: string;
  secret: string;
  days: number;
}

/** Plans that can still be managed; a cancelled or ended plan is listed without a link. */
const MANAGEABLE = new Set(['pending_card', 'active', 'paused']);

/**
 * Everything given from one mobile (docs/behaviour.md#B-DONOR-2), read from the tables other parts
 * keep: orders with their state (refunds included) and receipt, periodic plans each with a manage
 * link made now, gifts sent, campaigns started, and the years a statement can cover.
 */
export async function donorOverview(
  db: Kysely<Database>,
  mobile: string,
  locale: Locale,
  links: ManageLinks,
  now = new Date(),
): Promise<DonorOverview> {
  const [orders, plans, campaigns, years, erasure] = await Promise.all([
    ordersOf(db, mobile),
    plansOf(db, mobile, locale, links, now),
    campaignsOf(db, mobile),
    donationYears(db, mobile),
    waitingErasure(db, mobile),
  ]);
  const gifts = await giftsOf(db, mobile);
  const name = await latestName(db, mobile);
  return {
    mobileMasked: maskMobile(mobile),
    name,
    orders,
    plans,
    manageLinkDays: links.days,
    gifts,
    campaigns,
    years,
    erasure,
  };
}

/** How an order stands for its donor; a refund is named as everywhere else (refundStatus), whatever word the order's status uses for it. */
export function orderState(status: string, total: number, refunded: number): DonorOrderState {
  if (status === 'pending') return 'pending';
  if (status !== 'paid' && !status.includes('refund')) return 'notPaid';
  const refund = refundStatus(total, refunded);
  if (refund === 'full') return 'refunded';
  if (refund === 'partial') return 'partlyRefunded';
  return status === 'paid' ? 'paid' : 'refunded';
}

async function ordersOf(db: Kysely<Database>, mobile: string): Promise<DonorOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'is_test', 'total', 'refunded', 'created_at', 'paid_at'])
    .where('donor_mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, charges] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['order_id', 'title_ar', 'title_en', 'amount', 'fund'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('periodic_charges').select('order_id').where('order_id', 'in', ids).execute(),
  ]);
  const periodic = new Set(charges.map((charge) => charge.order_id));
  const result: DonorOrder[] = [];
  for (const row of rows) {
    const total = Number(row.total);
    const refunded = Number(row.refunded);
    const state = orderState(row.status, total, refunded);
    result.push({
      id: row.id,
      number: Number(row.number),
      createdAt: row.created_at,
      paidAt: row.paid_at,
      total,
      refunded,
      state,
      test: Number(row.is_test) === 1,
      periodic: periodic.has(row.id),
      lines: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          title: { ar: item.title_ar, en: item.title_en },
          amount: Number(item.amount),
          ...(isFund(item.fund) ? { fund: item.fund } : {}),
        })),
      // The same check code the receipt prints (made on first need, as the receipt does).
      verifyCode:
        row.paid_at !== null && state !== 'notPaid' && state !== 'pending' ? await ensureVerifyCode(db, row.id) : null,
    });
  }
  return result;
}

async function plansOf(
  db: Kysely<Database>,
  mobile: string,
  locale: Locale,
  links: ManageLinks,
  now: Date,
): Promise<DonorPlan[]> {
  const rows = await db
    .selectFrom('periodic_plans')
    .select([
      'id',
      'title_ar',
      'title_en',
      'amount',
      'frequency',
      'status',
      'paused_reason',
      'next_due_date',
      'card_last4',
    ])
    .where('donor_mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    title: { ar: row.title_ar, en: row.title_en },
    amount: Number(row.amount),
    frequency: row.frequency,
    status: row.status,
    nextDueDate: row.next_due_date,
    cardLast4: row.card_last4,
    manageUrl: MANAGEABLE.has(row.status)
      ? manageUrl(links.publicUrl, locale, manageToken(links.secret, row.id, now, links.days))
      : null,
    cardReplaceable: cardReplaceable(row),
  }));
}

async function giftsOf(db: Kysely<Database>, mobile: string): Promise<DonorGift[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'orders.number',
      'orders.status',
      'order_items.title_ar',
      'order_items.title_en',
      'order_items.amount',
      'order_items.gift_recipient_name',
      'order_items.gift_code',
    ])
    .where('orders.donor_mobile', '=', mobile)
    .where('order_items.gift_code', 'is not', null)
    .orderBy('orders.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    orderNumber: Number(row.number),
    title: { ar: row.title_ar, en: row.title_en },
    amount: Number(row.amount),
    recipientName: row.gift_recipient_name,
    code: row.gift_code ?? '',
    paid: row.status === 'paid',
  }));
}

async function campaignsOf(db: Kysely<Database>, mobile: string): Promise<DonorCampaign[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select(['slug', 'display_name', 'status', 'target', 'collected', 'ends_on'])
    .where('creator_mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.display_name,
    status: row.status,
    target: Number(row.target),
    collected: Number(row.collected),
    endsOn: row.ends_on,
  }));
}

/** The name on the newest order or plan of the number. */
async function latestName(db: Kysely<Database>, mobile: string): Promise<string | null> {
  const [order, plan] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['donor_name', 'created_at'])
      .where('donor_mobile', '=', mobile)
      .where('donor_name', '!=', '')
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('periodic_plans')
      .select(['donor_name', 'created_at'])
      .where('donor_mobile', '=', mobile)
      .where('donor_name', '!=', '')
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  const newest = [order, plan]
    .filter((row) => row !== undefined)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0];
  return newest?.donor_name ?? null;
}
