import { inviteSchema } from '#src/admin/schemas';
import { roleChangeSchema } from '#src/admin/operations-schemas';
import { endAllSessions } from '../sessions';
import { audit } from '../audit';
import { numericParam } from '../../api/kit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { addStaff, disableStaff, listStaff, normalizeEmail, resetStaff, setPasswordLink, StaffError } from '../staff';
import { queueInvitation } from '../invite-email';
import { INVITE_EMAILS_PER_DAY } from '#src/admin/limits';
import { readListQuery, type ListKeys } from '../list';

/** The whole team on one page, in the order members were added. */
const STAFF_LIST: ListKeys = { sort: { id: 'id' }, filters: [] };

export async function listStaffHandler(ctx: AdminContext): Promise<void> {
  if (!readListQuery(ctx, STAFF_LIST)) return;
  const data = await listStaff(ctx.db);
  ctx.res.json({ data, total: data.length });
}

export async function getStaffHandler(ctx: AdminContext): Promise<void> {
  const id = numericParam(ctx.req);
  const member = id !== null ? (await listStaff(ctx.db)).find((row) => row.id === id) : undefined;
  if (!member) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  ctx.res.json({ data: member });
}

/** The day's invitation emails are spent: the invitation is refused whole (no member is created). */
class InviteLimitReached extends Error {}

/**
 * Invites a member: the one-time link is emailed to them through the outbox in their language, and
 * answered once to the administrator to copy (it is never logged; the email's copy is blanked by
 * the retention run like every sent message).
 */
export async function inviteStaffHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(inviteSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  try {
    const { id, link } = await ctx.db.transaction().execute(async (trx) => {
      const created = await addStaff(trx, input, ctx.now);
      const link = setPasswordLink(ctx.config.PUBLIC_URL, created.token, input.locale);
      if (
        !(await queueInvitation(
          trx,
          { email: normalizeEmail(input.email), role: input.role, locale: input.locale, link },
          ctx.now,
        ))
      )
        throw new InviteLimitReached();
      await audit(trx, ctx.actor, { action: 'create', entity: 'staff', entityId: created.id, after: input }, ctx.now);
      return { id: created.id, link };
    });
    const member = (await listStaff(ctx.db)).find((row) => row.id === id);
    ctx.res.status(201).json({ data: { ...member, link, emailed: true } });
  } catch (error) {
    if (error instanceof StaffError && error.code === 'exists') {
      return sendAdminError(ctx.req, ctx.res, 409, 'exists', 'errors.validation', undefined, {
        email: ctx.t('errors.exists'),
      });
    }
    if (error instanceof InviteLimitReached)
      return sendAdminError(ctx.req, ctx.res, 429, 'invite_limit', 'errors.inviteLimit', {
        max: INVITE_EMAILS_PER_DAY,
      });
    throw error;
  }
}

/**
 * The member a disable or reset names. Nobody disables or resets their own account: one click on
 * one's own row would end the session at once and, for the last administrator, leave nobody who
 * can manage staff. As with roles, another administrator does it.
 */
async function otherMember(ctx: AdminContext): Promise<string | null> {
  const id = numericParam(ctx.req);
  const row =
    id !== null
      ? await ctx.db.selectFrom('staff_members').select(['id', 'email']).where('id', '=', id).executeTakeFirst()
      : undefined;
  if (!row) {
    sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
    return null;
  }
  if (row.id === ctx.session.member.id) {
    sendAdminError(ctx.req, ctx.res, 409, 'own_account', 'errors.ownAccount');
    return null;
  }
  return row.email;
}

export async function disableStaffHandler(ctx: AdminContext): Promise<void> {
  const email = await otherMember(ctx);
  if (!email) return;
  const id = await disableStaff(ctx.db, email, ctx.now);
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'disable', entity: 'staff', entityId: id, before: { disabled: false }, after: { disabled: true } },
    ctx.now,
  );
  ctx.res.json({ data: (await listStaff(ctx.db)).find((row) => row.id === id) });
}

export async function resetStaffHandler(ctx: AdminContext): Promise<void> {
  const email = await otherMember(ctx);
  if (!email) return;
  const { id, token } = await resetStaff(ctx.db, email, ctx.now);
  await audit(ctx.db, ctx.actor, { action: 'reset', entity: 'staff', entityId: id }, ctx.now);
  ctx.res.json({
    data: {
      ...(await listStaff(ctx.db)).find((row) => row.id === id),
      link: setPasswordLink(ctx.config.PUBLIC_URL, token),
    },
  });
}

/**
 * POST /staff/:id/role — another member's role. Every session of theirs ends (the next sign-in
 * carries the new role). An admin cannot change their own role, so the last admin cannot be lost
 * by a slip.
 */
export async function changeRoleHandler(ctx: AdminContext): Promise<void> {
  const id = numericParam(ctx.req);
  const member =
    id !== null
      ? await ctx.db.selectFrom('staff_members').select(['id', 'role']).where('id', '=', id).executeTakeFirst()
      : undefined;
  if (!member) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(roleChangeSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  if (member.id === ctx.session.member.id)
    return sendAdminError(ctx.req, ctx.res, 409, 'own_role', 'errors.validation', undefined, {
      role: ctx.t('errors.ownRole'),
    });
  if (member.role !== input.role) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff_members').set({ role: input.role }).where('id', '=', member.id).execute();
      await endAllSessions(trx, member.id);
      await audit(
        trx,
        ctx.actor,
        {
          action: 'role',
          entity: 'staff',
          entityId: member.id,
          before: { role: member.role },
          after: { role: input.role },
        },
        ctx.now,
      );
    });
  }
  ctx.res.json({ data: (await listStaff(ctx.db)).find((row) => row.id === member.id) });
}
