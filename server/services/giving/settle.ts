import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderItemTable, PaymentTable } from '../../db/tables/giving';
import type { PaymentVerification, PaymentStatus, OrderStatus } from '#src/domain/giving/api-types';
import type { Providers } from '../../payments';
import type { PaymentMethod } from '#src/domain/giving/kinds';
import { ProviderError, type CheckedPayment } from '../../payments/provider';
import { ServiceError } from '../service-error';
import { countPaidLines } from '../campaigns/campaigns';
import { enqueuePaidMessages, type NotifyContext } from './notifications';
import { ITEM_LINE_KINDS, activeHolds, itemIds, lockItems, withHolds, type Held } from './reservations';
import { scarcity } from './holding-rule';

/**
 * Settling a payment: ask the provider (never the browser), then in ONE transaction mark the order
 * paid exactly once — a conditional update on status 'pending', so repeated verifications, the
 * webhook and the return page racing each other change it once — and, in that same transaction,
 * add the money to what it was given to and queue the confirmations. A failed payment leaves the
 * order pending (the donor may try again) and records why.
 */
export async function verifyPayment(
  db: Kysely<Database>,
  providers: Providers,
  paymentId: string,
  notify: NotifyContext,
): Promise<PaymentVerification> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw new ServiceError(404, 'not_found', 'giving:errors.paymentNotFound');
  if (payment.status !== 'paid') {
    const order = await db
      .selectFrom('orders')
      .select('method')
      .where('id', '=', payment.order_id)
      .executeTakeFirstOrThrow();
    const checked = await providers
      .byName(payment.provider)
      .check({
        paymentId: payment.id,
        amount: Number(payment.amount),
        providerRef: payment.provider_ref,
        sandboxOutcome: payment.sandbox_outcome,
        method: order.method as PaymentMethod,
      })
      .catch((error: unknown) => {
        if (!(error instanceof ProviderError)) throw error;
        throw new ServiceError(502, 'provider_unavailable', 'giving:errors.providerUnavailable', undefined, {
          reason: error.message,
        });
      });
    await applyOutcome(db, payment, checked, notify);
  }
  return describe(db, paymentId);
}

/**
 * Decided: paid, or failed for good. Such a payment is answered from the stored state without
 * asking the provider (a donor reloading the receipt spends nothing). Only a card declined on a
 * Moyasar invoice that is still open may yet be paid, so that one is asked again.
 */
export function isDecided(payment: Pick<Selectable<PaymentTable>, 'status' | 'provider' | 'failure_reason'>): boolean {
  if (payment.status === 'paid') return true;
  return payment.status === 'failed' && (payment.provider !== 'moyasar' || payment.failure_reason !== 'declined');
}

/** Where a payment stands, from the database alone; null when there is no such payment. */
export async function storedPayment(
  db: Kysely<Database>,
  paymentId: string,
): Promise<{ decided: boolean; verification: PaymentVerification } | null> {
  const payment = await db
    .selectFrom('payments')
    .select(['status', 'provider', 'failure_reason'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) return null;
  return { decided: isDecided(payment), verification: await describe(db, paymentId) };
}

async function describe(db: Kysely<Database>, paymentId: string): Promise<PaymentVerification> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id as paymentId',
      'payments.status as status',
      'payments.failure_reason as reason',
      'orders.id as orderId',
      'orders.number as number',
      'orders.status as orderStatus',
      'orders.is_test as isTest',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    number: Number(row.number),
    status: row.status as PaymentStatus,
    orderStatus: row.orderStatus as OrderStatus,
    test: row.isTest === 1,
    ...(row.status === 'failed' && row.reason ? { reason: row.reason } : {}),
  };
}

/** `at`: the settling moment (the periodic scheduler passes its own clock). */
export async function applyOutcome(
  db: Kysely<Database>,
  payment: Selectable<PaymentTable>,
  checked: CheckedPayment,
  notify: NotifyContext,
  at: Date = new Date(),
): Promise<void> {
  const now = at.toISOString();
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
    // The network the gateway reported (a mada card is named so on the receipt).
    if (checked.brand)
      await trx.updateTable('payments').set({ card_brand: checked.brand }).where('id', '=', payment.id).execute();
    await settlePaid(trx, payment, notify, at);
  });
}

