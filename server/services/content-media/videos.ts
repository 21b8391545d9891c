import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VideoTable } from '../../db/tables/content-media';
import type { VideoItem } from '#src/domain/content-media';
import type { Page, PaginationQuery } from '#src/domain/pagination';
import { parseVideoUrl, youtubeThumbnail } from '#src/domain/video-url';
import { bilingual } from './text';
import { offsetOf, pageOf } from '../paging';
import { publicRows } from '../publishing/visibility';

/**
 * The thumbnail comes from the provider when it can be derived from the URL (YouTube); Vimeo's
 * needs an API call, so the stored local poster stands in for it.
 */
export function videoThumbnail(
  url: string,
  poster: string,
): { provider: VideoItem['provider']; thumbnail: string } | null {
  const parsed = parseVideoUrl(url);
  if (!parsed.ok) return null;
  return { provider: parsed.provider, thumbnail: parsed.provider === 'youtube' ? youtubeThumbnail(parsed.id) : poster };
}

function item(row: Selectable<VideoTable>): VideoItem | null {
  const video = videoThumbnail(row.url, row.poster);
  if (!video) return null;
  return {
    id: row.id,
    title: bilingual(row.title_ar, row.title_en),
    description: bilingual(row.description_ar, row.description_en),
    url: row.url,
    provider: video.provider,
    thumbnail: video.thumbnail,
    poster: row.poster,
    publishedAt: row.published_at,
  };
}

export async function listVideos(db: Kysely<Database>, query: PaginationQuery): Promise<Page<VideoItem>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('videos')
      .selectAll()
      .where(publicRows('videos'))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(publicRows('videos'))
      .executeTakeFirstOrThrow(),
  ]);
  // A stored link no provider accepts is left out rather than shown broken.
  return pageOf(
    rows.map(item).filter((v): v is VideoItem => v !== null),
    Number(count.total),
    query,
  );
}
