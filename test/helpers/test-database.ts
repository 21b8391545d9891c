import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';

/**
 * PostgreSQL for the data tests: TEST_DATABASE_URL points at a server and database we may create
 * databases from (default: this machine's local server, trust auth, database `test`).
 */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Which dialects the data tests run on: both by default; DATA_TEST_DIALECTS=sqlite to skip PostgreSQL locally. */
export const TEST_DIALECTS: DialectName[] = (process.env.DATA_TEST_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is DialectName => d === 'sqlite' || d === 'postgres');

export interface TestDatabase extends DatabaseHandle {
  /** Where it lives, to open a second connection to it: the SQLite folder or the PostgreSQL URL. */
  location: { dataDir: string } | { databaseUrl: string };
  /** Drops the temporary database (PostgreSQL) or deletes its folder (SQLite). */
  destroy(): Promise<void>;
}

/** A fresh, empty database of one dialect, not migrated. */
export async function createEmptyDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
    const handle = openDatabase({ dataDir: dir });
    return {
      ...handle,
      location: { dataDir: dir },
      destroy: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...handle,
    location: { databaseUrl: url.toString() },
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      // pg-pool's end() resolves before its clients' sockets close; FORCE on a client still saying
      // goodbye makes it emit an unhandled FATAL 57P01. Wait (briefly) for them to leave first.
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await cleanup.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(rows[0]?.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh database, migrated and seeded with the sample content. */
export async function createTestDatabase(dialect: DialectName = 'sqlite'): Promise<TestDatabase> {
  const database = await createEmptyDatabase(dialect);
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  return database;
}
