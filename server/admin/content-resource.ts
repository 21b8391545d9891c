import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { invalidate, type InvalidationTarget } from '../render/invalidation';
import { audit } from './audit';
import { parseOr400, sendAdminError, type AdminContext } from './http';
import { DAY_MS } from '#src/lib/durations';
import { pageOf, stringFilter, readListQuery, type ListKeys } from './list';
import type { AdminRoute } from './route-table';
import type { StaffRole } from './roles';
import { isNumericId } from '#src/domain/ids';
import type { AuditAction, AuditEntity } from '#src/admin/audit-vocabulary';

/**
 * One back-office content type as a declaration: its table, its shared zod schema, how a row reads
 * in the form and how the input becomes columns, and which public pages show it. `contentRoutes`
 * turns it into list / get / create / update / delete routes for the route table, each change in a
 * transaction with its audit entry, then the HTML cache told (docs/decisions/029-content-publishing-preview-and-rich-text.md).
 *
 * A type with a publishing state gets `status`, `publish_at` and `updated_at` written here: draft →
 * no time; published → the time it was first published (kept on later edits); scheduled → the
 * editor's time (the schema refuses one in the past).
 */
export type Row = Record<string, unknown>;
/** Content tables by name (Kysely's per-table types are not threaded through a helper for every table). */
type AnyDb = Kysely<Record<string, Row>>;
type AnyTrx = Transaction<Record<string, Row>>;

export interface ContentResource<S extends z.ZodType = z.ZodType> {
  /** The API path segment (/api/admin/<name>), the audit entity and the react-admin resource. */
  name: AuditEntity;
  table: keyof Database & string;
  /** 'id': numbered by the database (docs/decisions/070-ids-from-the-database.md); 'slug': fixed rows. */
  key: 'id' | 'slug';
  schema: S;
  /** A row as the form reads it (`id` always present: react-admin's record key). */
  view(row: Row): Row;
  /** The columns an input writes (rich text is sanitised here), besides the publishing ones. */
  columns(input: z.infer<S>, context: { before: Row | null; db: AnyDb; ctx: AdminContext }): Promise<Row> | Row;
  /** Columns the list may sort by (API name → column); anything else falls back to `defaultSort`. */
  sortable: Record<string, string>;
  defaultSort: string;
  /** Columns the `q` filter searches (LIKE), and exact-match filters (API name → column). */
  search?: readonly string[];
  filters?: Record<string, string>;
  /** What the public site shows of a row: the pages (locale-free) and the content types (content-dependencies.ts). */
  publicPaths(row: Row): string[];
  contentTypes: readonly string[];
  /** The public page a preview opens for a row (locale-free). */
  previewPath(row: Row): string;
  /** False when rows are fixed by the site's routes (information pages): no create or delete. */
  creatable?: boolean;
  /** Rows that belong to one (an album's pictures): read into its view, replaced on save. */
  children?: ChildRows;
  /** A check before saving that needs the database; returns field errors (message keys) or null. */
  check?(
    input: z.infer<S>,
    context: { before: Row | null; db: AnyDb; ctx: AdminContext },
  ): Promise<Record<string, string> | null>;
  /** After the change has committed (tidying files the row no longer needs). */
  afterSave?(input: z.infer<S>, ctx: AdminContext): Promise<void>;
}

export interface ChildRows {
  table: keyof Database & string;
  foreignKey: string;
  /** The input field holding the list, and the view field it is read back into. */
  field: string;
  toColumns(item: Row, position: number): Row;
  view(row: Row): Row;
}

const PUBLISHING_ACTIONS: Record<string, AuditAction> = {
  published: 'publish',
  scheduled: 'schedule',
  draft: 'unpublish',
};

/** A row key from the URL: a positive integer id, or a slug. */
export function keyOf(resource: Pick<ContentResource, 'key'>, raw: string | undefined): string | number | null {
  if (typeof raw !== 'string') return null;
  if (resource.key === 'slug') return /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : null;
  return isNumericId(raw) ? Number(raw) : null;
}

async function readRow(db: AnyDb, resource: ContentResource, key: string | number): Promise<Row | null> {
  const row = await db.selectFrom(resource.table).selectAll().where(resource.key, '=', key).executeTakeFirst();
  if (!row) return null;
  if (!resource.children) return row;
  const { table, foreignKey, field, view } = resource.children;
  const children = await db.selectFrom(table).selectAll().where(foreignKey, '=', key).orderBy('position').execute();
  return { ...row, [field]: children.map(view) };
}