/**
 * The paid half of `applyOutcome`, inside the caller's transaction (a bank transfer confirmed by
 * finance commits its confirmation and audit entry with it). Returns false when the order was
 * already paid: then nothing is counted again.
 */
export async function settlePaid(
  trx: Transaction<Database>,
  payment: Selectable<PaymentTable>,
  notify: NotifyContext,
  at: Date,
): Promise<boolean> {
  const now = at.toISOString();
  await trx
    .updateTable('payments')
    .set({ status: 'paid', failure_reason: null, updated_at: now })
    .where('id', '=', payment.id)
    .execute();
  // A paid order holds nothing, so the address it was counted by is not kept.
  const updated = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now, visitor_address: null })
    .where('id', '=', payment.order_id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false; // Already paid: nothing is counted twice.
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  // A sandbox payment is a test: no money moved, so nothing is counted and no one is texted.
  if (order.is_test) return true;
  const ids = itemIds(items);
  await lockItems(trx, ids);
  // What other unpaid orders still hold: the rest is open to this order, whatever share it held itself.
  const holds = await activeHolds(trx, ids, now, order.id);
  for (const item of items) await addToTarget(trx, item, holds);
  const texted = [
    order.donor_mobile,
    ...items.flatMap((item) => (item.gift_code && item.gift_recipient_mobile ? [item.gift_recipient_mobile] : [])),
  ];
  await countPaidLines(trx, items, at, { notify, alsoTexting: texted });
  await enqueuePaidMessages(trx, order, items, notify);
  return true;
}

/**
 * Adds a paid line to what it was given to: collected money, and stock or shares taken. A line
 * that no longer fits — its need was met while its order's reservation had lapsed, or while it held
 * only part of what it asked for (holding-rule.ts) — is settled by the written policy instead:
 * its money goes to the general fund of the same kind, the line is marked `redirected` and the
 * receipt says so (docs/decisions/014-test-payments-reservations-and-late-lines.md).
 */
async function addToTarget(
  trx: Transaction<Database>,
  item: Selectable<OrderItemTable>,
  holds: Map<number, Held>,
): Promise<void> {
  const amount = Number(item.amount);
  const id = Number(item.ref);
  if (!Number.isSafeInteger(id)) return;
  if (item.kind === 'program') {
    await trx
      .updateTable('programs')
      .set({ collected_halalas: sql`collected_halalas + ${amount}` })
      .where('id', '=', id)
      .execute();
    return;
  }
  if (!ITEM_LINE_KINDS.includes(item.kind)) return;
  const quantity = Number(item.quantity);
  const row = await trx.selectFrom('giving_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return;
  // What is open to this line: everything not sold and not held by another order. The line's own
  // hold may be less than it asks for (holding-rule.ts); whatever is open beyond it is taken too.
  const scarce = scarcity(withHolds(row, holds.get(id)));
  const fits = scarce === null || (scarce.by === 'stock' ? quantity : amount) <= scarce.left;
  if (!fits) {
    await redirectLine(trx, item);
    return;
  }
  // Taken now: it no longer holds anything for the lines after it in this order.
  await trx
    .updateTable('giving_items')
    .set({
      collected: sql`collected + ${amount}`,
      stock_left: sql`case when stock_left is null then null when stock_left >= ${quantity} then stock_left - ${quantity} else 0 end`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The general-fund row a redirected line feeds: its kind's, except zakat, which never mixes with
 * other money — a zakat line's amount goes to `zakat:<kind>`, to be spent on eligible causes only
 * (docs/decisions/027-fund-types-and-zakat.md).
 */
export function generalFundKey(item: Pick<Selectable<OrderItemTable>, 'kind' | 'fund'>): string {
  return item.fund === 'zakat' ? `zakat:${item.kind}` : item.kind;
}

async function redirectLine(trx: Transaction<Database>, item: Selectable<OrderItemTable>): Promise<void> {
  await trx
    .updateTable('order_items')
    .set({ redirected: 1 })
    .where('order_id', '=', item.order_id)
    .where('position', '=', item.position)
    .execute();
  await trx
    .insertInto('giving_general_funds')
    .values({ kind: generalFundKey(item), collected: Number(item.amount) })
    .onConflict((oc) =>
      oc.column('kind').doUpdateSet({ collected: sql`giving_general_funds.collected + ${Number(item.amount)}` }),
    )
    .execute();
}
