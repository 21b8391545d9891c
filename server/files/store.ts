import type { Readable } from 'node:stream';
import path from 'node:path';

/**
 * Where the site keeps files (docs/decisions/060): applicants' uploads, the pictures staff put on
 * pages, PDFs waiting for their document, and generated share images. One small interface, two
 * backends: the data folder (SQLite deployments: one machine, today's paths) and the database
 * (PostgreSQL deployments: every instance reads every file). Bytes go in and out as streams.
 */

/** What a file is for; each area is a folder under DATA_DIR in the folder backend. */
export const FILE_AREAS = ['uploads', 'media', 'pending-documents', 'campaign-og', 'campaign-photos'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** The areas the database names (the rest come back by themselves): what a backup holds and the move command moves first. */
export const KEPT_AREAS: readonly FileArea[] = ['uploads', 'media'];

/** The folder each area lives in under DATA_DIR (the folders the site always used). */
export const AREA_FOLDERS: Record<FileArea, string> = {
  uploads: 'uploads',
  media: 'media',
  'pending-documents': 'pending-documents',
  'campaign-og': path.join('cache', 'campaign-og'),
  // Organisers' photos: served only through the campaign's API once staff approve them.
  'campaign-photos': 'campaign-photos',
};

export interface FileInfo {
  name: string;
  size: number;
  mimeType: string;
  /** A quoted ETag for the file's current bytes. */
  etag: string;
  createdAt: Date;
}

export interface FileRead extends FileInfo {
  /** The bytes, a chunk at a time; it errors if the file goes while being read. */
  stream: Readable;
}

/** Bytes to store: a whole buffer (already in memory) or any stream or iterable of chunks. */
export type FileSource = Buffer | AsyncIterable<Buffer> | Iterable<Buffer>;

export interface FileStore {
  readonly kind: 'folder' | 'database';
  /** Stores (or replaces) a file; it is visible only once complete and durable. Returns its size. */
  put(area: FileArea, name: string, source: FileSource, mimeType: string): Promise<{ size: number }>;
  /** The file with its size and type, or null when there is none. */
  get(area: FileArea, name: string): Promise<FileRead | null>;
  /** Its size, type and ETag without reading it: null when there is none. */
  stat(area: FileArea, name: string): Promise<FileInfo | null>;
  /** Deletes it; false when there was none. */
  delete(area: FileArea, name: string): Promise<boolean>;
  /** Every file of an area (for backups, sweeps and the move command). */
  list(area: FileArea): AsyncIterable<FileInfo>;
}

export class FileNameError extends Error {}

/** A stored name is ours (random or a hash, with an extension): never a path, never a visitor's. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,151}(\.[A-Za-z0-9]{1,10})?$/;

export function checkedName(name: string): string {
  if (!STORED_NAME.test(name)) throw new FileNameError(`not a stored file name: ${JSON.stringify(name.slice(0, 60))}`);
  return name;
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A file's type from its (our) extension, where nothing recorded it (the folder backend). */
export function typeOfName(name: string): string {
  return TYPES_BY_EXTENSION[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Collects a stream whose size is bounded by the caller (a sealed upload, a pending PDF) into one buffer. */
export async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The source as chunks of at most `size` bytes (a buffer is cut up; a stream is regrouped). */
export async function* chunksOf(source: FileSource, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(source)) {
    for (let at = 0; at < source.length; at += size) yield source.subarray(at, at + size);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
