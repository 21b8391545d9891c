import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { BackupError, listBackups, runBackup } from '../../server/operations/backup';
import { createEmptyDatabase, TEST_DIALECTS } from '../helpers/test-database';

/**
 * Backups (`npm run backup`): a copy taken while the site writes holds what was committed, restores
 * by copying, shares unchanged files with the previous backup, keeps the newest N and refuses a
 * folder inside DATA_DIR. Each backup is restored and read back, not only listed.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const message = (name: string, at: string) => ({
  reference: `MSG-${name}`,
  name,
  mobile: null,
  email: 'a@example.org',
  subject: 'Backup',
  message: 'Kept.',
  locale: 'en',
  consent_at: at,
  created_at: at,
});

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 3, 0, second));

/** A migrated SQLite site whose connection stays open (as the running server's does), and a backup folder. */
async function runningSite() {
  const dataDir = tempDir('site-data-');
  const outDir = tempDir('site-backups-');
  const site = openDatabase({ dataDir });
  cleanups.push(() => site.close());
  await migrateToLatest(site.db);
  return { dataDir, outDir, site };
}

describe('backups of a SQLite site', () => {
  it('copy what is committed while the site holds the database open, and restore by copying the file', async () => {
    const { dataDir, outDir, site } = await runningSite();
    await site.db
      .insertInto('contact_messages')
      .values(message('first', at(0).toISOString()))
      .execute();
    // Committed but still only in the write-ahead log: the site's connection is open and has not checkpointed.
    expect(statSync(path.join(dataDir, 'site.sqlite-wal')).size).toBeGreaterThan(0);

    const report = await runBackup({ dataDir, outDir, keep: 3, now: at(1) });
    expect(report.folder).toBe(path.join(outDir, 'backup-2026-11-24T030001Z'));
    expect(readdirSync(report.folder).sort()).toEqual(['media', 'site.sqlite', 'uploads']);

    // Restore: the file alone, into an empty DATA_DIR.
    const restored = tempDir('site-restored-');
    copyFileSync(path.join(report.folder, 'site.sqlite'), path.join(restored, 'site.sqlite'));
    const back = new SQLite(path.join(restored, 'site.sqlite'), { readonly: true });
    cleanups.push(() => {
      back.close();
    });
    expect(back.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(back.prepare('select name from contact_messages').all()).toEqual([{ name: 'first' }]);
  });

  it('share unchanged files with the previous backup, copy new ones and keep the newest N', async () => {
    const { dataDir, outDir } = await runningSite();
    mkdirSync(path.join(dataDir, 'uploads'));
    mkdirSync(path.join(dataDir, 'media', 'news'), { recursive: true });
    mkdirSync(path.join(dataDir, 'cache'));
    writeFileSync(path.join(dataDir, 'uploads', 'cv.pdf'), '%PDF-1.7 cv');
    writeFileSync(path.join(dataDir, 'media', 'news', 'photo.webp'), 'RIFF photo');
    writeFileSync(path.join(dataDir, 'cache', 'og.png'), 'rebuilt on demand');

    const first = await runBackup({ dataDir, outDir, keep: 2, now: at(1) });
    expect(first.files).toEqual({ copied: 2, linked: 0, bytes: 21 });
    expect(existsSync(path.join(first.folder, 'cache'))).toBe(false);

    writeFileSync(path.join(dataDir, 'uploads', 'report.pdf'), '%PDF-1.7 report');
    const second = await runBackup({ dataDir, outDir, keep: 2, now: at(2) });
    expect(second.files).toEqual({ copied: 1, linked: 2, bytes: 15 });
    // The same file on disk, not a second copy.
    expect(statSync(path.join(second.folder, 'media', 'news', 'photo.webp')).ino).toBe(
      statSync(path.join(first.folder, 'media', 'news', 'photo.webp')).ino,
    );
    expect(readFileSync(path.join(second.folder, 'uploads', 'report.pdf'), 'utf8')).toBe('%PDF-1.7 report');

    const third = await runBackup({ dataDir, outDir, keep: 2, now: at(3) });
    expect(third.removed).toEqual(['backup-2026-11-24T030001Z']);
    expect(listBackups(outDir)).toEqual(['backup-2026-11-24T030002Z', 'backup-2026-11-24T030003Z']);
    // Removing the oldest left the files the newer backups share.
    expect(readFileSync(path.join(third.folder, 'uploads', 'cv.pdf'), 'utf8')).toBe('%PDF-1.7 cv');
  });

  it('refuses a folder inside DATA_DIR, a missing database and a bad count, leaving no backup behind', async () => {
    const dataDir = tempDir('site-data-');
    const outDir = tempDir('site-backups-');
    await expect(runBackup({ dataDir, outDir: path.join(dataDir, 'backups'), keep: 3 })).rejects.toThrow(
      /outside DATA_DIR/,
    );
    await expect(runBackup({ dataDir, outDir, keep: 0 })).rejects.toThrow(/--keep/);
    const missing = runBackup({ dataDir, outDir, keep: 3 });
    await expect(missing).rejects.toBeInstanceOf(BackupError);
    await expect(missing).rejects.toThrow(/No database/);
    expect(readdirSync(outDir)).toEqual([]);
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('backups of a PostgreSQL site', () => {
  it('dump the database with pg_dump; the dump restores into an empty database', async () => {
    const source = await createEmptyDatabase('postgres');
    cleanups.push(() => source.destroy());
    await migrateToLatest(source.db);
    await source.db
      .insertInto('contact_messages')
      .values(message('in postgres', at(0).toISOString()))
      .execute();
    const dataDir = tempDir('site-data-');
    const outDir = tempDir('site-backups-');
    const databaseUrl = 'databaseUrl' in source.location ? source.location.databaseUrl : '';

    const report = await runBackup({ dataDir, databaseUrl, outDir, keep: 3, now: at(1) });
    expect(report.database.kind).toBe('postgres');
    expect(readdirSync(report.folder).sort()).toEqual(['database.pgdump', 'media', 'uploads']);

    const target = await createEmptyDatabase('postgres');
    cleanups.push(() => target.destroy());
    const targetUrl = 'databaseUrl' in target.location ? target.location.databaseUrl : '';
    const restore = spawnSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${targetUrl}`, report.database.file],
      { encoding: 'utf8' },
    );
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await target.db.selectFrom('contact_messages').select('name').execute()).toEqual([{ name: 'in postgres' }]);

    // A database that cannot be reached: a clear error and no backup folder.
    await expect(
      runBackup({ dataDir, databaseUrl: `${databaseUrl}_missing`, outDir, keep: 3, now: at(2) }),
    ).rejects.toThrow(/pg_dump failed: .*does not exist/);
    expect(listBackups(outDir)).toEqual(['backup-2026-11-24T030001Z']);
  });
});
