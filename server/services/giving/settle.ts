import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderItemTable, PaymentTable } from '../../db/tables/giving';
import type { PaymentVerification, PaymentStatus, OrderStatus } from '../../../src/domain/giving/api-types';
import { CATALOG_KINDS } from '../../../src/domain/giving/kinds';
import type { Providers } from '../../payments';
import type { CheckedPayment } from '../../payments/provider';
import { enqueuePaidMessages, type NotifyContext } from './notifications';

/**
 * Settling a payment: ask the provider (never the browser), then in ONE transaction mark the order
 * paid exactly once — a conditional update on status 'pending', so repeated verifications, the
 * webhook and the return page racing each other change it once — and, in that same transaction,
 * add the money to what it was given to and queue the confirmations. A failed payment leaves the
 * order pending (the donor may try again) and records why.
 */
export class PaymentNotFoundError extends Error {
  override name = 'PaymentNotFoundError';
}

export async function verifyPayment(db: Kysely<Database>, providers: Providers, paymentId: string, notify: NotifyContext): Promise<PaymentVerification> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw new PaymentNotFoundError(paymentId);
  if (payment.status !== 'paid') {
    const checked = await providers.byName(payment.provider).check({
      paymentId: payment.id,
      amount: Number(payment.amount),
      providerRef: payment.provider_ref,
      sandboxOutcome: payment.sandbox_outcome,
    });
    await applyOutcome(db, payment, checked, notify);
  }
  return describe(db, paymentId);
}

async function describe(db: Kysely<Database>, paymentId: string): Promise<PaymentVerification> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id as paymentId', 'payments.status as status', 'payments.failure_reason as reason', 'orders.id as orderId', 'orders.number as number', 'orders.status as orderStatus'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    number: Number(row.number),
    status: row.status as PaymentStatus,
    orderStatus: row.orderStatus as OrderStatus,
    ...(row.status === 'failed' && row.reason ? { reason: row.reason } : {}),
  };
}

export async function applyOutcome(db: Kysely<Database>, payment: Selectable<PaymentTable>, checked: CheckedPayment, notify: NotifyContext): Promise<void> {
  const now = new Date().toISOString();
  if (checked.status === 'failed') {
    await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: (checked.reason ?? 'failed').slice(0, 200), updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '!=', 'paid')
      .execute();
    return;
  }
  if (checked.status !== 'paid') return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('payments').set({ status: 'paid', failure_reason: null, updated_at: now }).where('id', '=', payment.id).execute();
    const updated = await trx.updateTable('orders').set({ status: 'paid', paid_at: now }).where('id', '=', payment.order_id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return; // Already paid: nothing is counted twice.
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
    // A forced sandbox payment beside a real gateway (/donate/cart-test) is a rehearsal: no money moved.
    if (order.is_test) return;
    for (const item of items) await addToTarget(trx, item);
    await enqueuePaidMessages(trx, order, items, notify);
  });
}

/** Adds a paid line to what it was given to: collected money, and stock or shares taken. */
async function addToTarget(trx: Transaction<Database>, item: Selectable<OrderItemTable>): Promise<void> {
  const amount = Number(item.amount);
  const id = Number(item.ref);
  if (!Number.isSafeInteger(id)) return;
  if (item.kind === 'program') {
    await trx.updateTable('programs').set({ collected_halalas: sql`collected_halalas + ${amount}` }).where('id', '=', id).execute();
    return;
  }
  if (item.kind !== 'gift' && !(CATALOG_KINDS as readonly string[]).includes(item.kind)) return;
  const quantity = Number(item.quantity);
  await trx
    .updateTable('giving_items')
    .set({
      collected: sql`collected + ${amount}`,
      // Checked at ordering; two baskets may still have raced for the last ones: never below zero.
      stock_left: sql`case when stock_left is null then null when stock_left >= ${quantity} then stock_left - ${quantity} else 0 end`,
    })
    .where('id', '=', id)
    .execute();
}
