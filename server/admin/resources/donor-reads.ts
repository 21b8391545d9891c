import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DONOR_RECORD_ROWS, DONOR_SEARCH_LIMIT, type DonorQuery } from '#src/admin/donor-schemas';
import { normaliseSaudiMobile } from '#src/domain/applications/mobile';
import { orderView, refundView } from './order-views';

/**
 * What the donor record reads (docs/decisions/073-donor-record.md): other parts' tables, read only,
 * keyed by the donor's mobile as the site stores it (05xxxxxxxx). Rows an erasure anonymised carry
 * a masked mobile and no name, so neither a search nor a record finds them again.
 */

type Db = Kysely<Database>;

const SEARCH_LIMIT = DONOR_SEARCH_LIMIT;
const RECORD_LIST_LIMIT = DONOR_RECORD_ROWS;

/** `%term%` for LIKE with `!` as the escape character, so a name with % or _ matches only itself. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The mobiles a search names, most recent first, before they are summarised. */
async function mobilesFor(db: Db, query: DonorQuery): Promise<string[]> {
  switch (query.by) {
    case 'mobile':
      return [query.mobile];
    case 'number':
      return (await db.selectFrom('orders').select('donor_mobile').where('number', '=', query.number).execute()).map(
        (row) => row.donor_mobile,
      );
    case 'receipt':
      return (
        await db
          .selectFrom('receipt_codes')
          .innerJoin('orders', 'orders.id', 'receipt_codes.order_id')
          .select('orders.donor_mobile')
          .where('receipt_codes.code', '=', query.code)
          .execute()
      ).map((row) => row.donor_mobile);
    case 'email':
      return (
        await db
          .selectFrom('orders')
          .select('donor_mobile')
          .where(sql<string>`lower(donor_email)`, '=', query.email)
          .orderBy('created_at', 'desc')
          .limit(SEARCH_LIMIT * 5)
          .execute()
      ).map((row) => row.donor_mobile);
    case 'name': {
      const pattern = containsPattern(query.name);
      const [orders, plans] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['donor_mobile', 'created_at'])
          .where(sql<boolean>`lower(donor_name) like ${pattern} escape '!'`)
          .orderBy('created_at', 'desc')
          .limit(SEARCH_LIMIT * 5)
          .execute(),
        db
          .selectFrom('periodic_plans')
          .select(['donor_mobile', 'created_at'])
          .where(sql<boolean>`lower(donor_name) like ${pattern} escape '!'`)
          .orderBy('created_at', 'desc')
          .limit(SEARCH_LIMIT * 5)
          .execute(),
      ]);
      return [...orders, ...plans]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((row) => row.donor_mobile);
    }
  }
}

export interface DonorMatch {
  mobile: string;
  name: string;
  orders: number;
  plans: number;
  lastAt: string | null;
}

/** The donors a search finds: each by mobile, with the name they last gave and how much the site holds of them. */
export async function searchDonors(db: Db, query: DonorQuery): Promise<DonorMatch[]> {
  const found = await mobilesFor(db, query);
  // Erased rows keep a masked mobile that is no number: they are no one's record any more.
  const mobiles = [...new Set(found.filter((mobile) => normaliseSaudiMobile(mobile) === mobile))].slice(
    0,
    SEARCH_LIMIT,
  );
  if (mobiles.length === 0) return [];
  const [orders, plans, campaigns, statements] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['donor_mobile', 'donor_name', 'created_at'])
      .where('donor_mobile', 'in', mobiles)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('periodic_plans')
      .select(['donor_mobile', 'donor_name', 'created_at'])
      .where('donor_mobile', 'in', mobiles)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('campaigns')
      .select(['creator_mobile', 'created_at'])
      .where('creator_mobile', 'in', mobiles)
      .execute(),
    db.selectFrom('statement_requests').select(['mobile', 'created_at']).where('mobile', 'in', mobiles).execute(),
  ]);
  return mobiles.flatMap((mobile) => {
    const own = orders.filter((row) => row.donor_mobile === mobile);
    const ownPlans = plans.filter((row) => row.donor_mobile === mobile);
    const times = [
      ...own.map((row) => row.created_at),
      ...ownPlans.map((row) => row.created_at),
      ...campaigns.filter((row) => row.creator_mobile === mobile).map((row) => row.created_at),
      ...statements.filter((row) => row.mobile === mobile).map((row) => row.created_at),
    ].sort();
    // A mobile the site holds nothing for is no donor (a search by mobile asks about any number).
    if (times.length === 0) return [];
    return [
      {
        mobile,
        name: own[0]?.donor_name || ownPlans[0]?.donor_name || '',
        orders: own.length,
        plans: ownPlans.length,
        lastAt: times.at(-1) ?? null,
      },
    ];
  });
}

