import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { activePlan, chargesOf, fakeClock, periodicContext, scheduler } from '../helpers/periodic-fixtures';

/**
 * Two schedulers (on PostgreSQL two pools, as two instances would have) racing for the
 * same due charges: each date is charged once, one order, one gateway charge. And a charge whose
 * holder died mid-call is taken over after its lease with the same payment: no second charge.
 */
describe.each(TEST_DIALECTS)('periodic charges under racing schedulers (%s)', (dialect) => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // PostgreSQL: a second, independent pool, as another instance has. SQLite: the same connection,
    // the two schedulers interleaving at every await (better-sqlite3 is synchronous: a second
    // connection in one process would wait on the lock while blocking the first; other processes
    // are the kill -9 test's part).
    second =
      'databaseUrl' in database.location
        ? openDatabase({ ...database.location, dataDir: '' })
        : { ...database, close: async () => undefined };
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it('charges each due date once when two schedulers claim it at the same moment', async () => {
    const clock = fakeClock('2026-05-01T05:00:00.000Z');
    const a = await periodicContext(database.db, clock);
    const b = await periodicContext(second.db, clock);
    const plans = [];
    for (let i = 0; i < 6; i += 1) plans.push(await activePlan(a, { frequency: 'daily' }));
    const one = scheduler(a, { owner: 'worker-a' });
    const two = scheduler(b, { owner: 'worker-b' });
    // Planning raced: one row per plan per date.
    await Promise.all([one.runOnce(), two.runOnce()]);
    const rows = await database.db
      .selectFrom('periodic_charges')
      .select(['id'])
      .where('plan_id', 'in', plans)
      .execute();
    expect(rows).toHaveLength(12); // today and tomorrow for each plan (a day's lead)
    clock.set('2026-05-01T06:00:00.000Z');
    // The same charge claimed by both at once: one wins, the other gets nothing.
    const due = await database.db
      .selectFrom('periodic_charges')
      .select('id')
      .where('plan_id', '=', plans[0]!)
      .where('due_date', '=', '2026-05-01')
      .executeTakeFirstOrThrow();
    const outcomes = await Promise.all([one.processCharge(due.id), two.processCharge(due.id)]);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(1);
    // Whole passes racing over the rest.
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    for (const plan of plans) {
      const today = (await chargesOf(database.db, plan)).find((charge) => charge.due_date === '2026-05-01')!;
      expect(today.status).toBe('paid');
      const orders = await database.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('idempotency_key', '=', `periodic-${today.id}`)
        .execute();
      expect(orders).toEqual([{ id: today.order_id, status: 'paid' }]);
      const gateway = await database.db
        .selectFrom('sandbox_token_charges')
        .innerJoin('payments', 'payments.id', 'sandbox_token_charges.payment_id')
        .select('sandbox_token_charges.status')
        .where('payments.order_id', '=', today.order_id!)
        .execute();
      expect(gateway).toEqual([{ status: 'paid' }]);
    }
  });

  it('takes over a charge whose holder died mid-call after its lease, asking the gateway with the same payment', async () => {
    const clock = fakeClock('2026-06-01T05:00:00.000Z');
    const a = await periodicContext(database.db, clock);
    const b = await periodicContext(second.db, clock);
    const plan = await activePlan(a, { frequency: 'monthly', mobile: '0566666666' });
    const dying = scheduler(a, { owner: 'dying', leaseMs: 60_000 });
    await dying.runOnce(); // planned
    clock.set('2026-06-01T06:00:00.000Z');
    // The dying worker claims, makes the order and payment, and the gateway charges the card —
    // then the process is gone before anything is written back.
    const charge = (await chargesOf(database.db, plan))[0]!;
    const realCharge = a.gateway.charge.bind(a.gateway);
    a.gateway.charge = async (input) => {
      await realCharge(input);
      throw new Error('killed');
    };
    await expect(dying.processCharge(charge.id)).rejects.toThrow('killed');
    let row = (await chargesOf(database.db, plan))[0]!;
    expect(row).toMatchObject({ status: 'charging', lease_owner: 'dying' });
    const survivor = scheduler(b, { owner: 'survivor' });
    await survivor.runOnce();
    expect((await chargesOf(database.db, plan))[0]!.status).toBe('charging'); // the lease still holds
    clock.advance(61_000);
    await survivor.runOnce();
    row = (await chargesOf(database.db, plan))[0]!;
    expect(row).toMatchObject({ status: 'paid', lease_owner: null });
    const payments = await database.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('order_id', '=', row.order_id!)
      .execute();
    expect(payments).toEqual([{ id: row.payment_id, status: 'paid' }]);
    const gateway = await database.db
      .selectFrom('sandbox_token_charges')
      .selectAll()
      .where('payment_id', '=', row.payment_id!)
      .execute();
    expect(gateway).toHaveLength(1);
  });
});
