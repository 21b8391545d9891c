import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { addDays, riyadhDate } from '../../src/lib/civil-dates';
import { freePort, killHard, startServer } from '../helpers/spawned-server';
import { activePlan, fakeClock, LINK_SECRET, periodicContext } from '../helpers/periodic-fixtures';

/**
 * kill -9 while the scheduler is charging: the real server in its own process, its scheduler
 * started with many charges due; SIGKILL once some are paid and others are still to come (one is
 * usually in the gateway call at that instant), restart, let the leases lapse, and every date is
 * paid exactly once: one order, one paid gateway charge — never two.
 */
describe('periodic durability: kill -9 with charges in flight', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-periodic-durability-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const read = <T>(query: (db: SQLite.Database) => T): T => {
    const db = new SQLite(path.join(dataDir, 'site.sqlite'), { readonly: true });
    db.pragma('busy_timeout = 5000');
    try {
      return query(db);
    } finally {
      db.close();
    }
  };
  const counts = () =>
    read(
      (db) =>
        db
          .prepare(
            "SELECT sum(status = 'paid') AS paid, sum(status IN ('scheduled', 'retry')) AS waiting, sum(status = 'charging') AS charging FROM periodic_charges WHERE due_at <= ?",
          )
          .get(new Date().toISOString()) as { paid: number | null; waiting: number | null; charging: number | null },
    );

  it('charges every due date once across a crash', async () => {
    // Plans made before the server starts, each with yesterday's date still to charge.
    const setup = openDatabase({ dataDir });
    await migrateToLatest(setup.db);
    await seedDatabase(setup.db);
    const context = await periodicContext(setup.db, fakeClock(new Date().toISOString()));
    for (let i = 0; i < 120; i += 1)
      await activePlan(context, { frequency: 'daily', mobile: `05${String(10_000_000 + i).slice(-8)}` });
    const yesterday = addDays(riyadhDate(new Date()), -1);
    await setup.db.updateTable('periodic_plans').set({ next_due_date: yesterday }).execute();
    await setup.close();

    const port = await freePort();
    const env = {
      PERIODIC_LINK_SECRET: LINK_SECRET,
      PERIODIC_POLL_SECONDS: '1',
      PERIODIC_LEASE_SECONDS: '2',
      WEB_CONCURRENCY: '1',
    };
    child = await startServer(dataDir, port, env);
    // Kill once the pass is under way: some paid, others still waiting.
    let seen = counts();
    for (
      let i = 0;
      i < 4000 && !((seen.paid ?? 0) >= 5 && (seen.charging ?? 0) > 0 && (seen.waiting ?? 0) > 0);
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = counts();
    }
    // A charge was in flight a moment ago (claimed, its order or gateway call under way): kill now.
    expect(seen.charging ?? 0).toBeGreaterThan(0);
    await killHard(child);
    child = null;
    const atKill = counts();
    expect(atKill.paid ?? 0).toBeGreaterThan(0);
    expect((atKill.waiting ?? 0) + (atKill.charging ?? 0)).toBeGreaterThan(0);

    child = await startServer(dataDir, port, env);
    let after = counts();
    // Up to two minutes for the rest: a loaded machine charges far slower than a quiet one.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && ((after.waiting ?? 0) + (after.charging ?? 0) > 0 || (after.paid ?? 0) < 120)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = counts();
    }
    await killHard(child);
    child = null;

    const charges = read(
      (db) =>
        db.prepare('SELECT id, status, order_id FROM periodic_charges WHERE due_date = ?').all(yesterday) as Array<{
          id: string;
          status: string;
          order_id: string;
        }>,
    );
    expect(charges).toHaveLength(120);
    expect(charges.every((charge) => charge.status === 'paid')).toBe(true);
    for (const charge of charges) {
      const orders = read(
        (db) =>
          db.prepare('SELECT id, status FROM orders WHERE idempotency_key = ?').all(`periodic-${charge.id}`) as Array<{
            id: string;
            status: string;
          }>,
      );
      expect(orders).toEqual([{ id: charge.order_id, status: 'paid' }]);
      const gateway = read(
        (db) =>
          db
            .prepare(
              "SELECT count(*) AS n FROM sandbox_token_charges JOIN payments ON payments.id = sandbox_token_charges.payment_id WHERE payments.order_id = ? AND sandbox_token_charges.status = 'paid'",
            )
            .get(charge.order_id) as { n: number },
      );
      expect(gateway.n).toBe(1);
    }
    const totals = read(
      (db) =>
        db
          .prepare(
            "SELECT (SELECT count(*) FROM sandbox_token_charges WHERE status = 'paid') AS charged, (SELECT count(*) FROM periodic_charges WHERE status = 'paid') AS paid",
          )
          .get() as { charged: number; paid: number },
    );
    expect(totals.charged).toBe(totals.paid);
  }, 300_000);
});
