import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../db/schema';
import { digest } from '../security/secrets';
import { qrMatrix, qrSvgPath } from '../pdf/qr';

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Back office';

/** What enrolment shows: the secret to type, its otpauth:// address, and that address as a QR code to scan. */
export interface SecretOffer {
  secret: string;
  uri: string;
  /** The QR code's modules as one SVG path for a viewBox of `0 0 size size` (as the receipts draw theirs). */
  qr: { size: number; path: string };
}

/** The offer for a secret: the address an authenticator app reads, drawn as a QR code here on the server. */
export function secretOffer(secret: string, email: string): SecretOffer {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const matrix = qrMatrix(uri);
  return { secret, uri, qr: { size: matrix.size, path: qrSvgPath(matrix) } };
}

/** A new TOTP secret offered at enrolment (kept pending until a first code confirms it). */
export async function offerSecret(db: Kysely<Database>, staffId: number, email: string): Promise<SecretOffer> {
  const secret = generateSecret();
  await db.updateTable('staff_members').set({ totp_pending_secret: secret }).where('id', '=', staffId).execute();
  return secretOffer(secret, email);
}

/**
 * Checks a 6-digit code against a secret, one step of clock drift either way, and never the same
 * time step twice (a code seen over a shoulder cannot be replayed). Returns the step used, or null.
 */
export async function checkCode(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      epoch: Math.floor(now.getTime() / 1000),
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Spends a code of an enrolled secret: checked, then its time step recorded in one conditional
 * update, so that requests carrying the same code at once (from several sessions) open one
 * session between them, not one each. True when this request spent it.
 */
export async function spendCode(
  db: Kysely<Database>,
  staffId: number,
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<boolean> {
  const step = await checkCode(secret, code, lastStep, now);
  if (step === null) return false;
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString('hex');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
}

function normalizeRecoveryCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '');
}

/** Replaces a member's recovery codes; returns them once (only their hashes are kept). */
export async function issueRecoveryCodes(db: Kysely<Database>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: digest(normalizeRecoveryCode(code)), used_at: null })))
    .execute();
  return codes;
}

/**
 * Why a recovery code failed, asked only after it failed: a code of this member's that was spent
 * before gets its own answer ("already used"), as only its holder can type one.
 */
export async function recoveryCodeSpent(db: Kysely<Database>, staffId: number, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 16) return false;
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select('used_at')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', digest(normalized))
    .executeTakeFirst();
  return row !== undefined && row.used_at !== null;
}

/** Spends a recovery code; true when it was valid and unused. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 16) return false;
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', digest(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
