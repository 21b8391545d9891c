import type { z } from 'zod';
import { jobSchema } from '#src/admin/site-content-schemas';
import { dayEndUtc, dayStartUtc, riyadhDate } from '#src/lib/civil-dates';
import { flags, pairs, pick, refuseWhenUsed, tableHandlers, type Row, type TableResource } from '../table-resource';

/**
 * Openings on /jobs. Dates are the association's days (Asia/Riyadh) in the form; stored as the
 * instant the posting day starts and the last second of the closing day, which is how the
 * applications API decides an opening is closed.
 */
function view(row: Row) {
  return {
    ...pick(
      row,
      ['id', 'slug', ...pairs('title', 'department', 'location', 'summary', 'requirements'), 'employment_type'],
      ['sort_order'],
    ),
    ...flags(row, ['is_open']),
    posted_at: riyadhDate(String(row.posted_at)),
    closes_at: row.closes_at === null ? null : riyadhDate(String(row.closes_at)),
  };
}

export const jobOpeningResource: TableResource<z.infer<typeof jobSchema>> = {
  table: 'job_openings',
  entity: 'job-openings',
  schema: jobSchema,
  ids: 'auto',
  view,
  columns: (input) => ({
    ...input,
    is_open: input.is_open ? 1 : 0,
    posted_at: dayStartUtc(input.posted_at),
    closes_at: input.closes_at === null ? null : new Date(Date.parse(dayEndUtc(input.closes_at)) - 1000).toISOString(),
  }),
  sortable: {
    id: 'id',
    sort_order: 'sort_order',
    posted_at: 'posted_at',
    title_ar: 'title_ar',
    title_en: 'title_en',
    status: 'status',
    publish_at: 'publish_at',
  },
  defaultSort: 'sort_order',
  search: ['title_ar', 'title_en', 'slug'],
  filters: ['status'],
  // A draft or not-yet-due opening is not on /jobs and takes no applications.
  publishing: { previewPath: () => '/jobs' },
  affects: () => ({ contentTypes: ['jobs'], paths: ['/jobs', '/jobs/apply'] }),
  unique: { slug: 'errors.slugTaken' },
  async beforeDelete(trx, row) {
    // Applications point at it: close it instead (they keep their opening's title).
    await refuseWhenUsed(
      trx
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('opening_id', '=', row.id)
        .executeTakeFirst(),
      'errors.jobHasApplications',
    );
  },
};

export const jobOpeningHandlers = tableHandlers(jobOpeningResource);
