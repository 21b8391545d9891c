import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** A small well-formed PDF (header, objects, a cross-reference table with true offsets, trailer). */
export function minimalPdf(text = 'Sample document', extra = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R ${extra}>>`,
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF as if just uploaded: waiting under DATA_DIR for a document to take it; returns its id. */
export function pendingPdf(dataDir: string, content = minimalPdf()): string {
  const id = `${randomBytes(12).toString('hex')}.pdf`;
  const dir = path.join(dataDir, 'pending-documents');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, id), content);
  return id;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** A copy of a table's first seeded row under an id the database gives (a row to read, change or delete). */
export async function copyOfFirstRow(db: Kysely<Database>, table: string): Promise<number> {
  const any = db as unknown as AnyDb;
  const { id: _seeded, ...first } = await any.selectFrom(table).selectAll().orderBy('id').executeTakeFirstOrThrow();
  const row = await any.insertInto(table).values(first).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const later = () => new Date(Date.now() + 3_600_000).toISOString();
const earlier = () => new Date(Date.now() - 60_000).toISOString();

/** A valid input of each content type (what its form sends), published unless said. */
export const CONTENT_INPUTS: Record<string, (dataDir: string) => Record<string, unknown>> = {
  'info-pages': () => ({
    title_ar: 'من نحن',
    title_en: 'About us',
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    body_ar: '<p>نص</p>',
    body_en: '<p>Text</p>',
    status: 'published',
  }),
  albums: () => ({
    title_ar: 'ألبوم',
    title_en: 'Album',
    description_ar: 'وصف',
    description_en: 'Description',
    cover: '/images/news/1.jpg',
    published_at: earlier(),
    images: [{ src: '/images/news/2.jpg', caption_ar: 'صورة', caption_en: 'Picture' }],
    status: 'published',
  }),
  videos: () => ({
    title_ar: 'فيديو',
    title_en: 'Video',
    description_ar: 'وصف',
    description_en: 'Description',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    poster: '/images/news/1.jpg',
    published_at: earlier(),
    status: 'published',
  }),
  messages: () => ({
    title_ar: 'رسالة',
    title_en: 'Message',
    topic_ar: 'موضوع',
    topic_en: 'Topic',
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    body_ar: '<p>نص</p>',
    body_en: '<p>Text</p>',
    image: '/images/news/1.jpg',
    published_at: earlier(),
    status: 'published',
  }),
  studies: () => ({
    title_ar: 'دراسة',
    title_en: 'Study',
    field_ar: 'مجال',
    field_en: 'Field',
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    body_ar: '<p>نص</p>',
    body_en: '<p>Text</p>',
    published_on: '2026-01-15',
    status: 'published',
  }),
  documents: (dataDir) => ({
    tab: 'policies',
    title_ar: 'سياسة',
    title_en: 'Policy',
    category_ar: 'سياسات',
    category_en: 'Policies',
    published_on: '2026-01-15',
    position: 1,
    file: pendingPdf(dataDir),
    file_name: 'policy.pdf',
    status: 'published',
  }),
  people: () => ({
    group_key: 'board',
    position: 9,
    title_ar: 'عضو',
    title_en: 'Member',
    remit_ar: 'مهام',
    remit_en: 'Remit',
    members: [],
    status: 'published',
  }),
  faqs: () => ({
    position: 9,
    question_ar: 'سؤال؟',
    question_en: 'Question?',
    answer_ar: 'جواب',
    answer_en: 'Answer',
    status: 'published',
  }),
};

export const CONTENT_TABLES: Record<string, string> = {
  albums: 'albums',
  videos: 'videos',
  messages: 'awareness_messages',
  studies: 'studies',
  documents: 'documents',
  people: 'governance_members',
  faqs: 'faqs',
};

export { later, earlier };
