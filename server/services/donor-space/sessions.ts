import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '#src/lib/locale';
import { SECRET_TOKEN } from '#src/domain/ids';
import { HOUR_MS, MINUTE_MS, isoAfter } from '#src/lib/durations';
import { digest, newSecret } from '../../security/secrets';

/**
 * The donor's session on one device (docs/behaviour.md#B-DONOR-1, decision 063): a random token in
 * an HttpOnly cookie, kept only as its digest beside the mobile it opens. It ends after IDLE_MINUTES
 * without use, at ABSOLUTE_HOURS after sign-in however it is used, or when the donor signs out.
 */
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;

export interface DonorSession {
  mobile: string;
  locale: Locale;
  expiresAt: string;
}

/** Opens a session for `mobile`; the token goes to the cookie and nowhere else. */
export async function openDonorSession(
  db: Kysely<Database>,
  mobile: string,
  locale: Locale,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = isoAfter(now, ABSOLUTE_HOURS * HOUR_MS);
  await db
    .insertInto('donor_sessions')
    .values({
      token_hash: digest(token),
      mobile,
      locale,
      created_at: now.toISOString(),
      idle_expires_at: isoAfter(now, IDLE_MINUTES * MINUTE_MS),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The session a token names while it lives, its idle clock moved on; null for anything else. */
export async function useDonorSession(
  db: Kysely<Database>,
  token: unknown,
  now = new Date(),
): Promise<DonorSession | null> {
  if (typeof token !== 'string' || !SECRET_TOKEN.test(token)) return null;
  const hash = digest(token);
  const nowIso = now.toISOString();
  const row = await db.selectFrom('donor_sessions').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!row) return null;
  if (row.idle_expires_at <= nowIso || row.expires_at <= nowIso) {
    await db.deleteFrom('donor_sessions').where('token_hash', '=', hash).execute();
    return null;
  }
  const idle = isoAfter(now, IDLE_MINUTES * MINUTE_MS);
  await db
    .updateTable('donor_sessions')
    .set({ idle_expires_at: idle < row.expires_at ? idle : row.expires_at })
    .where('token_hash', '=', hash)
    .execute();
  return { mobile: row.mobile, locale: row.locale === 'en' ? 'en' : 'ar', expiresAt: row.expires_at };
}

/** Sign-out: the row goes, so the cookie opens nothing even if it was copied. */
export async function closeDonorSession(db: Kysely<Database>, token: unknown): Promise<void> {
  if (typeof token !== 'string' || !SECRET_TOKEN.test(token)) return;
  await db.deleteFrom('donor_sessions').where('token_hash', '=', digest(token)).execute();
}

/** Sessions past either clock, whoever's: each sign-in clears them, so ended sessions do not pile up. */
export async function dropEndedSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .deleteFrom('donor_sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', nowIso), eb('expires_at', '<=', nowIso)]))
    .execute();
}
