import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * An auto-numbered primary key on both dialects: SQLite's `integer primary key autoincrement`,
 * PostgreSQL's identity column. Kysely's schema builder has no portable spelling for it.
 */
export function autoId(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
}
