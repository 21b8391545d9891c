import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { holdKeyedCountingLocks } from '../../db/keyed-counting-lock';
import { isoAfter } from '#src/lib/durations';
import { smsPolicy } from './sms-kinds';
import { normaliseSaudiMobile } from '#src/domain/applications/mobile';

/**
 * Whether one more SMS of `kind` may go to `recipient` (docs/behaviour.md#B-SMS-1): the number's
 * count for the kind in the policy's window, taken from the outbox under the number's counting lock,
 * in the caller's transaction, so requests for one number arriving together (on any worker or
 * instance) count one after the other, and texts to other numbers do not wait for them. A
 * transaction that texts several numbers takes their locks first, together (`holdSmsLocks`). Over
 * the cap it is recorded in sms_suppressions and not queued.
 */
export async function admitSms(
  trx: Transaction<Database>,
  kind: string,
  recipient: string,
  now: Date,
): Promise<boolean> {
  const { perNumber } = smsPolicy(kind);
  await holdSmsLocks(trx, [recipient]);
  const counted = await trx
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('channel', '=', 'sms')
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .where('created_at', '>', isoAfter(now, -perNumber.windowMs))
    .executeTakeFirst();
  if (Number(counted?.n ?? 0) < perNumber.max) return true;
  await trx.insertInto('sms_suppressions').values({ kind, recipient, created_at: now.toISOString() }).execute();
  return false;
}

/**
 * The per-number counting locks for every number a transaction is about to text, in one sorted
 * go: two transactions texting the same two numbers in opposite order never wait on each other.
 */
export async function holdSmsLocks(trx: Transaction<Database>, recipients: readonly string[]): Promise<void> {
  await holdKeyedCountingLocks(
    trx,
    'sms-per-number',
    recipients.map((recipient) => normaliseSaudiMobile(recipient) ?? recipient),
  );
}
