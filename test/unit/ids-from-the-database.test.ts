import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { createEmptyDatabase, createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { migrations } from '../../server/db/migrations';
import { DATABASE_NUMBERED_TABLES } from '../../server/db/migrations/0064-ids-from-the-database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase, type Seeder } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';

/**
 * Decision 070: the content tables' ids come from the database (SQLite's rowid, PostgreSQL's
 * identity), not from max(id) + 1 and a retry. Migration 0064 keeps every row and id; seeds that
 * name their ids leave PostgreSQL's sequences past them.
 */
const NEWS = {
  title_ar: 'عنوان',
  title_en: 'Title',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  body_ar: 'نص',
  body_en: 'Text',
  image: '/media/news-1.svg',
  published_at: '2026-01-01T00:00:00.000Z',
  body_html_ar: null,
  body_html_en: null,
  updated_at: null,
};

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function rowsOf(db: Kysely<Database>, table: string): Promise<Record<string, unknown>[]> {
  return (db as unknown as AnyDb).selectFrom(table).selectAll().orderBy('id').execute();
}

async function highestId(db: Kysely<Database>, table: string): Promise<number> {
  const { top } = await (db as unknown as AnyDb)
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow();
  return Number(top ?? 0);
}

async function insertNews(db: Kysely<Database>, title: string): Promise<number> {
  const row = await db
    .insertInto('news')
    .values({ ...NEWS, title_en: title })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Resolves for everyone once `count` callers are waiting: every transaction is open at once. */
function meetingPoint(count: number): () => Promise<void> {
  let waiting = 0;
  let release: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    waiting += 1;
    if (waiting === count) release();
    return all;
  };
}

describe.each(TEST_DIALECTS)('ids from the database (%s)', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.destroy();
    database = null;
  });

  it('migration 0064 keeps every row and id, and the next row is numbered past them', async () => {
    database = await createEmptyDatabase(dialect);
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0063-sms-delivery-reports')).error).toBeUndefined();
    // The seed as it stood (0064 adds no column), and a row deleted so the ids have a gap.
    await seedDatabase(db);
    await db.deleteFrom('news_images').where('news_id', '=', 2).execute();
    await db.deleteFrom('news').where('id', '=', 2).execute();
    const before = new Map<string, Record<string, unknown>[]>();
    for (const table of DATABASE_NUMBERED_TABLES) before.set(table, await rowsOf(db, table));
    expect(before.get('news')!.length).toBeGreaterThan(2);

    // 0064 first; later migrations follow it.
    expect((await migrateToLatest(db))[0]).toBe('0064-ids-from-the-database');
    for (const table of DATABASE_NUMBERED_TABLES) expect(await rowsOf(db, table), table).toEqual(before.get(table));

    const top = await highestId(db, 'news');
    expect(await insertNews(db, 'After the migration')).toBe(top + 1);
    const faq = await db
      .insertInto('faqs')
      .values({
        position: 99,
        question_ar: 'س',
        question_en: 'Q',
        answer_ar: 'ج',
        answer_en: 'A',
        updated_at: null,
        publish_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(faq.id).toBe(Math.max(...before.get('faqs')!.map((row) => Number(row.id))) + 1);
    if (dialect === 'sqlite') {
      // The catalogue was rebuilt AUTOINCREMENT, with its indexes.
      const { rows } = await sql<{ type: string; name: string; sql: string }>`
        select type, name, sql from sqlite_master where tbl_name = 'giving_items' order by name`.execute(db);
      expect(rows.find((row) => row.type === 'table')?.sql).toMatch(/"id" integer primary key autoincrement/i);
      expect(rows.filter((row) => row.type === 'index').map((row) => row.name)).toEqual([
        'giving_items_fund_idx',
        'giving_items_kind_idx',
      ]);
    }
    if (dialect === 'postgres') {
      // Every converted table: the id its next insert takes is past the rows it had.
      for (const table of DATABASE_NUMBERED_TABLES) {
        const { rows } = await sql<{ next: number | string }>`
          select nextval(pg_get_serial_sequence(${table}, 'id')) as next`.execute(db);
        expect(Number(rows[0]?.next), table).toBeGreaterThan(await highestId(db, table));
      }
    }
  });

  it('inserts at once each get their own id, with no retry (every transaction open together on PostgreSQL)', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    const count = 6;
    // SQLite runs one write transaction at a time: waiting inside one for the others would never end.
    const together = dialect === 'postgres' ? meetingPoint(count) : async () => undefined;
    const ids = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        db.transaction().execute(async (trx) => {
          const id = await insertNews(trx, `At once ${i}`);
          // Several rows in one statement, as an album's pictures are saved.
          await trx
            .insertInto('news_images')
            .values(
              [1, 2].map((position) => ({
                news_id: id,
                src: '/media/x.svg',
                caption_ar: 'ص',
                caption_en: 'P',
                position,
              })),
            )
            .execute();
          await together();
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(count);
    const pictures = await db.selectFrom('news_images').select(['id', 'news_id']).where('news_id', 'in', ids).execute();
    expect(pictures).toHaveLength(count * 2);
    expect(new Set(pictures.map((picture) => picture.id)).size).toBe(count * 2);
  });

  it('after seeding with fixed ids, and after a later seeder naming higher ones, inserts take the next free id', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    const seeded = await highestId(db, 'news');
    expect(seeded).toBeGreaterThan(0);
    expect(await insertNews(db, 'After the seed')).toBe(seeded + 1);

    const later: Seeder = {
      name: 'later-news-test',
      async run(trx) {
        await trx
          .insertInto('news')
          .values({ ...NEWS, id: seeded + 50, title_en: 'Seeded later' })
          .execute();
      },
    };
    expect(await seedDatabase(db, [later])).toEqual(['later-news-test']);
    expect(await insertNews(db, 'After the later seed')).toBe(seeded + 51);
    // Deleting the newest row: PostgreSQL never gives its id again; SQLite may (its highest + 1).
    await db
      .deleteFrom('news')
      .where('id', '=', seeded + 51)
      .execute();
    const next = await insertNews(db, 'After a deletion');
    expect(next).toBe(dialect === 'postgres' ? seeded + 52 : seeded + 51);
  });

  it('a catalogue item’s id is never given again, on either database (plans and campaigns name items by id)', async () => {
    database = await createTestDatabase(dialect);
    const db = database.db as unknown as AnyDb;
    const { id: _first, ...item } = await db
      .selectFrom('giving_items')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const copy = async () =>
      Number((await db.insertInto('giving_items').values(item).returning('id').executeTakeFirstOrThrow()).id);
    const newest = await copy();
    expect(newest).toBe(await highestId(database.db, 'giving_items'));
    await db.deleteFrom('giving_items').where('id', '=', newest).execute();
    expect(await copy()).toBe(newest + 1);
  });
});
