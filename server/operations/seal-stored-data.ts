import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DataKeys } from '../security/data-keys';
import { isSealedText, rewrap, sealBytes, sealedKeyId } from '../security/field-encryption';
import { indexKey, sealNationalId, type NationalIdColumn } from '../security/national-id-seal';
import { uploadContext } from '../security/uploads';
import { isStoredName, readWhole, type FileStore } from '../files/store';

/*
 * The sealed data as a whole (docs/decisions/056): sealing what was stored in clear before sealing
 * began (run at every start; after the first it finds nothing), and rotation, which re-wraps every
 * data key under the current key so an old key can be removed. Each row is changed by a conditional
 * update on the value it was read with, so several processes (workers, the command beside a running
 * site) may run it at once: one wins per row, the others find it done.
 */

interface NationalIdPlace {
  table: 'aid_requests' | 'job_applications';
  column: 'applicant_national_id' | 'national_id';
  index: 'applicant_national_id_index' | 'national_id_index';
  name: NationalIdColumn;
}

const NATIONAL_ID_PLACES: NationalIdPlace[] = [
  {
    table: 'aid_requests',
    column: 'applicant_national_id',
    index: 'applicant_national_id_index',
    name: 'aid_requests.applicant_national_id',
  },
  {
    table: 'job_applications',
    column: 'national_id',
    index: 'national_id_index',
    name: 'job_applications.national_id',
  },
];

export interface SealReport {
  nationalIds: number;
  files: number;
  /** Rows naming a file the store does not hold (left as they are). */
  missingFiles: number;
}

// Kysely cannot type a table and column chosen from a list; each place above names real ones.
type AnyDb = Kysely<Record<string, Record<string, string | number | null>>>;

async function sealNationalIds(db: Kysely<Database>, keys: DataKeys, place: NationalIdPlace): Promise<number> {
  const loose = db as unknown as AnyDb;
  const rows = (await loose
    .selectFrom(place.table)
    .select(['id', place.column])
    .where(place.index, 'is', null)
    .execute()) as { id: number; [column: string]: unknown }[];
  let sealed = 0;
  for (const row of rows) {
    const stored = String(row[place.column]);
    if (isSealedText(stored)) continue;
    const { sealed: value, index } = await sealNationalId(db, place.name, stored, keys);
    const result = await loose
      .updateTable(place.table)
      .set({ [place.column]: value, [place.index]: index })
      .where('id', '=', row.id)
      .where(place.column, '=', stored)
      .executeTakeFirst();
    sealed += Number(result.numUpdatedRows);
  }
  return sealed;
}

/**
 * A file stored in clear is sealed into a new file with a new name; its row moves to it in one
 * conditional update, and only then is the clear file removed. (Clear files predate sealing, so they
 * are at most a few MB: read whole.)
 */
async function sealFiles(
  db: Kysely<Database>,
  keys: DataKeys,
  files: FileStore,
): Promise<{ files: number; missingFiles: number }> {
  const rows = await db
    .selectFrom('uploaded_files')
    .select(['id', 'stored_name'])
    .where('data_key', 'is', null)
    .execute();
  let sealedFiles = 0;
  let missingFiles = 0;
  for (const row of rows) {
    const clearName = path.basename(row.stored_name);
    const found = isStoredName(clearName) ? await files.get('uploads', clearName) : null;
    if (!found) {
      missingFiles += 1;
      continue;
    }
    const data = await readWhole(found.stream);
    const storedName = `${randomBytes(16).toString('hex')}${path.extname(row.stored_name)}`;
    const { dataKey, sealed } = sealBytes(keys, data, uploadContext(storedName));
    await files.put('uploads', storedName, sealed, found.mimeType);
    const moved = await db
      .updateTable('uploaded_files')
      .set({ stored_name: storedName, data_key: dataKey })
      .where('id', '=', row.id)
      .where('stored_name', '=', row.stored_name)
      .where('data_key', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) {
      await files.delete('uploads', clearName);
      sealedFiles += 1;
    } else {
      await files.delete('uploads', storedName);
    }
  }
  return { files: sealedFiles, missingFiles };
}

/** Seals every national ID and applicant's file still stored in clear. */
export async function sealStoredData(db: Kysely<Database>, keys: DataKeys, files: FileStore): Promise<SealReport> {
  await indexKey(db, keys);
  let nationalIds = 0;
  for (const place of NATIONAL_ID_PLACES) nationalIds += await sealNationalIds(db, keys, place);
  return { nationalIds, ...(await sealFiles(db, keys, files)) };
}

/** Every sealed value, where it lives: what rotation re-wraps and `status` counts. */
async function sealedValues(
  db: Kysely<Database>,
): Promise<{ table: string; column: string; where: [string, string | number]; value: string }[]> {
  const loose = db as unknown as AnyDb;
  const found: { table: string; column: string; where: [string, string | number]; value: string }[] = [];
  for (const place of NATIONAL_ID_PLACES) {
    const rows = (await loose.selectFrom(place.table).select(['id', place.column]).execute()) as {
      id: number;
      [column: string]: unknown;
    }[];
    for (const row of rows) {
      const value = String(row[place.column]);
      if (isSealedText(value)) found.push({ table: place.table, column: place.column, where: ['id', row.id], value });
    }
  }
  const files = await db
    .selectFrom('uploaded_files')
    .select(['id', 'data_key'])
    .where('data_key', 'is not', null)
    .execute();
  for (const file of files)
    found.push({ table: 'uploaded_files', column: 'data_key', where: ['id', file.id], value: file.data_key! });
  const secrets = await db.selectFrom('site_secrets').select(['name', 'value']).execute();
  for (const secret of secrets)
    if (isSealedText(secret.value))
      found.push({ table: 'site_secrets', column: 'value', where: ['name', secret.name], value: secret.value });
  return found;
}

/** How many sealed values each key id holds (`npm run data-keys -- status`). */
export async function sealedCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { value } of await sealedValues(db)) {
    const id = sealedKeyId(value);
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

/**
 * Re-wraps every data key not under the current key (the first in DATA_KEYS); the data is not
 * touched. Afterwards the older keys open nothing the database holds and may be removed (keep them
 * while a backup from before may be restored). Returns how many values moved.
 */
export async function rotateDataKeys(db: Kysely<Database>, keys: DataKeys): Promise<number> {
  const loose = db as unknown as AnyDb;
  let moved = 0;
  for (const place of await sealedValues(db)) {
    const value = rewrap(keys, place.value);
    if (value === null) continue;
    const result = await loose
      .updateTable(place.table)
      .set({ [place.column]: value })
      .where(place.where[0], '=', place.where[1])
      .where(place.column, '=', place.value)
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}
