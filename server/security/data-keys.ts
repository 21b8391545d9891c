import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The operator's key-encryption keys (docs/decisions/056): national IDs and applicants' files are
 * sealed under data keys of their own, and each data key is kept wrapped by one of these. They come
 * from DATA_KEYS, never from the database, so a copy of the database (or of the uploads) alone
 * opens nothing.
 *
 * DATA_KEYS="k2:BASE64,k1:BASE64": comma-separated `id:key` pairs, the first is the one new values
 * are sealed under; the others only open what was sealed before a rotation. A key is 32 random
 * bytes in base64 (`openssl rand -base64 32`); an id is 1–24 letters, digits, '-' or '_'.
 */

const KEY_ID = /^[A-Za-z0-9_-]{1,24}$/;
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;

/** Where a development or demonstration site keeps the key it made for itself (never a real site). */
export const DEVELOPMENT_KEY_FILE = 'data-key.development';

/** A key is missing, malformed or does not open what it should: the message says which and what to do. */
export class DataKeyError extends Error {
  override name = 'DataKeyError';
}

export interface DataKeys {
  /** The id new values are sealed under (the first listed); null when no key is configured. */
  readonly currentId: string | null;
  readonly ids: readonly string[];
  /** `DATA_KEYS`, or the development file's path. */
  readonly source: string;
  /** The key with this id; a DataKeyError naming the id when it is not configured. */
  key(id: string): Buffer;
}

/** `DATA_KEYS`'s pairs, in order; a DataKeyError saying what is wrong with the text. */
export function parseDataKeys(text: string): { id: string; key: Buffer }[] {
  const pairs = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (pairs.length === 0)
    throw new DataKeyError('DATA_KEYS lists no key: write id:key pairs such as k1:<openssl rand -base64 32>');
  const seen = new Set<string>();
  return pairs.map((pair) => {
    const colon = pair.indexOf(':');
    const id = colon > 0 ? pair.slice(0, colon) : '';
    const value = colon > 0 ? pair.slice(colon + 1) : '';
    if (!KEY_ID.test(id))
      throw new DataKeyError('DATA_KEYS: each entry is id:key, the id 1–24 letters, digits, - or _ (such as k1:…)');
    if (seen.has(id)) throw new DataKeyError(`DATA_KEYS names key ${id} twice`);
    seen.add(id);
    const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (!KEY_TEXT.test(value) || key.length !== 32)
      throw new DataKeyError(`DATA_KEYS: key ${id} must be 32 random bytes in base64 (openssl rand -base64 32)`);
    return { id, key };
  });
}

/** A key ring over the given pairs (the first current). */
export function dataKeysOf(pairs: { id: string; key: Buffer }[], source: string): DataKeys {
  const byId = new Map(pairs.map((pair) => [pair.id, pair.key]));
  return {
    currentId: pairs[0]?.id ?? null,
    ids: pairs.map((pair) => pair.id),
    source,
    key(id) {
      const key = byId.get(id);
      if (key) return key;
      if (pairs.length === 0)
        throw new DataKeyError(
          'No data key is configured: set DATA_KEYS as the server has it (README, "Encryption at rest")',
        );
      throw new DataKeyError(
        `This value is sealed under data key ${id}, which ${source} does not list: add it back to DATA_KEYS (README, "Encryption at rest")`,
      );
    },
  };
}

interface KeySettings {
  NODE_ENV: 'development' | 'production' | 'test';
  DATA_KEYS?: string;
  DATA_DIR: string;
  ALLOW_TEST_PAYMENTS: boolean;
}

/**
 * Why this server may not start without DATA_KEYS, or null. A real site (production, real payments)
 * must have the operator's keys; development, tests and a demonstration site (ALLOW_TEST_PAYMENTS,
 * which `npm start` on a fresh machine is) make a key of their own in DATA_DIR.
 */
export function dataKeysRefusal(config: KeySettings): string | null {
  if (config.DATA_KEYS || config.NODE_ENV !== 'production' || config.ALLOW_TEST_PAYMENTS) return null;
  return [
    'DATA_KEYS is not set: a production site seals national IDs and applicants’ files under keys the operator keeps apart from the database.',
    'Make one with `openssl rand -base64 32` and set DATA_KEYS=k1:<that key> (README, "Encryption at rest"); keep a copy off the server: without it nothing sealed can be read.',
  ].join('\n');
}

/**
 * The ring this process seals and opens with: DATA_KEYS when set; otherwise (development, tests, a
 * demonstration site) the key in DATA_DIR/data-key.development, made on first use when `create`
 * (the server's boot; the operator tools only read it). `warn` hears once that the made key is in use.
 */
export function openDataKeys(
  config: KeySettings,
  options: { create: boolean; warn?: (message: string) => void },
): DataKeys {
  if (config.DATA_KEYS) return dataKeysOf(parseDataKeys(config.DATA_KEYS), 'DATA_KEYS');
  const refusal = dataKeysRefusal(config);
  if (refusal) throw new DataKeyError(refusal);
  const file = path.join(config.DATA_DIR, DEVELOPMENT_KEY_FILE);
  if (!existsSync(file)) {
    if (!options.create) return dataKeysOf([], file);
    makeDevelopmentKey(file);
  }
  const pairs = parseDataKeys(readFileSync(file, 'utf8').trim());
  options.warn?.(
    `DATA_KEYS is not set: national IDs and applicants’ files are sealed under a key kept in ${file}, beside the data it protects. Fine for development or a demonstration; a real site sets DATA_KEYS (README, "Encryption at rest").`,
  );
  return dataKeysOf(pairs, file);
}

/** Writes a new key file at once or not at all; when another process made one first, theirs stands. */
function makeDevelopmentKey(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `dev:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

let installed: DataKeys | null = null;

/** Makes `keys` the ring this process seals and opens with (the platform does at boot). */
export function installDataKeys(keys: DataKeys): void {
  installed = keys;
}

/**
 * The ring installed at boot. One per process, like the environment it comes from: the services
 * that seal a national ID or a file reach it without every caller passing it along.
 */
export function dataKeys(): DataKeys {
  if (!installed)
    throw new DataKeyError('No data keys are loaded in this process (the platform installs them at boot)');
  return installed;
}