/** The form's record: the type's view plus the publishing state. */
function recordOf(resource: ContentResource, row: Row): Row {
  const children = resource.children ? { [resource.children.field]: row[resource.children.field] } : {};
  return { ...resource.view(row), ...children, ...publishingView(row) };
}

/** The publishing state as the screens read it (table resources with a state add it too: table-resource.ts). */
export function publishingView(row: Row): Row {
  return {
    status: effectiveStatus(row, new Date()),
    publish_at: row.publish_at ?? null,
    updated_at: row.updated_at ?? null,
  };
}

/** The time a saved row's pages change by themselves (a scheduled row), for `announce`. */
export function scheduledTime(row: Row): string | null {
  return row.status === 'scheduled' && row.publish_at ? String(row.publish_at) : null;
}

/** A scheduled row whose time has come is published: the screens say so, and saving it keeps its time. */
function effectiveStatus(row: Row, now: Date): unknown {
  return row.status === 'scheduled' && row.publish_at !== null && String(row.publish_at) <= now.toISOString()
    ? 'published'
    : row.status;
}

/** The publishing columns for an input, given the row before (if any). */
export function publishingColumns(
  input: { status: string; publish_at?: string | null },
  before: Row | null,
  now: Date,
): Row {
  const at = now.toISOString();
  if (input.status === 'draft') return { status: 'draft', publish_at: null, updated_at: at };
  if (input.status === 'scheduled')
    return { status: 'scheduled', publish_at: new Date(String(input.publish_at)).toISOString(), updated_at: at };
  const wasLive =
    before &&
    effectiveStatus(before, now) === 'published' &&
    (before.publish_at === null || String(before.publish_at) <= at);
  return { status: 'published', publish_at: wasLive ? (before.publish_at ?? null) : at, updated_at: at };
}

/** The audit entry's action: create, update, or publish / schedule / unpublish when the state changed. */
export function auditAction(before: Row | null, after: Row): AuditAction {
  if (!before || before.status === after.status) return before ? 'update' : 'create';
  return PUBLISHING_ACTIONS[String(after.status)] ?? 'update';
}

/** In-process timers: a scheduled row's pages drop from the HTML cache when its time comes. */
export function announce(target: InvalidationTarget, scheduledAt: string | null, now: Date): void {
  invalidate(target);
  if (!scheduledAt) return;
  const wait = Date.parse(scheduledAt) - now.getTime();
  // Within a day; beyond that the cache's own freshness (seconds) has long turned over anyway.
  if (wait > 0 && wait <= DAY_MS) setTimeout(() => invalidate(target), wait + 50).unref();
}

function targetOf(resource: ContentResource, ...rows: (Row | null)[]): InvalidationTarget {
  const paths = new Set<string>();
  for (const row of rows) if (row) for (const path of resource.publicPaths(row)) paths.add(path);
  return { contentTypes: [...resource.contentTypes], paths: [...paths] };
}

async function replaceChildren(trx: AnyTrx, children: ChildRows, key: string | number, items: unknown): Promise<void> {
  await trx.deleteFrom(children.table).where(children.foreignKey, '=', key).execute();
  const list = Array.isArray(items) ? (items as Row[]) : [];
  if (list.length === 0) return;
  await trx
    .insertInto(children.table)
    .values(
      list.map((item, index) => ({
        [children.foreignKey]: key,
        position: index,
        ...children.toColumns(item, index),
      })),
    )
    .execute();
}

export function listHandler(resource: ContentResource) {
  const keys: ListKeys = {
    sort: { ...resource.sortable, status: 'status', publish_at: 'publish_at', updated_at: 'updated_at' },
    filters: ['status', ...Object.keys(resource.filters ?? {}), ...(resource.search?.length ? ['q'] : [])],
  };
  return async (ctx: AdminContext): Promise<void> => {
    const query = readListQuery(ctx, keys);
    if (!query) return;
    const db = ctx.db as unknown as AnyDb;
    let base = db.selectFrom(resource.table);
    const status = stringFilter(query.filter, 'status');
    if (status) base = base.where('status', '=', status);
    for (const [name, column] of Object.entries(resource.filters ?? {})) {
      const value = stringFilter(query.filter, name);
      if (value) base = base.where(column, '=', value);
    }
    const q = stringFilter(query.filter, 'q');
    const search = resource.search ?? [];
    if (q && search.length > 0) base = base.where((eb) => eb.or(search.map((column) => eb(column, 'like', `%${q}%`))));
    const page = await pageOf(
      base as never,
      query,
      keys.sort,
      resource.defaultSort,
      (row) => recordOf(resource, row),
      resource.key,
    );
    ctx.res.json(page);
  };
}

