import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  AREA_FOLDERS,
  checkedName,
  chunksOf,
  isStoredName,
  typeOfName,
  type FileArea,
  type FileInfo,
  type FileRead,
  type FileSource,
  type FileStore,
} from './store';

const WRITE_CHUNK = 256 * 1024;
/** A file being written carries this in its name until it is complete (never listed, never served). */
const PARTIAL = '.partial-';

/**
 * The data folder (SQLite deployments, one machine): each area is a folder under DATA_DIR, the
 * same paths as ever, so existing files keep working. A file is written under a temporary name,
 * made durable (fsync of the file, then of the folder after the rename) and only then takes its
 * name, so a reader or a crash never sees half a file.
 */
export function folderFileStore(dataDir: string): FileStore {
  const folder = (area: FileArea) => path.join(dataDir, AREA_FOLDERS[area]);
  const location = (area: FileArea, name: string) => path.join(folder(area), checkedName(name));

  async function info(area: FileArea, name: string): Promise<FileInfo | null> {
    const found = await stat(location(area, name)).catch(() => null);
    if (!found?.isFile()) return null;
    // Names never change their bytes once written; size and time tell a replaced file apart.
    return {
      name,
      size: found.size,
      mimeType: typeOfName(name),
      etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      createdAt: found.mtime,
    };
  }

  return {
    kind: 'folder',
    async put(area, name, source: FileSource) {
      const target = location(area, name);
      await mkdir(folder(area), { recursive: true, mode: 0o700 });
      const temporary = `${target}${PARTIAL}${randomBytes(6).toString('hex')}`;
      const handle = await open(temporary, 'wx', 0o600);
      let size = 0;
      try {
        for await (const chunk of chunksOf(source, WRITE_CHUNK)) {
          await handle.write(chunk);
          size += chunk.length;
        }
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
      const dir = await open(folder(area), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      return { size };
    },
    async get(area, name) {
      const found = await info(area, name);
      if (!found) return null;
      const stream = createReadStream(location(area, name));
      // Opened before it is handed out: a file deleted in between is "none", not a broken stream.
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('open', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      return opened ? ({ ...found, stream } satisfies FileRead) : null;
    },
    stat: info,
    async delete(area, name) {
      const found = await info(area, name);
      if (!found) return false;
      await rm(location(area, name), { force: true });
      return true;
    },
    async *list(area) {
      const names = await readdir(folder(area)).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (name.includes(PARTIAL) || !isStoredName(name)) continue;
        const found = await info(area, name);
        if (found) yield found;
      }
    },
  };
}
