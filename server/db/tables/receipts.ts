/**
 * Receipts (server/services/receipts): the public verification code of each paid order's receipt,
 * and the one-time codes that open a mobile number's yearly statement. Dates are ISO strings.
 */
export interface ReceiptCodeTable {
  order_id: string;
  /** Random (26 characters of base32, 130 bits), printed as a QR code; never the order id. */
  code: string;
  created_at: string;
}

/**
 * A request for a yearly statement: the code sent by SMS (hashed), its attempts, and once verified
 * the access token (hashed) that downloads statements of that number for a short while.
 */
export interface StatementRequestTable {
  /** Random (22 characters base64url): names the request to the browser that asked. */
  id: string;
  /** 05xxxxxxxx */
  mobile: string;
  /** sha256 of `id:code`, hex. */
  code_hash: string;
  attempts: number;
  locale: string;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  /** sha256 of the access token, hex; null until verified. */
  access_hash: string | null;
  access_expires_at: string | null;
}

export interface ReceiptTables {
  receipt_codes: ReceiptCodeTable;
  statement_requests: StatementRequestTable;
}
