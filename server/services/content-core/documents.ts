import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentPage, DocumentsQuery, DocumentTab } from '#src/domain/content-core';
import { offsetOf, pageOf } from '../paging';
import { pair } from './rows';
import { publicRows } from '../publishing/visibility';

/** One tab of documents, newest first. */
export async function listDocuments(db: Kysely<Database>, query: DocumentsQuery): Promise<DocumentPage> {
  const { tab, size } = query;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('documents')
      .select([
        'id',
        'tab',
        'title_ar',
        'title_en',
        'category_ar',
        'category_en',
        'published_on',
        'file_name',
        'size_bytes',
      ])
      .where('tab', '=', tab)
      .where(publicRows('documents'))
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .limit(size)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('tab', '=', tab)
      .where(publicRows('documents'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: Number(row.id),
    tab: row.tab as DocumentTab,
    title: pair(row, 'title'),
    category: pair(row, 'category'),
    publishedOn: row.published_on,
    fileName: row.file_name,
    mimeType: 'application/pdf' as const,
    sizeBytes: Number(row.size_bytes),
    downloadUrl: `/documents/${row.id}/file`,
  }));
  return pageOf(items, Number(count.total), query);
}

export async function getDocumentFile(
  db: Kysely<Database>,
  id: number,
): Promise<{ fileName: string; content: Buffer } | null> {
  const row = await db
    .selectFrom('documents')
    .select(['file_name', 'pdf_base64'])
    .where('id', '=', id)
    .where(publicRows('documents'))
    .executeTakeFirst();
  return row ? { fileName: row.file_name, content: Buffer.from(row.pdf_base64, 'base64') } : null;
}
