import { z } from 'zod';
import { msg } from './validation';

export const MAX_PAGE_SIZE = 50;

/** `?page=&size=` for every paginated list: whole numbers, page ≥ 1, 1 ≤ size ≤ 50. */
export const paginationQuery = z.object({
  page: z.coerce
    .number({ message: msg('page') })
    .int(msg('page'))
    .min(1, msg('page'))
    .max(100000, msg('page'))
    .default(1),
  size: z.coerce
    .number({ message: msg('pageSize', { max: MAX_PAGE_SIZE }) })
    .int(msg('pageSize', { max: MAX_PAGE_SIZE }))
    .min(1, msg('pageSize', { max: MAX_PAGE_SIZE }))
    .max(MAX_PAGE_SIZE, msg('pageSize', { max: MAX_PAGE_SIZE }))
    .default(12),
});

export type PaginationQuery = z.infer<typeof paginationQuery>;

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  pages: number;
}
