import { Router, type Request, type Response } from 'express';
import { codeSchema, loginSchema, setPasswordSchema } from '#src/admin/schemas';
import { csrfTokenHandler } from '../security/csrf';
import { audit } from './audit';
import { parseOr400, sendAdminError, tFor, type AdminDeps } from './http';
import { isLocked, LOCKED_PARAMS, recordFailure } from './lockout';
import { checkPassword } from './passwords';
import { checkCode, issueRecoveryCodes, offerSecret, useRecoveryCode } from './second-factor';
import { clearSessionCookie, createSession, endSession, readSession, rotateSession, sessionCookieName, setSessionCookie, type StaffSession } from './sessions';
import { normalizeEmail, setPasswordWithToken, StaffError } from './staff';
import { clientKey } from '../security/client-address';

export function memberView(session: StaffSession): { id: number; email: string; name: string; role: string } {
  const { id, email, name, role } = session.member;
  return { id, email, name, role };
}

/** The session behind the request's cookie, or null. */
export function sessionOf(deps: AdminDeps, req: Request): Promise<StaffSession | null> {
  return readSession(deps.db, req.cookies?.[sessionCookieName(req)], deps.clock());
}

/**
 * Signing in: password (one wording for a wrong password and an unknown email; 429 after 10
 * failures for an account or an address in 15 minutes), then the second factor (enrolment the
 * first time). Each step gets a new session id.
 */
export function authRoutes(deps: AdminDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get('/csrf', csrfTokenHandler);

  router.post('/login', async (req, res) => {
    const input = parseOr400(loginSchema, req.body, req, res);
    if (!input) return;
    const now = deps.clock();
    const email = normalizeEmail(input.email);
    const address = clientKey(req);
    if (await isLocked(db, email, address, now)) {
      sendAdminError(req, res, 429, 'locked', 'auth.locked', LOCKED_PARAMS);
      return;
    }
    const member = await db.selectFrom('staff_members').select(['id', 'password_hash', 'disabled_at', 'totp_secret']).where('email', '=', email).executeTakeFirst();
    const ok = await checkPassword(member?.password_hash ?? null, input.password);
    if (!member || !ok || member.disabled_at !== null) {
      await recordFailure(db, email, address, now);
      sendAdminError(req, res, 401, 'bad_credentials', 'auth.badCredentials');
      return;
    }
    const previous = await sessionOf(deps, req);
    if (previous) await endSession(db, previous.idHash);
    const stage = member.totp_secret ? 'verify' : 'enrol';
    setSessionCookie(req, res, await createSession(db, member.id, stage, now));
    res.json({ stage });
  });

  router.post('/logout', async (req, res) => {
    const session = await sessionOf(deps, req);
    if (session) await endSession(db, session.idHash);
    clearSessionCookie(req, res);
    res.json({ ok: true });
  });

  router.get('/me', async (req, res) => {
    const session = await sessionOf(deps, req);
    if (!session || session.stage !== 'full') {
      res.status(401).json({ error: { code: 'unauthorized', message: tFor(req)('errors.unauthorized'), ...(session ? { stage: session.stage } : {}) } });
      return;
    }
    res.json(memberView(session));
  });

  router.post('/set-password', async (req, res) => {
    const input = parseOr400(setPasswordSchema, req.body, req, res);
    if (!input) return;
    try {
      const staffId = await setPasswordWithToken(db, input.token, input.password, deps.clock());
      const member = await db.selectFrom('staff_members').select('email').where('id', '=', staffId).executeTakeFirstOrThrow();
      await audit(db, { id: staffId, email: member.email }, { action: 'password.set', entity: 'staff', entityId: staffId });
      res.json({ ok: true });
    } catch (error) {
      if (error instanceof StaffError) {
        if (error.code === 'weak_password' && error.reason) {
          const reason = tFor(req)(`validation:${error.reason.key}`, error.reason.params);
          sendAdminError(req, res, 400, 'validation_failed', 'errors.validation', undefined, { password: reason });
        } else sendAdminError(req, res, 400, error.code, 'auth.badToken');
        return;
      }
      throw error;
    }
  });

  const partial = async (req: Request, res: Response, stage: 'enrol' | 'verify'): Promise<StaffSession | null> => {
    const session = await sessionOf(deps, req);
    if (!session || session.stage !== stage) {
      sendAdminError(req, res, 401, 'unauthorized', 'errors.unauthorized');
      return null;
    }
    return session;
  };

  /** Enrolment: the secret to add to an authenticator app. */
  router.get('/second-factor', async (req, res) => {
    const session = await partial(req, res, 'enrol');
    if (!session) return;
    res.json(await offerSecret(db, session.member.id, session.member.email));
  });

  router.post('/second-factor/enrol', async (req, res) => {
    const session = await partial(req, res, 'enrol');
    if (!session) return;
    const input = parseOr400(codeSchema, req.body, req, res);
    if (!input) return;
    const now = deps.clock();
    const secret = session.member.totpPendingSecret;
    const step = secret && input.code ? await checkCode(secret, input.code, null, now) : null;
    if (step === null || !secret) {
      await recordFailure(db, session.member.email, clientKey(req), now);
      sendAdminError(req, res, 400, 'bad_code', 'auth.badCode', undefined, { code: tFor(req)('auth.badCode') });
      return;
    }
    const recoveryCodes = await db.transaction().execute(async (trx) => {
      await trx.updateTable('staff_members').set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step }).where('id', '=', session.member.id).execute();
      await audit(trx, session.member, { action: 'second-factor.enrol', entity: 'staff', entityId: session.member.id });
      return issueRecoveryCodes(trx, session.member.id);
    });
    setSessionCookie(req, res, await rotateSession(db, session, 'full', now));
    res.json({ stage: 'full', member: memberView(session), recoveryCodes });
  });

  router.post('/second-factor/verify', async (req, res) => {
    const session = await partial(req, res, 'verify');
    if (!session) return;
    const input = parseOr400(codeSchema, req.body, req, res);
    if (!input) return;
    const now = deps.clock();
    const address = clientKey(req);
    if (await isLocked(db, session.member.email, address, now)) {
      sendAdminError(req, res, 429, 'locked', 'auth.locked', LOCKED_PARAMS);
      return;
    }
    let ok = false;
    if (input.code && session.member.totpSecret) {
      const step = await checkCode(session.member.totpSecret, input.code, session.member.totpLastStep, now);
      if (step !== null) {
        await db.updateTable('staff_members').set({ totp_last_step: step }).where('id', '=', session.member.id).execute();
        ok = true;
      }
    } else if (input.recoveryCode) {
      ok = await useRecoveryCode(db, session.member.id, input.recoveryCode, now);
      if (ok) await audit(db, session.member, { action: 'second-factor.recovery-code', entity: 'staff', entityId: session.member.id });
    }
    if (!ok) {
      await recordFailure(db, session.member.email, address, now);
      sendAdminError(req, res, 400, 'bad_code', 'auth.badCode', undefined, { code: tFor(req)('auth.badCode') });
      return;
    }
    setSessionCookie(req, res, await rotateSession(db, session, 'full', now));
    res.json({ stage: 'full', member: memberView(session) });
  });

  return router;
}
