import { randomBytes } from 'node:crypto';
import busboy from 'busboy';
import { withoutNul } from './nul-characters';
import type { Request } from 'express';
import { MAX_FILE_BYTES } from '#src/domain/applications/limits';
import { checkFileContent, type ContentProblem } from './file-checks';
import { EXTENSIONS, MIME_TYPES, type SniffedType } from './file-types';
import { dataKeys, type DataKeys } from './data-keys';
import { sealBytes } from './field-encryption';
import type { FileStore } from '../files/store';

/**
 * Multipart forms with files: parsed with busboy under hard limits, files held in memory (at most
 * a few × 5 MB), typed by content, then stored in the file store's `uploads` area (server/files) with random names —
 * never served publicly, never named by the visitor — and sealed under the operator's data keys
 * (docs/decisions/056): the stored bytes are ciphertext, the data key is in the file's row.
 */
export interface ReceivedFile {
  field: string;
  /** The visitor's file name, cleaned, for staff only. */
  originalName: string;
  /** The type the part declared (the browser's guess from the name): a claim, checked against the content. */
  mimeType: string;
  data: Buffer;
  /** Over the size limit: the data is cut short and the file is refused. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** More file parts than allowed were sent (the extra ones were dropped). */
  tooManyFiles: boolean;
}

export type MultipartFailure = 'not_multipart' | 'too_many_fields' | 'malformed';

export interface MultipartLimits {
  /** File fields accepted, with how many files each may carry. */
  fileFields: Record<string, number>;
  maxFileBytes?: number;
  maxFields?: number;
  maxFieldBytes?: number;
}

export function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm | MultipartFailure> {
  return new Promise((resolve) => {
    if (!req.is('multipart/form-data')) {
      resolve('not_multipart');
      return;
    }
    const maxFiles = Object.values(limits.fileFields).reduce((sum, count) => sum + count, 0);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          // One byte over the limit marks the file truncated; a file of exactly the limit is fine.
          fileSize: (limits.maxFileBytes ?? MAX_FILE_BYTES) + 1,
          // No count of files here: busboy's would count a file sent under a field the form does
          // not have, and then call the form's own file one too many. The count per field below
          // decides, and the count of parts bounds the whole body.
          fields: limits.maxFields ?? 30,
          fieldSize: limits.maxFieldBytes ?? 16 * 1024,
          parts: maxFiles + (limits.maxFields ?? 30) + 5,
          headerPairs: 200,
        },
      });
    } catch {
      resolve('malformed');
      return;
    }
    const form: MultipartForm = { fields: {}, files: [], tooManyFiles: false };
    const perField = new Map<string, number>();
    let failure: MultipartFailure | null = null;

    parser.on('field', (name, value) => {
      // The first value wins: a repeated field is not a way to slip a second value past validation.
      if (!(name in form.fields)) form.fields[name] = withoutNul(value);
    });
    parser.on('file', (name, stream, info) => {
      const allowed = limits.fileFields[name] ?? 0;
      const count = (perField.get(name) ?? 0) + 1;
      perField.set(name, count);
      if (count > allowed) {
        // A file under a field the form does not have is ignored, as an unknown text field is.
        if (allowed > 0) form.tooManyFiles = true;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // An empty file input still sends a part with no name and no bytes: it is "no file".
        if (!info.filename && chunks.length === 0) return;
        form.files.push({
          field: name,
          originalName: cleanName(info.filename ?? ''),
          mimeType: info.mimeType,
          data: Buffer.concat(chunks),
          truncated: (stream as unknown as { truncated?: boolean }).truncated === true,
        });
      });
    });
    parser.on('fieldsLimit', () => {
      failure = 'too_many_fields';
    });
    parser.on('partsLimit', () => {
      failure = 'too_many_fields';
    });
    parser.on('error', () => {
      failure = failure ?? 'malformed';
      req.unpipe(parser);
      req.resume();
      resolve(failure);
    });
    parser.on('close', () => resolve(failure ?? form));
    req.pipe(parser);
  });
}

/** The visitor's file name without a path, control characters or excessive length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

/** The visitor's name with the detected type's extension in place of whatever it had. */
export function withExtension(name: string, type: SniffedType): string {
  const base = name.replace(/\.[^.]*$/, '') || 'file';
  return `${base}.${EXTENSIONS[type]}`;
}

export type FileProblem = 'fileTooLarge' | ContentProblem;

/** A file that passed its checks, with what to store: the bytes sent, or a picture written again. */
export interface AcceptedFile {
  file: ReceivedFile;
  type: SniffedType;
  data: Buffer;
}

/** Checks a received file against the allowed types and its content (file-checks.ts); returns what to store or the problem. */
export async function checkFile(
  file: ReceivedFile,
  allowed: readonly SniffedType[],
  maxBytes = MAX_FILE_BYTES,
): Promise<AcceptedFile | { problem: FileProblem }> {
  if (file.truncated || file.data.length > maxBytes) return { problem: 'fileTooLarge' };
  const checked = await checkFileContent(file.data, allowed, { name: file.originalName, mimeType: file.mimeType });
  return 'problem' in checked ? checked : { file, type: checked.type, data: checked.data };
}

export interface StoredFile {
  field: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  /** The visitor's bytes (before sealing). */
  size: number;
  /** The file's data key, wrapped (uploaded_files.data_key). */
  dataKey: string;
}

/** What a stored file's sealing is bound to: its name, so bytes moved to another file do not open there. */
export function uploadContext(storedName: string): string {
  return `uploads/${storedName}`;
}

/**
 * Stores files durably (the store makes each durable before it is visible) before the submission's
 * transaction commits, so a 201 never points at a file a crash could lose.
 */
export async function storeFiles(
  store: FileStore,
  files: AcceptedFile[],
  keys: DataKeys = dataKeys(),
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const { file, type, data } of files) {
      // Named by what the content is, never by what the visitor called it: `x.html` that is a PDF is stored and listed as .pdf.
      const storedName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const { dataKey, sealed } = sealBytes(keys, data, uploadContext(storedName));
      stored.push({
        field: file.field,
        storedName,
        originalName: withExtension(file.originalName, type),
        mimeType: MIME_TYPES[type],
        size: data.length,
        dataKey,
      });
      await store.put('uploads', storedName, sealed, MIME_TYPES[type]);
    }
  } catch (error) {
    await removeFiles(store, stored);
    throw error;
  }
  return stored;
}

/** Removes files whose submission did not commit. */
export async function removeFiles(store: FileStore, files: StoredFile[]): Promise<void> {
  for (const file of files) await store.delete('uploads', file.storedName);
}
