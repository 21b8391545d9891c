import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../services/giving/errors';

/**
 * Content tables seeded with fixed ids are not auto-numbered: a new row takes the highest id + 1
 * inside its transaction. Two creates at once (PostgreSQL) may take the same one; the loser's insert
 * hits the primary key and its whole transaction rolls back, so `retryingIdRace` runs it again
 * (with the next id), after a short random pause so racing writers spread out.
 */
// biome-ignore lint/suspicious/noExplicitAny: each caller's Kysely database type differs; only a table name and its `id` are read here.
type AnyDb = Kysely<any> | Transaction<any>;

export async function nextId(trx: AnyDb, table: string): Promise<number> {
  const { max } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 1;
}

export async function retryingIdRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 8 || !isUniqueViolation(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
