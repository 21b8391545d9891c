import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AidStatus } from '#src/domain/applications/options';
import type { RetentionPeriods } from '#src/domain/retention';
import { DAY_MS, isoAfter } from '#src/lib/durations';
import type { SubmissionTable } from './submissions';

/** Aid cases that are over: their requests and files count down from the last status change. */
export const CLOSED_AID_STATUSES = ['declined', 'delivered', 'closed'] as const satisfies readonly AidStatus[];

/** The instant `months` calendar months before `now` (ISO, as the database stores instants). */
export function monthsBefore(now: Date, months: number): string {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

const daysBefore = (now: Date, days: number): string => isoAfter(now, -days * DAY_MS);

/** A kind of submission the job deletes whole: its table, and the references of rows that are due. */
interface EraseRule {
  kind: 'aid-requests' | 'job-applications' | 'volunteer-applications' | 'contact-messages' | 'in-kind-offers';
  action: 'erase';
  table: SubmissionTable;
  /** References of due rows, at most `limit` (the job takes them in batches). */
  due(db: Kysely<Database>, periods: RetentionPeriods, now: Date, limit: number): Promise<string[]>;
}

/** A kind whose rows go (statement requests) or stay with their personal text blanked (outbox). */
interface SweepRule {
  kind: 'statement-requests' | 'outbox-bodies' | 'sms-suppressions';
  action: 'erase' | 'blank';
  /** Erases or blanks every due row; returns how many. */
  sweep(db: Kysely<Database>, periods: RetentionPeriods, now: Date): Promise<number>;
}

export type RetentionRule = EraseRule | SweepRule;

const references = (rows: Array<{ reference: string }>) => rows.map((row) => row.reference);

/** A submission kept for a number of months from when it was sent, whatever became of it. */
const sentBefore =
  (
    table: 'volunteer_applications' | 'contact_messages' | 'in_kind_requests',
    months: 'volunteerMonths' | 'contactMonths',
  ): EraseRule['due'] =>
  async (db, periods, now, limit) =>
    references(
      await db
        .selectFrom(table)
        .select('reference')
        .where('created_at', '<', monthsBefore(now, periods[months]))
        .limit(limit)
        .execute(),
    );

/**
 * What the site keeps and for how long, in one place (docs/decisions/055-retention-and-erasure.md).
 * Periods come from the RETENTION_* settings (src/domain/retention.ts has the defaults); "due" is:
 * - aid requests and their files: declined, delivered or closed, and no status change for aidMonths;
 * - job applications and CVs: sent jobMonths ago, and the opening (if any) closed at least as long
 *   ago or has no closing date;
 * - volunteer applications: sent volunteerMonths ago;
 * - contact messages and in-kind offers: sent contactMonths ago;
 * - statement requests (a mobile and its one-time code): made statementDays ago;
 * - outbox messages: sent (or given up) outboxDays ago: the subject and text are blanked, the row
 *   (channel, recipient, status, times) stays for delivery accounting.
 * - SMS not sent because a number reached its cap (sms_suppressions: a number and a kind): outboxDays.
 * Orders, periodic plans and campaigns are accounting records: they are not erased by time; the
 * staff erasure (erase-person.ts) anonymises them on request.
 * Access logs are kept by the deployment's journal and log rotation for accessLogDays (docs/deploy-nginx.md).
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    kind: 'aid-requests',
    action: 'erase',
    table: 'aid_requests',
    due: async (db, periods, now, limit) =>
      references(
        await db
          .selectFrom('aid_requests')
          .select('reference')
          .where('status', 'in', [...CLOSED_AID_STATUSES])
          .where('status_updated_at', '<', monthsBefore(now, periods.aidMonths))
          .limit(limit)
          .execute(),
      ),
  },
  {
    kind: 'job-applications',
    action: 'erase',
    table: 'job_applications',
    due: async (db, periods, now, limit) => {
      const cutoff = monthsBefore(now, periods.jobMonths);
      return references(
        await db
          .selectFrom('job_applications')
          .leftJoin('job_openings', 'job_openings.id', 'job_applications.opening_id')
          .select('job_applications.reference')
          .where('job_applications.created_at', '<', cutoff)
          .where((eb) => eb.or([eb('job_openings.closes_at', 'is', null), eb('job_openings.closes_at', '<', cutoff)]))
          .limit(limit)
          .execute(),
      );
    },
  },
  {
    kind: 'volunteer-applications',
    action: 'erase',
    table: 'volunteer_applications',
    due: sentBefore('volunteer_applications', 'volunteerMonths'),
  },
  {
    kind: 'contact-messages',
    action: 'erase',
    table: 'contact_messages',
    due: sentBefore('contact_messages', 'contactMonths'),
  },
  {
    kind: 'in-kind-offers',
    action: 'erase',
    table: 'in_kind_requests',
    due: sentBefore('in_kind_requests', 'contactMonths'),
  },
  {
    kind: 'statement-requests',
    action: 'erase',
    sweep: async (db, periods, now) =>
      Number(
        (
          await db
            .deleteFrom('statement_requests')
            .where('created_at', '<', daysBefore(now, periods.statementDays))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  },
  {
    kind: 'outbox-bodies',
    action: 'blank',
    sweep: async (db, periods, now) =>
      Number(
        (
          await db
            .updateTable('outbox_messages')
            .set({ subject: '', body: '' })
            .where('status', 'in', ['sent', 'failed'])
            .where('created_at', '<', daysBefore(now, periods.outboxDays))
            .where((eb) => eb.or([eb('body', '!=', ''), eb('subject', '!=', '')]))
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
  },
  {
    kind: 'sms-suppressions',
    action: 'erase',
    sweep: async (db, periods, now) =>
      Number(
        (
          await db
            .deleteFrom('sms_suppressions')
            .where('created_at', '<', daysBefore(now, periods.outboxDays))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  },
];

export type RetentionKind = RetentionRule['kind'];
