import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase, seeders } from '../../server/db/seed';
import { createEmptyDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

/**
 * Several instances started at the same moment on one empty database (`systemctl enable --now
 * site@3000 site@3001`, or several machines): each migrates and seeds as its boot does, through its
 * own connections, and every one comes up with one copy of the sample content. PostgreSQL only:
 * that is the database several instances share; SQLite is one machine, whose cluster primary starts
 * the migrating worker before the others.
 */
const INSTANCES = 4;

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'instances starting at once on an empty database (%s)',
  (dialect) => {
    let empty: TestDatabase | null = null;
    const handles: DatabaseHandle[] = [];
    afterEach(async () => {
      await Promise.all(handles.splice(0).map((handle) => handle.close()));
      await empty?.destroy();
    });

    it(`${INSTANCES} start-ups at once all succeed and leave one copy of the seed`, async () => {
      empty = await createEmptyDatabase(dialect);
      const location = empty.location;
      for (let i = 0; i < INSTANCES; i += 1) {
        handles.push(
          'databaseUrl' in location
            ? openDatabase({ databaseUrl: location.databaseUrl, dataDir: '' })
            : openDatabase(location),
        );
      }
      const boots = await Promise.allSettled(
        handles.map(async (handle) => {
          const migrated = await migrateToLatest(handle.db);
          const seeded = await seedDatabase(handle.db);
          return { migrated: migrated.length, seeded: seeded.length };
        }),
      );
      expect(boots.map((boot) => (boot.status === 'rejected' ? String(boot.reason) : boot.status))).toEqual(
        Array(INSTANCES).fill('fulfilled'),
      );
      const outcomes = boots.map((boot) => (boot.status === 'fulfilled' ? boot.value : null));
      // One instance did the work; the others found it done.
      expect(outcomes.filter((outcome) => outcome!.migrated > 0)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome!.seeded > 0)).toHaveLength(1);

      const db = empty.db;
      const runs = await db.selectFrom('seed_runs').select('name').execute();
      expect(runs.map((run) => run.name).sort()).toEqual(seeders.map((seeder) => seeder.name).sort());
      const profiles = await db
        .selectFrom('association_profile')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(profiles.n)).toBe(1);
      const counters = await db
        .selectFrom('giving_counters')
        .select('name')
        .where('name', '=', 'order-number')
        .execute();
      expect(counters).toHaveLength(1);
    }, 120_000);
  },
);
