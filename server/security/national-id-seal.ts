import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normaliseDigits } from '#src/domain/applications/digits';
import type { Database } from '../db/schema';
import { dataKeys, type DataKeys } from './data-keys';
import { openText, sealText } from './field-encryption';
import { keptSecret } from './kept-secrets';

/*
 * A national ID is stored sealed (field-encryption.ts) and, beside it, a blind index: HMAC-SHA-256
 * of its digits under a key the site makes for itself and keeps sealed under the operator's data
 * keys. Equal IDs give equal indexes, so one is found by an exact lookup; without the key the index
 * cannot be checked against the ten billion possible IDs (docs/decisions/056).
 */

const INDEX_KEY_CONTEXT = 'site_secrets.national-id-index';

/** Where a national ID is sealed: the column's name is authenticated with the value. */
export type NationalIdColumn = 'aid_requests.applicant_national_id' | 'job_applications.national_id';

/**
 * The index key, made on first use. The platform asks for it at boot, so a lookup inside a
 * transaction never has to make it (on PostgreSQL a lost race to insert it would end that transaction).
 */
export async function indexKey(db: Kysely<Database>, keys: DataKeys = dataKeys()): Promise<Buffer> {
  const sealed = await keptSecret(db, 'national-id-index', () =>
    sealText(keys, randomBytes(32).toString('base64url'), INDEX_KEY_CONTEXT),
  );
  return Buffer.from(openText(keys, sealed, INDEX_KEY_CONTEXT), 'base64url');
}

/** The ID's digits only (Arabic-Indic and Persian digits as ASCII): how it was typed does not change its index. */
export function nationalIdDigits(nationalId: string): string {
  return normaliseDigits(nationalId).replace(/\D/g, '');
}

/** The blind index of a national ID (hex). */
export async function nationalIdIndex(
  db: Kysely<Database>,
  nationalId: string,
  keys: DataKeys = dataKeys(),
): Promise<string> {
  return createHmac('sha256', await indexKey(db, keys))
    .update(nationalIdDigits(nationalId))
    .digest('hex');
}

/** What a row keeps of a national ID: the sealed value and its blind index. */
export async function sealNationalId(
  db: Kysely<Database>,
  column: NationalIdColumn,
  nationalId: string,
  keys: DataKeys = dataKeys(),
): Promise<{ sealed: string; index: string }> {
  return { sealed: sealText(keys, nationalId, column), index: await nationalIdIndex(db, nationalId, keys) };
}

/** A stored national ID in clear (a DataKeyError when the key is missing or wrong). */
export function openNationalId(column: NationalIdColumn, stored: string, keys: DataKeys = dataKeys()): string {
  return openText(keys, stored, column);
}
