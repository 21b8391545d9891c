import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY_MS } from '#src/lib/durations';

/** Where submissions' files live on disk (server/security/uploads.ts writes them there). */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Removes the file records of these submissions (and any staff link to them) inside the caller's
 * transaction, and returns the names on disk, to be deleted once that transaction has committed:
 * a rolled-back erasure never loses the files of a record that stays.
 */
export async function dropFileRecords(trx: Transaction<Database>, references: readonly string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const files = await trx.selectFrom('uploaded_files').select(['id', 'stored_name']).where('owner_reference', 'in', references).execute();
  if (files.length === 0) return [];
  await trx
    .deleteFrom('staff_file_links')
    .where(
      'file_id',
      'in',
      files.map((file) => file.id),
    )
    .execute();
  await trx.deleteFrom('uploaded_files').where('owner_reference', 'in', references).execute();
  return files.map((file) => file.stored_name);
}

/** Deletes stored files by name (never a path: the base name only); one already gone is no error. Returns how many were there. */
export async function removeStoredFiles(uploadsDir: string, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    const location = path.join(uploadsDir, path.basename(name));
    const found = await stat(location).catch(() => null);
    if (!found?.isFile()) continue;
    await rm(location, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Files on disk that no record names and that are more than a day old: what an erasure left when
 * the process stopped between its commit and the deletion of the files. An upload is written just
 * before its record, so a young file may be one whose record is being written: it waits a day.
 */
export async function sweepOrphanFiles(db: Kysely<Database>, uploadsDir: string, now: Date): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const known = new Set((await db.selectFrom('uploaded_files').select('stored_name').execute()).map((row) => row.stored_name));
  const orphans: string[] = [];
  for (const name of names) {
    if (known.has(name)) continue;
    const found = await stat(path.join(uploadsDir, name)).catch(() => null);
    if (found?.isFile() && found.mtimeMs < now.getTime() - DAY_MS) orphans.push(name);
  }
  return removeStoredFiles(uploadsDir, orphans);
}
