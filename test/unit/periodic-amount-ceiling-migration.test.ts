import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, type Kysely } from 'kysely';
import { createEmptyDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { migrations } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';

/**
 * Migration 0050 (decision 052): plans from before take their current amount as the one their card
 * was confirmed for, so the manage link alone may take them up to three times it and no further.
 */
describe.each(TEST_DIALECTS)('periodic amount ceiling migration (%s)', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.destroy();
    database = null;
  });

  it('gives every existing plan a ceiling of its amount × 3, and goes down again', async () => {
    database = await createEmptyDatabase(dialect);
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0047-site-secrets')).error).toBeUndefined();
    const at = '2026-06-10T09:00:00.000Z';
    const plan = (id: string, amount: number) => ({
      id,
      idempotency_key: `key-${id}`,
      request_hash: '0'.repeat(64),
      status: 'active',
      paused_reason: null,
      frequency: 'monthly',
      anchor_date: '2026-06-10',
      end_date: null,
      next_due_date: '2026-07-10',
      kind: 'cause',
      ref: '1',
      title_ar: 'تبرع',
      title_en: 'Gift',
      amount,
      quantity: 1,
      locale: 'ar',
      donor_name: 'Donor',
      donor_mobile: '0512345678',
      token_provider: 'sandbox',
      card_token: 'tok',
      card_brand: 'visa',
      card_last4: '1111',
      card_exp_month: 12,
      card_exp_year: 2035,
      consecutive_failures: 0,
      notify_before_next: 0,
      expiry_warned: null,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
    });
    const before = database.db as unknown as Kysely<{ periodic_plans: ReturnType<typeof plan> }>;
    await before
      .insertInto('periodic_plans')
      .values([plan('A'.repeat(22), 5000), plan('B'.repeat(22), 100_000_000)])
      .execute();
    expect((await migrator.migrateTo('0050-periodic-amount-ceiling')).error).toBeUndefined();
    const db = database.db as Kysely<Database>;
    const rows = await db
      .selectFrom('periodic_plans')
      .select(['id', 'amount', 'amount_ceiling'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [Number(row.amount), Number(row.amount_ceiling)])).toEqual([
      [5000, 15_000],
      [100_000_000, 300_000_000],
    ]);
    const columns = async (table: string) =>
      (await db.introspection.getTables()).find((t) => t.name === table)!.columns.map((column) => column.name);
    expect(await columns('periodic_card_sessions')).toEqual(expect.arrayContaining(['new_amount', 'new_quantity']));
    expect((await migrator.migrateTo('0047-site-secrets')).error).toBeUndefined();
    expect(await columns('periodic_plans')).not.toContain('amount_ceiling');
    expect(await columns('periodic_card_sessions')).not.toContain('new_amount');
  });
});
