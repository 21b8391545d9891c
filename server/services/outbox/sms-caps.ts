import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { holdCountingLock } from '../../db/counting-lock';
import { isoAfter } from '#src/lib/durations';
import { smsPolicy } from './sms-kinds';

/**
 * Whether one more SMS of `kind` may go to `recipient` (docs/behaviour.md#B-SMS-1): the number's
 * count for the kind in the policy's window, taken from the outbox under the counting lock, in the
 * caller's transaction, so requests for one number arriving together (on any worker or instance)
 * count one after the other. Over the cap it is recorded in sms_suppressions and not queued.
 */
export async function admitSms(trx: Transaction<Database>, kind: string, recipient: string, now: Date): Promise<boolean> {
  const { perNumber } = smsPolicy(kind);
  await holdCountingLock(trx, 'sms-per-number');
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
