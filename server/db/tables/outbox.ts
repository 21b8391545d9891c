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
}

export interface OutboxTables {
  outbox_messages: OutboxMessageTable;
}
