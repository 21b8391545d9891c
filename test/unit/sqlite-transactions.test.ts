import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';

/**
 * Cluster workers share one SQLite file. A transaction that reads and then writes while another
 * process writes must wait for that writer, not fail: the site's transactions begin IMMEDIATE
 * (server/db/connection.ts).
 */
describe('SQLite transactions next to another process', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-tx-'));
    handle = openDatabase({ dataDir: dir });
    await sql`create table tally (who text not null)`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Another worker: its own connection, writing one row as soon as it can. */
  function otherWorkerWrites(): Promise<number | null> {
    const script = `
      const db = new (require('better-sqlite3'))(process.argv[1]);
      db.pragma('busy_timeout = 5000');
      db.prepare("insert into tally (who) values ('other')").run();
      db.close();`;
    const child = spawn(process.execPath, ['-e', script, path.join(dir, 'site.sqlite')], { stdio: 'inherit' });
    return new Promise((resolve) => child.on('exit', resolve));
  }

  it('a transaction that counts before it writes waits for the other writer and both rows are kept', async () => {
    let other: Promise<number | null> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select count(*) as n from tally`.execute(trx);
      // The other worker writes while this transaction is between its read and its write.
      other = otherWorkerWrites();
      const exited = await Promise.race([
        other.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]);
      // It cannot have written yet: this transaction holds the write lock from its first statement.
      expect(exited).toBe(false);
      await sql`insert into tally (who) values (${`site after ${before.rows[0]?.n}`})`.execute(trx);
    });
    expect(await other).toBe(0);
    const rows = await sql<{ who: string }>`select who from tally order by rowid`.execute(handle.db);
    expect(rows.rows.map((row) => row.who)).toEqual(['site after 0', 'other']);
  });
});
