import type { Selectable } from 'kysely';
import { refundStatus } from '#src/domain/giving/refund-status';
import type { OrderTable } from '../../db/tables/giving';
import type { OrderRefundTable } from '../../db/tables/operations';

/** What the back office shows of an order and of its refunds: the orders screens and the refund answer use the same shapes. */
export function orderView(row: Selectable<OrderTable>) {
  const total = Number(row.total);
  const refunded = Number(row.refunded);
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    method: row.method,
    test: row.is_test === 1,
    donorName: row.donor_name,
    donorMobile: row.donor_mobile,
    total,
    refunded,
    refundable: row.status === 'paid' ? Math.max(0, total - refunded - Number(row.refund_pending)) : 0,
    /** none | partial | full (src/domain/giving/refund-status.ts): lists and the order screen name the order by it. */
    refundStatus: row.status === 'paid' ? refundStatus(total, refunded) : 'none',
    refundPending: Number(row.refund_pending),
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

export function refundView(row: Selectable<OrderRefundTable>) {
  return {
    id: row.id,
    amount: Number(row.amount),
    reason: row.reason,
    staffEmail: row.staff_email,
    createdAt: row.created_at,
    status: row.status,
    channel: row.channel,
    source: row.source,
    bankReference: row.bank_reference,
  };
}
