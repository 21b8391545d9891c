import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * Campaigns donors want to share (docs/decisions/066): when the organiser was texted that half and
 * all of the target was reached (set once, by a conditional update in the payment's transaction);
 * the name a donor chose to be shown with on the campaign page (null: "a donor"); and the
 * organiser's photo and short updates, shown once staff approve them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').addColumn('half_texted_at', 'varchar(40)').execute();
  await db.schema.alterTable('campaigns').addColumn('target_texted_at', 'varchar(40)').execute();
  await db.schema.alterTable('order_items').addColumn('campaign_public_name', 'varchar(80)').execute();
  await db.schema
    .createTable('campaign_posts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('campaign_id', 'integer', (col) => col.notNull().references('campaigns.id'))
    // text (an update) or photo (a picture in the file store's media area once approved).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    // pending → approved | rejected.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('body', 'varchar(1000)')
    .addColumn('photo', 'varchar(160)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('campaign_posts_campaign')
    .on('campaign_posts')
    .columns(['campaign_id', 'status'])
    .execute();
}
