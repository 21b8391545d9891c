import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * What the public sees of content with a publishing state (migrations 0021 and 0040): not drafts,
 * and a scheduled row only once its time has come. A preview (server/admin/preview.ts) renders the
 * public page inside a scope that lets one unpublished row through as well; nothing else does.
 */
export interface PreviewScope {
  /** The back-office resource name ('info-pages', 'documents', …). */
  resource: string;
  key: string | number;
}

const scope = new AsyncLocalStorage<PreviewScope>();

/** Runs `work` (a page render and the API reads it makes in-process) with one row previewable. */
export function withPreview<T>(preview: PreviewScope, work: () => T): T {
  return scope.run(preview, work);
}

/** The row key previewed for `resource` in this request, if any. */
export function previewKey(resource: string): string | number | null {
  const current = scope.getStore();
  return current && current.resource === resource ? current.key : null;
}

/**
 * The WHERE condition of a public read: published or come-due scheduled rows (plus the previewed
 * row, in a preview). `dateColumn` is where the row's time is kept (`publish_at`, or news's
 * `published_at`); rows from before the back office have none and show.
 */
export function publicRows(
  resource: string,
  options: { keyColumn?: string; dateColumn?: string; now?: Date } = {},
): Expression<SqlBool> {
  const keyColumn = options.keyColumn ?? 'id';
  const dateColumn = options.dateColumn ?? 'publish_at';
  const now = (options.now ?? new Date()).toISOString();
  const visible = sql<SqlBool>`(${sql.ref('status')} <> 'draft' and (${sql.ref(dateColumn)} is null or ${sql.ref(dateColumn)} <= ${now}))`;
  const key = previewKey(resource);
  return key === null ? visible : sql<SqlBool>`(${visible} or ${sql.ref(keyColumn)} = ${key})`;
}

/** The same rule for a row already read (a check over rows another read fetched, such as availability). */
export function isPublicRow(
  resource: string,
  row: { id: string | number; status: string; publish_at: string | null },
  now = new Date(),
): boolean {
  const visible = row.status !== 'draft' && (row.publish_at === null || row.publish_at <= now.toISOString());
  return visible || previewKey(resource) === row.id;
}
