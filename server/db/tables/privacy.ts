import type { Generated } from 'kysely';

/**
 * What the retention job did (migration 0052, docs/decisions/055-retention-and-erasure.md): one row
 * per run, with how many records of each kind it erased or anonymised. Times are ISO strings.
 */
export interface RetentionRunTable {
  id: Generated<number>;
  /** The Riyadh day a scheduled run is for: unique, so however many processes run the job, one run a day. Null for a run an operator started. */
  run_day: string | null;
  /** `schedule` (the daily job) or `command-line` (an operator). */
  trigger: string;
  started_at: string;
  /** Null while the run is under way (or if it stopped half way: the next run finishes the work). */
  finished_at: string | null;
  /** JSON { kind: count } of what was erased or anonymised; null until the run finishes. */
  counts_json: string | null;
}

export interface PrivacyTables {
  retention_runs: RetentionRunTable;
}
