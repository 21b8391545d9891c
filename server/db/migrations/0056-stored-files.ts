import { PostgresAdapter, type Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * Files kept in the database (docs/decisions/060): what a PostgreSQL deployment stores instead of
 * the data folder, so every instance reads every file. A file is a row naming it (its area and
 * name, unique together) and its bytes in numbered chunks of at most a few hundred KB, written and
 * read one chunk at a time, so no file is ever held whole in memory. SQLite deployments keep their
 * files in the data folder and leave these tables empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('area', 'varchar(40)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('chunk_count', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('stored_files_area_name', ['area', 'name'])
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'integer', (col) => col.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
