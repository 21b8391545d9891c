import { Router, type Request, type Response } from 'express';
import { codeSchema, loginSchema, setPasswordSchema } from '#src/admin/schemas';
import { csrfTokenHandler } from '../security/csrf';
import { guardedAttempt } from './attempts';
import { audit } from './audit';
import { parseOr400, sendAdminError, tFor, type AdminDeps } from './http';
import { checkPassword } from './passwords';
import {
  checkCode,
  issueRecoveryCodes,
  offerSecret,
  recoveryCodeSpent,
  spendCode,
  spendRecoveryCode,
} from './second-factor';
import {
  clearSessionCookie,
  createSession,
  endSession,
  readSession,
  rotateSession,
  sessionCookieName,
  setSessionCookie,
  type StaffSession,
} from './sessions';
import { recordSignIn, type SignInStep } from './sign-in-record';
import { normalizeEmail, setPasswordWithToken, StaffError } from './staff';

export function memberView(session: StaffSession): { id: number; email: string; name: string; role: string } {
  const { id, email, name, role } = session.member;
  return { id, email, name, role };
}

/** The session behind the request's cookie, or null. */
export function sessionOf(deps: AdminDeps, req: Request): Promise<StaffSession | null> {
  return readSession(deps.db, req.cookies?.[sessionCookieName(req)], deps.clock());
}

/**
 * The second factor passed: the partial session becomes a full one under a new id, and the sign-in
 * is recorded. False (answered 401) when another request carrying the same session got there first.
 */
export async function completeSignIn(
  deps: AdminDeps,
  req: Request,
  res: Response,
  session: StaffSession,
  step: SignInStep,
): Promise<boolean> {
  const cookie = await rotateSession(deps.db, session, 'full', deps.clock());
  if (!cookie) {
    sendAdminError(req, res, 401, 'unauthorized', 'errors.unauthorized');
    return false;
  }
  setSessionCookie(req, res, cookie);
  await recordSignIn(deps, req, session.member, 'sign-in', step);
  return true;
}

/**
 * The words for a second-factor code that did not pass, on the field it was typed in: a recovery
 * code spent before, a recovery code that is none of this member's, an authenticator code whose
 * time step was already used (it opens one session), or a wrong one (most often a phone's clock).
 */
