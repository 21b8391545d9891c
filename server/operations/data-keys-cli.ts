import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { openDataKeys } from '../security/data-keys';
import { rotateDataKeys, sealStoredData, sealedCounts } from './seal-stored-data';
import { fileStoreFor } from '../files/open-store';
import { runCommand } from './run-command';

/**
 * `npm run data-keys -- status|seal|rotate`: the sealed national IDs and applicants' files
 * (docs/decisions/056), with the same DATA_KEYS, DATA_DIR and DATABASE_URL as the server. Safe while
 * the site runs: every change is a conditional update of one row.
 *   status  how many sealed values each key id holds (after a rotation, the old id holds none)
 *   seal    seals what is still stored in clear (the server does this at each start too)
 *   rotate  re-wraps every data key under the first key in DATA_KEYS; then the others may go
 */
const USAGE = `Usage: npm run data-keys -- <status|seal|rotate>
  status   sealed values per key id
  seal     seal national IDs and files still stored in clear
  rotate   re-wrap every data key under the first key of DATA_KEYS`;

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== 'status' && command !== 'seal' && command !== 'rotate') {
    console.error(USAGE);
    return command === '--help' ? 0 : 2;
  }
  // Only the storage and key settings matter here: production rules about payments must not stop it.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  // A tool never makes a key: without DATA_KEYS it reads the development key the server made, if any.
  const keys = openDataKeys(config, { create: false });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    if (command === 'seal' || command === 'rotate') {
      const sealed = await sealStoredData(database.db, keys, fileStoreFor(config, database.db));
      console.log(
        `Sealed ${sealed.nationalIds} national IDs and ${sealed.files} files stored in clear${sealed.missingFiles ? ` (${sealed.missingFiles} files named by a row are not on disk)` : ''}.`,
      );
    }
    if (command === 'rotate') {
      const moved = await rotateDataKeys(database.db, keys);
      console.log(`Re-wrapped ${moved} data keys under ${keys.currentId}.`);
    }
    const counts = await sealedCounts(database.db);
    const lines = Object.entries(counts).map(
      ([id, count]) =>
        `  ${id}: ${count}${id === keys.currentId ? ' (current)' : keys.ids.includes(id) ? '' : ' (NOT in DATA_KEYS: these cannot be opened)'}`,
    );
    console.log(lines.length ? `Sealed values per key:\n${lines.join('\n')}` : 'Nothing is sealed yet.');
    const others = keys.ids.filter((id) => id !== keys.currentId && !(id in counts));
    if (others.length)
      console.log(
        `No value is sealed under ${others.join(', ')}: ${others.length > 1 ? 'they' : 'it'} may be removed from DATA_KEYS once no backup that still needs ${others.length > 1 ? 'them' : 'it'} may be restored.`,
      );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
