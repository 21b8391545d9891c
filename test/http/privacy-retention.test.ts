import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import type { Database } from '../../server/db/schema';
import { retentionPeriods } from '../../server/config';
import { CLI_ACTOR, SCHEDULED_JOB_ACTOR } from '../../server/admin/audit';
import { runRetention } from '../../server/services/retention/run';
import { monthsBefore } from '../../server/services/retention/periods';
import { folderFileStore } from '../../server/files/folder-store';
import {
  aidRequest,
  contactWithNote,
  fileOf,
  inKindOffer,
  jobApplication,
  outboxMessage,
  paidOrder,
  statementRequest,
  volunteerApplication,
} from './privacy-erasure-fixtures';
import { DAY_MS } from '../../src/lib/durations';
import { riyadhDate } from '../../src/lib/civil-dates';

/** The instant `days` before `at`. */
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

describe.each(TEST_DIALECTS)('personal data retention: the daily run (%s)', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // Files of its own: the run deletes files on disk, and other test files share ./data.
    dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
    t = await createTestApp({ database: dialect, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const db = () => t.database!.db as Kysely<Database>;
  const onDisk = (name: string) => existsSync(path.join(dataDir, 'uploads', name));
  const exists = async (
    table: 'aid_requests' | 'job_applications' | 'volunteer_applications' | 'contact_messages' | 'in_kind_requests',
    reference: string,
  ) =>
    (await db().selectFrom(table).select('reference').where('reference', '=', reference).executeTakeFirst()) !==
    undefined;

  it('with the clock moved on, what is due is gone (rows and files), the rest is intact, and the run is recorded once a day', async () => {
    const periods = retentionPeriods(t.config);
    const now = new Date();
    // The run happens 61 months from now: past the 60 months of a closed aid case, and every shorter period.
    const runAt = new Date(now);
    runAt.setUTCMonth(runAt.getUTCMonth() + periods.aidMonths + 1);
    const recently = daysBefore(runAt, 1);
    const mobile = '0551230001';

    // Due: a delivered aid case (and its file), an open job application (and its CV), a volunteer,
    // a contact message (and its staff note), an in-kind offer, a statement request, a sent SMS.
    const aidDue = await aidRequest(db(), { mobile, status: 'delivered', changedAt: now });
    const aidDueFile = await fileOf(db(), dataDir, aidDue, now);
    const jobDue = await jobApplication(db(), { mobile, at: now });
    const cvDue = await fileOf(db(), dataDir, jobDue, now);
    const volunteerDue = await volunteerApplication(db(), mobile, now);
    const contactDue = await contactWithNote(db(), mobile, now);
    const inKindDue = await inKindOffer(db(), mobile, now);
    const statementDue = await statementRequest(db(), mobile, now);
    const smsSent = await outboxMessage(db(), {
      recipient: mobile,
      body: 'Manage your gift: https://example.org/en/periodic/manage?t=secret',
      status: 'sent',
      at: now,
    });
    await db()
      .insertInto('sms_suppressions')
      .values({ kind: 'statement-code', recipient: mobile, created_at: now.toISOString() })
      .execute();

    // Kept: an aid case still open, one closed a month before the run, a job application to an
    // opening that closed a month before the run, a recent contact message, a recent statement
    // request, an SMS not sent yet, a recent sent SMS, and the orders (accounting keeps them).
    const aidOpen = await aidRequest(db(), { mobile, status: 'underReview', changedAt: now });
    const aidOpenFile = await fileOf(db(), dataDir, aidOpen, now);
    const aidRecent = await aidRequest(db(), { mobile, status: 'declined', changedAt: monthsBeforeDate(runAt, 1) });
    const opening = await db().selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db()
      .updateTable('job_openings')
      .set({ closes_at: monthsBefore(runAt, 1) })
      .where('id', '=', opening.id)
      .execute();
    const jobKept = await jobApplication(db(), { mobile, at: now, openingId: opening.id });
    const cvKept = await fileOf(db(), dataDir, jobKept, now);
    const contactKept = await contactWithNote(db(), mobile, recently);
    const statementKept = await statementRequest(db(), mobile, recently);
    const smsPending = await outboxMessage(db(), {
      recipient: mobile,
      body: 'Not sent yet',
      status: 'pending',
      at: now,
    });
    const smsRecent = await outboxMessage(db(), {
      recipient: mobile,
      body: 'Sent yesterday',
      status: 'sent',
      at: recently,
    });
    await db()
      .insertInto('sms_suppressions')
      .values({ kind: 'statement-code', recipient: mobile, created_at: recently.toISOString() })
      .execute();
    const order = await paidOrder(db(), { mobile, total: 12_345, at: now });

    const run = await runRetention({
      db: db(),
      periods,
      files: folderFileStore(dataDir),
      trigger: 'schedule',
      actor: SCHEDULED_JOB_ACTOR,
      clock: () => runAt,
    });
    expect(run).not.toBeNull();
    expect(run!.counts).toEqual({
      'aid-requests': 1,
      'job-applications': 1,
      'volunteer-applications': 1,
      'contact-messages': 1,
      'in-kind-offers': 1,
      'statement-requests': 1,
      'outbox-bodies': 1,
      'sms-suppressions': 1,
      files: 2,
    });

    // Due data is gone, files from disk too.
    expect(await exists('aid_requests', aidDue)).toBe(false);
    expect(await exists('job_applications', jobDue)).toBe(false);
    expect(await exists('volunteer_applications', volunteerDue)).toBe(false);
    expect(await exists('contact_messages', contactDue)).toBe(false);
    expect(await exists('in_kind_requests', inKindDue)).toBe(false);
    expect(onDisk(aidDueFile)).toBe(false);
    expect(onDisk(cvDue)).toBe(false);
    expect(
      await db().selectFrom('uploaded_files').select('id').where('owner_reference', 'in', [aidDue, jobDue]).execute(),
    ).toEqual([]);
    expect(await db().selectFrom('inbox_notes').select('id').where('reference', '=', contactDue).execute()).toEqual([]);
    expect(
      await db().selectFrom('statement_requests').select('id').where('id', '=', statementDue).executeTakeFirst(),
    ).toBeUndefined();
    // A sent message keeps its row for delivery accounting, without its text.
    const blanked = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', smsSent)
      .executeTakeFirstOrThrow();
    expect(blanked).toMatchObject({ body: '', subject: '', status: 'sent', recipient: mobile });

    // The rest is intact.
    for (const reference of [aidOpen, aidRecent]) expect(await exists('aid_requests', reference)).toBe(true);
    expect(await exists('job_applications', jobKept)).toBe(true);
    expect(await exists('contact_messages', contactKept)).toBe(true);
    expect(onDisk(aidOpenFile)).toBe(true);
    expect(onDisk(cvKept)).toBe(true);
    expect(
      await db().selectFrom('inbox_notes').select('id').where('reference', '=', contactKept).execute(),
    ).toHaveLength(1);
    expect(
      await db().selectFrom('statement_requests').select('id').where('id', '=', statementKept).executeTakeFirst(),
    ).toBeDefined();
    expect(
      await db().selectFrom('sms_suppressions').select('created_at').where('recipient', '=', mobile).execute(),
    ).toEqual([{ created_at: recently.toISOString() }]);
    const kept = await db()
      .selectFrom('outbox_messages')
      .select(['id', 'body'])
      .where('id', 'in', [smsPending, smsRecent])
      .orderBy('id')
      .execute();
    expect(kept.map((row) => row.body)).toEqual(['Not sent yet', 'Sent yesterday']);
    expect(
      await db()
        .selectFrom('orders')
        .select(['donor_name', 'donor_mobile', 'total'])
        .where('id', '=', order)
        .executeTakeFirstOrThrow(),
    ).toEqual({ donor_name: 'Donor To Erase', donor_mobile: mobile, total: 12_345 });

    // The run is recorded with its counts and in the audit log, by the schedule.
    const runs = await db().selectFrom('retention_runs').selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      id: run!.id,
      run_day: riyadhDate(runAt),
      trigger: 'schedule',
      started_at: runAt.toISOString(),
      finished_at: runAt.toISOString(),
    });
    expect(JSON.parse(runs[0]!.counts_json!)).toEqual(run!.counts);
    const logged = await db().selectFrom('audit_log').selectAll().where('action', '=', 'retention').execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      entity: 'retention-run',
      entity_id: String(run!.id),
      staff_email: 'schedule',
      staff_id: null,
    });
    expect(JSON.parse(logged[0]!.after_json!)).toEqual(run!.counts);

    // A second process (or instance) the same day finds the day done and does nothing.
    const again = await runRetention({
      db: db(),
      periods,
      files: folderFileStore(dataDir),
      trigger: 'schedule',
      actor: SCHEDULED_JOB_ACTOR,
      clock: () => new Date(runAt.getTime() + 60_000),
    });
    expect(again).toBeNull();
    expect(await db().selectFrom('retention_runs').select('id').execute()).toHaveLength(1);

    // An operator's run, the same day, runs (nothing is left to do) and is recorded as theirs.
    const operator = await runRetention({
      db: db(),
      periods,
      files: folderFileStore(dataDir),
      trigger: 'command-line',
      actor: CLI_ACTOR,
      clock: () => runAt,
    });
    expect(Object.values(operator!.counts).every((n) => n === 0)).toBe(true);
    expect(
      await db()
        .selectFrom('retention_runs')
        .select(['trigger', 'run_day'])
        .where('id', '=', operator!.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ trigger: 'command-line', run_day: null });
  });

  it('three schedulers starting the same day at once make one run', async () => {
    const periods = retentionPeriods(t.config);
    // A day no other test runs on.
    const day = new Date(Date.now() + 400 * DAY_MS);
    const runs = await Promise.all(
      [0, 1, 2].map(() =>
        runRetention({
          db: db(),
          periods,
          files: folderFileStore(dataDir),
          trigger: 'schedule',
          actor: SCHEDULED_JOB_ACTOR,
          clock: () => day,
        }),
      ),
    );
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(
      await db().selectFrom('retention_runs').select('id').where('run_day', '=', riyadhDate(day)).execute(),
    ).toHaveLength(1);
  });

  it('shorter periods set by the operator are the ones applied', async () => {
    const periods = { ...retentionPeriods(t.config), contactMonths: 1 };
    const runAt = new Date(Date.now() + 45 * DAY_MS);
    const old = await contactWithNote(db(), '0551230002', new Date());
    const young = await contactWithNote(db(), '0551230002', daysBefore(runAt, 10));
    const run = await runRetention({
      db: db(),
      periods,
      files: folderFileStore(dataDir),
      trigger: 'command-line',
      actor: CLI_ACTOR,
      clock: () => runAt,
    });
    expect(run!.counts['contact-messages']).toBe(1);
    expect(await exists('contact_messages', old)).toBe(false);
    expect(await exists('contact_messages', young)).toBe(true);
  });
});

function monthsBeforeDate(at: Date, months: number): Date {
  return new Date(monthsBefore(at, months));
}
