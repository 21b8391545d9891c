import type { Kysely } from 'kysely';

/**
 * News written in the back office: a publishing state (draft / published / scheduled, the last
 * shown once its date comes) and the editor's sanitised HTML beside the plain paragraphs the
 * public page shows. Rows from before are published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('news').addColumn('body_html_ar', 'text').execute();
  await db.schema.alterTable('news').addColumn('body_html_en', 'text').execute();
  await db.schema.alterTable('news').addColumn('updated_at', 'varchar(40)').execute();
  await db.schema.createIndex('news_status_published').on('news').columns(['status', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('news_status_published').ifExists().execute();
  for (const column of ['updated_at', 'body_html_en', 'body_html_ar', 'status'])
    await db.schema.alterTable('news').dropColumn(column).execute();
}
