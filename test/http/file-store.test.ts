import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { databaseFileStore, CHUNK_BYTES } from '../../server/files/database-store';
import { folderFileStore } from '../../server/files/folder-store';
import { moveFilesToDatabase } from '../../server/files/move-to-database';
import { readWhole } from '../../server/files/store';
import { runBackup } from '../../server/operations/backup';
import { cachedOgImage, ogCacheKey } from '../../server/services/campaigns/og-image';
import type { CampaignView } from '../../src/domain/campaigns';
import { createEmptyDatabase, createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

const MB = 1024 * 1024;

/** Pseudo-random bytes (AES-CTR keystream), made a piece at a time as a stream would deliver them (never one buffer). */
function* pieces(total: number, pieceBytes: number, seed: string): Generator<Buffer> {
  const cipher = createCipheriv('aes-256-ctr', createHash('sha256').update(seed).digest(), Buffer.alloc(16));
  for (let at = 0; at < total; at += pieceBytes) yield cipher.update(Buffer.alloc(Math.min(pieceBytes, total - at)));
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const digestOf = (source: Iterable<Buffer>) => {
  const hash = createHash('sha256');
  for (const piece of source) hash.update(piece);
  return hash.digest('hex');
};

describe.each(TEST_DIALECTS)('the file store on %s', (dialect) => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dataDir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the database backend writes a multi-megabyte file chunk by chunk and reads it back byte-exact, one chunk at a time', async () => {
    const chunkBytes = 64 * 1024;
    const store = databaseFileStore(database.db, { chunkBytes });
    const total = 6 * MB + 12_345;
    // The source is a generator of 100 KB pieces: the store regroups them into chunks as they come.
    await store.put('uploads', 'big-file.pdf', pieces(total, 100_000, 'big'), 'application/pdf');

    const file = await database.db
      .selectFrom('stored_files')
      .select(['id', 'size_bytes', 'chunk_count', 'sha256'])
      .where('name', '=', 'big-file.pdf')
      .executeTakeFirstOrThrow();
    expect(Number(file.size_bytes)).toBe(total);
    expect(file.chunk_count).toBe(Math.ceil(total / chunkBytes));
    const rows = await database.db
      .selectFrom('stored_file_chunks')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('file_id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(file.chunk_count);
    expect(Number(rows.last)).toBe(file.chunk_count - 1);
    const sizes = await database.db
      .selectFrom('stored_file_chunks')
      .select('data')
      .where('file_id', '=', file.id)
      .where('position', 'in', [0, file.chunk_count - 1])
      .orderBy('position')
      .execute();
    expect(sizes.map((row) => row.data.length)).toEqual([chunkBytes, total % chunkBytes]);

    const read = await store.get('uploads', 'big-file.pdf');
    expect(read).toMatchObject({ size: total, mimeType: 'application/pdf', etag: `"${file.sha256}"` });
    const hash = createHash('sha256');
    let received = 0;
    let largest = 0;
    for await (const chunk of read!.stream as AsyncIterable<Buffer>) {
      largest = Math.max(largest, chunk.length);
      received += chunk.length;
      hash.update(chunk);
    }
    // Never more than one chunk in hand: the reader got the file as the chunks it was stored in.
    expect(largest).toBe(chunkBytes);
    expect(received).toBe(total);
    expect(hash.digest('hex')).toBe(digestOf(pieces(total, 100_000, 'big')));
    expect(file.sha256).toBe(digestOf(pieces(total, 100_000, 'big')));

    // Read lazily: a reader that has taken one chunk holds no more than the next; the file deleted
    // then, the rest is not there to read (nothing was loaded ahead), and the stream says so.
    const lazy = await store.get('uploads', 'big-file.pdf');
    const chunks = (lazy!.stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    expect((await chunks.next()).value).toHaveLength(chunkBytes);
    await store.delete('uploads', 'big-file.pdf');
    let after = 0;
    await expect(
      (async () => {
        for (let next = await chunks.next(); !next.done; next = await chunks.next())
          after += (next.value as Buffer).length;
      })(),
    ).rejects.toThrow(/lost chunk/);
    expect(after).toBeLessThanOrEqual(2 * chunkBytes);
  }, 60_000);

  it('with its default chunk size a 3 MB upload is twelve rows; replacing, listing and deleting work by area and name', async () => {
    const store = databaseFileStore(database.db);
    const data = Buffer.concat([...pieces(3 * MB, MB, 'three')]);
    expect((await store.put('media', 'three.webp', data, 'image/webp')).size).toBe(3 * MB);
    const row = await database.db
      .selectFrom('stored_files')
      .select(['id', 'chunk_count'])
      .where('area', '=', 'media')
      .where('name', '=', 'three.webp')
      .executeTakeFirstOrThrow();
    expect(row.chunk_count).toBe((3 * MB) / CHUNK_BYTES);
    // Another area with the same name is another file.
    expect(await store.get('uploads', 'three.webp')).toBeNull();
    await store.put('media', 'three.webp', Buffer.from('smaller'), 'image/webp');
    expect((await readWhole((await store.get('media', 'three.webp'))!.stream)).toString()).toBe('smaller');
    // The replaced file's chunks went with it.
    expect(
      await database.db.selectFrom('stored_file_chunks').select('position').where('file_id', '=', row.id).execute(),
    ).toEqual([]);
    const listed: string[] = [];
    for await (const file of store.list('media')) listed.push(file.name);
    expect(listed).toEqual(['three.webp']);
    expect(await store.delete('media', 'three.webp')).toBe(true);
    expect(await store.delete('media', 'three.webp')).toBe(false);
    expect(await store.stat('media', 'three.webp')).toBeNull();
    // Names are ours, never paths.
    await expect(store.put('media', '../site.sqlite', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /not a stored file name/,
    );
  });

  it('a file whose source fails half way is not stored at all', async () => {
    const store = databaseFileStore(database.db, { chunkBytes: 1024 });
    function* failing(): Generator<Buffer> {
      yield Buffer.alloc(5000, 1);
      throw new Error('the upload broke off');
    }
    await expect(store.put('uploads', 'half.pdf', failing(), 'application/pdf')).rejects.toThrow(
      'the upload broke off',
    );
    expect(await store.stat('uploads', 'half.pdf')).toBeNull();
    const folder = folderFileStore(dataDir);
    await expect(folder.put('uploads', 'half.pdf', failing(), 'application/pdf')).rejects.toThrow(
      'the upload broke off',
    );
    expect(await folder.stat('uploads', 'half.pdf')).toBeNull();
  });

  it("the folder backend keeps today's paths and streams a large file back byte-exact", async () => {
    const store = folderFileStore(dataDir);
    const total = 5 * MB + 7;
    await store.put('pending-documents', 'waiting.pdf', pieces(total, 300_000, 'folder'), 'application/pdf');
    expect(existsSync(path.join(dataDir, 'pending-documents', 'waiting.pdf'))).toBe(true);
    const read = await store.get('pending-documents', 'waiting.pdf');
    expect(read).toMatchObject({ size: total, mimeType: 'application/pdf' });
    const hash = createHash('sha256');
    for await (const chunk of read!.stream as AsyncIterable<Buffer>) hash.update(chunk);
    expect(hash.digest('hex')).toBe(digestOf(pieces(total, 300_000, 'folder')));
    await store.put('campaign-og', 'abc-ar.png', Buffer.from('png'), 'image/png');
    expect(readFileSync(path.join(dataDir, 'cache', 'campaign-og', 'abc-ar.png')).toString()).toBe('png');
    expect(await store.delete('pending-documents', 'waiting.pdf')).toBe(true);
  });

  it('the move command copies the data folder into the database, checks each file, and is idempotent and resumable', async () => {
    const moveDir = mkdtempSync(path.join(tmpdir(), 'file-move-'));
    const folder = folderFileStore(moveDir);
    const inDatabase = databaseFileStore(database.db, { chunkBytes: 64 * 1024 });
    const cv = randomBytes(300_000);
    const picture = randomBytes(40_000);
    const waiting = randomBytes(1000);
    mkdirSync(path.join(moveDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(moveDir, 'uploads', 'aaaa1111.pdf'), cv);
    writeFileSync(path.join(moveDir, 'uploads', 'bbbb2222.pdf'), randomBytes(10));
    await folder.put('media', 'cccc3333.webp', picture, 'image/webp');
    await folder.put('pending-documents', 'dddd4444.pdf', waiting, 'application/pdf');
    // An earlier run stopped after copying this file, before removing the folder copy.
    await inDatabase.put(
      'uploads',
      'bbbb2222.pdf',
      readFileSync(path.join(moveDir, 'uploads', 'bbbb2222.pdf')),
      'application/pdf',
    );
    // And this one is in the database under the same name with other bytes: left for the operator.
    writeFileSync(path.join(moveDir, 'uploads', 'eeee5555.pdf'), Buffer.from('folder bytes'));
    await inDatabase.put('uploads', 'eeee5555.pdf', Buffer.from('database bytes'), 'application/pdf');

    const first = await moveFilesToDatabase({ folder, database: inDatabase, dataDir: moveDir });
    expect(first.uploads).toMatchObject({
      moved: 1,
      alreadyThere: 1,
      removedFromFolder: 2,
      conflicts: ['eeee5555.pdf'],
      bytes: cv.length,
    });
    expect(first.media).toMatchObject({ moved: 1, alreadyThere: 0, removedFromFolder: 1, conflicts: [] });
    expect(first['pending-documents']).toMatchObject({ moved: 1, removedFromFolder: 1 });
    expect(sha256(await readWhole((await inDatabase.get('uploads', 'aaaa1111.pdf'))!.stream))).toBe(sha256(cv));
    expect(sha256(await readWhole((await inDatabase.get('media', 'cccc3333.webp'))!.stream))).toBe(sha256(picture));
    expect((await inDatabase.stat('media', 'cccc3333.webp'))!.mimeType).toBe('image/webp');
    expect(existsSync(path.join(moveDir, 'uploads', 'aaaa1111.pdf'))).toBe(false);
    expect(readFileSync(path.join(moveDir, 'uploads', 'eeee5555.pdf')).toString()).toBe('folder bytes');
    expect((await readWhole((await inDatabase.get('uploads', 'eeee5555.pdf'))!.stream)).toString()).toBe(
      'database bytes',
    );

    // Run again: nothing left to move but the conflict, which stays as it is.
    const again = await moveFilesToDatabase({ folder, database: inDatabase, dataDir: moveDir });
    expect(again.uploads).toMatchObject({
      moved: 0,
      alreadyThere: 0,
      removedFromFolder: 0,
      conflicts: ['eeee5555.pdf'],
    });
    expect(again.media).toMatchObject({ moved: 0, alreadyThere: 0, removedFromFolder: 0 });

    // Keeping the folder copies: the files are copied, the folder left whole; a later run counts them as there.
    await folder.put('media', 'ffff6666.webp', Buffer.from('kept'), 'image/webp');
    expect(
      (await moveFilesToDatabase({ folder, database: inDatabase, dataDir: moveDir, keepFolderCopies: true })).media,
    ).toMatchObject({ moved: 1, removedFromFolder: 0 });
    expect(existsSync(path.join(moveDir, 'media', 'ffff6666.webp'))).toBe(true);
    expect((await moveFilesToDatabase({ folder, database: inDatabase, dataDir: moveDir })).media).toMatchObject({
      moved: 0,
      alreadyThere: 1,
      removedFromFolder: 1,
    });
    rmSync(moveDir, { recursive: true, force: true });
  }, 60_000);

  it('a backup holds every stored file, whichever backend keeps it', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'file-backup-'));
    const picture = Buffer.concat([...pieces(700_000, 100_000, 'backup')]);
    const cv = randomBytes(2000);
    if (dialect === 'sqlite') {
      const location = database.location as { dataDir: string };
      const store = folderFileStore(location.dataDir);
      await store.put('media', 'backup-picture.webp', picture, 'image/webp');
      await store.put('uploads', 'backup-cv.pdf', cv, 'application/pdf');
      const report = await runBackup({ dataDir: location.dataDir, outDir, keep: 2 });
      expect(report.files.copied).toBeGreaterThanOrEqual(2);
      expect(sha256(readFileSync(path.join(report.folder, 'media', 'backup-picture.webp')))).toBe(sha256(picture));
      expect(sha256(readFileSync(path.join(report.folder, 'uploads', 'backup-cv.pdf')))).toBe(sha256(cv));
    } else {
      const { databaseUrl } = database.location as { databaseUrl: string };
      const store = databaseFileStore(database.db, { chunkBytes: 64 * 1024 });
      await store.put('media', 'backup-picture.webp', picture, 'image/webp');
      await store.put('uploads', 'backup-cv.pdf', cv, 'application/pdf');
      const report = await runBackup({ dataDir, databaseUrl, outDir, keep: 2 });
      expect(report.databaseFiles?.files).toBeGreaterThanOrEqual(2);
      // The dump restored into an empty database gives the files back, byte-exact.
      const restored = await createEmptyDatabase('postgres');
      try {
        const restore = spawnSync(
          'pg_restore',
          [
            '--no-owner',
            '--no-privileges',
            `--dbname=${(restored.location as { databaseUrl: string }).databaseUrl}`,
            report.database.file,
          ],
          { encoding: 'utf8' },
        );
        expect(restore.status, restore.stderr).toBe(0);
        const fromBackup = databaseFileStore(restored.db);
        expect(sha256(await readWhole((await fromBackup.get('media', 'backup-picture.webp'))!.stream))).toBe(
          sha256(picture),
        );
        expect(sha256(await readWhole((await fromBackup.get('uploads', 'backup-cv.pdf'))!.stream))).toBe(sha256(cv));
      } finally {
        await restored.destroy();
      }
    }
    rmSync(outDir, { recursive: true, force: true });
  }, 60_000);
});

