import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseFileStore } from './database-store';
import { folderFileStore } from './folder-store';
import type { FileStore } from './store';

/**
 * The store a deployment uses, by its settings: with DATABASE_URL (PostgreSQL, possibly several
 * instances) the database, so every instance reads every file; without it the data folder.
 */
export function fileStoreFor(config: { DATABASE_URL?: string; DATA_DIR: string }, db: Kysely<Database>): FileStore {
  return config.DATABASE_URL ? databaseFileStore(db) : folderFileStore(config.DATA_DIR);
}
