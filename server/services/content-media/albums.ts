import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AlbumTable } from '../../db/tables/content-media';
import type { AlbumDetail, AlbumSummary } from '#src/domain/content-media';
import type { Page, PaginationQuery } from '#src/domain/pagination';
import { bilingual } from './text';
import { offsetOf, pageOf } from '../paging';
import { publicRows } from '../publishing/visibility';

function summary(row: Selectable<AlbumTable>, imageCount: number): AlbumSummary {
  return {
    id: row.id,
    title: bilingual(row.title_ar, row.title_en),
    description: bilingual(row.description_ar, row.description_en),
    cover: row.cover,
    imageCount,
    publishedAt: row.published_at,
  };
}

export async function listAlbums(db: Kysely<Database>, query: PaginationQuery): Promise<Page<AlbumSummary>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('albums')
      .selectAll()
      .where(publicRows('albums'))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('albums')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(publicRows('albums'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .selectFrom('album_images')
        .select(['album_id', (eb) => eb.fn.countAll().as('n')])
        .where('album_id', 'in', ids)
        .groupBy('album_id')
        .execute()
    : [];
  const byAlbum = new Map(counts.map((c) => [c.album_id, Number(c.n)]));
  return pageOf(
    rows.map((row) => summary(row, byAlbum.get(row.id) ?? 0)),
    Number(count.total),
    query,
  );
}

export async function getAlbum(db: Kysely<Database>, id: number): Promise<AlbumDetail | null> {
  const row = await db
    .selectFrom('albums')
    .selectAll()
    .where('id', '=', id)
    .where(publicRows('albums'))
    .executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom('album_images')
    .selectAll()
    .where('album_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    ...summary(row, images.length),
    images: images.map((image) => ({ src: image.src, caption: bilingual(image.caption_ar, image.caption_en) })),
  };
}

export async function albumIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('albums').select('id').where(publicRows('albums')).orderBy('id').execute()).map(
    (row) => row.id,
  );
}
