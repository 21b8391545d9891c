import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { underStartupLock } from '../startup-lock';
import { advanceIdSequences } from '../id-sequences';
import { contentCoreSeeder } from './content-core';
import { contentMediaSeeder } from './content-media';
import { calculatorSettingsSeeder } from './calculator-settings';
import { jobsSeeder } from './jobs';
import { givingSeeder } from './giving';
import { givingFundsSeeder } from './giving-funds';

export interface Seeder {
  /** Unique and stable: a seeder runs once per database, recorded in seed_runs. */
  name: string;
  run(trx: Transaction<Database>): Promise<void>;
}

/** Seeders in order. Each domain adds its own (content, calculator settings …). */
export const seeders: Seeder[] = [
  contentCoreSeeder,
  contentMediaSeeder,
  calculatorSettingsSeeder,
  jobsSeeder,
  givingSeeder,
  givingFundsSeeder,
];

/**
 * Runs every seeder that has not run yet, each in one transaction with its seed_runs record. Under
 * the start-up lock, so instances starting at once never seed the same rows twice (startup-lock.ts).
 * Seeds give fixed ids: afterwards (at every start, so a stop in between is made good) PostgreSQL's
 * id sequences are moved past them (id-sequences.ts).
 */
export function seedDatabase(db: Kysely<Database>, list: Seeder[] = seeders): Promise<string[]> {
  return underStartupLock(db, () => seed(db, list));
}

async function seed(db: Kysely<Database>, list: Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of list) {
    const done = await db.selectFrom('seed_runs').select('name').where('name', '=', seeder.name).executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      await seeder.run(trx);
      await trx.insertInto('seed_runs').values({ name: seeder.name, ran_at: new Date().toISOString() }).execute();
    });
    ran.push(seeder.name);
  }
  await advanceIdSequences(db as Kysely<unknown>);
  return ran;
}
