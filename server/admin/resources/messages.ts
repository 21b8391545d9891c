import { messageSchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';
import { editorHtml, richBody } from '../rich-text';

/** Awareness messages (/messages, /messages/<id>): rich bodies. */
export const messages: ContentResource<typeof messageSchema> = {
  name: 'messages',
  table: 'awareness_messages',
  key: 'id',
  schema: messageSchema,
  view(row) {
    const body = editorHtml(row, 'body', 'paragraphs');
    return {
      id: row.id,
      ...bilingualColumns(row, 'title', 'topic', 'summary'),
      body_ar: body.ar,
      body_en: body.en,
      ...pick(row, 'image', 'published_at'),
    };
  },
  columns(input) {
    const ar = richBody(input.body_ar);
    const en = richBody(input.body_en);
    return {
      ...bilingualColumns(input, 'title', 'topic', 'summary'),
      body_html_ar: ar.html,
      body_html_en: en.html,
      body_ar: ar.text,
      body_en: en.text,
      image: input.image,
      published_at: new Date(input.published_at).toISOString(),
    };
  },
  sortable: { id: 'id', published_at: 'published_at', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'published_at',
  search: ['title_ar', 'title_en', 'topic_ar', 'topic_en'],
  publicPaths: (row) => ['/messages', `/messages/${String(row.id)}`],
  previewPath: (row) => `/messages/${String(row.id)}`,
  contentTypes: ['messages'],
};
