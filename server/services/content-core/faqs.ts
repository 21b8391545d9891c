import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FaqPage } from '#src/domain/content-core';
import type { PaginationQuery } from '#src/domain/pagination';
import { offsetOf, pageOf } from '../paging';
import { pair } from './rows';
import { publicRows } from '../publishing/visibility';

export async function listFaqs(db: Kysely<Database>, query: PaginationQuery): Promise<FaqPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('faqs')
      .selectAll()
      .where(publicRows('faqs'))
      .orderBy('position')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('faqs')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(publicRows('faqs'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row) => ({ id: Number(row.id), question: pair(row, 'question'), answer: pair(row, 'answer') })),
    Number(count.total),
    query,
  );
}
