import type { Generated } from 'kysely';

/**
 * Files kept in the database on PostgreSQL deployments (migration 0056, docs/decisions/060):
 * one row per file, its bytes in numbered chunks. `area` is one of FILE_AREAS (server/files/store.ts).
 */
export interface StoredFileTable {
  id: Generated<number>;
  area: string;
  name: string;
  mime_type: string;
  size_bytes: number;
  chunk_count: number;
  /** Hex SHA-256 of the whole file: its ETag, and what the move command compares. */
  sha256: string;
  created_at: string;
}

export interface StoredFileChunkTable {
  file_id: number;
  /** 0, 1, 2 … in file order. */
  position: number;
  data: Buffer;
}

export interface StoredFileTables {
  stored_files: StoredFileTable;
  stored_file_chunks: StoredFileChunkTable;
}
