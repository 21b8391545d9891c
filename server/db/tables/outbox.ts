import type { Generated } from 'kysely';

/**
 * Messages to deliver (staff notifications, receipts), written in the same transaction as what
 * they are about and delivered later by the outbox worker: a crash never loses one.
 */
export interface OutboxMessageTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** ISO time; the worker picks pending rows whose time has come. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** What the message is (server/services/outbox/sms-kinds.ts): its cap per number and whether it may wait. */
  kind: string | null;
  /** When an SMS took its place in the site's hourly budget (set as it is first sent). */
  counted_at: string | null;
  /** The transport that took the message (unifonic, taqnyat, sms-http, smtp, log) and the provider's id for it. */
  provider: string | null;
  provider_message_id: string | null;
  /** What the provider's delivery report said, and when it was recorded (migration 0063). */
  delivery_status: 'delivered' | 'failed' | null;
  delivery_at: string | null;
}

/** An SMS not sent because its number had reached the cap for its kind (migration 0051). */
export interface SmsSuppressionTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  created_at: string;
}

export interface OutboxTables {
  outbox_messages: OutboxMessageTable;
  sms_suppressions: SmsSuppressionTable;
}
