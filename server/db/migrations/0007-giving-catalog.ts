import type { Kysely } from 'kysely';

/** The giving catalog, gift occasions and card designs, in-kind offers (server/db/tables/giving.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('giving_items')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('most_needed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('title_ar', 'varchar(300)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(300)', (col) => col.notNull())
    .addColumn('summary_ar', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('category_ar', 'varchar(120)')
    .addColumn('category_en', 'varchar(120)')
    .addColumn('city_ar', 'varchar(80)')
    .addColumn('city_en', 'varchar(80)')
    .addColumn('members', 'integer')
    .addColumn('need_ar', 'text')
    .addColumn('need_en', 'text')
    .addColumn('unit_price', 'bigint')
    .addColumn('stock_total', 'integer')
    .addColumn('stock_left', 'integer')
    .addColumn('target', 'bigint')
    .addColumn('collected', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('giving_items_kind_idx').on('giving_items').columns(['kind', 'position']).execute();

  await db.schema
    .createTable('gift_occasions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary_ar', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('occasion_id', 'integer', (col) => col.notNull().references('gift_occasions.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('image', 'varchar(300)', (col) => col.notNull())
    .addColumn('background', 'varchar(20)', (col) => col.notNull())
    .addColumn('foreground', 'varchar(20)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gift_cards_occasion_idx')
    .on('gift_cards')
    .columns(['occasion_id', 'position'])
    .execute();

  await db.schema
    .createTable('in_kind_requests')
    .addColumn('reference', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('item_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('condition', 'varchar(20)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['in_kind_requests', 'gift_cards', 'gift_occasions', 'giving_items']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
