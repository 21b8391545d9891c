import { infoPageSchema } from '#src/admin/content-schemas';
import { bilingualColumns, type ContentResource } from '../content-resource';
import { editorHtml, richBlocks } from '../rich-text';

/** Information pages (/pages/<slug>): fixed by the site's routes, so edited only, never added or removed. */
export const infoPages: ContentResource<typeof infoPageSchema> = {
  name: 'info-pages',
  table: 'info_pages',
  key: 'slug',
  schema: infoPageSchema,
  creatable: false,
  view(row) {
    const body = editorHtml(row, 'body', 'blocks');
    return {
      id: row.slug,
      slug: row.slug,
      ...bilingualColumns(row, 'title', 'summary'),
      body_ar: body.ar,
      body_en: body.en,
    };
  },
  columns(input) {
    const ar = richBlocks(input.body_ar);
    const en = richBlocks(input.body_en);
    return {
      ...bilingualColumns(input, 'title', 'summary'),
      body_html_ar: ar.html,
      body_html_en: en.html,
      body_ar: ar.blocks,
      body_en: en.blocks,
    };
  },
  sortable: { slug: 'slug', title_ar: 'title_ar', title_en: 'title_en', updated_at: 'updated_at' },
  defaultSort: 'slug',
  search: ['slug', 'title_ar', 'title_en'],
  publicPaths: (row) => [`/pages/${String(row.slug)}`],
  previewPath: (row) => `/pages/${String(row.slug)}`,
  contentTypes: ['pages'],
};
