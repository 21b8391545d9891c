import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isStoredName, type FileStore } from '../../files/store';
import { DAY_MS } from '#src/lib/durations';

/**
 * Removes the file records of these submissions (and any staff link to them) inside the caller's
 * transaction, and returns the names on disk, to be deleted once that transaction has committed:
 * a rolled-back erasure never loses the files of a record that stays.
 */
export async function dropFileRecords(trx: Transaction<Database>, references: readonly string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const files = await trx
    .selectFrom('uploaded_files')
    .select(['id', 'stored_name'])
    .where('owner_reference', 'in', references)
    .execute();
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
export async function removeStoredFiles(files: FileStore, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    const base = path.basename(name);
    if (isStoredName(base) && (await files.delete('uploads', base))) removed += 1;
  }
  return removed;
}

/**
 * Files stored that no record names and that are more than a day old: what an erasure left when
 * the process stopped between its commit and the deletion of the files. An upload is written just
 * before its record, so a young file may be one whose record is being written: it waits a day.
 */
export async function sweepOrphanFiles(db: Kysely<Database>, files: FileStore, now: Date): Promise<number> {
  const stored: { name: string; createdAt: Date }[] = [];
  for await (const file of files.list('uploads')) stored.push({ name: file.name, createdAt: file.createdAt });
  if (stored.length === 0) return 0;
  const known = new Set(
    (await db.selectFrom('uploaded_files').select('stored_name').execute()).map((row) => row.stored_name),
  );
  const orphans = stored
    .filter((file) => !known.has(file.name) && file.createdAt.getTime() < now.getTime() - DAY_MS)
    .map((file) => file.name);
  return removeStoredFiles(files, orphans);
}
