import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSmsLocks } from '../../server/services/outbox/sms-caps';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

/**
 * Texts are counted per number under that number's lock (server/db/keyed-counting-lock.ts): a
 * transaction texting one number makes the next one for the same number wait, and no one else.
 * PostgreSQL only: on SQLite every write transaction waits for the one before it anyway. (Bursts
 * for one number staying within its cap: test/unit/counting-lock.test.ts, on both databases.)
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'per-number counting locks (%s)',
  (dialect) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    }, 60_000);
    afterAll(async () => database.destroy());

    it('another number does not wait for a transaction texting one; the same number does', async () => {
      const db = database.db;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const first = db.transaction().execute(async (trx) => {
        await holdSmsLocks(trx, ['0566200001']);
        held();
        await released;
      });
      await holding;

      const events: string[] = [];
      const other = db.transaction().execute(async (trx) => {
        await holdSmsLocks(trx, ['0566200002']);
        events.push('other number');
      });
      // The same number in another spelling is the same number.
      const same = db.transaction().execute(async (trx) => {
        await holdSmsLocks(trx, ['+966566200001']);
        events.push('same number');
      });
      await other;
      await sleep(300);
      expect(events).toEqual(['other number']);
      events.push('first commits');
      release();
      await Promise.all([first, same]);
      expect(events).toEqual(['other number', 'first commits', 'same number']);
    });

    it('transactions texting the same numbers in opposite orders never deadlock', async () => {
      const db = database.db;
      const numbers = ['0566200011', '0566200012', '0566200013'];
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          db.transaction().execute(async (trx) => {
            await holdSmsLocks(trx, index % 2 === 0 ? numbers : [...numbers].reverse());
            await sleep(5);
          }),
        ),
      );
      expect(
        results
          .filter((result) => result.status === 'rejected')
          .map((result) => String((result as PromiseRejectedResult).reason)),
      ).toEqual([]);
    });
  },
);
