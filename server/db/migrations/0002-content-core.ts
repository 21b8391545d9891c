import type { Kysely } from 'kysely';

/** Profile, information pages, documents, governance bodies, FAQs, studies (server/db/tables/content-core.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('association_profile')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('short_name_ar', 'varchar(100)', (col) => col.notNull())
    .addColumn('short_name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('logo_path', 'varchar(200)', (col) => col.notNull())
    .addColumn('licence_number', 'varchar(40)', (col) => col.notNull())
    .addColumn('registration_authority_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('registration_authority_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('whatsapp', 'varchar(40)', (col) => col.notNull())
    .addColumn('email', 'varchar(200)', (col) => col.notNull())
    .addColumn('address_ar', 'varchar(400)', (col) => col.notNull())
    .addColumn('address_en', 'varchar(400)', (col) => col.notNull())
    .addColumn('working_hours_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('working_hours_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('social_json', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('bank_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('bank_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('purpose_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('purpose_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('account_name_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('account_name_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('iban', 'varchar(34)', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('branches')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('address_ar', 'varchar(400)', (col) => col.notNull())
    .addColumn('address_en', 'varchar(400)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('info_pages')
    .ifNotExists()
    .addColumn('slug', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('title_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary_ar', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('body_ar', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('documents')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tab', 'varchar(40)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(300)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(300)', (col) => col.notNull())
    .addColumn('category_ar', 'varchar(120)', (col) => col.notNull())
    .addColumn('category_en', 'varchar(120)', (col) => col.notNull())
    .addColumn('published_on', 'varchar(40)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('pdf_base64', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('documents_tab_idx').ifNotExists().on('documents').columns(['tab', 'position']).execute();

  await db.schema
    .createTable('governance_members')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('group_key', 'varchar(40)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('remit_ar', 'text', (col) => col.notNull())
    .addColumn('remit_en', 'text', (col) => col.notNull())
    .addColumn('members_json', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('governance_members_group_idx')
    .ifNotExists()
    .on('governance_members')
    .columns(['group_key', 'position'])
    .execute();

  await db.schema
    .createTable('faqs')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_ar', 'text', (col) => col.notNull())
    .addColumn('question_en', 'text', (col) => col.notNull())
    .addColumn('answer_ar', 'text', (col) => col.notNull())
    .addColumn('answer_en', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('studies')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('published_on', 'varchar(40)', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(300)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(300)', (col) => col.notNull())
    .addColumn('field_ar', 'varchar(120)', (col) => col.notNull())
    .addColumn('field_en', 'varchar(120)', (col) => col.notNull())
    .addColumn('summary_ar', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('body_ar', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'studies',
    'faqs',
    'governance_members',
    'documents',
    'info_pages',
    'branches',
    'bank_accounts',
    'association_profile',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
