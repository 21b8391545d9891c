import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { StaffRole } from './roles';
import type { AdminRoute } from './route-table';
import { invalidate, type InvalidationTarget } from '../render/invalidation';
import { audit } from './audit';
import { parseOr400, sendAdminError, type AdminContext } from './http';
import { pageOf, stringFilter, readListQuery, type ListKeys } from './list';
import { isUniqueViolation } from '../db/unique-violation';
import { isNumericId } from '#src/domain/ids';
import { announce, auditAction, publishingColumns, publishingView, scheduledTime } from './content-resource';
import type { AuditEntity } from '#src/admin/audit-vocabulary';

/**
 * One back-office resource over one table: list / get / create / update / delete handlers for
 * the route table, from a description of the table. Every write runs in one transaction with its
 * audit entry (before/after), then drops the public pages that show it from the HTML cache (every
 * worker: invalidation.ts). A resource refuses what its data may not become by throwing a
 * `Refusal` inside the transaction: nothing is half-saved and the staff member reads why in their
 * language.
 */

/** A stored row as the helper sees it (the resource's own view() gives it its shape). */
export type Row = Record<string, unknown>;
/** Any of the database's tables. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's per-table types are not worth threading through a helper for all of them.
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as AnyDb.
export type AnyTrx = Transaction<any>;

/** A refusal: an HTTP status, a code, an admin.json key for the message, and field messages (admin.json keys too). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: string,
    readonly fields?: Record<string, { key: string; params?: Record<string, unknown> }>,
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

/** A 400 naming one field: `fieldRefusal('stock_total', 'errors.stockBelowSold', { sold: 4 })`. */
export function fieldRefusal(field: string, key: string, params?: Record<string, unknown>): Refusal {
  return new Refusal(400, 'validation_failed', 'errors.validation', { [field]: { key, params } });
}

export interface TableResource<Input> {
  table: keyof Database & string;
  /** The audit log's name for it (also the route's name). */
  entity: AuditEntity;
  /** The shared (form + API) schema of what the staff member sends. */
  schema: z.ZodType<Input>;
  /** What the back office reads: a record with an `id`. */
  view(row: Row): Record<string, unknown>;
  /** Columns written from a valid input; `before` is the stored row on update, null on create. */
  columns(input: Input, ctx: AdminContext, before: Row | null, trx: AnyTrx): Row | Promise<Row>;
  /**
   * How new rows get their key: the database numbers them ('auto', docs/decisions/070-ids-from-the-database.md),
   * or a column that columns() writes ('column').
   */
  ids: 'auto' | 'column';
  /** The key column: 'id' unless said (react-admin still reads it as `id`: view() maps it). */
  key?: string;
  /** List sorting: the react-admin field name → column. */
  sortable: Record<string, string>;
  defaultSort: string;
  defaultOrder?: 'ASC' | 'DESC';
  /** `filter.q` searches these columns (LIKE, either language). */
  search?: readonly string[];
  /** `filter.<name>` matches these columns exactly. */
  filters?: readonly string[];
  /** Fields of the view that hold halalas (a CSV export writes them as riyals). */
  money?: readonly string[];
  /** The public pages to drop from the HTML cache after a change of this row. */
  affects(row: Row): InvalidationTarget;
  /** Takes the row's lock inside an update's transaction before it is read (rows that payments also write). */
  lock?(trx: AnyTrx, id: string | number): Promise<void>;
  /**
   * Columns no two rows may share (column → the field's message when another row holds the value):
   * checked inside the write transaction before `check`, so a taken slug or IBAN is the form's
   * error rather than a failed write.
   */
  unique?: Readonly<Record<string, string>>;
  /** Called inside the write transaction before the row is written (after the schema): throw a Refusal to stop. */
  check?(trx: AnyTrx, input: Input, before: Row | null, ctx: AdminContext): Promise<void>;
  /** Inside the delete transaction: throw a Refusal when the row may not go (orders point at it, …). */
  beforeDelete?(trx: AnyTrx, row: Row): Promise<void>;
  /** Parses the :id parameter (a positive integer by default). */
  parseId?(raw: string): string | number | null;
  /**
   * A publishing state (draft / published / scheduled), kept as the content types of
   * content-resource.ts keep it: the input's `status` and `publish_at` written by the same rules,
   * the view carrying the state, a change of state audited as publish / schedule / unpublish, and
   * a scheduled row's pages dropped from the HTML cache when its time comes. `previewPath`: the
   * public page (locale-free) a preview link opens for a row.
   */
  publishing?: { previewPath(row: Row): string };
}

function parseIdWith(resource: TableResource<unknown>, raw: unknown): string | number | null {
  if (typeof raw !== 'string') return null;
  if (resource.parseId) return resource.parseId(raw);
  return isNumericId(raw) ? Number(raw) : null;
}

function sendRefusal(ctx: AdminContext, refusal: Refusal): void {
  const fields = refusal.fields
    ? Object.fromEntries(Object.entries(refusal.fields).map(([field, { key, params }]) => [field, ctx.t(key, params)]))
    : undefined;
  sendAdminError(ctx.req, ctx.res, refusal.status, refusal.code, refusal.key, refusal.params, fields);
}

