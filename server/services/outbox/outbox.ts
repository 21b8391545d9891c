import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A message to deliver later. Email: recipient is an address; SMS: a mobile in any Saudi spelling. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Queues a message inside the caller's transaction: it commits (or rolls back) with the data it is
 * about, so an accepted submission always gets its notification and a refused one never does.
 */
export async function enqueue(trx: Transaction<Database> | Kysely<Database>, message: OutgoingMessage, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject.slice(0, 300),
      body: message.body,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
}
