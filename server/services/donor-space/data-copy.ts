import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A copy of what the site holds about a mobile (docs/behaviour.md#B-DONOR-3, the PDPL's right of
 * access), as JSON: orders with their lines and payments, periodic plans with their charges,
 * campaigns started, the texts sent to the number (kind and times, not their words: those carry
 * codes and links that still open things), sign-in codes asked for, sessions and erasure requests.
 * Kept out: what is the site's and not the person's (card tokens, the gateway's ids, hashes of
 * codes and addresses).
 */
export async function donorDataCopy(db: Kysely<Database>, mobile: string, now = new Date()) {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'status',
      'method',
      'is_test',
      'locale',
      'donor_name',
      'donor_mobile',
      'donor_email',
      'anonymous',
      'total',
      'refunded',
      'created_at',
      'paid_at',
    ])
    .where('donor_mobile', '=', mobile)
    .orderBy('created_at')
    .execute();
  const orderIds = orders.map((order) => order.id);
  const [items, payments, plans, campaigns, messages, codes, sessions, erasures] = await Promise.all([
    orderIds.length
      ? db
          .selectFrom('order_items')
          .select([
            'order_id',
            'position',
            'kind',
            'title_ar',
            'title_en',
            'quantity',
            'amount',
            'fund',
            'on_behalf_json',
            'gift_sender',
            'gift_recipient_name',
            'gift_recipient_mobile',
            'gift_message',
          ])
          .where('order_id', 'in', orderIds)
          .orderBy('order_id')
          .orderBy('position')
          .execute()
      : [],
    orderIds.length
      ? db
          .selectFrom('payments')
          .select(['order_id', 'provider', 'status', 'amount', 'created_at', 'updated_at'])
          .where('order_id', 'in', orderIds)
          .orderBy('created_at')
          .execute()
      : [],
    db
      .selectFrom('periodic_plans')
      .select([
        'id',
        'status',
        'frequency',
        'anchor_date',
        'end_date',
        'next_due_date',
        'title_ar',
        'title_en',
        'amount',
        'quantity',
        'donor_name',
        'donor_mobile',
        'card_brand',
        'card_last4',
        'card_exp_month',
        'card_exp_year',
        'created_at',
        'cancelled_at',
      ])
      .where('donor_mobile', '=', mobile)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('campaigns')
      .select(['display_name', 'message', 'status', 'target', 'collected', 'ends_on', 'created_at'])
      .where('creator_mobile', '=', mobile)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('outbox_messages')
      .select(['channel', 'kind', 'status', 'created_at', 'sent_at'])
      .where('recipient', '=', mobile)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('statement_requests')
      .select(['created_at', 'verified_at'])
      .where('mobile', '=', mobile)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('donor_sessions')
      .select(['created_at', 'expires_at'])
      .where('mobile', '=', mobile)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('donor_erasure_requests')
      .select(['status', 'requested_at', 'due_at', 'done_at'])
      .where('mobile', '=', mobile)
      .orderBy('requested_at')
      .execute(),
  ]);
  const planIds = plans.map((plan) => plan.id);
  const charges = planIds.length
    ? await db
        .selectFrom('periodic_charges')
        .select(['plan_id', 'due_date', 'status', 'amount', 'order_id'])
        .where('plan_id', 'in', planIds)
        .orderBy('due_date')
        .execute()
    : [];
  const numberOf = new Map(orders.map((order) => [order.id, Number(order.number)]));
  return {
    exportedAt: now.toISOString(),
    mobile,
    orders: orders.map((order) => ({
      number: Number(order.number),
      status: order.status,
      method: order.method,
      test: Number(order.is_test) === 1,
      language: order.locale,
      name: order.donor_name,
      mobile: order.donor_mobile,
      email: order.donor_email,
      anonymous: Number(order.anonymous) === 1,
      total: Number(order.total),
      refunded: Number(order.refunded),
      currency: 'SAR (halalas)',
      createdAt: order.created_at,
      paidAt: order.paid_at,
      lines: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          kind: item.kind,
          title: { ar: item.title_ar, en: item.title_en },
          quantity: Number(item.quantity),
          amount: Number(item.amount),
          fund: item.fund,
          onBehalf: item.on_behalf_json ? (JSON.parse(item.on_behalf_json) as unknown) : null,
          gift:
            item.gift_recipient_name || item.gift_recipient_mobile
              ? {
                  from: item.gift_sender,
                  to: item.gift_recipient_name,
                  toMobile: item.gift_recipient_mobile,
                  message: item.gift_message,
                }
              : null,
        })),
      payments: payments
        .filter((payment) => payment.order_id === order.id)
        .map((payment) => ({
          provider: payment.provider,
          status: payment.status,
          amount: Number(payment.amount),
          createdAt: payment.created_at,
          updatedAt: payment.updated_at,
        })),
    })),
    periodicPlans: plans.map((plan) => ({
      title: { ar: plan.title_ar, en: plan.title_en },
      status: plan.status,
      frequency: plan.frequency,
      firstDate: plan.anchor_date,
      endDate: plan.end_date,
      nextDate: plan.next_due_date,
      amount: Number(plan.amount),
      quantity: Number(plan.quantity),
      name: plan.donor_name,
      mobile: plan.donor_mobile,
      card: plan.card_last4
        ? { brand: plan.card_brand, last4: plan.card_last4, expires: `${plan.card_exp_month}/${plan.card_exp_year}` }
        : null,
      createdAt: plan.created_at,
      cancelledAt: plan.cancelled_at,
      charges: charges
        .filter((charge) => charge.plan_id === plan.id)
        .map((charge) => ({
          date: charge.due_date,
          status: charge.status,
          amount: Number(charge.amount),
          orderNumber: charge.order_id ? (numberOf.get(charge.order_id) ?? null) : null,
        })),
    })),
    campaigns: campaigns.map((campaign) => ({
      name: campaign.display_name,
      message: campaign.message,
      status: campaign.status,
      target: Number(campaign.target),
      collected: Number(campaign.collected),
      endsOn: campaign.ends_on,
      createdAt: campaign.created_at,
    })),
    messages: messages.map((message) => ({
      channel: message.channel,
      kind: message.kind,
      status: message.status,
      createdAt: message.created_at,
      sentAt: message.sent_at,
    })),
    signInCodes: codes.map((code) => ({ askedAt: code.created_at, usedAt: code.verified_at })),
    sessions: sessions.map((session) => ({ openedAt: session.created_at, endsAt: session.expires_at })),
    erasureRequests: erasures.map((erasure) => ({
      status: erasure.status,
      requestedAt: erasure.requested_at,
      dueAt: erasure.due_at,
      doneAt: erasure.done_at,
    })),
  };
}
