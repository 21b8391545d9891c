/**
 * Where a paid order stands after refunds, read from its total and what was refunded: the back
 * office, the receipt, the verify page and the donor's own space all name it the same way.
 */
export type RefundStatus = 'none' | 'partial' | 'full';

export function refundStatus(total: number, refunded: number): RefundStatus {
  if (refunded <= 0) return 'none';
  return refunded >= total ? 'full' : 'partial';
}

/** What a receipt and the verify page say about refunds: how much, when the last one was made, what still stands. */
export interface ReceiptRefund {
  status: Exclude<RefundStatus, 'none'>;
  /** Halalas refunded, every refund together. */
  amount: number;
  /** The last refund's time (ISO). */
  refundedAt: string;
  /** Halalas the receipt still stands for. */
  remaining: number;
}
