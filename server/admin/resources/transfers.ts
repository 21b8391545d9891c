import {
  discrepancyDecisionSchema,
  transferConfirmationFilterSchema,
  transferConfirmationSchema,
} from '#src/admin/transfer-schemas';
import { isNumericId } from '#src/domain/ids';
import { randomIdParam } from '../../api/kit';
import { translateIn } from '../../locale/server-i18n';
import { enqueue } from '../../services/outbox/outbox';
import {
  confirmationView,
  confirmTransfer,
  decideDiscrepancy,
  TransferRefusal,
  type TransferContext,
} from '../../services/giving/transfer-confirmation';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';

/** What a transfer's settlement needs from the request: the database, who acts, how the donor is told. */
export function transferContext(ctx: AdminContext): TransferContext {
  return {
    db: ctx.db,
    actor: ctx.actor,
    now: ctx.now,
    notify: {
      publicUrl: ctx.config.PUBLIC_URL,
      translate: translateIn(ctx.req),
      enqueue: (trx, message) => enqueue(trx, message),
    },
  };
}

/** A refusal of the transfer services, said on its field in the staff member's language. */
export function sendRefusal(ctx: AdminContext, refusal: TransferRefusal): void {
  if (refusal.status === 404) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  sendAdminError(ctx.req, ctx.res, refusal.status, refusal.code, 'errors.validation', undefined, {
    [refusal.field]: ctx.t(refusal.messageKey, refusal.params),
  });
}

/**
 * POST /orders/:id/transfer-received `{ bankReference, valueDate, amount, note, confirm: true }`:
 * finance confirms a bank transfer with what the statement says. The amount of the order: paid
 * (201). Another amount: recorded as a discrepancy, the order still waiting (201, status
 * `discrepancy`). Already confirmed, paid, or the reference used by another order: 409.
 */
export async function confirmTransferHandler(ctx: AdminContext): Promise<void> {
  const orderId = randomIdParam(ctx.req, 'id');
  if (orderId === null) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(transferConfirmationSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!input) return;
  try {
    const confirmation = await confirmTransfer(transferContext(ctx), {
      orderId,
      bankReference: input.bankReference,
      valueDate: input.valueDate,
      amount: input.amount,
      note: input.note,
    });
    ctx.res.status(201).json({ data: confirmation });
  } catch (error) {
    if (error instanceof TransferRefusal) return sendRefusal(ctx, error);
    throw error;
  }
}

/** A path parameter as one text (a repeated one is no id). */
export function pathParam(ctx: AdminContext, name: string): string | undefined {
  const value: unknown = ctx.req.params[name];
  return typeof value === 'string' ? value : undefined;
}

/** POST /transfer-confirmations/:id/decision `{ decision: accept|reject, note, confirm: true }`. */
export async function decideDiscrepancyHandler(ctx: AdminContext): Promise<void> {
  const id = pathParam(ctx, 'id');
  if (!isNumericId(id)) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(discrepancyDecisionSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!input) return;
  try {
    ctx.res.json({ data: await decideDiscrepancy(transferContext(ctx), Number(id), input.decision, input.note) });
  } catch (error) {
    if (error instanceof TransferRefusal) return sendRefusal(ctx, error);
    throw error;
  }
}

const CONFIRMATION_LIST: ListKeys = {
  sort: { createdAt: 'created_at', valueDate: 'value_date', status: 'status' },
  filters: Object.keys(transferConfirmationFilterSchema.shape),
};

/** GET /transfer-confirmations: every confirmation with its order's number; `filter.status=discrepancy` lists those waiting for a decision. */
export async function listConfirmationsHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, CONFIRMATION_LIST);
  if (!query) return;
  const filter = parseOr400(transferConfirmationFilterSchema, query.filter, ctx.req, ctx.res);
  if (!filter) return;
  let base = ctx.db.selectFrom('transfer_confirmations');
  if (filter.status) base = base.where('status', '=', filter.status);
  const page = await pageOf(base, query, CONFIRMATION_LIST.sort, 'created_at', (row) => row);
  const orderIds = [...new Set(page.data.map((row) => String(row.order_id)))];
  const numbers = orderIds.length
    ? await ctx.db.selectFrom('orders').select(['id', 'number']).where('id', 'in', orderIds).execute()
    : [];
  const numberOf = new Map(numbers.map((order) => [order.id, Number(order.number)]));
  ctx.res.json({
    data: page.data.map((row) => {
      const view = confirmationView(row as Parameters<typeof confirmationView>[0]);
      return { ...view, orderNumber: numberOf.get(view.orderId) ?? null };
    }),
    total: page.total,
    money: ['amountExpected', 'amountReceived', 'difference'],
  });
}
