import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** Readiness: a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL's connection pool, for the libraries that speak to it themselves (the rate-limit store); absent on SQLite. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  fileName?: string;
}

/** SQLite by default (zero set-up), PostgreSQL through the same queries when DATABASE_URL is set. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (a restart, a failover) is dropped by the pool, and the
    // next query opens a new one; unheard, the pool's 'error' event would end the process.
    pool.on('error', () => undefined);
    // BIGINT (int8) and NUMERIC come back as strings by default; our amounts are integer halalas within 2^53.
    pg.types.setTypeParser(20, (value) => Number(value));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pool,
      close: () => db.destroy(),
      ping: async () => void (await sql`select 1`.execute(db)),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.fileName ?? 'site.sqlite');
  const database = new SQLite(file);
  // WAL: readers do not block the writer; synchronous=FULL: a committed write survives a crash (kill -9, power loss).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: rememberStatements(database) }) });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    ping: async () => void (await sql`select 1`.execute(db)),
  };
}

const STATEMENTS_REMEMBERED = 500;

/**
 * Kysely prepares every query anew; preparing cost more than running most of the site's queries.
 * Statements are kept per SQL text (a bounded number; the SQL comes from our query builders, not
 * from visitors). A statement still iterating (busy) is never handed out twice: a fresh one is.
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
function rememberStatements(database: SQLite.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const known = statements.get(text);
      if (known && !known.busy) return known;
      const statement = database.prepare(text);
      if (!known) {
        statements.set(text, statement);
        if (statements.size > STATEMENTS_REMEMBERED) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions begin IMMEDIATE: they take the database's one write lock at BEGIN, waiting
 * for it (busy_timeout) while another process holds it. Kysely begins them DEFERRED, and a
 * deferred transaction that reads before it writes is refused outright (SQLITE_BUSY) when a
 * cluster worker wrote in between: its snapshot is stale, and waiting cannot help. Every
 * transaction here writes, so taking the lock first costs nothing, and a visitor's submission is
 * not lost to another worker's write. Inside one process Kysely already runs one at a time.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
