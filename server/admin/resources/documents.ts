import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { documentSchema } from '#src/admin/content-schemas';
import { audit } from '../audit';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';
import { sendAdminError, type AdminContext } from '../http';
import { checkFileContent, PROBLEM_MESSAGE_KEYS } from '../../security/file-checks';
import { receiveFile } from './uploads';
import { HOUR_MS } from '#src/lib/durations';

/** Uploaded PDFs: at most this big. */
export const DOCUMENT_LIMIT_MB = 20;

/** The pages that list each tab of documents (besides any reading /documents, told by content type). */
const PAGES_OF_TAB: Record<string, string[]> = {
  governance: ['/governance', '/governance/Tabs'],
  policies: ['/policies', '/policies/Tabs'],
  regulations: ['/regulations', '/regulations/Tabs'],
  reports: ['/reports', '/pages/annual_report'],
  financial: ['/pages/financial_statements'],
};

/** Where an upload waits until a document takes it (beside DATA_DIR/media, never served). */
function pendingDir(mediaDir: string): string {
  return path.join(mediaDir, '..', 'pending-documents');
}

/** A safe download name: the editor's, else the uploaded file's, ending in .pdf. */
function downloadName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim().slice(0, 180) || 'document';
  return `${base}.pdf`;
}

/**
 * POST /uploads/documents (multipart, field `file`): a PDF checked with the upload kit (file-checks.ts),
 * kept aside under a random id the document form then sends; refused past the limit, named.
 */
export async function uploadDocumentHandler(ctx: AdminContext): Promise<void> {
  const received = await receiveFile(ctx.req, DOCUMENT_LIMIT_MB);
  if (received.kind === 'too-large') return sendAdminError(ctx.req, ctx.res, 413, 'too_large', 'errors.tooLarge', { max: DOCUMENT_LIMIT_MB });
  if (received.kind !== 'file' || received.data.length === 0) return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, { file: ctx.t('validation:fileRequired') });
  const checked = await checkFileContent(received.data, ['pdf'], { name: received.name, mimeType: received.mimeType });
  if ('problem' in checked) {
    const key = checked.problem === 'fileType' ? 'errors.notPdf' : PROBLEM_MESSAGE_KEYS[checked.problem];
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, { file: ctx.t(key) });
  }
  const id = `${randomBytes(12).toString('hex')}.pdf`;
  const dir = pendingDir(ctx.mediaDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, id), received.data);
  await dropAbandoned(dir, ctx.now);
  const fileName = downloadName(received.name);
  await audit(ctx.db, ctx.actor, { action: 'upload', entity: 'document-file', entityId: id, after: { fileName, bytes: received.data.length } }, ctx.now);
  ctx.res.status(201).json({ data: { id, fileName, sizeBytes: received.data.length } });
}

/** Uploads no document took within a day are let go (as each new one arrives). */
const PENDING_HOURS = 24;
async function dropAbandoned(dir: string, now: Date): Promise<void> {
  const cutoff = now.getTime() - PENDING_HOURS * HOUR_MS;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

async function pendingFile(mediaDir: string, id: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(pendingDir(mediaDir), id));
  } catch {
    return null;
  }
}

/** Governance, policy, regulation, report and financial documents (PDF), by tab. */
export const documents: ContentResource<typeof documentSchema> = {
  name: 'documents',
  table: 'documents',
  key: 'id',
  schema: documentSchema,
  view: (row) => ({ id: row.id, ...pick(row, 'tab', 'position', 'published_on', 'file_name', 'size_bytes'), ...bilingualColumns(row, 'title', 'category'), file: null, download: `/api/v1/documents/${String(row.id)}/file` }),
  async check(input, { before, ctx }) {
    if (!input.file) return before ? null : { file: 'validation:fileRequired' };
    // Checked at upload; checked again in case the waiting file went or was replaced on disk.
    const content = await pendingFile(ctx.mediaDir, input.file);
    return content && 'type' in (await checkFileContent(content, ['pdf'], { name: input.file })) ? null : { file: 'errors.uploadGone' };
  },
  async columns(input, { before, ctx }) {
    const columns = { tab: input.tab, position: input.position, published_on: input.published_on, ...bilingualColumns(input, 'title', 'category') };
    if (!input.file) return { ...columns, file_name: input.file_name ? downloadName(input.file_name) : before?.file_name };
    const content = await pendingFile(ctx.mediaDir, input.file);
    if (!content) throw new Error('the checked upload went away');
    return { ...columns, file_name: downloadName(input.file_name || String(before?.file_name ?? input.file)), size_bytes: content.length, pdf_base64: content.toString('base64') };
  },
  sortable: { id: 'id', tab: 'tab', position: 'position', published_on: 'published_on', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'published_on',
  search: ['title_ar', 'title_en'],
  filters: { tab: 'tab' },
  publicPaths: (row) => [...(PAGES_OF_TAB[String(row.tab)] ?? []), `/documents/${String(row.id)}/file`],
  previewPath: (row) => PAGES_OF_TAB[String(row.tab)]?.[0] ?? '/governance',
  contentTypes: ['documents'],
  async afterSave(input, ctx) {
    if (input.file) await rm(path.join(pendingDir(ctx.mediaDir), input.file), { force: true });
  },
};
