import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as createOrderNumberSequence } from '../../server/db/migrations/0055-order-number-sequence';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { orderBody, postOrder } from '../helpers/giving-fixtures';

/**
 * Order numbers under a burst: many donors ordering at once each get their own number, in the form
 * numbers have always had (whole numbers from 100001), with no order waiting on another's to
 * commit on PostgreSQL (a sequence) and the counter row on SQLite.
 */
const BURST = 24;
const FORM = /^[1-9]\d{5,}$/;

describe.each(TEST_DIALECTS)('order numbers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => t.close());

  it(`${BURST} orders at once get distinct numbers in the usual form, and the next one a higher number`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) => {
        // Most give where most needed, some take shares that can run out, some do both.
        const items =
          index % 3 === 0
            ? [{ kind: 'waqf' as const, ref: '10', quantity: 1 }]
            : index % 3 === 1
              ? [{ kind: 'cause' as const, ref: '1', amount: 10_000 }]
              : [
                  { kind: 'cause' as const, ref: '1', amount: 5_000 },
                  { kind: 'waqf' as const, ref: '10', quantity: 1 },
                ];
        return postOrder(t.app, orderBody(items));
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(201));
    const numbers = answers.map((answer) => answer.body.number as number);
    expect(new Set(numbers).size).toBe(BURST);
    for (const number of numbers) expect(String(number)).toMatch(FORM);
    expect(Math.min(...numbers)).toBeGreaterThan(100_000);

    const stored = await t.database!.db.selectFrom('orders').select('number').execute();
    expect(stored.map((row) => Number(row.number)).sort()).toEqual(expect.arrayContaining([...numbers].sort()));
    const next = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201);
    expect(next.body.number).toBeGreaterThan(Math.max(...numbers));
    expect(String(next.body.number)).toMatch(FORM);
  });

  it('a refused basket uses no number: the next order follows the last one made', async () => {
    const before = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201);
    await postOrder(t.app, orderBody([{ kind: 'waqf', ref: '10', quantity: 1_000_000 }])).expect(400);
    const after = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201);
    expect(after.body.number).toBe(before.body.number + 1);
  });
});

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'the order-number sequence on an existing database (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
    });
    afterAll(async () => t.close());

    it('starts above both the counter row and every order already made', async () => {
      const db = t.database!.db;
      const made = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201);
      // As before migration 0055: the counter row went on while orders were made. (A migration takes
      // an untyped database: the schema it builds is not yet the app's.)
      await sql`drop sequence order_numbers`.execute(db);
      await db.updateTable('giving_counters').set({ value: 123_456 }).where('name', '=', 'order-number').execute();
      await db.transaction().execute((trx) => createOrderNumberSequence(trx as unknown as Kysely<unknown>));
      const next = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201);
      expect(next.body.number).toBe(123_457);

      // An order numbered past the counter (imported, or made by hand) is never repeated either.
      await db.updateTable('orders').set({ number: 200_000 }).where('id', '=', made.body.orderId).execute();
      await sql`drop sequence order_numbers`.execute(db);
      await db.transaction().execute((trx) => createOrderNumberSequence(trx as unknown as Kysely<unknown>));
      expect(
        (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201)).body.number,
      ).toBe(200_001);
    });
  },
);
