import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { databaseFileStore } from '../files/database-store';
import { folderFileStore } from '../files/folder-store';
import { MOVED_AREAS, moveFilesToDatabase } from '../files/move-to-database';
import { FILE_AREAS, type FileStore } from '../files/store';
import { runCommand } from './run-command';

/**
 * `npm run files -- status|move-to-database` (docs/decisions/060): where the site's files are, and
 * the move of the data folder's files into the database when a site goes from SQLite on one machine
 * to PostgreSQL on several. Uses DATA_DIR / DATABASE_URL like the server; safe while it runs (a file
 * leaves the folder only once the database holds the same bytes) and safe to run again.
 */
const USAGE = `Usage:
  npm run files -- status
  npm run files -- move-to-database [--keep-folder-copies]
move-to-database needs DATABASE_URL; it copies every upload, picture and waiting PDF from DATA_DIR
into the database, checks each, then removes the folder copy (kept with --keep-folder-copies).
It may be run again at any time: what is already there is not copied twice.`;

async function count(store: FileStore, area: (typeof FILE_AREAS)[number]): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  for await (const file of store.list(area)) {
    total.files += 1;
    total.bytes += file.size;
  }
  return total;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  let parsed: { positionals: string[]; values: { 'keep-folder-copies'?: boolean; help?: boolean } };
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'keep-folder-copies': { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || (command !== 'status' && command !== 'move-to-database')) {
    console.error(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  // Only the storage settings matter here: production rules about payments or mail must not stop it.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  if (command === 'move-to-database' && !config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is not set: the files can move into a PostgreSQL database only (with SQLite they stay in DATA_DIR).',
    );
    return 2;
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const folder = folderFileStore(config.DATA_DIR);
    const inDatabase = databaseFileStore(database.db);
    if (command === 'status') {
      console.log(
        `The site keeps its files in ${config.DATABASE_URL ? 'the database' : `the data folder (${config.DATA_DIR})`}.`,
      );
      for (const area of FILE_AREAS) {
        const [there, here] = [await count(inDatabase, area), await count(folder, area)];
        console.log(
          `  ${area}: ${there.files} in the database (${megabytes(there.bytes)}), ${here.files} in the data folder (${megabytes(here.bytes)})`,
        );
      }
      return 0;
    }
    let done = 0;
    const report = await moveFilesToDatabase({
      folder,
      database: inDatabase,
      dataDir: config.DATA_DIR,
      keepFolderCopies: parsed.values['keep-folder-copies'] === true,
      onFile: () => {
        done += 1;
        if (done % 100 === 0) console.log(`  … ${done} files`);
      },
    });
    let conflicts = 0;
    for (const area of MOVED_AREAS) {
      const counts = report[area];
      conflicts += counts.conflicts.length;
      console.log(
        `  ${area}: ${counts.moved} moved (${megabytes(counts.bytes)}), ${counts.alreadyThere} already in the database, ${counts.removedFromFolder} removed from the folder, ${counts.conflicts.length} in conflict`,
      );
      for (const name of counts.conflicts)
        console.log(
          `    conflict: ${area}/${name} is in the database with other bytes; the folder copy was left as it is`,
        );
    }
    console.log(conflicts ? 'Done, with conflicts to look at (above).' : 'Done: every file is in the database.');
    return conflicts ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
