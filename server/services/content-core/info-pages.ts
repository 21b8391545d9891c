import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InfoPage } from '#src/domain/content-core';
import { blocks, pair } from './rows';
import { publicRows } from '../publishing/visibility';
import { publicHtml } from '../publishing/rich-html';

export async function getInfoPage(db: Kysely<Database>, slug: string): Promise<InfoPage | null> {
  const row = await db
    .selectFrom('info_pages')
    .selectAll()
    .where('slug', '=', slug)
    .where(publicRows('info-pages', { keyColumn: 'slug' }))
    .executeTakeFirst();
  if (!row) return null;
  return {
    slug: row.slug,
    title: pair(row, 'title'),
    summary: pair(row, 'summary'),
    body: blocks(row.body_ar, row.body_en),
    html: publicHtml(row, 'body'),
    updatedAt: row.updated_at,
  };
}
