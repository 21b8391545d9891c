import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderTable, PaymentTable } from '../../db/tables/giving';
import type { Locale } from '#src/lib/locale';
import type { FieldErrors } from '#src/domain/validation';
import type { OrderRequest } from '#src/domain/giving/order-schema';
import type { OrderCreated, OrderStatus, ProviderName } from '#src/domain/giving/api-types';
import type { PaymentMethod } from '#src/domain/giving/kinds';
import type { Providers } from '../../payments';
import { listBankAccounts } from './bank-accounts';
import { isUniqueViolation } from '../../db/unique-violation';
import { randomId } from './ids';
import { requestHash } from './request-hash';
import { isOrderNumberTaken, nextOrderNumber, orderItemRows } from './order-rows';
import { priceOrder } from './pricing';
import {
  activeHolds,
  forgetLapsedAddresses,
  itemIds,
  itemRows,
  lockScarceItems,
  reservationEnd,
  visitorHolds,
} from './reservations';
import { linesHolds } from './holding-rule';
import { giftSmsErrors } from './gift-sms-limit';
import { ServiceError } from '../service-error';

export const DEFAULT_RESERVATION_MINUTES = 30;

/**
 * Creating an order: priced from the database, written with its lines and its payment in ONE
 * transaction keyed by the Idempotency-Key, committed before anyone is told it exists. The same
 * key with the same body replays the same order (200); with another body it is a conflict (409).
 * Concurrent duplicates race on the key's unique index: the loser reads the winner's order.
 */
export type CreateOrderOutcome = { kind: 'created' | 'replayed'; body: OrderCreated };

/** The failures, thrown as the API answers them (a refused basket carries its field errors). */
const conflict = () => new ServiceError(409, 'idempotency_conflict', 'giving:errors.idempotencyConflict');
const providerUnavailable = () =>
  new ServiceError(502, 'provider_unavailable', 'giving:errors.providerUnavailable', undefined, {
    note: 'order kept for a retry with the same key',
  });

export interface CreateOrderInput {
  request: OrderRequest;
  idempotencyKey: string;
  locale: Locale;
  /** How long the unpaid order holds its share of what it asks for (RESERVATION_MINUTES). */
  reservationMinutes?: number;
  /**
   * The keyed hash of the ordering address (its /64 for IPv6): with the donor's mobile, who the
   * order's visitor is for the holding rule (holding-rule.ts). Null: counted by the mobile alone.
   */
  visitorAddress: string | null;
  now?: Date;
}

function providerName(method: PaymentMethod, providers: Providers): ProviderName {
  return providers.forMethod(method).name;
}