/** Runs a write; a Refusal thrown inside becomes its answer (and the transaction rolls back). */
async function refusing(ctx: AdminContext, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) return sendRefusal(ctx, error);
    throw error;
  }
}

export interface TableHandlers {
  list(ctx: AdminContext): Promise<void>;
  get(ctx: AdminContext): Promise<void>;
  create(ctx: AdminContext): Promise<void>;
  update(ctx: AdminContext): Promise<void>;
  remove(ctx: AdminContext): Promise<void>;
}

/** The five handlers of one table resource. */
export function tableHandlers<Input>(resource: TableResource<Input>): TableHandlers {
  const db = (ctx: AdminContext) => ctx.db as unknown as AnyDb;
  const key = resource.key ?? 'id';
  const find = async (executor: AnyDb | AnyTrx, id: string | number): Promise<Row | null> =>
    ((await executor.selectFrom(resource.table).selectAll().where(key, '=', id).executeTakeFirst()) as
      | Row
      | undefined) ?? null;
  const idOf = (ctx: AdminContext) => parseIdWith(resource as TableResource<unknown>, ctx.req.params.id);
  const notFound = (ctx: AdminContext) => sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const publishing = Boolean(resource.publishing);
  const view = (row: Row) => (publishing ? { ...resource.view(row), ...publishingView(row) } : resource.view(row));
  const columns = async (input: Input, ctx: AdminContext, before: Row | null, trx: AnyTrx): Promise<Row> => ({
    ...(await resource.columns(input, ctx, before, trx)),
    ...(publishing ? publishingColumns(input as { status: string; publish_at?: string | null }, before, ctx.now) : {}),
  });
  const refuseTaken = async (trx: AnyTrx, input: Input, before: Row | null): Promise<void> => {
    for (const [column, message] of Object.entries(resource.unique ?? {})) {
      const taken = await trx
        .selectFrom(resource.table)
        .select(key)
        .where(column, '=', (input as Row)[column])
        .executeTakeFirst();
      if (taken && taken[key] !== before?.[key]) throw fieldRefusal(column, message);
    }
  };
  const listKeys: ListKeys = {
    sort: resource.sortable,
    filters: [...(resource.filters ?? []), ...(resource.search?.length ? ['q'] : [])],
  };
  const actionOf = (before: Row | null, after: Row) =>
    publishing ? auditAction(before, after) : before ? 'update' : 'create';
  const tell = (target: InvalidationTarget, row: Row, ctx: AdminContext) =>
    announce(target, publishing ? scheduledTime(row) : null, ctx.now);

  return {
    async list(ctx) {
      const query = readListQuery(ctx, listKeys);
      if (!query) return;
      let base = db(ctx).selectFrom(resource.table);
      for (const name of resource.filters ?? []) {
        const raw = query.filter[name];
        const value =
          typeof raw === 'number' || typeof raw === 'boolean' ? Number(raw) : stringFilter(query.filter, name);
        if (value !== undefined) base = base.where(name, '=', value);
      }
      const q = stringFilter(query.filter, 'q');
      if (q && resource.search?.length) {
        const pattern = `%${q}%`;
        base = base.where((eb) => eb.or(resource.search!.map((column) => eb(column, 'like', pattern))));
      }
      const ordered = { ...query, order: query.sort ? query.order : (resource.defaultOrder ?? 'ASC') };
      const page = await pageOf(base as never, ordered, listKeys.sort, resource.defaultSort, view, key);
      ctx.res.json(resource.money ? { ...page, money: [...resource.money] } : page);
    },

    async get(ctx) {
      const id = idOf(ctx);
      const row = id === null ? null : await find(db(ctx), id);
      if (!row) return notFound(ctx);
      ctx.res.json({ data: view(row) });
    },

    async create(ctx) {
      const input = parseOr400(resource.schema, ctx.req.body, ctx.req, ctx.res);
      if (!input) return;
      await refusing(ctx, async () => {
        const write = () =>
          db(ctx)
            .transaction()
            .execute(async (trx) => {
              await refuseTaken(trx, input, null);
              await resource.check?.(trx, input, null, ctx);
              const values = await columns(input, ctx, null, trx);
              let id: string | number;
              if (resource.ids === 'column') {
                id = values[key] as string | number;
                if (await find(trx, id)) throw new Refusal(409, 'exists', 'errors.duplicate');
                await trx.insertInto(resource.table).values(values).execute();
              } else {
                const inserted = await trx
                  .insertInto(resource.table)
                  .values(values)
                  .returning('id')
                  .executeTakeFirstOrThrow();
                id = inserted.id as number;
              }
              const row = (await find(trx, id))!;
              await audit(
                trx,
                ctx.actor,
                { action: actionOf(null, row), entity: resource.entity, entityId: id, after: view(row) },
                ctx.now,
              );
              return row;
            });
        // Two creates with the same unique value (a slug, a chosen key) at once: the loser's insert
        // hits the constraint and rolls back whole; written again it finds the value taken (409).
        const created = await write().catch((error: unknown) => {
          if (isUniqueViolation(error)) return write();
          throw error;
        });
        tell(resource.affects(created), created, ctx);
        ctx.res.status(201).json({ data: view(created) });
      });
    },

    async update(ctx) {
      const id = idOf(ctx);
      if (id === null || !(await find(db(ctx), id))) return notFound(ctx);
      const input = parseOr400(resource.schema, ctx.req.body, ctx.req, ctx.res);
      if (!input) return;
      await refusing(ctx, async () => {
        const { before, after } = await db(ctx)
          .transaction()
          .execute(async (trx) => {
            // Read again inside the transaction: the before-image and any check see what is written over.
            await resource.lock?.(trx, id);
            const stored = await find(trx, id);
            if (!stored) throw new Refusal(404, 'not_found', 'errors.notFound');
            await refuseTaken(trx, input, stored);
            await resource.check?.(trx, input, stored, ctx);
            await trx
              .updateTable(resource.table)
              .set(await columns(input, ctx, stored, trx))
              .where(key, '=', id)
              .execute();
            const row = (await find(trx, id))!;
            await audit(
              trx,
              ctx.actor,
              {
                action: actionOf(stored, row),
                entity: resource.entity,
                entityId: id,
                before: view(stored),
                after: view(row),
              },
              ctx.now,
            );
            return { before: stored, after: row };
          });
        // A row that moved (a new slug, another path) may leave pages behind as well as reach new ones.
        tell(mergeTargets(resource.affects(before), resource.affects(after)), after, ctx);
        ctx.res.json({ data: view(after) });
      });
    },

    async remove(ctx) {
      const id = idOf(ctx);
      if (id === null) return notFound(ctx);
      await refusing(ctx, async () => {
        const removed = await db(ctx)
          .transaction()
          .execute(async (trx) => {
            const stored = await find(trx, id);
            if (!stored) throw new Refusal(404, 'not_found', 'errors.notFound');
            await resource.beforeDelete?.(trx, stored);
            await trx.deleteFrom(resource.table).where(key, '=', id).execute();
            await audit(
              trx,
              ctx.actor,
              { action: 'delete', entity: resource.entity, entityId: id, before: view(stored) },
              ctx.now,
            );
            return stored;
          });
        invalidate(resource.affects(removed));
        ctx.res.json({ data: view(removed) });
      });
    },
  };
}

