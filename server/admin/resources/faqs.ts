import { faqSchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';

/** Questions and answers (/pages/questions), in their order. */
export const faqs: ContentResource<typeof faqSchema> = {
  name: 'faqs',
  table: 'faqs',
  key: 'id',
  schema: faqSchema,
  view: (row) => ({ id: row.id, ...pick(row, 'position'), ...bilingualColumns(row, 'question', 'answer') }),
  columns: (input) => ({ position: input.position, ...bilingualColumns(input, 'question', 'answer') }),
  sortable: { id: 'id', position: 'position' },
  defaultSort: 'position',
  search: ['question_ar', 'question_en'],
  publicPaths: () => ['/pages/questions'],
  previewPath: () => '/pages/questions',
  contentTypes: ['faqs'],
};