/** The first RECORD_LIST_LIMIT rows and whether there were more. */
function capped<T>(rows: T[]): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, RECORD_LIST_LIMIT), more: rows.length > RECORD_LIST_LIMIT };
}

/** Everything the site holds of one donor's giving, newest first; `apiBase` makes each paid order's receipt link. */
export async function loadDonorRecord(db: Db, mobile: string, apiBase: string) {
  const rowLimit = RECORD_LIST_LIMIT + 1;
  const [orderRows, planRows, statementRows, campaignRows] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('donor_mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(rowLimit)
      .execute(),
    db
      .selectFrom('periodic_plans')
      .select([
        'id',
        'status',
        'frequency',
        'title_ar',
        'title_en',
        'amount',
        'next_due_date',
        'created_at',
        'donor_name',
      ])
      .where('donor_mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(rowLimit)
      .execute(),
    // Never the code or the access token: when it was asked for and whether it was used.
    db
      .selectFrom('statement_requests')
      .select(['id', 'created_at', 'verified_at', 'locale'])
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(rowLimit)
      .execute(),
    db
      .selectFrom('campaigns')
      .select(['id', 'display_name', 'status', 'target', 'collected', 'created_at'])
      .where('creator_mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(rowLimit)
      .execute(),
  ]);
  const orders = capped(orderRows);
  const orderIds = orders.rows.map((row) => row.id);
  const numberOf = new Map(orders.rows.map((row) => [row.id, Number(row.number)]));
  const [refundRows, codeRows, giftRows] = orderIds.length
    ? await Promise.all([
        db
          .selectFrom('order_refunds')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('receipt_codes')
          .select(['order_id', 'code', 'created_at'])
          .where('order_id', 'in', orderIds)
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('order_items')
          .select([
            'order_id',
            'position',
            'gift_recipient_name',
            'gift_recipient_mobile',
            'title_ar',
            'title_en',
            'amount',
          ])
          .where('order_id', 'in', orderIds)
          .where('gift_code', 'is not', null)
          .execute(),
      ])
    : [[], [], []];
  const codeOf = new Map(codeRows.map((row) => [row.order_id, row.code]));
  const orderOf = new Map(orders.rows.map((row) => [row.id, row]));
  const plans = capped(planRows);
  const statements = capped(statementRows);
  const campaigns = capped(campaignRows);
  const names = [...new Set([...orders.rows, ...plans.rows].map((row) => row.donor_name).filter(Boolean))];
  const emails = [...new Set(orders.rows.flatMap((row) => (row.donor_email ? [row.donor_email] : [])))];
  return {
    id: mobile,
    mobile,
    names,
    emails,
    orders: orders.rows.map((row) => ({
      ...orderView(row),
      email: row.donor_email,
      receiptCode: codeOf.get(row.id) ?? null,
      // The donor's own receipt, by the order's unguessable id: only a paid order has one.
      receiptPdf: row.status === 'paid' ? `${apiBase.replace(/\/$/, '')}/orders/${row.id}/receipt.pdf` : null,
    })),
    moreOrders: orders.more,
    plans: plans.rows.map((row) => ({
      id: row.id,
      status: row.status,
      frequency: row.frequency,
      title_ar: row.title_ar,
      title_en: row.title_en,
      amount: Number(row.amount),
      nextDueDate: row.next_due_date,
      createdAt: row.created_at,
    })),
    morePlans: plans.more,
    refunds: refundRows.map((row) => ({
      ...refundView(row),
      orderId: row.order_id,
      orderNumber: numberOf.get(row.order_id) ?? null,
    })),
    receipts: codeRows.map((row) => ({
      orderId: row.order_id,
      orderNumber: numberOf.get(row.order_id) ?? null,
      code: row.code,
      createdAt: row.created_at,
    })),
    statementRequests: statements.rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      verified: row.verified_at !== null,
      verifiedAt: row.verified_at,
      locale: row.locale,
    })),
    moreStatementRequests: statements.more,
    gifts: giftRows.map((row) => ({
      id: `${row.order_id}-${row.position}`,
      orderId: row.order_id,
      orderNumber: numberOf.get(row.order_id) ?? null,
      orderStatus: orderOf.get(row.order_id)?.status ?? null,
      recipientName: row.gift_recipient_name,
      recipientMobile: row.gift_recipient_mobile,
      title_ar: row.title_ar,
      title_en: row.title_en,
      amount: Number(row.amount),
      createdAt: orderOf.get(row.order_id)?.created_at ?? null,
    })),
    campaigns: campaigns.rows.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      status: row.status,
      target: Number(row.target),
      collected: Number(row.collected),
      createdAt: row.created_at,
    })),
    moreCampaigns: campaigns.more,
  };
}

export type DonorRecord = Awaited<ReturnType<typeof loadDonorRecord>>;