describe.each(TEST_DIALECTS)('campaign share images in the database store on %s', (dialect) => {
  it('one render serves every instance: a second instance on the database reads the stored image', async () => {
    const database = await createTestDatabase(dialect);
    const location = database.location;
    const second = openDatabase(
      'databaseUrl' in location ? { databaseUrl: location.databaseUrl, dataDir: '' } : { dataDir: location.dataDir },
    );
    try {
      const view = {
        slug: 'aB3_xY-9kLmN',
        status: 'approved',
        closedReason: null,
        cause: {
          kind: 'family',
          ref: '1',
          title: { ar: 'أسرة', en: 'A family' },
          image: '',
          remaining: null,
          unitPrice: null,
          fund: 'sadaqah',
          zakatEligible: true,
        },
        displayName: 'Sara',
        message: '',
        locale: 'ar',
        target: 100_000,
        collected: 25_000,
        donors: 3,
        endsOn: '2027-01-01',
        open: true,
        recentDonors: [],
        posts: [],
      } as unknown as CampaignView;
      const t = (key: string) => key;
      const first = await cachedOgImage(databaseFileStore(database.db), view, 'en', t);
      expect(first.subarray(1, 4).toString()).toBe('PNG');
      const stored = await database.db
        .selectFrom('stored_files')
        .select(['name', 'mime_type'])
        .where('area', '=', 'campaign-og')
        .execute();
      expect(stored).toEqual([{ name: `${ogCacheKey(view, 'en')}.png`, mime_type: 'image/png' }]);
      // The other instance finds it stored (a marker in its place proves no second render happened).
      await databaseFileStore(database.db).put('campaign-og', stored[0]!.name, Buffer.from('stored once'), 'image/png');
      expect((await cachedOgImage(databaseFileStore(second.db), view, 'en', t)).toString()).toBe('stored once');
    } finally {
      await second.close();
      await database.destroy();
    }
  }, 60_000);
});

describe('choosing the store', () => {
  it('DATABASE_URL chooses the database; without it the data folder', async () => {
    const { fileStoreFor } = await import('../../server/files/open-store');
    const dir = mkdtempSync(path.join(tmpdir(), 'file-choose-'));
    const handle = openDatabase({ dataDir: dir });
    try {
      expect(fileStoreFor({ DATA_DIR: dir }, handle.db).kind).toBe('folder');
      expect(fileStoreFor({ DATA_DIR: dir, DATABASE_URL: 'postgres://example/site' }, handle.db).kind).toBe('database');
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
