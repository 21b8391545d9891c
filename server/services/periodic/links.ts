import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LinkProblem } from '#src/domain/periodic/plan-schema';
import { DAY_SECONDS } from '#src/lib/durations';
import { publicAddress } from '#src/lib/public-address';
import { RANDOM_ID } from '#src/domain/ids';
import { sameSecret } from '../../security/secrets';
import { keptSecret } from '../../security/kept-secrets';

/**
 * The donor's manage link (no account): `v1.<planId>.<expires>.<signature>`, the signature an
 * HMAC-SHA256 with PERIODIC_LINK_SECRET over purpose, plan and expiry. It opens one plan until it
 * expires; a changed character anywhere makes it name nothing. docs/behaviour.md#B-PERIODIC-5
 */
const PURPOSE = 'periodic-manage';

function sign(secret: string, planId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}|${planId}|${expires}`).digest('base64url');
}

export function manageToken(secret: string, planId: string, now: Date, days: number): string {
  const expires = Math.floor(now.getTime() / 1000) + days * DAY_SECONDS;
  return `v1.${planId}.${expires}.${sign(secret, planId, expires)}`;
}

export type LinkCheck = { ok: true; planId: string; expires: Date } | { ok: false; problem: LinkProblem };

/** Checks the signature first (in constant time), then the expiry. */
export function checkManageToken(secret: string, token: unknown, now: Date): LinkCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, problem: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return { ok: false, problem: 'invalid' };
  const [, planId = '', expiresText = '', signature = ''] = parts;
  if (!RANDOM_ID.test(planId) || !/^\d{1,12}$/.test(expiresText)) return { ok: false, problem: 'invalid' };
  const expires = Number(expiresText);
  if (!sameSecret(sign(secret, planId, expires), signature)) return { ok: false, problem: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, planId, expires: new Date(expires * 1000) };
}

export function manageUrl(publicUrl: string, locale: string, token: string): string {
  return publicAddress(publicUrl, `/${locale}/periodic/manage?t=${encodeURIComponent(token)}`);
}

/** The signing secret: PERIODIC_LINK_SECRET, or else the one the site made and keeps (links survive restarts). */
export async function resolveLinkSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  return configured || keptSecret(db, 'manage-link');
}
