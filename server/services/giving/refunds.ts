import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRefundTable } from '../../db/tables/operations';
import type { OrderTable } from '../../db/tables/giving';
import { ProviderError } from '../../payments/provider';
import type { RefundGateway } from '../../payments/moyasar-refunds';
import { audit, type Actor } from '../../admin/audit';
import { isUniqueViolation } from '../../db/unique-violation';
import { applyRefund } from './refund-effects';
import type { NotifyContext } from './notifications';

/**
 * Refunds (docs/decisions/061-refunds-through-the-gateway.md, docs/behaviour.md#B-REFUND-1).
 * A card refund goes back through the gateway that took the money; a test (sandbox) payment is
 * refunded by the sandbox at once; a bank transfer is refunded by the bank and recorded here with
 * the bank's reference. Never more than what is left: every refund first raises what the order
 * holds (`refunded + refund_pending <= total`, one conditional UPDATE), so two at once cannot pass it.
 * On the gateway the refund row is taken (pending) before the call and settled from its answer; the
 * same Idempotency-Key again finds that row and asks the gateway where it stands before calling again.
 */
export type RefundChannel = 'moyasar' | 'sandbox' | 'bank-transfer';

export interface RefundRequest {
  orderId: string;
  key: string;
  amount: number;
  reason: string;
  bankReference?: string;
}

export interface RefundDeps {
  db: Kysely<Database>;
  /** Null when the card gateway is not Moyasar (a Moyasar payment cannot be refunded from here then). */
  gateway: RefundGateway | null;
  notify: NotifyContext;
  actor: Actor;
  now: Date;
}

export type RefundResult =
  | { kind: 'created' | 'replayed'; refund: Selectable<OrderRefundTable> }
  /** The gateway did not answer: the refund stays pending; the same key asks again, never twice. */
  | { kind: 'unanswered' }
  /** Another request with the same key is asking the gateway right now: nothing is sent twice. */
  | { kind: 'in_progress' }
  | {
      kind: 'refused';
      code: 'not_paid' | 'too_much' | 'conflict' | 'bank_reference' | 'no_gateway' | 'gateway_refused';
      left?: number;
    };

class TooMuch extends Error {}

/** Longer than every gateway call of one attempt together (each has a 15-second limit). */
const ATTEMPT_LEASE_MS = 60_000;

async function channelOf(db: Kysely<Database>, order: Selectable<OrderTable>): Promise<RefundChannel | null> {
  if (order.method === 'bank-transfer') return 'bank-transfer';
  const payment = await db
    .selectFrom('payments')
    .select('provider')
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return payment?.provider === 'sandbox' || payment?.provider === 'moyasar' ? payment.provider : null;
}

