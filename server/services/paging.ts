import type { Page, PaginationQuery } from '#src/domain/pagination';

/** The one Page envelope of every paginated list; `pages` is at least 1 so an empty list still has a first page. */
export function pageOf<T>(items: T[], total: number, { page, size }: PaginationQuery): Page<T> {
  return { items, page, size, total, pages: Math.max(1, Math.ceil(total / size)) };
}

/** The rows a page skips. */
export function offsetOf({ page, size }: PaginationQuery): number {
  return (page - 1) * size;
}