async function findByKey(db: Kysely<Database> | Transaction<Database>, key: string) {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function createOrder(
  db: Kysely<Database>,
  providers: Providers,
  input: CreateOrderInput,
): Promise<CreateOrderOutcome> {
  const { request, idempotencyKey, locale } = input;
  const hash = requestHash(request);

  const existing = await findByKey(db, idempotencyKey);
  if (existing) {
    if (existing.request_hash !== hash) throw conflict();
    return replay(db, providers, existing);
  }

  const now = input.now ?? new Date();
  const at = now.toISOString();
  const orderId = randomId();
  const paymentId = randomId();
  const provider = providerName(request.method, providers);
  // The sandbox moves no money: whatever it marks paid is a test, never counted, never texted.
  const isTest = provider === 'sandbox' ? 1 : 0;
  const ids = itemIds(request.items);
  // Housekeeping, in a statement of its own: inside the order's transaction it would keep the rows
  // it touches locked until commit, and every order made at the same time would wait on them.
  await forgetLapsedAddresses(db, at);
  const makeOrder = () =>
    db.transaction().execute(async (trx) => {
      // The locks on rows that can run out serialise who takes the last ones; nothing else here
      // waits for another order (order numbers come from a sequence: order-rows.ts).
      await lockScarceItems(trx, ids);
      // A duplicate that waited on those locks answers with the order that got there first.
      const winner = await findByKey(trx, idempotencyKey);
      if (winner) throw new Settled(winner);
      const holds = await activeHolds(trx, ids, at);
      const priced = await priceOrder(trx, request.items, holds);
      if (!priced.ok) throw new Refused(priced.errors);
      // The order may ask for all that is open; it holds only the visitor's share of it.
      const visitor = { address: input.visitorAddress, mobile: request.donor.mobile };
      const held = linesHolds(priced.lines, await itemRows(trx, ids), holds, await visitorHolds(trx, ids, at, visitor));
      const smsErrors = isTest ? null : await giftSmsErrors(trx, request.items, now);
      if (smsErrors) throw new Refused(smsErrors);
      // Last, once the order is sure to be made: a refused basket uses no number.
      const number = await nextOrderNumber(trx);
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          number,
          idempotency_key: idempotencyKey,
          request_hash: hash,
          status: 'pending',
          method: request.method,
          is_test: isTest,
          locale,
          donor_name: request.donor.name,
          donor_mobile: request.donor.mobile,
          donor_email: request.donor.email ?? null,
          anonymous: request.donor.anonymous ? 1 : 0,
          total: priced.total,
          created_at: at,
          paid_at: null,
          reserved_until: reservationEnd(now, input.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES),
          visitor_address: input.visitorAddress,
        })
        .execute();
      await trx
        .insertInto('order_items')
        .values(orderItemRows(orderId, priced.lines, held))
        .execute();
      await trx
        .insertInto('payments')
        .values({
          id: paymentId,
          order_id: orderId,
          provider,
          status: 'initiated',
          amount: priced.total,
          provider_ref: null,
          redirect_url: null,
          sandbox_outcome: null,
          failure_reason: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    });
  try {
    await makeOrder().catch((error: unknown) => {
      if (!isOrderNumberTaken(error)) throw error;
      return makeOrder();
    });
  } catch (error) {
    if (error instanceof Refused) throw new ServiceError(400, 'validation_failed', 'validation:failed', error.errors);
    const winner =
      error instanceof Settled
        ? error.order
        : isUniqueViolation(error)
          ? await findByKey(db, idempotencyKey)
          : undefined;
    if (!winner) throw error;
    if (winner.request_hash !== hash) throw conflict();
    return replay(db, providers, winner);
  }
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return { kind: 'created', body: await respond(db, providers, order) };
}

/** Rolls the order's transaction back with the reasons it was refused. */
class Refused extends Error {
  constructor(readonly errors: FieldErrors) {
    super('order refused');
  }
}

/** Rolls back: another request with the same Idempotency-Key committed first. */
class Settled extends Error {
  constructor(readonly order: Selectable<OrderTable>) {
    super('order already exists');
  }
}

async function replay(
  db: Kysely<Database>,
  providers: Providers,
  order: Selectable<OrderTable>,
): Promise<CreateOrderOutcome> {
  return { kind: 'replayed', body: await respond(db, providers, order) };
}

/** The answer for an order: starts its payment with the provider if that has not happened yet. */
async function respond(
  db: Kysely<Database>,
  providers: Providers,
  order: Selectable<OrderTable>,
): Promise<OrderCreated> {
  let payment: Selectable<PaymentTable> = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const provider = providers.byName(payment.provider);
  if (provider.name !== 'bank-transfer' && !payment.redirect_url && payment.status === 'initiated') {
    try {
      const started = await provider.start({
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: Number(order.number),
        amount: payment.amount,
        locale: order.locale as Locale,
        description: `Donation ${order.number}`,
        method: order.method as PaymentMethod,
        mobile: order.donor_mobile,
      });
      await db
        .updateTable('payments')
        .set({
          provider_ref: started.providerRef ?? null,
          redirect_url: started.redirectUrl ?? null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', payment.id)
        .where('redirect_url', 'is', null)
        .execute();
      payment = await db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    } catch {
      throw providerUnavailable();
    }
  }
  const body: OrderCreated = {
    orderId: order.id,
    number: Number(order.number),
    total: Number(order.total),
    status: order.status as OrderStatus,
    test: order.is_test === 1,
    reservedUntil: order.reserved_until,
    payment: {
      id: payment.id,
      provider: payment.provider as ProviderName,
      method: order.method as PaymentMethod,
      ...(payment.redirect_url ? { redirectUrl: payment.redirect_url } : {}),
      ...(payment.provider === 'bank-transfer' ? { bankAccounts: await listBankAccounts(db) } : {}),
    },
  };
  return body;
}
