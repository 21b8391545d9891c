import type { Kysely } from 'kysely';

/**
 * Publishing state for the content the back office edits (besides news, migration 0021):
 * information pages, albums, videos, awareness messages, studies, documents, governance members
 * and FAQs get `status` ('draft' | 'published' | 'scheduled') and `publish_at` (ISO; a scheduled
 * row shows once it has come), and `updated_at`. Rows from before are published. Bodies edited as
 * rich text keep the sanitised HTML beside the plain text public pages fell back to before.
 */
export const PUBLISHABLE_TABLES = [
  'info_pages',
  'albums',
  'videos',
  'awareness_messages',
  'studies',
  'documents',
  'governance_members',
  'faqs',
] as const;
const RICH_BODIES: Record<string, string> = { info_pages: 'body', studies: 'body', awareness_messages: 'body' };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'varchar(40)').execute();
    if (table !== 'info_pages') await db.schema.alterTable(table).addColumn('updated_at', 'varchar(40)').execute();
    const body = RICH_BODIES[table];
    if (body) {
      await db.schema.alterTable(table).addColumn(`${body}_html_ar`, 'text').execute();
      await db.schema.alterTable(table).addColumn(`${body}_html_en`, 'text').execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    const body = RICH_BODIES[table];
    const columns = [
      'status',
      'publish_at',
      ...(table !== 'info_pages' ? ['updated_at'] : []),
      ...(body ? [`${body}_html_ar`, `${body}_html_en`] : []),
    ];
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
