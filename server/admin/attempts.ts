import type { Request, Response } from 'express';
import { clientKey } from '../security/client-address';
import type { Actor } from './audit';
import { sendAdminError, type AdminDeps } from './http';
import { LOCKED_PARAMS, releaseAttemptSlot, takeAttemptSlot } from './lockout';
import { recordSignIn, type SignInStep } from './sign-in-record';

/**
 * One sign-in check (a password, a code, a passkey) inside the lockout: a slot is taken first
 * (`./lockout.ts`), so a burst runs at most the limit's checks; a locked attempt is answered 429
 * here and its check never runs. A failure is recorded, and the one that fills the limit is
 * recorded as the start of a lockout. The check answers null for a failure; the caller answers
 * a failure in its own words. The lockout fails closed: when its count cannot be taken (the
 * database unreachable), no credential is checked and the router answers 503 (router.ts).
 */
export async function guardedAttempt<T>(
  deps: AdminDeps,
  req: Request,
  res: Response,
  actor: Actor,
  step: SignInStep,
  check: () => Promise<T | null>,
): Promise<AttemptResult<T>> {
  const slot = await takeAttemptSlot(deps.db, actor.email, clientKey(req), deps.clock());
  if (!slot) {
    sendAdminError(req, res, 429, 'locked', 'auth.locked', LOCKED_PARAMS);
    return { kind: 'locked' };
  }
  const value = await check();
  if (value !== null) {
    await releaseAttemptSlot(deps.db, slot);
    return { kind: 'passed', value };
  }
  await recordSignIn(deps, req, actor, 'sign-in-failed', step);
  if (slot.last) await recordSignIn(deps, req, actor, 'lockout', step);
  return { kind: 'failed' };
}

/** `locked` has been answered (429); `failed` is the caller's to answer. */
export type AttemptResult<T> = { kind: 'locked' } | { kind: 'failed' } | { kind: 'passed'; value: T };
