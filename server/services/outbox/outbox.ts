import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { normaliseSaudiMobile } from '#src/domain/applications/mobile';
import { admitSms } from './sms-caps';
import { UNNAMED_SMS_KIND } from './sms-kinds';

/** A message to deliver later. Email: recipient is an address; SMS: a mobile in any Saudi spelling. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /**
   * What the message is. For an SMS, one of the kinds in ./sms-kinds.ts (its cap per number and
   * whether it may wait for the hourly budget); a kind not listed there takes the default policy.
   */
  kind?: string;
}

/** Queued, or not sent because its number had reached the cap for its kind (recorded, not an error). */
export type EnqueueOutcome = 'queued' | 'suppressed';

/**
 * Queues a message inside the caller's transaction: it commits (or rolls back) with the data it is
 * about, so an accepted submission always gets its notification and a refused one never does. An
 * SMS first passes its kind's cap per number (./sms-caps.ts); the caller decides what a suppressed
 * one means (a code refuses the request, anything else carries on).
 */
export async function enqueue(
  trx: Transaction<Database> | Kysely<Database>,
  message: OutgoingMessage,
  now = new Date(),
): Promise<EnqueueOutcome> {
  if (message.channel === 'sms') {
    // The count and the row it guards belong in one transaction.
    if (!trx.isTransaction) return trx.transaction().execute((inner) => enqueue(inner, message, now));
    const kind = message.kind ?? UNNAMED_SMS_KIND;
    const recipient = normaliseSaudiMobile(message.recipient) ?? message.recipient;
    if (!(await admitSms(trx as Transaction<Database>, kind, recipient, now))) return 'suppressed';
    await insertMessage(trx, { ...message, kind, recipient }, now);
    return 'queued';
  }
  await insertMessage(trx, message, now);
  return 'queued';
}

async function insertMessage(
  trx: Transaction<Database> | Kysely<Database>,
  message: OutgoingMessage,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject.slice(0, 300),
      body: message.body,
      kind: message.kind ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
      counted_at: null,
    })
    .execute();
}