async function leftToRefund(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(['total', 'refunded', 'refund_pending'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.total) - Number(row.refunded) - Number(row.refund_pending);
}

/** Holds `amount` on the order (as refunded, or as pending while the gateway is asked), or refuses. */
async function hold(
  trx: Kysely<Database>,
  orderId: string,
  amount: number,
  column: 'refunded' | 'refund_pending',
): Promise<void> {
  const raised = await trx
    .updateTable('orders')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}` })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where(sql<boolean>`refunded + refund_pending + ${amount} <= total`)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) !== 1) throw new TooMuch();
}

export async function requestRefund(deps: RefundDeps, input: RefundRequest): Promise<RefundResult> {
  const { db } = deps;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
  const replay = await findByKey(deps, input);
  if (replay) return replay;
  if (order.status !== 'paid') return { kind: 'refused', code: 'not_paid' };
  const channel = await channelOf(db, order);
  if (channel === null || (channel === 'moyasar' && !deps.gateway)) return { kind: 'refused', code: 'no_gateway' };
  if (channel === 'bank-transfer' && !input.bankReference) return { kind: 'refused', code: 'bank_reference' };
  const immediate = channel !== 'moyasar';
  let refund: Selectable<OrderRefundTable>;
  try {
    refund = await db.transaction().execute(async (trx) => {
      await hold(trx, order.id, input.amount, immediate ? 'refunded' : 'refund_pending');
      const row = await trx
        .insertInto('order_refunds')
        .values({
          order_id: order.id,
          amount: input.amount,
          reason: input.reason,
          idempotency_key: input.key,
          staff_id: deps.actor.id,
          staff_email: deps.actor.email,
          created_at: deps.now.toISOString(),
          status: immediate ? 'done' : 'pending',
          channel,
          source: 'staff',
          bank_reference: channel === 'bank-transfer' ? (input.bankReference ?? null) : null,
          settled_at: immediate ? deps.now.toISOString() : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (immediate) await settled(trx, deps, row);
      return row;
    });
  } catch (error) {
    if (error instanceof TooMuch) return { kind: 'refused', code: 'too_much', left: await leftToRefund(db, order.id) };
    // The same key committed by a request running at the same moment: answer what it recorded.
    if (isUniqueViolation(error)) {
      const again = await findByKey(deps, input);
      if (again) return again;
    }
    throw error;
  }
  return immediate ? { kind: 'created', refund } : continueOnGateway(deps, refund, 'created');
}

/** The refund already taken with this key: the same answer, a 409 for other values, or the gateway asked again. */
async function findByKey(deps: RefundDeps, input: RefundRequest): Promise<RefundResult | null> {
  const existing = await deps.db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', input.orderId)
    .where('idempotency_key', '=', input.key)
    .executeTakeFirst();
  if (!existing) return null;
  if (Number(existing.amount) !== input.amount || existing.reason !== input.reason)
    return { kind: 'refused', code: 'conflict' };
  if (existing.status === 'done') return { kind: 'replayed', refund: existing };
  return continueOnGateway(deps, existing, 'replayed');
}

/**
 * A pending refund on Moyasar. When this row already noted the gateway's refunded sum before its
 * call, a sum that has grown by the amount since means the earlier call went through (its answer was
 * lost): it is settled without calling again.
 */
async function continueOnGateway(
  deps: RefundDeps,
  row: Selectable<OrderRefundTable>,
  kind: 'created' | 'replayed',
): Promise<RefundResult> {
  const gateway = deps.gateway;
  if (!gateway) return { kind: 'unanswered' };
  const amount = Number(row.amount);
  // One request at a time asks the gateway about a refund (a double click, two tabs): the claim is a
  // conditional UPDATE, given up when the gateway does not answer and lapsing after a minute.
  const claimed = await deps.db
    .updateTable('order_refunds')
    .set({ attempt_at: deps.now.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('attempt_at', 'is', null),
        eb('attempt_at', '<', new Date(deps.now.getTime() - ATTEMPT_LEASE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const now = await deps.db.selectFrom('order_refunds').selectAll().where('id', '=', row.id).executeTakeFirst();
    return now?.status === 'done' ? { kind, refund: now } : { kind: 'in_progress' };
  }
  try {
    const payment = await deps.db
      .selectFrom('payments')
      .select(['id', 'provider_ref'])
      .where('order_id', '=', row.order_id)
      .where('provider', '=', 'moyasar')
      .where('status', '=', 'paid')
      .executeTakeFirst();
    const current = row.gateway_payment
      ? await gateway.fetch(row.gateway_payment)
      : payment
        ? await gateway.paymentFor({ id: payment.id, providerRef: payment.provider_ref })
        : null;
    if (!current) return release(deps, row);
    if (row.gateway_before !== null && current.refunded >= Number(row.gateway_before) + amount)
      return settle(deps, row, kind);
    if (row.gateway_before === null) {
      await deps.db
        .updateTable('order_refunds')
        .set({ gateway_payment: current.id, gateway_before: current.refunded })
        .where('id', '=', row.id)
        .where('gateway_before', 'is', null)
        .execute();
    }
    const answer = await gateway.refund(current.id, amount);
    if (!answer.ok) return release(deps, row);
    return settle(deps, row, kind);
  } catch (error) {
    if (error instanceof ProviderError) {
      await deps.db
        .updateTable('order_refunds')
        .set({ attempt_at: null })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      return { kind: 'unanswered' };
    }
    throw error;
  }
}

/** The gateway answered: done once (a second settle of the same row changes nothing). */
async function settle(
  deps: RefundDeps,
  row: Selectable<OrderRefundTable>,
  kind: 'created' | 'replayed',
): Promise<RefundResult> {
  const amount = Number(row.amount);
  await deps.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('order_refunds')
      .set({ status: 'done', settled_at: deps.now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await trx
      .updateTable('orders')
      .set({ refund_pending: sql`refund_pending - ${amount}`, refunded: sql`refunded + ${amount}` })
      .where('id', '=', row.order_id)
      .execute();
    await settled(trx, deps, row);
  });
  const refund = await deps.db
    .selectFrom('order_refunds')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { kind, refund };
}

/** The gateway refused (or has no such payment): nothing moved, the hold is given back, the key may be used again. */
async function release(deps: RefundDeps, row: Selectable<OrderRefundTable>): Promise<RefundResult> {
  await deps.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('order_refunds')
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 1)
      await trx
        .updateTable('orders')
        .set({ refund_pending: sql`refund_pending - ${Number(row.amount)}` })
        .where('id', '=', row.order_id)
        .execute();
  });
  return { kind: 'refused', code: 'gateway_refused' };
}

/** A refund now counted: its effects everywhere and its audit entry, in the same transaction. */
async function settled(
  trx: Transaction<Database>,
  deps: Pick<RefundDeps, 'notify' | 'actor' | 'now'>,
  row: Selectable<OrderRefundTable>,
): Promise<void> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirstOrThrow();
  const amount = Number(row.amount);
  await applyRefund(trx, order, row.id, amount, deps.notify, deps.now);
  await audit(
    trx,
    deps.actor,
    {
      action: 'refund',
      entity: 'order',
      entityId: order.id,
      before: { refunded: Number(order.refunded) - amount },
      after: {
        refunded: Number(order.refunded),
        refundId: row.id,
        amount,
        reason: row.reason || undefined,
        channel: row.channel,
        source: row.source,
        bankReference: row.bank_reference ?? undefined,
      },
    },
    deps.now,
  );
}

/**
 * A refund made in Moyasar's own dashboard, told by its `payment_refunded` webhook. The payment is
 * fetched again (the payload only says where to look) and only what its refunded sum adds to the
 * refunds already recorded or in flight on this order is recorded, under a key made of that sum:
 * the same event twice, or the event of a refund made from the order screen, records nothing more.
 */
export async function recordGatewayRefund(
  deps: RefundDeps & { gateway: RefundGateway },
  payment: { id: string; orderId: string; providerRef: string | null },
  gatewayPaymentId: string,
): Promise<'recorded' | 'known' | 'mismatch'> {
  const current = await deps.gateway.fetch(gatewayPaymentId);
  if (!current || (payment.providerRef !== null && current.invoiceId !== payment.providerRef)) return 'mismatch';
  const known = await deps.db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.sum<string | number>('amount').as('sum'))
    .where('order_id', '=', payment.orderId)
    .where('channel', '=', 'moyasar')
    .executeTakeFirst();
  const extra = current.refunded - Number(known?.sum ?? 0);
  if (extra <= 0) return 'known';
  try {
    await deps.db.transaction().execute(async (trx) => {
      await hold(trx, payment.orderId, extra, 'refunded');
      const row = await trx
        .insertInto('order_refunds')
        .values({
          order_id: payment.orderId,
          amount: extra,
          reason: '',
          // A colon never appears in a staff member's Idempotency-Key, so the two can never meet.
          idempotency_key: `moyasar:refunded:${current.refunded}`,
          staff_id: null,
          staff_email: deps.actor.email,
          created_at:
            current.refundedAt && !Number.isNaN(Date.parse(current.refundedAt))
              ? new Date(current.refundedAt).toISOString()
              : deps.now.toISOString(),
          status: 'done',
          channel: 'moyasar',
          source: 'gateway',
          gateway_payment: current.id,
          settled_at: deps.now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await settled(trx, deps, row);
    });
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof TooMuch) return 'known';
    throw error;
  }
  return 'recorded';
}
