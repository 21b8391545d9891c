import type { Request, Response } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffSessionTable } from '../db/tables/admin';
import { digest, newSecret } from '../security/secrets';
import { HOUR_MS, MINUTE_MS } from '#src/lib/durations';

export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** Between the password and the second factor. */
const PARTIAL_MINUTES = 10;
/** last_seen_at is written at most this often (a write per request would be wasteful). */
const TOUCH_SECONDS = 60;

export type SessionStage = StaffSessionTable['stage'];

export interface StaffSession {
  idHash: string;
  stage: SessionStage;
  createdAt: string;
  member: {
    id: number;
    email: string;
    name: string;
    role: string;
    totpSecret: string | null;
    totpPendingSecret: string | null;
    totpLastStep: number | null;
  };
}

/** `__Host-` (Secure, Path=/, no Domain) behind TLS; a plain name on http://localhost. */
export function sessionCookieName(req: Request): string {
  return req.secure ? '__Host-staff_session' : 'staff_session';
}

export function setSessionCookie(req: Request, res: Response, value: string): void {
  res.cookie(sessionCookieName(req), value, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName(req), { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
}

/** A new session (a new id at every sign-in step); returns the cookie's value. */
export async function createSession(
  db: Kysely<Database> | Transaction<Database>,
  staffId: number,
  stage: SessionStage,
  now: Date,
  createdAt = now.toISOString(),
): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: digest(secret),
      staff_id: staffId,
      stage,
      created_at: createdAt,
      last_seen_at: now.toISOString(),
    })
    .execute();
  return secret;
}

/**
 * Replaces a session by a new id with a new stage, keeping its start (the absolute limit counts from
 * the sign-in). Null when the session was already replaced or ended: one partial session moves on
 * once, even when several requests carry it at the same moment.
 */
export async function rotateSession(
  db: Kysely<Database>,
  session: StaffSession,
  stage: SessionStage,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx.deleteFrom('staff_sessions').where('id_hash', '=', session.idHash).executeTakeFirst();
    if (Number(ended.numDeletedRows) !== 1) return null;
    return createSession(trx, session.member.id, stage, now, session.createdAt);
  });
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

export async function endAllSessions(db: Kysely<Database> | Transaction<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** The live session behind a cookie value, or null (unknown, expired, or its member disabled). Expired ones are deleted. */
export async function readSession(
  db: Kysely<Database>,
  cookieValue: string | undefined,
  now: Date,
): Promise<StaffSession | null> {
  if (!cookieValue || cookieValue.length > 100) return null;
  const idHash = digest(cookieValue);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.stage',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_members.id',
      'staff_members.email',
      'staff_members.name',
      'staff_members.role',
      'staff_members.disabled_at',
      'staff_members.totp_secret',
      'staff_members.totp_pending_secret',
      'staff_members.totp_last_step',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleLimit = (row.stage === 'full' ? IDLE_MINUTES : PARTIAL_MINUTES) * MINUTE_MS;
  const expired =
    row.disabled_at !== null ||
    now.getTime() - Date.parse(row.last_seen_at) > idleLimit ||
    now.getTime() - Date.parse(row.created_at) > ABSOLUTE_HOURS * HOUR_MS;
  if (expired) {
    await endSession(db, idHash);
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_SECONDS * 1000) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    idHash,
    stage: row.stage,
    createdAt: row.created_at,
    member: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      totpSecret: row.totp_secret,
      totpPendingSecret: row.totp_pending_secret,
      totpLastStep: row.totp_last_step,
    },
  };
}
