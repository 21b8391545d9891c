import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { AREA_FOLDERS, KEPT_AREAS } from '../files/store';

/**
 * One backup of what the site cannot rebuild: the database (every submission, order, receipt and
 * account) and the files that rows point to — applicants' uploads and the pictures staff put on
 * pages. Where the files are depends on the store (docs/decisions/060): on PostgreSQL they are rows
 * of the database, so the dump holds them; under DATA_DIR (SQLite, or files not moved yet) the
 * folders are copied. The HTML and picture caches and pending uploads are left out of the folders:
 * they come back by themselves.
 *
 * Each backup is a folder `backup-<UTC time>` holding `site.sqlite` (or `database.pgdump`) and the
 * folders as they were, so a restore is a copy. Stored files never change once written (random
 * names), so a file the previous backup already holds is hard-linked, not copied again: a nightly
 * backup costs the database and the day's new files, and deleting an old backup frees only what no
 * newer one still holds (a file deleted from the site leaves the backups as they age out).
 * The folder gets its name only once everything in it is written and checked.
 */

/** The folders under DATA_DIR whose files the database names (the file store's kept areas, server/files/store.ts). */
export const BACKED_UP_FOLDERS: readonly string[] = KEPT_AREAS.map((area) => AREA_FOLDERS[area]);

const PREFIX = 'backup-';
const PARTIAL = '.partial-';

export class BackupError extends Error {}

export interface BackupOptions {
  dataDir: string;
  /** postgres:// URL; without it the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Where the backup folders live (never inside dataDir). */
  outDir: string;
  /** How many backups to keep, this one included. */
  keep: number;
  now?: Date;
  /** The SQLite file's name in dataDir (tests use their own). */
  sqliteFile?: string;
}

export interface BackupReport {
  folder: string;
  database: { kind: 'sqlite' | 'postgres'; file: string; bytes: number };
  files: { copied: number; linked: number; bytes: number };
  /** Files the database store holds (PostgreSQL): inside the dump, counted as it was taken. */
  databaseFiles: { files: number; bytes: number } | null;
  removed: string[];
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');

/** Complete backups in outDir, oldest first (their names sort by time). */
export function listBackups(outDir: string): string[] {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(PREFIX))
    .map((entry) => entry.name)
    .sort();
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** SQLite's online backup: a consistent copy while the site keeps writing (WAL), then checked. */
async function backupSqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source}: check DATA_DIR.`);
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target);
  } finally {
    database.close();
  }
  const copy = new SQLite(target);
  try {
    // One self-contained file, restorable by copying it alone.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy failed SQLite's integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/** What the database store holds, in the same snapshot pg_dump will be asked to take. */
async function databaseFiles(databaseUrl: string): Promise<{ files: number; bytes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query<{ found: string | null }>("SELECT to_regclass('stored_files')::text AS found");
    if (!exists.rows[0]?.found) return { files: 0, bytes: 0 };
    const { rows } = await client.query<{ files: string; bytes: string | null }>(
      'SELECT count(*) AS files, sum(size_bytes) AS bytes FROM stored_files WHERE area = ANY($1)',
      [[...KEPT_AREAS]],
    );
    return { files: Number(rows[0]?.files ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
  } finally {
    await client.end();
  }
}

/** pg_dump's custom format (compressed, restorable table by table with pg_restore), then listed back. The database store's files are rows: in the dump. */
function backupPostgres(databaseUrl: string, target: string): void {
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${databaseUrl}`],
    { encoding: 'utf8' },
  );
  if (dump.error)
    throw new BackupError(
      'pg_dump was not found: install the PostgreSQL client of the server’s version (apt-get install postgresql-client).',
    );
  // pg_dump's message names the problem (authentication, version mismatch); the address is not repeated.
  if (dump.status !== 0) throw new BackupError(`pg_dump failed: ${dump.stderr.trim().split('\n')[0] ?? ''}`);
  const list = spawnSync('pg_restore', ['--list', target], { encoding: 'utf8' });
  if (!list.error && list.status !== 0)
    throw new BackupError(`pg_restore cannot read the dump: ${list.stderr.trim().split('\n')[0] ?? ''}`);
}

/** Copies `from` into `to`, hard-linking each file the previous backup holds with the same size. */
function copyFolder(from: string, to: string, previous: string | null, totals: BackupReport['files']): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const earlier = previous ? path.join(previous, entry.name) : null;
    if (entry.isDirectory()) {
      copyFolder(source, target, earlier, totals);
      continue;
    }
    if (!entry.isFile()) continue;
    const size = statSync(source).size;
    if (earlier && existsSync(earlier) && statSync(earlier).size === size) {
      try {
        linkSync(earlier, target);
        totals.linked += 1;
        continue;
      } catch {
        // Another file system, or links refused: a copy does the same job.
      }
    }
    copyFileSync(source, target);
    totals.copied += 1;
    totals.bytes += size;
  }
}

export async function runBackup(options: BackupOptions): Promise<BackupReport> {
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  if (isInside(outDir, dataDir))
    throw new BackupError('The backup folder must be outside DATA_DIR: a backup inside it would back itself up.');
  if (!Number.isInteger(options.keep) || options.keep < 1)
    throw new BackupError('--keep must be a whole number of at least 1.');
  mkdirSync(outDir, { recursive: true });

  const name = `${PREFIX}${stamp(options.now ?? new Date())}`;
  const folder = path.join(outDir, name);
  if (existsSync(folder)) throw new BackupError(`${folder} already exists: one backup a second at most.`);
  const partial = path.join(outDir, `${PARTIAL}${name}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);

  const previousName = listBackups(outDir).at(-1);
  const previous = previousName ? path.join(outDir, previousName) : null;
  try {
    const databaseFile = options.databaseUrl ? 'database.pgdump' : 'site.sqlite';
    const inDatabase = options.databaseUrl ? await databaseFiles(options.databaseUrl).catch(() => null) : null;
    if (options.databaseUrl) backupPostgres(options.databaseUrl, path.join(partial, databaseFile));
    else await backupSqlite(path.join(dataDir, options.sqliteFile ?? 'site.sqlite'), path.join(partial, databaseFile));

    const files = { copied: 0, linked: 0, bytes: 0 };
    for (const folderName of BACKED_UP_FOLDERS)
      copyFolder(
        path.join(dataDir, folderName),
        path.join(partial, folderName),
        previous ? path.join(previous, folderName) : null,
        files,
      );

    renameSync(partial, folder);
    const backups = listBackups(outDir);
    const removed = backups.slice(0, Math.max(0, backups.length - options.keep));
    for (const old of removed) rmSync(path.join(outDir, old), { recursive: true, force: true });
    return {
      folder,
      database: {
        kind: options.databaseUrl ? 'postgres' : 'sqlite',
        file: path.join(folder, databaseFile),
        bytes: statSync(path.join(folder, databaseFile)).size,
      },
      files,
      databaseFiles: inDatabase,
      removed,
    };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