export function getHandler(resource: ContentResource) {
  return async (ctx: AdminContext): Promise<void> => {
    const key = keyOf(resource, String(ctx.req.params.id));
    const row = key === null ? null : await readRow(ctx.db as unknown as AnyDb, resource, key);
    if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
    ctx.res.json({ data: recordOf(resource, row) });
  };
}

/** Create (no `before`) or update: validated, checked, written with its children and audit entry in one transaction. */
function saveHandler(resource: ContentResource, mode: 'create' | 'update') {
  return async (ctx: AdminContext): Promise<void> => {
    const db = ctx.db as unknown as AnyDb;
    let before: Row | null = null;
    if (mode === 'update') {
      const key = keyOf(resource, String(ctx.req.params.id));
      before = key === null ? null : await readRow(db, resource, key);
      if (!before) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
    }
    const input = parseOr400(resource.schema, ctx.req.body, ctx.req, ctx.res) as
      | (Row & { status: string; publish_at?: string | null })
      | null;
    if (!input) return;
    const problems = resource.check ? await resource.check(input, { before, db, ctx }) : null;
    if (problems) {
      const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, ctx.t(key)]));
      return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, fields);
    }
    const values = {
      ...(await resource.columns(input, { before, db, ctx })),
      ...publishingColumns(input, before, ctx.now),
    };
    const after = await db.transaction().execute(async (trx) => {
      let key: string | number;
      if (before) {
        key = before[resource.key] as string | number;
        await trx.updateTable(resource.table).set(values).where(resource.key, '=', key).execute();
      } else {
        const inserted = await trx.insertInto(resource.table).values(values).returning('id').executeTakeFirstOrThrow();
        key = inserted.id as number;
      }
      if (resource.children) await replaceChildren(trx, resource.children, key, input[resource.children.field]);
      const row = (await readRow(trx, resource, key))!;
      await audit(
        trx as never,
        ctx.actor,
        {
          action: auditAction(before, row),
          entity: resource.name,
          entityId: key,
          before: before ? recordOf(resource, before) : undefined,
          after: recordOf(resource, row),
        },
        ctx.now,
      );
      return row;
    });
    announce(targetOf(resource, before, after), scheduledTime(after), ctx.now);
    await resource.afterSave?.(input, ctx);
    ctx.res.status(before ? 200 : 201).json({ data: recordOf(resource, after) });
  };
}

export function deleteHandler(resource: ContentResource) {
  return async (ctx: AdminContext): Promise<void> => {
    const db = ctx.db as unknown as AnyDb;
    const key = keyOf(resource, String(ctx.req.params.id));
    const before = key === null ? null : await readRow(db, resource, key);
    if (!before || key === null) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
    await db.transaction().execute(async (trx) => {
      if (resource.children)
        await trx.deleteFrom(resource.children.table).where(resource.children.foreignKey, '=', key).execute();
      await trx.deleteFrom(resource.table).where(resource.key, '=', key).execute();
      await audit(
        trx as never,
        ctx.actor,
        { action: 'delete', entity: resource.name, entityId: key, before: recordOf(resource, before) },
        ctx.now,
      );
    });
    announce(targetOf(resource, before), null, ctx.now);
    ctx.res.json({ data: recordOf(resource, before) });
  };
}

/** The route-table rows of a content type, every one for `roles` (and admin). */
export function contentRoutes(resource: ContentResource, roles: readonly StaffRole[]): AdminRoute[] {
  const base = `/${resource.name}`;
  const routes: AdminRoute[] = [
    { method: 'get', path: base, roles, handle: listHandler(resource) },
    { method: 'get', path: `${base}/:id`, roles, handle: getHandler(resource) },
    { method: 'put', path: `${base}/:id`, roles, handle: saveHandler(resource, 'update') },
  ];
  if (resource.creatable !== false) {
    routes.push({ method: 'post', path: base, roles, handle: saveHandler(resource, 'create') });
    routes.push({ method: 'delete', path: `${base}/:id`, roles, handle: deleteHandler(resource) });
  }
  return routes;
}

/** `<name>_ar` and `<name>_en` of each name, copied from `source` (an input or a row). */
export function bilingualColumns(source: Row, ...names: string[]): Row {
  return Object.fromEntries(
    names.flatMap((name) => [`${name}_ar`, `${name}_en`].map((column) => [column, source[column]])),
  );
}

/** The same columns of `source`, plus the named single ones. */
export function pick(source: Row, ...columns: string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, source[column]]));
}
