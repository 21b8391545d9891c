import { studySchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';
import { editorHtml, richBlocks } from '../rich-text';

/** Studies (/pages/studies, /pages/studies/<id>): rich bodies. */
export const studies: ContentResource<typeof studySchema> = {
  name: 'studies',
  table: 'studies',
  key: 'id',
  schema: studySchema,
  view(row) {
    const body = editorHtml(row, 'body', 'blocks');
    return {
      id: row.id,
      ...bilingualColumns(row, 'title', 'field', 'summary'),
      body_ar: body.ar,
      body_en: body.en,
      ...pick(row, 'published_on'),
    };
  },
  columns(input) {
    const ar = richBlocks(input.body_ar);
    const en = richBlocks(input.body_en);
    return {
      ...bilingualColumns(input, 'title', 'field', 'summary'),
      body_html_ar: ar.html,
      body_html_en: en.html,
      body_ar: ar.blocks,
      body_en: en.blocks,
      published_on: input.published_on,
    };
  },
  sortable: { id: 'id', published_on: 'published_on', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'published_on',
  search: ['title_ar', 'title_en'],
  publicPaths: (row) => ['/pages/studies', `/pages/studies/${String(row.id)}`],
  previewPath: (row) => `/pages/studies/${String(row.id)}`,
  contentTypes: ['studies'],
};
