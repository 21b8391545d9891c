import type { Kysely, Selectable } from 'kysely';
import { referenceKey, type TransferConfirmationStatus } from '#src/admin/transfer-schemas';
import { riyadhDate } from '#src/lib/civil-dates';
import type { Database } from '../../db/schema';
import type { TransferConfirmationTable } from '../../db/tables/transfers';
import { audit, type Actor } from '../../admin/audit';
import { isUniqueViolation } from '../../db/unique-violation';
import type { NotifyContext } from './notifications';
import { settlePaid } from './settle';

/**
 * A bank transfer confirmed by finance against the bank's statement (decision 065). The order
 * becomes paid only when the amount received is the order's total; another amount is recorded as a
 * discrepancy and waits for a decision (accepted: paid; rejected: the order waits again). The
 * confirmation, the settlement (money counted, receipt queued) and the audit entry commit in one
 * transaction; partial unique indexes (one live confirmation per order, per bank reference, per
 * statement line) make confirmations racing each other leave exactly one row.
 */

/** A refusal the admin API says in the member's language: status, code, the admin.json key, the field it names. */
export class TransferRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly field: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'TransferRefusal';
  }
}

export interface ConfirmTransferInput {
  orderId: string;
  bankReference: string;
  /** Riyadh civil date. */
  valueDate: string;
  /** Halalas received. */
  amount: number;
  note: string;
  statementLineId?: number | null;
}

export interface TransferContext {
  db: Kysely<Database>;
  actor: Actor;
  notify: NotifyContext;
  now: Date;
}

export function confirmationView(row: Selectable<TransferConfirmationTable>) {
  const expected = Number(row.amount_expected);
  const received = Number(row.amount_received);
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status as TransferConfirmationStatus,
    bankReference: row.bank_reference,
    valueDate: row.value_date,
    amountExpected: expected,
    amountReceived: received,
    difference: received - expected,
    note: row.note,
    statementLineId: row.statement_line_id,
    staffEmail: row.staff_email,
    createdAt: row.created_at,
    decidedBy: row.decided_by,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at,
  };
}
export type ConfirmationView = ReturnType<typeof confirmationView>;

class Undone extends Error {}

async function waitingTransfer(db: Kysely<Database>, orderId: string) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new TransferRefusal(404, 'not_found', 'errors.notFound', 'id');
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('provider', '=', 'bank-transfer')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (order.method !== 'bank-transfer' || !payment)
    throw new TransferRefusal(409, 'not_transfer', 'errors.notTransfer', 'id');
  if (order.status !== 'pending') throw new TransferRefusal(409, 'already_paid', 'errors.alreadyPaid', 'id');
  return { order, payment };
}

/** Why a live confirmation already holds the order, the reference or the statement line. */
async function conflictOf(db: Kysely<Database>, input: ConfirmTransferInput): Promise<TransferRefusal> {
  const live = db
    .selectFrom('transfer_confirmations')
    .innerJoin('orders', 'orders.id', 'transfer_confirmations.order_id')
    .select(['orders.number as number', 'transfer_confirmations.order_id as orderId'])
    .where('transfer_confirmations.status', '<>', 'rejected');
  const sameOrder = await live.where('transfer_confirmations.order_id', '=', input.orderId).executeTakeFirst();
  if (sameOrder) return new TransferRefusal(409, 'already_confirmed', 'transfers.errors.alreadyConfirmed', 'id');
  const sameReference = await live
    .where('transfer_confirmations.reference_key', '=', referenceKey(input.bankReference))
    .executeTakeFirst();
  if (sameReference)
    return new TransferRefusal(409, 'reference_used', 'transfers.errors.referenceUsed', 'bankReference', {
      number: Number(sameReference.number),
    });
  return new TransferRefusal(409, 'line_used', 'transfers.errors.lineUsed', 'id');
}

/**
 * Records what the statement says and, when the amount is the order's total, settles the order as
 * paid (the same settlement as a card payment). Returns the confirmation; throws TransferRefusal.
 */
