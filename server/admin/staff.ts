import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffRole } from './roles';
import { digest, newSecret } from '../security/secrets';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';
import { SET_PASSWORD_HOURS } from '#src/admin/limits';
import type { PasswordProblem } from '#src/admin/password-rule';
import { passwordProblem } from './password-strength';
import { publicAddress } from '#src/lib/public-address';
import { HOUR_MS, isoAfter } from '#src/lib/durations';
import type { Locale } from '#src/lib/locale';

export interface StaffSummary {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  hasPassword: boolean;
  hasSecondFactor: boolean;
  createdAt: string;
}

export class StaffError extends Error {
  constructor(
    readonly code: 'exists' | 'unknown' | 'bad_token' | 'weak_password',
    /** Why a password was refused (`weak_password`), worded by the caller in its reader's language. */
    readonly reason?: PasswordProblem,
  ) {
    super(code);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The link a new (or reset) member opens to choose a password; with a language, the page opens in it. */
export function setPasswordLink(publicUrl: string, token: string, locale?: Locale): string {
  return publicAddress(publicUrl, `/admin#/set-password/${token}${locale ? `?lang=${locale}` : ''}`);
}

async function issueToken(db: Kysely<Database>, staffId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: digest(token),
      staff_id: staffId,
      purpose: 'set-password',
      expires_at: isoAfter(now, SET_PASSWORD_HOURS * HOUR_MS),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** Creates a member without a password; returns the one-time token for the set-password link. */
export async function addStaff(
  db: Kysely<Database>,
  input: { email: string; name: string; role: StaffRole },
  now = new Date(),
): Promise<{ id: number; token: string }> {
  const email = normalizeEmail(input.email);
  const existing = await db.selectFrom('staff_members').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new StaffError('exists');
  const row = await db
    .insertInto('staff_members')
    .values({
      email,
      name: input.name.trim() || email,
      role: input.role,
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      disabled_at: null,
      password_changed_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await issueToken(db, row.id, now) };
}

export async function listStaff(db: Kysely<Database>): Promise<StaffSummary[]> {
  const rows = await db.selectFrom('staff_members').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    hasPassword: row.password_hash !== null,
    hasSecondFactor: row.totp_secret !== null,
    createdAt: row.created_at,
  }));
}

async function idOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('staff_members')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row) throw new StaffError('unknown');
  return row.id;
}

/** Disables a member and ends every session of theirs. */
export async function disableStaff(db: Kysely<Database>, email: string, now = new Date()): Promise<number> {
  const id = await idOf(db, email);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_members').set({ disabled_at: now.toISOString() }).where('id', '=', id).execute();
    await endAllSessions(trx, id);
  });
  return id;
}

/**
 * Recovery for a lost password or a lost second factor: clears both, ends every session, and
 * returns a new one-time link. The member enrols a new second factor at the next sign-in.
 */
export async function resetStaff(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<{ id: number; token: string }> {
  const id = await idOf(db, email);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_members')
      .set({
        password_hash: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        disabled_at: null,
        password_changed_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
    await trx
      .updateTable('staff_tokens')
      .set({ used_at: now.toISOString() })
      .where('staff_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    await endAllSessions(trx, id);
    return { id, token: await issueToken(trx, id, now) };
  });
}

/**
 * Sets a password (the one-time link, the CLI's --password-stdin, a member's own change), refused by
 * the staff password rule; ends every session. `then` runs in the same transaction (a member's own
 * change opens their new session and writes its audit entry there).
 */
export async function setPassword(
  db: Kysely<Database>,
  staffId: number,
  password: string,
  now = new Date(),
  then?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffError('weak_password', problem);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_members')
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
      .where('id', '=', staffId)
      .execute();
    await trx
      .updateTable('staff_tokens')
      .set({ used_at: now.toISOString() })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
    await endAllSessions(trx, staffId);
    await then?.(trx);
  });
}

/** Spends a one-time link's token on a password. */
export async function setPasswordWithToken(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff_members', 'staff_members.id', 'staff_tokens.staff_id')
    .select(['staff_tokens.staff_id', 'staff_tokens.expires_at', 'staff_tokens.used_at', 'staff_members.disabled_at'])
    .where('staff_tokens.token_hash', '=', digest(token))
    .where('staff_tokens.purpose', '=', 'set-password')
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.disabled_at !== null || row.expires_at <= now.toISOString())
    throw new StaffError('bad_token');
  await setPassword(db, row.staff_id, password, now);
  return row.staff_id;
}
