import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RetentionPeriods } from '#src/domain/retention';
import { riyadhDate } from '#src/lib/civil-dates';
import { audit, type Actor } from '../../admin/audit';
import { RETENTION_RULES, type RetentionKind } from './periods';
import { eraseSubmissions } from './submissions';
import { removeStoredFiles, sweepOrphanFiles } from './stored-files';
import type { FileStore } from '../../files/store';

export interface RetentionOptions {
  db: Kysely<Database>;
  periods: RetentionPeriods;
  /** Where the erased submissions' files are deleted from (server/files). */
  files: FileStore;
  /** `schedule`: the daily job, once per Riyadh day whoever runs it; `command-line`: an operator, any time. */
  trigger: 'schedule' | 'command-line';
  actor: Actor;
  clock?: () => Date;
  /** Submissions erased per transaction. */
  batchSize?: number;
}

/** What one run erased or blanked, per kind, and the stored files it deleted. */
export type RetentionCounts = Record<RetentionKind | 'files', number>;

export interface RetentionRun {
  id: number;
  counts: RetentionCounts;
}

function noCounts(): RetentionCounts {
  return { ...Object.fromEntries(RETENTION_RULES.map((rule) => [rule.kind, 0])), files: 0 } as RetentionCounts;
}

/**
 * One pass of the retention rules (periods.ts): what is due is erased (files from disk once their
 * records are gone) or blanked, and the run is recorded with its counts in `retention_runs` and the
 * audit log. A scheduled run first claims its day (a unique row), so however many processes and
 * instances run the job, each day is done once; null when the day was already claimed. Each rule
 * only touches what is due by then, so a run that stopped half way is finished by the next one.
 */
export async function runRetention(options: RetentionOptions): Promise<RetentionRun | null> {
  const { db, periods, files: store, trigger, actor } = options;
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 200;
  const started = clock();
  const claimed = await db
    .insertInto('retention_runs')
    .values({
      run_day: trigger === 'schedule' ? riyadhDate(started) : null,
      trigger,
      started_at: started.toISOString(),
      finished_at: null,
      counts_json: null,
    })
    .onConflict((conflict) => conflict.column('run_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;

  const counts = noCounts();
  for (const rule of RETENTION_RULES) {
    if ('sweep' in rule) {
      counts[rule.kind] += await rule.sweep(db, periods, started);
      continue;
    }
    for (;;) {
      const due = await rule.due(db, periods, started, batchSize);
      if (due.length === 0) break;
      const files = await db.transaction().execute((trx) => eraseSubmissions(trx, rule.table, due));
      counts[rule.kind] += due.length;
      counts.files += await removeStoredFiles(store, files);
      if (due.length < batchSize) break;
    }
  }
  counts.files += await sweepOrphanFiles(db, store, started);

  const finished = clock();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('retention_runs')
      .set({ finished_at: finished.toISOString(), counts_json: JSON.stringify(counts) })
      .where('id', '=', claimed.id)
      .execute();
    await audit(
      trx,
      actor,
      { action: 'retention', entity: 'retention-run', entityId: claimed.id, after: counts },
      finished,
    );
  });
  return { id: claimed.id, counts };
}
