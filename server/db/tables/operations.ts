import type { ColumnType, Generated } from 'kysely';

/**
 * Back-office operations (migrations 0044–0045, 0047): refunds of paid orders, the inbox's internal
 * notes, short-lived links to the files applicants sent, and the keys the site made for itself.
 * Times are ISO strings; money is integer halalas.
 */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: string;
  amount: number;
  reason: string;
  /** The client's Idempotency-Key: the same key on the same order records the refund once. */
  idempotency_key: string;
  staff_id: number | null;
  staff_email: string;
  created_at: string;
  /** Migration 0057: 'pending' while the gateway is asked, 'done' once it answered (src/domain/giving/refund-status.ts). */
  status: Generated<string>;
  /** How the money went back: 'moyasar' | 'sandbox' | 'bank-transfer' | 'recorded' (by hand, before 0057). */
  channel: Generated<string>;
  /** 'staff' from the order screen, 'gateway' when made in the gateway's own dashboard (its webhook). */
  source: Generated<string>;
  bank_reference: string | null;
  /** The gateway's payment id the refund was asked on. */
  gateway_payment: string | null;
  /** What the gateway said was refunded on that payment before this refund (a retry compares with it). */
  gateway_before: number | null;
  settled_at: string | null;
  /** When a request last started asking the gateway about this pending refund (one at a time). */
  attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0057: the money one refund took from each line's fund, and the units it released. */
export interface OrderRefundLineTable {
  refund_id: number;
  position: number;
  fund: string;
  amount: number;
  released_quantity: number;
}

/** An internal note on an inbox item (never shown to the sender). `kind`: one of INBOX_KINDS. */
export interface InboxNoteTable {
  id: Generated<number>;
  kind: string;
  reference: string;
  staff_email: string;
  body: string;
  created_at: string;
}

/** A one-time, few-minute link to one uploaded file, for one staff member. Only the token's hash is kept. */
export interface StaffFileLinkTable {
  token_hash: string;
  file_id: number;
  staff_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A passkey (WebAuthn credential) a member signs in with instead of a TOTP code: the public key only. */
export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transports (usb, internal, hybrid…), or null. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** The one challenge a session is answering (registration or sign-in), a few minutes. */
export interface StaffWebauthnChallengeTable {
  session_hash: string;
  purpose: 'register' | 'sign-in';
  challenge: string;
  expires_at: string;
}

/** A key the site made for itself at random (server/security/kept-secrets.ts), by name. */
export interface SiteSecretTable {
  name: string;
  value: string;
}

export interface OperationsTables {
  order_refunds: OrderRefundTable;
  order_refund_lines: OrderRefundLineTable;
  inbox_notes: InboxNoteTable;
  staff_file_links: StaffFileLinkTable;
  staff_passkeys: StaffPasskeyTable;
  staff_webauthn_challenges: StaffWebauthnChallengeTable;
  site_secrets: SiteSecretTable;
}
