import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BACKED_UP_FOLDERS, BackupError, runBackup } from './backup';
import { runCommand } from './run-command';

/**
 * `npm run backup -- --out DIR [--keep N]`: a backup of the database and the stored files while the
 * site runs (see backup.ts); a systemd timer runs it nightly (docs/deploy-nginx.md). Uses DATA_DIR /
 * DATABASE_URL like the server. Exit status 0 only when the backup is complete and checked.
 */
const USAGE = `Usage: npm run backup -- --out DIR [--keep N]
  --out DIR   where backup folders go (or BACKUP_DIR); outside DATA_DIR, ideally another disk
  --keep N    how many backups to keep, this one included (default 14)`;

const DEFAULT_KEEP = 14;

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  let values: { out?: string; keep?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const outDir = values.out ?? process.env.BACKUP_DIR;
  const keep = values.keep === undefined ? DEFAULT_KEEP : /^\d+$/.test(values.keep) ? Number(values.keep) : Number.NaN;
  if (values.help || !outDir || Number.isNaN(keep)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // Only the storage settings matter here: production-only rules about payments or mail must not
  // stop a backup.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  try {
    const report = await runBackup({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, outDir, keep });
    console.log(`Backup written: ${report.folder}`);
    console.log(`  database (${report.database.kind}): ${size(report.database.bytes)}, checked`);
    if (report.databaseFiles)
      console.log(
        `  files in the database (${BACKED_UP_FOLDERS.join(', ')}): ${report.databaseFiles.files} (${size(report.databaseFiles.bytes)}), inside the dump`,
      );
    console.log(
      `  files in ${config.DATA_DIR} (${BACKED_UP_FOLDERS.join(', ')}): ${report.files.copied} copied (${size(report.files.bytes)}), ${report.files.linked} unchanged since the last backup`,
    );
    if (report.removed.length > 0) console.log(`  removed the oldest: ${report.removed.join(', ')}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(`Backup failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

runCommand(main);
