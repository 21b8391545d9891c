import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkedName, chunksOf, type FileArea, type FileInfo, type FileSource, type FileStore } from './store';

/** Each chunk row holds at most this much: a file is written and read this much at a time. */
export const CHUNK_BYTES = 256 * 1024;

type FileRow = {
  id: number;
  name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  created_at: string;
  chunk_count: number;
};

const infoOf = (row: FileRow): FileInfo => ({
  name: row.name,
  size: Number(row.size_bytes),
  mimeType: row.mime_type,
  etag: `"${row.sha256}"`,
  createdAt: new Date(row.created_at),
});

/**
 * The database (PostgreSQL deployments, docs/decisions/060): every instance on the database reads
 * every file. A file's bytes are rows of at most CHUNK_BYTES, inserted as the source yields them and
 * read back one row per query, so a 20 MB PDF never sits whole in memory on either side. The write
 * is one transaction: until it commits no reader sees the file, and a replaced file changes at once.
 */
export function databaseFileStore(
  db: Kysely<Database>,
  options: { chunkBytes?: number; now?: () => Date } = {},
): FileStore {
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const now = options.now ?? (() => new Date());
  const columns = ['id', 'name', 'mime_type', 'size_bytes', 'sha256', 'created_at', 'chunk_count'] as const;
  const row = (area: FileArea, name: string) =>
    db
      .selectFrom('stored_files')
      .select(columns)
      .where('area', '=', area)
      .where('name', '=', checkedName(name))
      .executeTakeFirst();

  return {
    kind: 'database',
    async put(area, name, source: FileSource, mimeType) {
      checkedName(name);
      return db.transaction().execute(async (trx) => {
        // A replaced file's chunks go with its row (on delete cascade).
        await trx.deleteFrom('stored_files').where('area', '=', area).where('name', '=', name).execute();
        const created = await trx
          .insertInto('stored_files')
          .values({
            area,
            name,
            mime_type: mimeType,
            size_bytes: 0,
            chunk_count: 0,
            sha256: '',
            created_at: now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const hash = createHash('sha256');
        let size = 0;
        let position = 0;
        for await (const chunk of chunksOf(source, chunkBytes)) {
          hash.update(chunk);
          await trx.insertInto('stored_file_chunks').values({ file_id: created.id, position, data: chunk }).execute();
          size += chunk.length;
          position += 1;
        }
        await trx
          .updateTable('stored_files')
          .set({ size_bytes: size, chunk_count: position, sha256: hash.digest('hex') })
          .where('id', '=', created.id)
          .execute();
        return { size };
      });
    },
    async get(area, name) {
      const found = await row(area, name);
      if (!found) return null;
      const fileId = found.id;
      const count = found.chunk_count;
      let position = 0;
      // One chunk per read: the stream asks for the next only when the reader wants more.
      const stream = new Readable({
        highWaterMark: 1,
        objectMode: false,
        read() {
          if (position >= count) {
            this.push(null);
            return;
          }
          const at = position;
          position += 1;
          db.selectFrom('stored_file_chunks')
            .select('data')
            .where('file_id', '=', fileId)
            .where('position', '=', at)
            .executeTakeFirst()
            .then(
              (chunk) => {
                if (!chunk) this.destroy(new Error(`stored file ${area}/${name} lost chunk ${at} while being read`));
                else this.push(Buffer.from(chunk.data));
              },
              (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
            );
        },
      });
      return { ...infoOf(found), stream };
    },
    async stat(area, name) {
      const found = await row(area, name);
      return found ? infoOf(found) : null;
    },
    async delete(area, name) {
      const result = await db
        .deleteFrom('stored_files')
        .where('area', '=', area)
        .where('name', '=', checkedName(name))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async *list(area) {
      // By id, a page at a time: a large area is never one result set in memory.
      let after = 0;
      for (;;) {
        const page = await db
          .selectFrom('stored_files')
          .select(columns)
          .where('area', '=', area)
          .where('id', '>', after)
          .orderBy('id')
          .limit(500)
          .execute();
        for (const found of page) yield infoOf(found);
        if (page.length < 500) return;
        after = page.at(-1)!.id;
      }
    },
  };
}
