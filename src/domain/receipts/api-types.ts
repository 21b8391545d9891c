import type { ReceiptRefund } from '../giving/refund-status';

/** GET /api/v1/receipts/verify/:code — what anyone holding a printed receipt may confirm. */
export type ReceiptCheck =
  | {
      status: 'valid';
      number: number;
      total: number;
      currency: 'SAR';
      paidAt: string;
      test: boolean;
      association: { ar: string; en: string } | null;
      refund?: ReceiptRefund;
    }
  /** Refunded in full: genuine once, valid for nothing now (the amount and date of the refund shown). */
  | {
      status: 'refunded';
      number: number;
      total: number;
      currency: 'SAR';
      paidAt: string;
      test: boolean;
      association: { ar: string; en: string } | null;
      refund: ReceiptRefund;
    }
  /** The order was refunded or cancelled after the receipt was printed. */
  | { status: 'void'; number: number };

/** A paid order's receipt verification: the code and what its QR code points at. */
export interface ReceiptVerification {
  code: string;
  url: string;
  /** The QR code of `url` as one SVG path for a viewBox of `0 0 size size`. */
  qr: { size: number; path: string };
}

/** POST /api/v1/statements/requests → 201 */
export interface StatementRequestCreated {
  requestId: string;
  /** The number the code went to, masked (05•••••678). */
  mobileMasked: string;
  expiresAt: string;
}

/** POST /api/v1/statements/requests/:id/verify → 200 */
export interface StatementAccess {
  /** Opens GET /api/v1/statements/:token.pdf?calendar=&year= until `expiresAt`. */
  token: string;
  expiresAt: string;
  /** The years with paid donations, per calendar, newest first. */
  years: { hijri: number[]; gregorian: number[] };
}
