import type { Kysely } from 'kysely';

/**
 * Fund types (docs/decisions/027-fund-types-and-zakat.md):
 * - giving_items.fund: the fund an item belongs to (zakat, sadaqah, waqf, kaffarah, general);
 * - giving_items.zakat_eligible: 1 when a donor may give to it as zakat;
 * - order_items.fund: the fund of the line, recorded at order time (never recomputed);
 * Existing rows get the defaults per kind; existing order lines get the fund their kind implies.
 * The values are written out here (not imported) so that this migration never changes.
 */
const ITEM_DEFAULTS: Array<[kind: string, fund: string, zakatEligible: number]> = [
  ['cause', 'sadaqah', 0],
  ['waqf', 'waqf', 0],
  ['family', 'sadaqah', 1],
  ['bill', 'sadaqah', 1],
  ['relieve', 'sadaqah', 1],
  ['haj', 'sadaqah', 0],
  ['product', 'general', 0],
  ['farm-product', 'general', 0],
  ['anfahum', 'sadaqah', 0],
];

const LINE_FUNDS: Array<[kind: string, fund: string]> = [
  ['zakat', 'zakat'],
  ['zakat-fitr', 'zakat'],
  ['kaffarah', 'kaffarah'],
  ['waqf', 'waqf'],
  ['product', 'general'],
  ['farm-product', 'general'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('giving_items')
    .addColumn('fund', 'varchar(20)', (col) => col.notNull().defaultTo('sadaqah'))
    .execute();
  await db.schema
    .alterTable('giving_items')
    .addColumn('zakat_eligible', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('fund', 'varchar(20)', (col) => col.notNull().defaultTo('sadaqah'))
    .execute();
  const items = db as unknown as Kysely<{
    giving_items: { kind: string; fund: string; zakat_eligible: number };
    order_items: { kind: string; fund: string };
  }>;
  for (const [kind, fund, zakatEligible] of ITEM_DEFAULTS) {
    await items
      .updateTable('giving_items')
      .set({ fund, zakat_eligible: zakatEligible })
      .where('kind', '=', kind)
      .execute();
  }
  for (const [kind, fund] of LINE_FUNDS) {
    await items.updateTable('order_items').set({ fund }).where('kind', '=', kind).execute();
  }
  await db.schema.createIndex('giving_items_fund_idx').on('giving_items').columns(['fund', 'zakat_eligible']).execute();
  await db.schema.createIndex('order_items_fund_idx').on('order_items').column('fund').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_fund_idx').ifExists().execute();
  await db.schema.dropIndex('giving_items_fund_idx').ifExists().execute();
  await db.schema.alterTable('order_items').dropColumn('fund').execute();
  await db.schema.alterTable('giving_items').dropColumn('zakat_eligible').execute();
  await db.schema.alterTable('giving_items').dropColumn('fund').execute();
}
