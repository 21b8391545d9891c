import { changePasswordSchema, newRecoveryCodesSchema } from '#src/admin/account-schemas';
import { guardedAttempt } from './attempts';
import { audit } from './audit';
import { parseOr400, sendAdminError, type AdminContext } from './http';
import { checkPassword } from './passwords';
import { issueRecoveryCodes } from './second-factor';
import { createSession, setSessionCookie } from './sessions';
import { setPassword, StaffError } from './staff';

/**
 * The member confirms their password before changing their own account, inside the sign-in lockout
 * (a session left open is not a way to guess it: ten wrong answers lock the account as at sign-in,
 * and each is recorded as a failed sign-in). A wrong password is a 400 on its field, not a 401: the
 * session itself is still good. False when the request has been answered.
 */
async function confirmPassword(ctx: AdminContext, currentPassword: string): Promise<boolean> {
  const member = await ctx.db
    .selectFrom('staff_members')
    .select('password_hash')
    .where('id', '=', ctx.session.member.id)
    .executeTakeFirst();
  const attempt = await guardedAttempt(ctx, ctx.req, ctx.res, ctx.actor, 'current-password', async () =>
    (await checkPassword(member?.password_hash ?? null, currentPassword)) ? true : null,
  );
  if (attempt.kind === 'locked') return false;
  if (attempt.kind === 'failed') {
    sendAdminError(ctx.req, ctx.res, 400, 'bad_password', 'errors.validation', undefined, {
      currentPassword: ctx.t('errors.badCurrentPassword'),
    });
    return false;
  }
  return true;
}

/**
 * POST /account/password — a member changes their own password: the current one, then a new one
 * under the staff password rule (its shape in the shared schema, its strength on the server). Every
 * other session of theirs ends (one left signed in elsewhere, or by whoever learnt the old
 * password); this one carries on under a new id from the same sign-in.
 */
export async function changeOwnPasswordHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(changePasswordSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  if (!(await confirmPassword(ctx, input.currentPassword))) return;
  const { id } = ctx.session.member;
  let cookie = '';
  try {
    await setPassword(ctx.db, id, input.password, ctx.now, async (trx) => {
      cookie = await createSession(trx, id, 'full', ctx.now, ctx.session.createdAt);
      await audit(trx, ctx.actor, { action: 'password.change', entity: 'staff', entityId: id }, ctx.now);
    });
  } catch (error) {
    if (error instanceof StaffError && error.code === 'weak_password' && error.reason) {
      return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
        password: ctx.t(`validation:${error.reason.key}`, error.reason.params),
      });
    }
    throw error;
  }
  setSessionCookie(ctx.req, ctx.res, cookie);
  ctx.res.json({ data: { ok: true } });
}

/**
 * POST /account/recovery-codes — new recovery codes for the member, after their password: the old
 * ones stop working in the same transaction, and the new ones are answered once (only their hashes
 * are kept). The member's row is written first so that two requests at once replace each other's
 * codes in turn instead of leaving both sets valid.
 */
export async function newRecoveryCodesHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(newRecoveryCodesSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  if (!(await confirmPassword(ctx, input.currentPassword))) return;
  const { id } = ctx.session.member;
  const recoveryCodes = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_members').set({ id }).where('id', '=', id).execute();
    const codes = await issueRecoveryCodes(trx, id);
    await audit(trx, ctx.actor, { action: 'second-factor.recovery-codes', entity: 'staff', entityId: id }, ctx.now);
    return codes;
  });
  ctx.res.json({ data: { recoveryCodes } });
}
