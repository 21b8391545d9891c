import type { SelectQueryBuilder } from 'kysely';
import { listQuerySchema, type ListQuery } from '#src/admin/schemas';
import type { Database } from '../db/schema';
import { CSV_ROW_LIMIT } from './csv-export';
import { parseOr400, sendAdminError, type AdminContext } from './http';

/**
 * What one list may be sorted and filtered by, declared once beside its handler: react-admin's
 * sort field → the column it sorts by, and the keys its `filter` may carry. A key that is not the
 * list's own (an unknown column, `__proto__`, `constructor`) is a 400 before any query is built.
 */
export interface ListKeys {
  readonly sort: Readonly<Record<string, string>>;
  readonly filters: readonly string[];
}

/**
 * Refuses (400, each on its field, in the staff member's language) a sort or filter key that is
 * not the list's; true when it did. Own keys only: `sort` is looked up with Object.hasOwn, so a
 * name on Object's prototype is as unknown as a misspelt column.
 */
export function refuseUnknownKeys(
  ctx: AdminContext,
  keys: ListKeys,
  sort: string | undefined,
  filter: Readonly<Record<string, unknown>>,
): boolean {
  const fields: Record<string, string> = {};
  if (sort !== undefined && !Object.hasOwn(keys.sort, sort)) fields.sort = ctx.t('errors.unknownSort', { field: sort });
  const unknown = Object.keys(filter).find((key) => !keys.filters.includes(key));
  if (unknown !== undefined) fields.filter = ctx.t('errors.unknownFilter', { field: unknown.slice(0, 40) });
  if (Object.keys(fields).length === 0) return false;
  sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, fields);
  return true;
}

/** react-admin's list query (page, sort, order, filter), its keys checked against the list's; null once a 400 is sent. */
export function readListQuery(ctx: AdminContext, keys: ListKeys, input: unknown = ctx.req.query): ListQuery | null {
  const query = parseOr400(listQuerySchema, input, ctx.req, ctx.res);
  if (!query || refuseUnknownKeys(ctx, keys, query.sort, query.filter)) return null;
  return query;
}

/**
 * react-admin's list contract: `{ data, total }` for one page, sorted by a column the list
 * allows (its query was read by readListQuery; without a sort, its default).
 */
export async function pageOf<R>(
  // Any one-table query with its filters applied.
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's per-table builder types are not worth threading through this helper.
  base: SelectQueryBuilder<Database, any, object>,
  query: ListQuery,
  sortable: Readonly<Record<string, string>>,
  fallbackSort: string,
  map: (row: Record<string, unknown>) => R,
  /** The second sort key, unique per row (a table without `id` names its key). */
  tiebreak = 'id',
): Promise<{ data: R[]; total: number }> {
  const column = query.sort !== undefined && Object.hasOwn(sortable, query.sort) ? sortable[query.sort]! : fallbackSort;
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  // A CSV export is the whole filtered list (one more row than allowed tells it is too long).
  const [limit, offset] =
    query.format === 'csv' ? [CSV_ROW_LIMIT + 1, 0] : [query.perPage, (query.page - 1) * query.perPage];
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
export function stringFilters<K extends string>(
  filter: Record<string, unknown>,
  ...keys: K[]
): Partial<Record<K, string>> {
  return Object.fromEntries(keys.map((key) => [key, stringFilter(filter, key)])) as Partial<Record<K, string>>;
}
