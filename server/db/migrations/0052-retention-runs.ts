import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * The record of the personal-data retention job: one row per run with its counts per kind. A
 * scheduled run names its day, which is unique, so a day's run happens once across every process
 * and instance; a run an operator starts from the command line has no day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retention_runs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('run_day', 'varchar(10)', (col) => col.unique())
    .addColumn('trigger', 'varchar(20)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('counts_json', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_runs').execute();
}
