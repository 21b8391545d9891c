import { z } from 'zod';
import { msg } from './validation';
import { paginationQuery } from './pagination';

/**
 * `/programs?page=&size=&path=`: the list filtered by donation path. In its own file so that pages
 * importing the content types do not pull zod into their first-load JavaScript.
 */
export const programsQuery = paginationQuery.extend({
  path: z.coerce
    .number({ message: msg('invalid') })
    .int(msg('invalid'))
    .min(1, msg('invalid'))
    .max(1_000_000, msg('invalid'))
    .optional(),
});

export type ProgramsQuery = z.infer<typeof programsQuery>;
