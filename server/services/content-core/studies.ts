import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Study, StudyPage } from '#src/domain/content-core';
import type { PaginationQuery } from '#src/domain/pagination';
import { offsetOf, pageOf } from '../paging';
import { blocks, pair } from './rows';
import { publicRows } from '../publishing/visibility';
import { publicHtml } from '../publishing/rich-html';

export async function listStudies(db: Kysely<Database>, query: PaginationQuery): Promise<StudyPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('studies')
      .select(['id', 'published_on', 'title_ar', 'title_en', 'field_ar', 'field_en', 'summary_ar', 'summary_en'])
      .where(publicRows('studies'))
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('studies')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(publicRows('studies'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      publishedOn: row.published_on,
      title: pair(row, 'title'),
      field: pair(row, 'field'),
      summary: pair(row, 'summary'),
    })),
    Number(count.total),
    query,
  );
}

export async function getStudy(db: Kysely<Database>, id: number): Promise<Study | null> {
  const row = await db
    .selectFrom('studies')
    .selectAll()
    .where('id', '=', id)
    .where(publicRows('studies'))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    publishedOn: row.published_on,
    title: pair(row, 'title'),
    field: pair(row, 'field'),
    summary: pair(row, 'summary'),
    body: blocks(row.body_ar, row.body_en),
    html: publicHtml(row, 'body'),
  };
}

/** Locale-free detail paths for the sitemap. */
export async function studyPaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('studies').select('id').where(publicRows('studies')).orderBy('id').execute();
  return rows.map((row) => `/pages/studies/${row.id}`);
}
