import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AwarenessMessageTable } from '../../db/tables/content-media';
import type { MessageDetail, MessageSummary } from '#src/domain/content-media';
import type { Page, PaginationQuery } from '#src/domain/pagination';
import { bilingual, paragraphs } from './text';
import { offsetOf, pageOf } from '../paging';
import { publicRows } from '../publishing/visibility';
import { publicHtml } from '../publishing/rich-html';

function summary(row: Selectable<AwarenessMessageTable>): MessageSummary {
  return {
    id: row.id,
    title: bilingual(row.title_ar, row.title_en),
    summary: bilingual(row.summary_ar, row.summary_en),
    topic: bilingual(row.topic_ar, row.topic_en),
    image: row.image,
    publishedAt: row.published_at,
  };
}

export async function listMessages(db: Kysely<Database>, query: PaginationQuery): Promise<Page<MessageSummary>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('awareness_messages')
      .selectAll()
      .where(publicRows('messages'))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('awareness_messages')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(publicRows('messages'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(summary), Number(count.total), query);
}

export async function getMessage(db: Kysely<Database>, id: number): Promise<MessageDetail | null> {
  const row = await db
    .selectFrom('awareness_messages')
    .selectAll()
    .where('id', '=', id)
    .where(publicRows('messages'))
    .executeTakeFirst();
  return row
    ? { ...summary(row), body: paragraphs(row.body_ar, row.body_en), bodyHtml: publicHtml(row, 'body') }
    : null;
}

export async function messageIds(db: Kysely<Database>): Promise<number[]> {
  return (
    await db.selectFrom('awareness_messages').select('id').where(publicRows('messages')).orderBy('id').execute()
  ).map((row) => row.id);
}
