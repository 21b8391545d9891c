import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AREA_FOLDERS, KEPT_AREAS, type FileArea, type FileStore } from './store';

/** What the move takes: what rows name and what waits for a form; generated images come back by themselves. */
export const MOVED_AREAS: readonly FileArea[] = [...KEPT_AREAS, 'pending-documents'];

export interface MoveCounts {
  /** Copied into the database (and checked) in this run. */
  moved: number;
  /** Already in the database with the same bytes (an earlier, perhaps interrupted, run). */
  alreadyThere: number;
  /** In the database under the same name with other bytes: left as they are, for the operator. */
  conflicts: string[];
  /** Folder copies removed once the database held the same bytes. */
  removedFromFolder: number;
  bytes: number;
}

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

/**
 * Moves the files of the data folder into the database store, area by area (the switch from one
 * machine to several). Each file is streamed in, its SHA-256 compared with the database's, and only
 * then is the folder copy removed (unless kept). Running it again — after an interruption, or to
 * catch files written meanwhile — moves only what is not there yet: it is idempotent and resumable.
 */
export async function moveFilesToDatabase(options: {
  folder: FileStore;
  database: FileStore;
  dataDir: string;
  keepFolderCopies?: boolean;
  onFile?: (area: FileArea, name: string) => void;
}): Promise<Record<FileArea, MoveCounts>> {
  const { folder, database, dataDir } = options;
  const report = {} as Record<FileArea, MoveCounts>;
  for (const area of MOVED_AREAS) {
    const counts: MoveCounts = { moved: 0, alreadyThere: 0, conflicts: [], removedFromFolder: 0, bytes: 0 };
    report[area] = counts;
    for await (const file of folder.list(area)) {
      const location = path.join(dataDir, AREA_FOLDERS[area], file.name);
      const local = await sha256Of(createReadStream(location));
      const there = await database.stat(area, file.name);
      if (there && there.etag !== `"${local}"`) {
        counts.conflicts.push(file.name);
        continue;
      }
      if (there) {
        counts.alreadyThere += 1;
      } else {
        await database.put(area, file.name, createReadStream(location), file.mimeType);
        const stored = await database.stat(area, file.name);
        if (stored?.etag !== `"${local}"`)
          throw new Error(`${area}/${file.name} did not arrive whole in the database; run the command again`);
        counts.moved += 1;
        counts.bytes += file.size;
      }
      options.onFile?.(area, file.name);
      if (!options.keepFolderCopies) {
        await rm(location, { force: true });
        counts.removedFromFolder += 1;
      }
    }
  }
  return report;
}
