import { videoSchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';

/** Videos (/videos): a YouTube or Vimeo link and a local poster. */
export const videos: ContentResource<typeof videoSchema> = {
  name: 'videos',
  table: 'videos',
  key: 'id',
  schema: videoSchema,
  view: (row) => ({
    id: row.id,
    ...bilingualColumns(row, 'title', 'description'),
    ...pick(row, 'url', 'poster', 'published_at'),
  }),
  columns: (input) => ({
    ...bilingualColumns(input, 'title', 'description'),
    url: input.url,
    poster: input.poster,
    published_at: new Date(input.published_at).toISOString(),
  }),
  sortable: { id: 'id', published_at: 'published_at', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'published_at',
  search: ['title_ar', 'title_en'],
  publicPaths: () => ['/videos'],
  previewPath: () => '/videos',
  contentTypes: ['videos'],
};