async function whyCodeFailed(
  deps: AdminDeps,
  member: StaffSession['member'],
  input: { code?: string; recoveryCode?: string },
): Promise<[field: string, key: string]> {
  if (input.code === undefined && input.recoveryCode !== undefined) {
    return [
      'recoveryCode',
      (await recoveryCodeSpent(deps.db, member.id, input.recoveryCode))
        ? 'auth.recoveryCodeUsed'
        : 'auth.badRecoveryCode',
    ];
  }
  const step = member.totpSecret ? await checkCode(member.totpSecret, input.code ?? '', null, deps.clock()) : null;
  if (step === null) return ['code', 'auth.badCode'];
  // Read again: the step may have been spent by another request since this session was read.
  const row = await deps.db
    .selectFrom('staff_members')
    .select('totp_last_step')
    .where('id', '=', member.id)
    .executeTakeFirst();
  const lastStep = row?.totp_last_step ?? null;
  return ['code', lastStep !== null && step <= lastStep ? 'auth.codeUsed' : 'auth.badCode'];
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
    const email = normalizeEmail(input.email);
    const found = await db
      .selectFrom('staff_members')
      .select(['id', 'password_hash', 'disabled_at', 'totp_secret'])
      .where('email', '=', email)
      .executeTakeFirst();
    // An email that is no account is recorded under the email tried.
    const attempt = await guardedAttempt(deps, req, res, { id: found?.id ?? null, email }, 'password', async () => {
      const ok = await checkPassword(found?.password_hash ?? null, input.password);
      return found && ok && found.disabled_at === null ? found : null;
    });
    if (attempt.kind === 'locked') return;
    if (attempt.kind === 'failed') {
      sendAdminError(req, res, 401, 'bad_credentials', 'auth.badCredentials');
      return;
    }
    const member = attempt.value;
    const previous = await sessionOf(deps, req);
    if (previous) await endSession(db, previous.idHash);
    const stage = member.totp_secret ? 'verify' : 'enrol';
    setSessionCookie(req, res, await createSession(db, member.id, stage, deps.clock()));
    res.json({ stage });
  });

  router.post('/logout', async (req, res) => {
    const session = await sessionOf(deps, req);
    if (session) {
      await endSession(db, session.idHash);
      if (session.stage === 'full') await recordSignIn(deps, req, session.member, 'sign-out');
    }
    clearSessionCookie(req, res);
    res.json({ ok: true });
  });

  router.get('/me', async (req, res) => {
    const session = await sessionOf(deps, req);
    if (!session || session.stage !== 'full') {
      res.status(401).json({
        error: {
          code: 'unauthorized',
          message: tFor(req)('errors.unauthorized'),
          ...(session ? { stage: session.stage } : {}),
        },
      });
      return;
    }
    res.json(memberView(session));
  });

  router.post('/set-password', async (req, res) => {
    const input = parseOr400(setPasswordSchema, req.body, req, res);
    if (!input) return;
    try {
      const staffId = await setPasswordWithToken(db, input.token, input.password, deps.clock());
      const member = await db
        .selectFrom('staff_members')
        .select('email')
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow();
      await audit(
        db,
        { id: staffId, email: member.email },
        { action: 'password.set', entity: 'staff', entityId: staffId },
      );
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
    const secret = session.member.totpPendingSecret;
    const attempt = await guardedAttempt(deps, req, res, session.member, 'enrolment', async () => {
      const step = secret && input.code ? await checkCode(secret, input.code, null, deps.clock()) : null;
      if (step === null || !secret) return null;
      // Confirms the pending secret once: a second request with the same code finds it taken.
      return db.transaction().execute(async (trx) => {
        const enrolled = await trx
          .updateTable('staff_members')
          .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
          .where('id', '=', session.member.id)
          .where('totp_pending_secret', '=', secret)
          .executeTakeFirst();
        if (Number(enrolled.numUpdatedRows) !== 1) return null;
        await audit(trx, session.member, {
          action: 'second-factor.enrol',
          entity: 'staff',
          entityId: session.member.id,
        });
        return issueRecoveryCodes(trx, session.member.id);
      });
    });
    if (attempt.kind === 'locked') return;
    if (attempt.kind === 'failed') {
      sendAdminError(req, res, 400, 'bad_code', 'auth.badCode', undefined, { code: tFor(req)('auth.badCode') });
      return;
    }
    if (!(await completeSignIn(deps, req, res, session, 'enrolment'))) return;
    res.json({ stage: 'full', member: memberView(session), recoveryCodes: attempt.value });
  });

  router.post('/second-factor/verify', async (req, res) => {
    const session = await partial(req, res, 'verify');
    if (!session) return;
    const input = parseOr400(codeSchema, req.body, req, res);
    if (!input) return;
    const { member } = session;
    const step: SignInStep = input.code ? 'code' : 'recovery-code';
    const attempt = await guardedAttempt(deps, req, res, member, step, async () => {
      const now = deps.clock();
      if (input.code)
        return member.totpSecret &&
          (await spendCode(db, member.id, member.totpSecret, input.code, member.totpLastStep, now))
          ? true
          : null;
      if (!input.recoveryCode || !(await spendRecoveryCode(db, member.id, input.recoveryCode, now))) return null;
      await audit(db, member, { action: 'second-factor.recovery-code', entity: 'staff', entityId: member.id }, now);
      return true;
    });
    if (attempt.kind === 'locked') return;
    if (attempt.kind === 'failed') {
      const [field, key] = await whyCodeFailed(deps, member, input);
      sendAdminError(req, res, 400, 'bad_code', key, undefined, { [field]: tFor(req)(key) });
      return;
    }
    if (!(await completeSignIn(deps, req, res, session, step))) return;
    res.json({ stage: 'full', member: memberView(session) });
  });

  return router;
}
