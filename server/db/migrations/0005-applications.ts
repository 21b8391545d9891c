import type { Kysely } from 'kysely';
import { autoId } from './auto-id';

/** Job openings and every kind of submission (server/db/tables/applications.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoId(db);
  await db.schema
    .createTable('job_openings')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('title_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('department_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('department_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('location_ar', 'varchar(200)', (col) => col.notNull())
    .addColumn('location_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('employment_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('summary_ar', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('requirements_ar', 'text', (col) => col.notNull())
    .addColumn('requirements_en', 'text', (col) => col.notNull())
    .addColumn('is_open', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('posted_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('closes_at', 'varchar(40)')
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('opening_id', 'integer', (col) => col.references('job_openings.id'))
    .addColumn('full_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('national_id', 'varchar(10)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('qualification', 'varchar(20)', (col) => col.notNull())
    .addColumn('major', 'varchar(120)')
    .addColumn('years_experience', 'integer', (col) => col.notNull())
    .addColumn('cover_letter', 'text')
    .addColumn('consent_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('received'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('volunteer_applications')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('full_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('interests', 'varchar(400)', (col) => col.notNull())
    .addColumn('availability', 'varchar(40)', (col) => col.notNull())
    .addColumn('skills', 'text')
    .addColumn('consent_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('received'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('aid_requests')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('applicant_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('applicant_national_id', 'varchar(10)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(10)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('patient_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('patient_relationship', 'varchar(20)', (col) => col.notNull())
    .addColumn('patient_age', 'integer', (col) => col.notNull())
    .addColumn('need_category', 'varchar(40)', (col) => col.notNull())
    .addColumn('need_description', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('received'))
    .addColumn('status_updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(10)')
    .addColumn('email', 'varchar(254)')
    .addColumn('subject', 'varchar(150)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'integer', id)
    .addColumn('owner_reference', 'varchar(24)', (col) => col.notNull())
    .addColumn('field', 'varchar(40)', (col) => col.notNull())
    .addColumn('stored_name', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('uploaded_files_owner').on('uploaded_files').column('owner_reference').execute();
  for (const table of ['job_applications', 'volunteer_applications', 'aid_requests', 'contact_messages']) {
    await db.schema.createIndex(`${table}_created`).on(table).column('created_at').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'uploaded_files',
    'contact_messages',
    'aid_requests',
    'volunteer_applications',
    'job_applications',
    'job_openings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
