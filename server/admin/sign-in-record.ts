import type { Request } from 'express';
import type { AuditAction, SIGN_IN_EVENTS, SignInStep } from '#src/admin/audit-vocabulary';
import { clientKey } from '../security/client-address';
import { audit, type Actor } from './audit';
import type { AdminDeps } from './http';

/** Which step of signing in an entry is about (the audit screen words each). */
export type { SignInStep } from '#src/admin/audit-vocabulary';

export type SignInEvent = Extract<AuditAction, (typeof SIGN_IN_EVENTS)[number]>;

/**
 * Writes a sign-in, a failed attempt, the start of a lockout or a sign-out to the staff audit log
 * and to the server log, with the address it came from: a guessing run or a stolen account shows
 * in both. A failed password whose email is no account is written under the email tried. Nothing
 * typed as a password or a code is written.
 */
export async function recordSignIn(
  deps: AdminDeps,
  req: Request,
  actor: Actor,
  event: SignInEvent,
  step?: SignInStep,
): Promise<void> {
  const now = deps.clock();
  const address = clientKey(req);
  await audit(
    deps.db,
    actor,
    { action: event, entity: 'staff', entityId: actor.id, after: { address, ...(step ? { step } : {}) } },
    now,
  );
  const fields = { event: `staff.${event}`, staffId: actor.id, email: actor.email, address, ...(step ? { step } : {}) };
  if (event === 'sign-in' || event === 'sign-out') deps.logger.info(fields, `staff ${event}`);
  else deps.logger.warn(fields, `staff ${event}`);
}
