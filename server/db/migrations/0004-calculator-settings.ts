import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calculator_settings')
    .ifNotExists()
    .addColumn('effective_at', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('gold_price_per_gram', 'integer', (col) => col.notNull())
    .addColumn('silver_price_per_gram', 'integer', (col) => col.notNull())
    .addColumn('prices_set_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('nisab_gold_grams', 'integer', (col) => col.notNull())
    .addColumn('nisab_silver_grams', 'integer', (col) => col.notNull())
    .addColumn('fitr_amount_per_person', 'integer', (col) => col.notNull())
    .addColumn('fitr_grams_per_person', 'integer', (col) => col.notNull())
    .addColumn('meal_price', 'integer', (col) => col.notNull())
    .addColumn('clothing_price', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calculator_settings').ifExists().execute();
}
