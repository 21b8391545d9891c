import { albumSchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';

/** Picture albums (/images, /images/<id>) with their pictures in order. */
export const albums: ContentResource<typeof albumSchema> = {
  name: 'albums',
  table: 'albums',
  key: 'id',
  schema: albumSchema,
  view: (row) => ({
    id: row.id,
    ...bilingualColumns(row, 'title', 'description'),
    ...pick(row, 'cover', 'published_at'),
  }),
  columns: (input) => ({
    ...bilingualColumns(input, 'title', 'description'),
    cover: input.cover,
    published_at: new Date(input.published_at).toISOString(),
  }),
  children: {
    table: 'album_images',
    foreignKey: 'album_id',
    field: 'images',
    toColumns: (item) => ({ src: item.src, ...bilingualColumns(item, 'caption') }),
    view: (row) => ({ src: row.src, ...bilingualColumns(row, 'caption') }),
  },
  sortable: { id: 'id', published_at: 'published_at', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'published_at',
  search: ['title_ar', 'title_en'],
  publicPaths: (row) => ['/images', `/images/${String(row.id)}`],
  previewPath: (row) => `/images/${String(row.id)}`,
  contentTypes: ['albums'],
};