function mergeTargets(a: InvalidationTarget, b: InvalidationTarget): InvalidationTarget {
  // An empty target means "everything": either side asking for it wins.
  if ((!a.paths && !a.contentTypes) || (!b.paths && !b.contentTypes)) return {};
  return {
    paths: [...new Set([...(a.paths ?? []), ...(b.paths ?? [])])],
    contentTypes: [...new Set([...(a.contentTypes ?? []), ...(b.contentTypes ?? [])])],
  };
}

/** 409 when `count` rows still point at the one being deleted (the message says what to do instead). */
export async function refuseWhenUsed(
  count: Promise<{ n: number | string | bigint } | undefined>,
  key: string,
): Promise<void> {
  const row = await count;
  if (Number(row?.n ?? 0) > 0) throw new Refusal(409, 'in_use', key, undefined, { count: Number(row?.n ?? 0) });
}

/** The route-table rows of a table resource under `/<name>`: which of them exist and who may call them. */
export function tableRoutes(
  name: string,
  handlers: TableHandlers,
  roles: { read: readonly StaffRole[]; write: readonly StaffRole[] },
  only: { create?: boolean; update?: boolean; remove?: boolean } = {},
): AdminRoute[] {
  const base = `/${name}`;
  const routes: AdminRoute[] = [
    { method: 'get', path: base, roles: roles.read, handle: handlers.list },
    { method: 'get', path: `${base}/:id`, roles: roles.read, handle: handlers.get },
  ];
  if (only.create !== false) routes.push({ method: 'post', path: base, roles: roles.write, handle: handlers.create });
  if (only.update !== false)
    routes.push({ method: 'put', path: `${base}/:id`, roles: roles.write, handle: handlers.update });
  if (only.remove !== false)
    routes.push({ method: 'delete', path: `${base}/:id`, roles: roles.write, handle: handlers.remove });
  return routes;
}

/** Column names of bilingual pairs: `pairs('title', 'summary')` → title_ar, title_en, summary_ar, summary_en. */
export function pairs(...names: string[]): string[] {
  return names.flatMap((name) => [`${name}_ar`, `${name}_en`]);
}

/** The named columns of a row as stored, and the named numeric ones as numbers (null stays null). */
export function pick(row: Row, columns: readonly string[], numeric: readonly string[] = []): Row {
  return Object.fromEntries([
    ...columns.map((column) => [column, row[column]]),
    ...numeric.map((column) => [
      column,
      row[column] === null || row[column] === undefined ? null : Number(row[column]),
    ]),
  ]);
}

/** 0/1 flag columns as booleans. */
export function flags(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, Number(row[column]) === 1]));
}
