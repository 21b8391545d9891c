import { Router } from 'express';
import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { passkeyAddSchema, passkeySignInSchema } from '#src/admin/operations-schemas';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { audit } from './audit';
import { numericParam } from '../api/kit';
import { guardedAttempt } from './attempts';
import { completeSignIn, sessionOf } from './auth-routes';
import { parseOr400, sendAdminError, tFor, type AdminContext, type AdminDeps } from './http';
import type { StaffSession } from './sessions';
import { readListQuery, type ListKeys } from './list';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';

/** A challenge is answered within this long. */
const CHALLENGE_MINUTES = 5;
const MAX_PASSKEYS = 10;
const RP_NAME = 'Back office';

/** The relying party is the site itself: PUBLIC_URL's host and origin. */
function relyingParty(config: AppConfig): { rpID: string; origin: string } {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

async function saveChallenge(
  db: Kysely<Database>,
  session: StaffSession,
  purpose: 'register' | 'sign-in',
  challenge: string,
  now: Date,
): Promise<void> {
  const expires_at = isoAfter(now, CHALLENGE_MINUTES * MINUTE_MS);
  await db.deleteFrom('staff_webauthn_challenges').where('session_hash', '=', session.idHash).execute();
  await db
    .insertInto('staff_webauthn_challenges')
    .values({ session_hash: session.idHash, purpose, challenge, expires_at })
    .execute();
}

/** The session's pending challenge for this purpose, spent by reading it (one answer per challenge). */
async function takeChallenge(
  db: Kysely<Database>,
  session: StaffSession,
  purpose: 'register' | 'sign-in',
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('staff_webauthn_challenges')
    .selectAll()
    .where('session_hash', '=', session.idHash)
    .executeTakeFirst();
  if (!row) return null;
  const spent = await db
    .deleteFrom('staff_webauthn_challenges')
    .where('session_hash', '=', session.idHash)
    .where('challenge', '=', row.challenge)
    .executeTakeFirst();
  if (Number(spent.numDeletedRows) !== 1 || row.purpose !== purpose || row.expires_at <= now.toISOString()) return null;
  return row.challenge;
}

/**
 * The transports WebAuthn names. The browser's list is a hint for later sign-ins and is not
 * signed, so anything else a client puts there is dropped rather than stored or sent back.
 */
const KNOWN_TRANSPORTS: ReadonlySet<string> = new Set([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);

function knownTransports(list: readonly unknown[]): string[] {
  return [...new Set(list.filter((item): item is string => typeof item === 'string' && KNOWN_TRANSPORTS.has(item)))];
}

/** A stored list as the library takes it back (rows written before the filter are filtered too). */
function transportsOf(value: string | null): string[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? knownTransports(parsed) : undefined;
  } catch {
    return undefined;
  }
}

/** What the database keeps: the known transports, or nothing when none is (or the hint is not a list). */
function storedTransports(list: unknown): string | null {
  const known = Array.isArray(list) ? knownTransports(list) : [];
  return known.length > 0 ? JSON.stringify(known) : null;
}

function passkeyView(row: { id: number; name: string; created_at: string; last_used_at: string | null }) {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** GET /passkeys — the signed-in member's own passkeys. */
/** A member's own passkeys, all on one page, oldest first. */
const PASSKEY_LIST: ListKeys = { sort: { id: 'id' }, filters: [] };

export async function listPasskeysHandler(ctx: AdminContext): Promise<void> {
  if (!readListQuery(ctx, PASSKEY_LIST)) return;
  const rows = await ctx.db
    .selectFrom('staff_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('staff_id', '=', ctx.session.member.id)
    .orderBy('id')
    .execute();
  ctx.res.json({ data: rows.map(passkeyView), total: rows.length });
}

/** POST /passkeys/options — what the browser needs to create a passkey for this member. */
export async function passkeyOptionsHandler(ctx: AdminContext): Promise<void> {
  const { rpID } = relyingParty(ctx.config);
  const existing = await ctx.db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', ctx.session.member.id)
    .execute();
  if (existing.length >= MAX_PASSKEYS)
    return sendAdminError(ctx.req, ctx.res, 409, 'too_many', 'errors.tooManyPasskeys', { max: MAX_PASSKEYS });
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: ctx.session.member.email,
    userDisplayName: ctx.session.member.name,
    userID: new TextEncoder().encode(`staff:${ctx.session.member.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await saveChallenge(ctx.db, ctx.session, 'register', options.challenge, ctx.now);
  ctx.res.json({ data: options });
}

/** POST /passkeys — checks the browser's answer to the challenge and keeps the public key. */
export async function addPasskeyHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(passkeyAddSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const challenge = await takeChallenge(ctx.db, ctx.session, 'register', ctx.now);
  const { rpID, origin } = relyingParty(ctx.config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>> | null = null;
  if (challenge) {
    try {
      verified = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch {
      verified = null;
    }
  }
  if (!verified?.verified)
    return sendAdminError(ctx.req, ctx.res, 400, 'bad_passkey', 'errors.validation', undefined, {
      response: ctx.t('errors.badPasskey'),
    });
  const { credential } = verified.registrationInfo;
  const taken = await ctx.db
    .selectFrom('staff_passkeys')
    .select('id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken)
    return sendAdminError(ctx.req, ctx.res, 409, 'exists', 'errors.validation', undefined, {
      response: ctx.t('errors.badPasskey'),
    });
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('staff_passkeys')
      .values({
        staff_id: ctx.session.member.id,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: storedTransports(credential.transports),
        name: input.name,
        created_at: ctx.now.toISOString(),
        last_used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      {
        action: 'passkey.add',
        entity: 'staff',
        entityId: ctx.session.member.id,
        after: { passkeyId: created.id, name: created.name },
      },
      ctx.now,
    );
    return created;
  });
  ctx.res.status(201).json({ data: passkeyView(row) });
}

/** DELETE /passkeys/:id — one of the member's own passkeys. */
export async function deletePasskeyHandler(ctx: AdminContext): Promise<void> {
  const id = numericParam(ctx.req);
  const row =
    id !== null
      ? await ctx.db
          .selectFrom('staff_passkeys')
          .selectAll()
          .where('id', '=', id)
          .where('staff_id', '=', ctx.session.member.id)
          .executeTakeFirst()
      : undefined;
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_passkeys').where('id', '=', row.id).execute();
    await audit(
      trx,
      ctx.actor,
      {
        action: 'passkey.remove',
        entity: 'staff',
        entityId: ctx.session.member.id,
        before: { passkeyId: row.id, name: row.name },
      },
      ctx.now,
    );
  });
  ctx.res.json({ data: passkeyView(row) });
}

/**
 * The second step of signing in with a passkey instead of a TOTP code (for a member who added one
 * after enrolling): options for the browser, then its signed answer. Failures count towards the
 * same lockout as wrong codes.
 */
export function passkeySignInRoutes(deps: AdminDeps): Router {
  const router = Router();
  const verifying = async (req: Parameters<typeof sessionOf>[1]) => {
    const session = await sessionOf(deps, req);
    return session && session.stage === 'verify' ? session : null;
  };

  router.post('/second-factor/passkey/options', async (req, res) => {
    const session = await verifying(req);
    if (!session) return sendAdminError(req, res, 401, 'unauthorized', 'errors.unauthorized');
    const keys = await deps.db
      .selectFrom('staff_passkeys')
      .select(['credential_id', 'transports'])
      .where('staff_id', '=', session.member.id)
      .execute();
    if (keys.length === 0) return sendAdminError(req, res, 404, 'no_passkey', 'errors.noPasskey');
    const { rpID } = relyingParty(deps.config);
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: transportsOf(key.transports) })),
      userVerification: 'preferred',
    });
    await saveChallenge(deps.db, session, 'sign-in', options.challenge, deps.clock());
    res.json({ data: options });
  });

  router.post('/second-factor/passkey', async (req, res) => {
    const session = await verifying(req);
    if (!session) return sendAdminError(req, res, 401, 'unauthorized', 'errors.unauthorized');
    const input = parseOr400(passkeySignInSchema, req.body, req, res);
    if (!input) return;
    const now = deps.clock();
    const attempt = await guardedAttempt(deps, req, res, session.member, 'passkey', async () => {
      const challenge = await takeChallenge(deps.db, session, 'sign-in', now);
      const key = await deps.db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('credential_id', '=', input.response.id)
        .where('staff_id', '=', session.member.id)
        .executeTakeFirst();
      if (!challenge || !key) return null;
      const { rpID, origin } = relyingParty(deps.config);
      try {
        const result = await verifyAuthenticationResponse({
          response: input.response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: key.credential_id,
            publicKey: isoBase64URL.toBuffer(key.public_key),
            counter: Number(key.counter),
            transports: transportsOf(key.transports),
          },
          requireUserVerification: false,
        });
        return result.verified ? { key, newCounter: result.authenticationInfo.newCounter } : null;
      } catch {
        return null;
      }
    });
    if (attempt.kind === 'locked') return;
    if (attempt.kind === 'failed')
      return sendAdminError(req, res, 400, 'bad_passkey', 'auth.badPasskey', undefined, {
        response: tFor(req)('auth.badPasskey'),
      });
    const { key, newCounter } = attempt.value;
    await deps.db
      .updateTable('staff_passkeys')
      .set({ counter: newCounter, last_used_at: now.toISOString() })
      .where('id', '=', key.id)
      .execute();
    await audit(
      deps.db,
      session.member,
      { action: 'second-factor.passkey', entity: 'staff', entityId: session.member.id, after: { passkeyId: key.id } },
      now,
    );
    if (!(await completeSignIn(deps, req, res, session, 'passkey'))) return;
    const { id, email, name, role } = session.member;
    res.json({ stage: 'full', member: { id, email, name, role } });
  });
  return router;
}