export async function confirmTransfer(
  context: TransferContext,
  input: ConfirmTransferInput,
): Promise<ConfirmationView> {
  const { db, actor, notify, now } = context;
  if (input.valueDate > riyadhDate(now))
    throw new TransferRefusal(400, 'validation_failed', 'validation:futureDate', 'valueDate');
  const { order, payment } = await waitingTransfer(db, input.orderId);
  const expected = Number(order.total);
  const status: TransferConfirmationStatus = input.amount === expected ? 'paid' : 'discrepancy';
  try {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('transfer_confirmations')
        .values({
          order_id: order.id,
          status,
          bank_reference: input.bankReference,
          reference_key: referenceKey(input.bankReference),
          value_date: input.valueDate,
          amount_expected: expected,
          amount_received: input.amount,
          note: input.note || null,
          statement_line_id: input.statementLineId ?? null,
          staff_id: actor.id,
          staff_email: actor.email,
          created_at: now.toISOString(),
          decided_by: null,
          decision_note: null,
          decided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Paid by another path meanwhile: nothing is kept, the caller hears it is paid.
      if (status === 'paid' && !(await settlePaid(trx, payment, notify, now))) throw new Undone();
      await audit(
        trx,
        actor,
        {
          action: 'transfer-received',
          entity: 'order',
          entityId: order.id,
          before: { status: 'pending' },
          after: {
            status: status === 'paid' ? 'paid' : 'pending',
            confirmation: status,
            bankReference: input.bankReference,
            valueDate: input.valueDate,
            amountReceived: input.amount,
            amountExpected: expected,
            note: input.note || undefined,
            statementLineId: input.statementLineId ?? undefined,
          },
        },
        now,
      );
      return inserted;
    });
    return confirmationView(row);
  } catch (error) {
    if (error instanceof Undone) throw new TransferRefusal(409, 'already_paid', 'errors.alreadyPaid', 'id');
    if (isUniqueViolation(error)) throw await conflictOf(db, input);
    throw error;
  }
}

/**
 * A discrepancy decided by finance or the director: accepted, the order is paid as it was ordered
 * (its lines counted, the receipt sent) with the amount received on record; rejected, the order
 * waits for its transfer again and the reference and statement line are free. Decided once: the
 * conditional update on status 'discrepancy' lets one of two deciders through.
 */
export async function decideDiscrepancy(
  context: TransferContext,
  confirmationId: number,
  decision: 'accept' | 'reject',
  note: string,
): Promise<ConfirmationView> {
  const { db, actor, notify, now } = context;
  const current = await db
    .selectFrom('transfer_confirmations')
    .selectAll()
    .where('id', '=', confirmationId)
    .executeTakeFirst();
  if (!current) throw new TransferRefusal(404, 'not_found', 'errors.notFound', 'id');
  if (current.status !== 'discrepancy')
    throw new TransferRefusal(409, 'already_decided', 'transfers.errors.alreadyDecided', 'decision');
  const next: TransferConfirmationStatus = decision === 'accept' ? 'accepted' : 'rejected';
  try {
    const row = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('transfer_confirmations')
        .set({ status: next, decided_by: actor.email, decision_note: note, decided_at: now.toISOString() })
        .where('id', '=', confirmationId)
        .where('status', '=', 'discrepancy')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw new TransferRefusal(409, 'already_decided', 'transfers.errors.alreadyDecided', 'decision');
      if (decision === 'accept') {
        const payment = await trx
          .selectFrom('payments')
          .selectAll()
          .where('order_id', '=', current.order_id)
          .where('provider', '=', 'bank-transfer')
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (!payment || !(await settlePaid(trx, payment, notify, now))) throw new Undone();
      }
      await audit(
        trx,
        actor,
        {
          action: decision === 'accept' ? 'transfer-accepted' : 'transfer-rejected',
          entity: 'order',
          entityId: current.order_id,
          before: { confirmation: 'discrepancy' },
          after: {
            confirmation: next,
            amountReceived: Number(current.amount_received),
            amountExpected: Number(current.amount_expected),
            note,
          },
        },
        now,
      );
      return trx
        .selectFrom('transfer_confirmations')
        .selectAll()
        .where('id', '=', confirmationId)
        .executeTakeFirstOrThrow();
    });
    return confirmationView(row);
  } catch (error) {
    if (error instanceof Undone) throw new TransferRefusal(409, 'already_paid', 'errors.alreadyPaid', 'id');
    throw error;
  }
}

/** Every confirmation of one order, the newest first (the order's screen shows them). */
export async function orderConfirmations(db: Kysely<Database>, orderId: string): Promise<ConfirmationView[]> {
  const rows = await db
    .selectFrom('transfer_confirmations')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(confirmationView);
}
