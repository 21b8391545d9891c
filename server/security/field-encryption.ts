import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataKeyError, type DataKeys } from './data-keys';

/*
 * Envelope encryption (docs/decisions/056). Every value or file is sealed with AES-256-GCM under a
 * data key of its own, made at random; the data key is kept wrapped (AES-256-GCM again) by the
 * operator's current key, with that key's id beside it. Rotating re-wraps the small data keys and
 * never touches the data. The `context` (where a value lives: a column, a file's stored name) is
 * authenticated with it, so a sealed value copied to another column or file does not open there.
 *
 * A sealed text: `enc1.<key id>.<wrapped data key>.<iv|ciphertext|tag>` (base64url parts).
 * A wrapped data key alone (a file's, kept in its row): `<key id>.<iv|wrapped|tag>`.
 * A sealed file: `ENC1` then iv|ciphertext|tag; its wrapped data key is in uploaded_files.data_key.
 */

const TEXT_PREFIX = 'enc1.';
const FILE_MAGIC = Buffer.from('ENC1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

function encrypt(key: Buffer, data: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  return Buffer.concat([iv, cipher.update(data), cipher.final(), cipher.getAuthTag()]);
}

/** The plaintext, or null when the key is not the one or the bytes were changed (GCM's tag). */
function decrypt(key: Buffer, sealed: Buffer, context: string): Buffer | null {
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

function currentId(keys: DataKeys): string {
  if (!keys.currentId)
    throw new DataKeyError('No data key is configured to seal with: set DATA_KEYS (README, "Encryption at rest")');
  return keys.currentId;
}

/** A new data key's wrapping under the current key. */
function wrap(keys: DataKeys, dataKey: Buffer): string {
  const id = currentId(keys);
  return `${id}.${encrypt(keys.key(id), dataKey, `data-key:${id}`).toString('base64url')}`;
}

function unwrap(keys: DataKeys, wrapped: string): Buffer {
  const [id = '', body = '', extra] = wrapped.split('.');
  if (!id || !body || extra !== undefined)
    throw new DataKeyError('A sealed value is damaged: its wrapped data key cannot be read');
  const dataKey = decrypt(keys.key(id), Buffer.from(body, 'base64url'), `data-key:${id}`);
  if (!dataKey)
    throw new DataKeyError(
      `Data key ${id} in ${keys.source} does not open this value: it is not the key it was sealed under (or the value was changed)`,
    );
  return dataKey;
}

/** Whether a stored text is sealed (values stored before sealing began are plain). */
export function isSealedText(value: string): boolean {
  return value.startsWith(TEXT_PREFIX);
}

export function sealText(keys: DataKeys, plain: string, context: string): string {
  const dataKey = randomBytes(32);
  return `${TEXT_PREFIX}${wrap(keys, dataKey)}.${encrypt(dataKey, Buffer.from(plain, 'utf8'), context).toString('base64url')}`;
}

/**
 * The text a sealed value holds; a DataKeyError when the key is missing or wrong or the value was
 * changed, never other bytes. A plain value (stored before sealing, not yet sealed) is itself.
 */
export function openText(keys: DataKeys, stored: string, context: string): string {
  if (!isSealedText(stored)) return stored;
  const [, id = '', wrapped = '', body = ''] = stored.split('.');
  const plain = decrypt(unwrap(keys, `${id}.${wrapped}`), Buffer.from(body, 'base64url'), context);
  if (!plain)
    throw new DataKeyError(`A value sealed for ${context} does not open: it was changed or moved from elsewhere`);
  return plain.toString('utf8');
}

/** A file's bytes sealed, and the wrapped data key its row keeps. */
export function sealBytes(keys: DataKeys, data: Buffer, context: string): { dataKey: string; sealed: Buffer } {
  const dataKey = randomBytes(32);
  return { dataKey: wrap(keys, dataKey), sealed: Buffer.concat([FILE_MAGIC, encrypt(dataKey, data, context)]) };
}

/** A sealed file's bytes opened with its row's wrapped data key; a DataKeyError, never other bytes. */
export function openBytes(keys: DataKeys, dataKey: string, sealed: Buffer, context: string): Buffer {
  if (!sealed.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC))
    throw new DataKeyError(`The file sealed for ${context} is not a sealed file`);
  const plain = decrypt(unwrap(keys, dataKey), sealed.subarray(FILE_MAGIC.length), context);
  if (!plain)
    throw new DataKeyError(`The file sealed for ${context} does not open: it was changed or moved from elsewhere`);
  return plain;
}

/** The key id a sealed text or a wrapped data key is under. */
export function sealedKeyId(value: string): string {
  return (isSealedText(value) ? value.slice(TEXT_PREFIX.length) : value).split('.')[0] ?? '';
}

/**
 * The same sealed text or wrapped data key, its data key now wrapped by the current key; the data
 * itself is untouched. Null when it is already under the current key (nothing to write).
 */
export function rewrap(keys: DataKeys, value: string): string | null {
  const current = currentId(keys);
  if (sealedKeyId(value) === current) return null;
  if (!isSealedText(value)) return wrap(keys, unwrap(keys, value));
  const [, id = '', wrapped = '', body = ''] = value.split('.');
  return `${TEXT_PREFIX}${wrap(keys, unwrap(keys, `${id}.${wrapped}`))}.${body}`;
}
