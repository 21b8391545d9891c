import type { z } from 'zod';
import { slideSchema } from '#src/admin/site-content-schemas';
import { pairs, pick, tableHandlers, type Row, type TableResource } from '../table-resource';

/** The home page's carousel: a picture with a link inside the site, or a YouTube / Vimeo video. */
function view(row: Row) {
  return {
    ...pick(row, ['id', 'kind', ...pairs('title', 'text'), 'image'], ['position']),
    link: row.link ?? '',
    video_url: row.video_url ?? '',
  };
}

export const slideResource: TableResource<z.infer<typeof slideSchema>> = {
  table: 'home_slides',
  entity: 'home-slides',
  schema: slideSchema,
  ids: 'auto',
  view,
  // Only the fields of its kind are kept: an image slide has no video, a video slide no link.
  columns: ({ link, video_url: videoUrl, ...rest }) => ({
    ...rest,
    link: rest.kind === 'image' ? link : null,
    video_url: rest.kind === 'video' ? videoUrl : null,
  }),
  sortable: {
    id: 'id',
    position: 'position',
    kind: 'kind',
    title_ar: 'title_ar',
    title_en: 'title_en',
    status: 'status',
    publish_at: 'publish_at',
  },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  filters: ['kind', 'status'],
  publishing: { previewPath: () => '/' },
  affects: () => ({ contentTypes: ['home'], paths: ['/', '/home'] }),
};

export const slideHandlers = tableHandlers(slideResource);
