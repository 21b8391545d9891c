import { sql } from 'kysely';
import type { z } from 'zod';
import { pathSchema, programSchema } from '#src/admin/site-content-schemas';
import {
  Refusal,
  fieldRefusal,
  flags,
  pairs,
  pick,
  refuseWhenUsed,
  tableHandlers,
  type Row,
  type TableResource,
} from '../table-resource';

/**
 * Donation paths and their programs (the /paths and /programs-and-projects pages and the home
 * page's featured programs). A program's progress is its running total of gifts: online gifts add
 * to it as they are paid (settle.ts); staff add money received outside the site as an adjustment,
 * applied to the stored total, so an edit never overwrites a gift paid meanwhile.
 */
const PROGRAM_PAGES = { contentTypes: ['programs'] };

function pathView(row: Row) {
  return pick(row, ['id', 'slug', ...pairs('title', 'description'), 'image'], ['position']);
}

export const pathResource: TableResource<z.infer<typeof pathSchema>> = {
  table: 'donation_paths',
  entity: 'paths',
  schema: pathSchema,
  ids: 'auto',
  view: pathView,
  columns: (input) => ({ ...input }),
  sortable: { id: 'id', position: 'position', title_ar: 'title_ar', title_en: 'title_en', slug: 'slug' },
  defaultSort: 'position',
  search: ['title_ar', 'title_en', 'slug'],
  affects: (row) => ({ ...PROGRAM_PAGES, paths: ['/paths', `/paths/${String(row.id)}`, '/programs-and-projects'] }),
  unique: { slug: 'errors.slugTaken' },
  async beforeDelete(trx, row) {
    await refuseWhenUsed(
      trx
        .selectFrom('programs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('path_id', '=', row.id)
        .executeTakeFirst(),
      'errors.pathHasPrograms',
    );
  },
};

function programView(row: Row) {
  return {
    ...pick(
      row,
      ['id', ...pairs('title', 'summary', 'body'), 'image'],
      ['path_id', 'target_halalas', 'collected_halalas', 'beneficiaries', 'position'],
    ),
    ...flags(row, ['featured']),
    // The form's adjustment starts at nothing each time.
    collected_adjustment: 0,
  };
}

export const programResource: TableResource<z.infer<typeof programSchema>> = {
  table: 'programs',
  entity: 'programs',
  schema: programSchema,
  money: ['target_halalas', 'collected_halalas'],
  ids: 'auto',
  view: programView,
  columns(input, _ctx, before) {
    const { collected_adjustment: adjustment, featured, ...rest } = input;
    return {
      ...rest,
      featured: featured ? 1 : 0,
      // Added to what is stored at write time (a gift settled meanwhile stays counted).
      collected_halalas: before ? sql`collected_halalas + ${adjustment}` : adjustment,
    };
  },
  sortable: {
    id: 'id',
    position: 'position',
    title_ar: 'title_ar',
    title_en: 'title_en',
    target_halalas: 'target_halalas',
    collected_halalas: 'collected_halalas',
    status: 'status',
    publish_at: 'publish_at',
  },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  filters: ['path_id', 'status'],
  // A draft or not-yet-due program is off the site and takes no gifts (kept for those that name it).
  publishing: { previewPath: (row) => `/programs-and-projects/${String(row.id)}` },
  affects: (row) => ({
    contentTypes: ['programs', 'home'],
    paths: [`/programs-and-projects/${String(row.id)}`, `/paths/${String(row.path_id)}`],
  }),
  async check(trx, input, before) {
    const path = await trx.selectFrom('donation_paths').select('id').where('id', '=', input.path_id).executeTakeFirst();
    if (!path) throw fieldRefusal('path_id', 'errors.unknownPath');
    const collected = before ? Number(before.collected_halalas) : 0;
    if (collected + input.collected_adjustment < 0)
      throw fieldRefusal('collected_adjustment', 'errors.belowZero', { collected });
  },
  async beforeDelete(trx, row) {
    // Gifts were given to it: receipts and totals name it; it stays (take it off the site instead).
    await refuseWhenUsed(
      trx
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'program')
        .where('ref', '=', String(row.id))
        .executeTakeFirst(),
      'errors.programHasGifts',
    );
    if (Number(row.collected_halalas) > 0)
      throw new Refusal(409, 'in_use', 'errors.programHasGifts', undefined, { count: 1 });
  },
};

export const pathHandlers = tableHandlers(pathResource);
export const programHandlers = tableHandlers(programResource);
