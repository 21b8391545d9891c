import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewsTable } from '../../db/tables/content-media';
import type { NewsDetail, NewsSummary } from '#src/domain/content-media';
import type { Page, PaginationQuery } from '#src/domain/pagination';
import { bilingual, paragraphs } from './text';
import { offsetOf, pageOf } from '../paging';
import { publicRows } from '../publishing/visibility';
import { publicHtml } from '../publishing/rich-html';

/** What a news card shows: a list never reads the bodies. */
const SUMMARY_COLUMNS = ['id', 'title_ar', 'title_en', 'summary_ar', 'summary_en', 'image', 'published_at'] as const;

function summary(row: Pick<Selectable<NewsTable>, (typeof SUMMARY_COLUMNS)[number]>): NewsSummary {
  return {
    id: row.id,
    title: bilingual(row.title_ar, row.title_en),
    summary: bilingual(row.summary_ar, row.summary_en),
    image: row.image,
    publishedAt: row.published_at,
  };
}

/** What the public sees: not drafts, and scheduled items only once their date has come. */
function visibleNews(db: Kysely<Database>) {
  return db.selectFrom('news').where(publicRows('news', { dateColumn: 'published_at' }));
}

/** Newest first; ties broken by id so pages never overlap. */
export async function listNews(db: Kysely<Database>, query: PaginationQuery): Promise<Page<NewsSummary>> {
  const [rows, count] = await Promise.all([
    visibleNews(db)
      .select(SUMMARY_COLUMNS)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    visibleNews(db)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(summary), Number(count.total), query);
}

export async function latestNews(db: Kysely<Database>, limit: number): Promise<NewsSummary[]> {
  const rows = await visibleNews(db)
    .select(SUMMARY_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(summary);
}

export async function getNews(db: Kysely<Database>, id: number): Promise<NewsDetail | null> {
  const row = await visibleNews(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const images = await db.selectFrom('news_images').selectAll().where('news_id', '=', id).orderBy('position').execute();
  return {
    ...summary(row),
    body: paragraphs(row.body_ar, row.body_en),
    bodyHtml: publicHtml(row, 'body'),
    images: images.map((image) => ({ src: image.src, caption: bilingual(image.caption_ar, image.caption_en) })),
  };
}

/** Every news id, for the sitemap. */
export async function newsIds(db: Kysely<Database>): Promise<number[]> {
  return (await visibleNews(db).select('id').orderBy('id').execute()).map((row) => row.id);
}
