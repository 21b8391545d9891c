import { randomBytes } from 'node:crypto';
import { documentSchema } from '#src/admin/content-schemas';
import { audit } from '../audit';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';
import { sendAdminError, type AdminContext } from '../http';
import { checkFileContent, PROBLEM_MESSAGE_KEYS } from '../../security/file-checks';
import { receiveFile } from './uploads';
import { isStoredName, readWhole, type FileStore } from '../../files/store';
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

/** A safe download name: the editor's, else the uploaded file's, ending in .pdf. */
function downloadName(name: string): string {
  const base =
    name
      .replace(/\.pdf$/i, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
      .trim()
      .slice(0, 180) || 'document';
  return `${base}.pdf`;
}

/**
 * POST /uploads/documents (multipart, field `file`): a PDF checked with the upload kit (file-checks.ts),
 * kept aside under a random id the document form then sends; refused past the limit, named.
 */
export async function uploadDocumentHandler(ctx: AdminContext): Promise<void> {
  const received = await receiveFile(ctx.req, DOCUMENT_LIMIT_MB);
  if (received.kind === 'too-large')
    return sendAdminError(ctx.req, ctx.res, 413, 'too_large', 'errors.tooLarge', { max: DOCUMENT_LIMIT_MB });
  if (received.kind !== 'file' || received.data.length === 0)
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
      file: ctx.t('validation:fileRequired'),
    });
  const checked = await checkFileContent(received.data, ['pdf'], { name: received.name, mimeType: received.mimeType });
  if ('problem' in checked) {
    const key = checked.problem === 'fileType' ? 'errors.notPdf' : PROBLEM_MESSAGE_KEYS[checked.problem];
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
      file: ctx.t(key),
    });
  }
  const id = `${randomBytes(12).toString('hex')}.pdf`;
  // Kept in the file store (the database with several instances), so the save that follows may reach any instance.
  await ctx.files.put('pending-documents', id, received.data, 'application/pdf');
  await dropAbandoned(ctx.files, ctx.now);
  const fileName = downloadName(received.name);
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'upload', entity: 'document-file', entityId: id, after: { fileName, bytes: received.data.length } },
    ctx.now,
  );
  ctx.res.status(201).json({ data: { id, fileName, sizeBytes: received.data.length } });
}

/** Uploads no document took within a day are let go (as each new one arrives). */
const PENDING_HOURS = 24;
async function dropAbandoned(files: FileStore, now: Date): Promise<void> {
  const cutoff = now.getTime() - PENDING_HOURS * HOUR_MS;
  const abandoned: string[] = [];
  for await (const file of files.list('pending-documents'))
    if (file.createdAt.getTime() < cutoff) abandoned.push(file.name);
  for (const name of abandoned) await files.delete('pending-documents', name);
}

/** The waiting PDF (at most DOCUMENT_LIMIT_MB: the document row keeps it whole), or null when it is gone. */
async function pendingFile(files: FileStore, id: string): Promise<Buffer | null> {
  if (!isStoredName(id)) return null;
  const found = await files.get('pending-documents', id);
  return found ? readWhole(found.stream) : null;
}

/** Governance, policy, regulation, report and financial documents (PDF), by tab. */
export const documents: ContentResource<typeof documentSchema> = {
  name: 'documents',
  table: 'documents',
  key: 'id',
  schema: documentSchema,
  view: (row) => ({
    id: row.id,
    ...pick(row, 'tab', 'position', 'published_on', 'file_name', 'size_bytes'),
    ...bilingualColumns(row, 'title', 'category'),
    file: null,
    download: `/api/v1/documents/${String(row.id)}/file`,
  }),
  async check(input, { before, ctx }) {
    if (!input.file) return before ? null : { file: 'validation:fileRequired' };
    // Checked at upload; checked again in case the waiting file went or was replaced meanwhile.
    const content = await pendingFile(ctx.files, input.file);
    return content && 'type' in (await checkFileContent(content, ['pdf'], { name: input.file }))
      ? null
      : { file: 'errors.uploadGone' };
  },
  async columns(input, { before, ctx }) {
    const columns = {
      tab: input.tab,
      position: input.position,
      published_on: input.published_on,
      ...bilingualColumns(input, 'title', 'category'),
    };
    if (!input.file)
      return { ...columns, file_name: input.file_name ? downloadName(input.file_name) : before?.file_name };
    const content = await pendingFile(ctx.files, input.file);
    if (!content) throw new Error('the checked upload went away');
    return {
      ...columns,
      file_name: downloadName(input.file_name || String(before?.file_name ?? input.file)),
      size_bytes: content.length,
      pdf_base64: content.toString('base64'),
    };
  },
  sortable: {
    id: 'id',
    tab: 'tab',
    position: 'position',
    published_on: 'published_on',
    title_ar: 'title_ar',
    title_en: 'title_en',
  },
  defaultSort: 'published_on',
  search: ['title_ar', 'title_en'],
  filters: { tab: 'tab' },
  publicPaths: (row) => [...(PAGES_OF_TAB[String(row.tab)] ?? []), `/documents/${String(row.id)}/file`],
  previewPath: (row) => PAGES_OF_TAB[String(row.tab)]?.[0] ?? '/governance',
  contentTypes: ['documents'],
  async afterSave(input, ctx) {
    if (input.file && isStoredName(input.file)) await ctx.files.delete('pending-documents', input.file);
  },
};
