import type { SelectQueryBuilder } from 'kysely';
import type { ListQuery } from '#src/admin/schemas';
import type { Database } from '../db/schema';
import { CSV_ROW_LIMIT } from './csv-export';

/**
 * react-admin's list contract: `{ data, total }` for one page, sorted by a column the resource
 * allows (anything else falls back to its default and never reaches SQL).
 */
export async function pageOf<R>(
  // Any one-table query with its filters applied (`any`: Kysely's per-table builder types are not worth threading through this helper).
  base: SelectQueryBuilder<Database, any, object>,
  query: ListQuery,
  sortable: Record<string, string>,
  fallbackSort: string,
  map: (row: Record<string, unknown>) => R,
  /** The second sort key, unique per row (a table without `id` names its key). */
  tiebreak = 'id',
): Promise<{ data: R[]; total: number }> {
  const column = (query.sort && sortable[query.sort]) || fallbackSort;
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  // A CSV export is the whole filtered list (one more row than allowed tells it is too long).
  const [limit, offset] = query.format === 'csv' ? [CSV_ROW_LIMIT + 1, 0] : [query.perPage, (query.page - 1) * query.perPage];
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(column, direction).orderBy(tiebreak, direction).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: (rows as Record<string, unknown>[]).map(map), total: Number((count as { n: number | string }).n) };
}

export function stringFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** Several string filters at once, each as `stringFilter` reads it. */
export function stringFilters<K extends string>(filter: Record<string, unknown>, ...keys: K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.map((key) => [key, stringFilter(filter, key)])) as Partial<Record<K, string>>;
}
