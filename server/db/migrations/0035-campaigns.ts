import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * Campaigns (server/db/tables/campaigns.ts, docs/decisions/028-campaigns.md): a donor's page for one
 * cause, pending until staff approve it; order lines made through it carry its id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('slug', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('closed_reason', 'varchar(20)')
    .addColumn('cause_kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('cause_ref', 'varchar(40)', (col) => col.notNull())
    .addColumn('target', 'bigint', (col) => col.notNull())
    .addColumn('collected', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('donors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ends_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'varchar(400)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('creator_mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('creator_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('review_note', 'varchar(500)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('campaigns_status_idx').on('campaigns').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('campaigns_mobile_idx')
    .on('campaigns')
    .columns(['creator_mobile', 'created_at'])
    .execute();
  await db.schema
    .createIndex('campaigns_address_idx')
    .on('campaigns')
    .columns(['creator_address', 'created_at'])
    .execute();
  await db.schema.alterTable('order_items').addColumn('campaign_id', 'integer').execute();
  await db.schema.createIndex('order_items_campaign_idx').on('order_items').column('campaign_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_campaign_idx').ifExists().execute();
  await db.schema.alterTable('order_items').dropColumn('campaign_id').execute();
  await db.schema.dropTable('campaigns').ifExists().execute();
}
