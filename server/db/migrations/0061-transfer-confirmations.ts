import { sql, type Kysely } from 'kysely';
import { autoId } from './auto-id';

/**
 * Bank transfers confirmed by finance with what the statement says (reference, value date, amount
 * received), and bank statements imported to match them. One live confirmation per order and per
 * bank reference and statement line: partial unique indexes (a rejected confirmation frees them),
 * so confirmations racing each other leave one row on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_statements')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('signature', 'varchar(64)', (col) => col.notNull())
    .addColumn('header_json', 'text', (col) => col.notNull())
    .addColumn('line_count', 'integer', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('bank_statement_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('statement_id', 'integer', (col) => col.notNull().references('bank_statements.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('cells_json', 'text', (col) => col.notNull())
    .addUniqueConstraint('bank_statement_lines_position', ['statement_id', 'position'])
    .execute();
  // The columns of one bank's statements (known by their header row), mapped once and remembered.
  await db.schema
    .createTable('bank_statement_mappings')
    .addColumn('signature', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('date_column', 'integer', (col) => col.notNull())
    .addColumn('amount_column', 'integer', (col) => col.notNull())
    .addColumn('reference_column', 'integer')
    .addColumn('description_column', 'integer')
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('transfer_confirmations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id'))
    // paid (the amount matched), discrepancy (waiting for a decision), accepted or rejected (decided).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('bank_reference', 'varchar(100)', (col) => col.notNull())
    // Upper case without spaces: the same reference typed twice is one reference.
    .addColumn('reference_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('value_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('amount_expected', 'bigint', (col) => col.notNull())
    .addColumn('amount_received', 'bigint', (col) => col.notNull())
    .addColumn('note', 'varchar(300)')
    .addColumn('statement_line_id', 'integer', (col) => col.references('bank_statement_lines.id'))
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('decided_by', 'varchar(254)')
    .addColumn('decision_note', 'varchar(300)')
    .addColumn('decided_at', 'varchar(40)')
    .execute();
  // Raw SQL: both dialects spell a partial index the same, and DDL takes no bound parameters.
  await sql`create unique index transfer_confirmations_order on transfer_confirmations (order_id) where status <> 'rejected'`.execute(
    db,
  );
  await sql`create unique index transfer_confirmations_reference on transfer_confirmations (reference_key) where status <> 'rejected'`.execute(
    db,
  );
  await sql`create unique index transfer_confirmations_line on transfer_confirmations (statement_line_id) where status <> 'rejected' and statement_line_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('transfer_confirmations_status').on('transfer_confirmations').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transfer_confirmations').execute();
  await db.schema.dropTable('bank_statement_mappings').execute();
  await db.schema.dropTable('bank_statement_lines').execute();
  await db.schema.dropTable('bank_statements').execute();
}
