import type { Migration } from 'kysely';
import * as m0001 from './0001-meta';

/**
 * Every migration, in order, by name. Names sort in the order they run: `NNNN-what`. A migration is
 * never edited after it has shipped; add a new one. Migrations use only what both SQLite and
 * PostgreSQL understand (Kysely's schema builder, integer halalas, ISO date strings).
 */
export const migrations: Record<string, Migration> = {
  '0001-meta': m0001,
};
