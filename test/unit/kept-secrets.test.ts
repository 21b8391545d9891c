import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, type Kysely } from 'kysely';
import { createEmptyDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { migrations } from '../../server/db/migrations';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { keptSecret } from '../../server/security/kept-secrets';
import { resolveLinkSecret } from '../../server/services/periodic/links';

/**
 * Keys the site makes for itself: one per name, the same for every caller (several workers asking
 * at once included) and after a restart; and the manage-link key made before the table took its
 * present name is the one still used, so links already sent to donors still open.
 */
describe.each(TEST_DIALECTS)('kept secrets (%s)', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.destroy();
    database = null;
  });

  it('makes one random key per name, shared by callers arriving together', async () => {
    database = await createEmptyDatabase(dialect);
    await migrateToLatest(database.db);
    const together = await Promise.all(Array.from({ length: 6 }, () => keptSecret(database!.db, 'campaign-address')));
    expect(new Set(together).size).toBe(1);
    expect(together[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await keptSecret(database.db, 'campaign-address')).toBe(together[0]);
    const other = await keptSecret(database.db, 'manage-link');
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(together[0]);
    // An operator's setting takes the kept key's place.
    expect(await resolveLinkSecret(database.db, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(await resolveLinkSecret(database.db, undefined)).toBe(other);
  });

  it('keeps the manage-link key a site made before the table was renamed', async () => {
    database = await createEmptyDatabase(dialect);
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0046-site-content-publishing');
    expect(before.error).toBeUndefined();
    const old = database.db as unknown as Kysely<{ periodic_secrets: { name: string; value: string } }>;
    await old
      .insertInto('periodic_secrets')
      .values({ name: 'manage-link', value: 'a'.repeat(64) })
      .execute();
    // Later migrations run after it too; the one that renames the table is the first.
    expect((await migrateToLatest(database.db as Kysely<Database>))[0]).toBe('0047-site-secrets');
    expect(await resolveLinkSecret(database.db, undefined)).toBe('a'.repeat(64));
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('site_secrets');
    expect(tables).not.toContain('periodic_secrets');
  });
});
