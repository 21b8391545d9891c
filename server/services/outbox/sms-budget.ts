import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { holdCountingLock } from '../../db/counting-lock';
import { adminT } from '../../admin/i18n';
import { HOUR_MS, isoAfter } from '#src/lib/durations';
import { localizeDigits } from '#src/lib/format';
import { riyadhTimeText } from '#src/admin/riyadh-date-time';
import { STAFF_LOCALE } from '../applications/notifications';
import { enqueue } from './outbox';
import { smsPolicy } from './sms-kinds';

/** The site's SMS budget per rolling hour (SMS_HOURLY_BUDGET) and where its alert goes without admins. */
export interface SmsBudget {
  hourly: number;
  staffEmail: string;
}

/** The outbox kind of the staff email sent when the budget is spent. */
export const SMS_BUDGET_ALERT_KIND = 'staff.sms-budget';

/** What a due SMS does now: goes (its place in the hour taken) or waits until the given time. */
export type BudgetVerdict = { go: true } | { go: false; until: string };

/**
 * Places a due SMS in the site's hourly budget (docs/behaviour.md#B-SMS-2), in the worker's claiming
 * transaction. The count is of SMS given a place in the last hour (counted_at), under the counting
 * lock, so every worker and instance counts the same hour. A retry keeps the place it took. With the
 * budget spent an essential SMS still goes (and counts); any other waits until the oldest place in the
 * hour frees, and is not lost. The first SMS to find the budget spent in an hour alerts the staff.
 */
export async function placeInBudget(
  trx: Transaction<Database>,
  row: { id: number; kind: string | null; counted_at: string | null },
  budget: SmsBudget,
  now: Date,
  logger: Logger,
): Promise<BudgetVerdict> {
  if (row.counted_at !== null) return { go: true };
  await holdCountingLock(trx, 'sms-budget');
  const hourAgo = isoAfter(now, -HOUR_MS);
  const used = await trx
    .selectFrom('outbox_messages')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('counted_at').as('oldest')])
    .where('counted_at', '>', hourAgo)
    .executeTakeFirst();
  if (Number(used?.n ?? 0) >= budget.hourly) {
    await alertStaffOnce(trx, budget, now, logger);
    if (!smsPolicy(row.kind).essential) {
      const oldest = used?.oldest ? new Date(String(used.oldest)) : now;
      return { go: false, until: new Date(Math.max(oldest.getTime() + HOUR_MS, now.getTime() + 1000)).toISOString() };
    }
  }
  await trx.updateTable('outbox_messages').set({ counted_at: now.toISOString() }).where('id', '=', row.id).execute();
  return { go: true };
}

/** One email to each admin (or to STAFF_EMAIL without any) and a log warning, at most once an hour. */
async function alertStaffOnce(trx: Transaction<Database>, budget: SmsBudget, now: Date, logger: Logger): Promise<void> {
  const recent = await trx
    .selectFrom('outbox_messages')
    .select('id')
    .where('kind', '=', SMS_BUDGET_ALERT_KIND)
    .where('created_at', '>', isoAfter(now, -HOUR_MS))
    .executeTakeFirst();
  if (recent) return;
  const admins = await trx
    .selectFrom('staff_members')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  const recipients = admins.length > 0 ? admins.map((admin) => admin.email) : [budget.staffEmail];
  const t = adminT(STAFF_LOCALE);
  const subject = t('smsBudget.subject');
  // Staff read the time as Riyadh's wall clock, in their language's digits.
  const time = localizeDigits(riyadhTimeText(now.toISOString()).slice(0, 16), STAFF_LOCALE);
  const body = t('smsBudget.body', { budget: budget.hourly, time });
  // An email, so the alert does not itself wait for the budget it reports.
  for (const recipient of recipients)
    await enqueue(trx, { channel: 'email', kind: SMS_BUDGET_ALERT_KIND, recipient, subject, body }, now);
  logger.warn(
    { budget: budget.hourly, alerted: recipients.length },
    'hourly SMS budget spent: non-essential SMS wait; staff alerted',
  );
}
