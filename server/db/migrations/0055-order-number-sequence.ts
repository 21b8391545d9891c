import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL hands out order numbers from a sequence (docs/decisions/059): taking one locks nothing,
 * where the `order-number` row of giving_counters made every new order wait for the one before it
 * to commit. The sequence goes on from the highest number given so far (the counter row, or an
 * order's number), so numbers keep their form and never repeat; a fresh database starts at 100001
 * as the seeded counter did. SQLite keeps the counter row: its writes are one at a time anyway.
 */
export const ORDER_NUMBER_SEQUENCE = 'order_numbers';
const FIRST_NUMBER = 100_001;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ next: number | string }>`
    select greatest(
      ${FIRST_NUMBER}::bigint,
      coalesce((select value + 1 from giving_counters where name = 'order-number'), 0),
      coalesce((select max(number) + 1 from orders), 0)
    ) as next`.execute(db);
  const next = Number(rows[0]?.next ?? FIRST_NUMBER);
  await sql`create sequence ${sql.id(ORDER_NUMBER_SEQUENCE)} as bigint start with ${sql.lit(next)} no cycle`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The counter row goes on from the last number the sequence gave, for the code that used it.
  await sql`
    update giving_counters set value = greatest(value, (select coalesce(max(number), 0) from orders))
    where name = 'order-number'`.execute(db);
  await sql`drop sequence if exists ${sql.id(ORDER_NUMBER_SEQUENCE)}`.execute(db);
}
