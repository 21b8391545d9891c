import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { dayWindowStart, holdCountingLock } from '../db/counting-lock';
import { enqueue } from '../services/outbox/outbox';
import { INVITE_EMAILS_PER_DAY, SET_PASSWORD_HOURS } from '#src/admin/limits';
import type { Locale } from '#src/lib/locale';
import { adminT } from './i18n';

/** The outbox's name for an invitation, by which the day's invitations are counted. */
export const INVITE_EMAIL_KIND = 'staff-invite';

export interface Invitation {
  email: string;
  role: string;
  /** The invitee's language, chosen by whoever invites: the email and the link's page are in it. */
  locale: Locale;
  link: string;
}

/**
 * Queues the invitation email in the invitee's language, in the transaction that creates the
 * member (no member without their email, no email for a refused invitation). False, and nothing
 * queued, when `INVITE_EMAILS_PER_DAY` have gone out in the last 24 hours: a stolen administrator's
 * session cannot turn the association's address into a mailer. The count is of the outbox's own
 * rows, under the counting lock, so invitations sent at once cannot pass it together.
 *
 * The email says only what the association writes: its name, the role and the link. The invitee's
 * name, typed by whoever invites, is left out, so no free text goes out in the association's name.
 */
export async function queueInvitation(trx: Transaction<Database>, invitation: Invitation, now: Date): Promise<boolean> {
  await holdCountingLock(trx, 'staff-invites');
  const sent = await trx
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', INVITE_EMAIL_KIND)
    .where('created_at', '>', dayWindowStart(now))
    .executeTakeFirstOrThrow();
  if (Number(sent.n) >= INVITE_EMAILS_PER_DAY) return false;
  const profile = await trx.selectFrom('association_profile').select(['name_ar', 'name_en']).executeTakeFirst();
  const t = adminT(invitation.locale);
  const association = (invitation.locale === 'ar' ? profile?.name_ar : profile?.name_en) || t('app.title');
  const subject = t('invite.email.subject', { association });
  const body = [
    t('invite.email.greeting'),
    '',
    t('invite.email.invited', { association, role: t(`roles.${invitation.role}`) }),
    '',
    t('invite.email.open', { count: SET_PASSWORD_HOURS }),
    invitation.link,
    '',
    t('invite.email.secondFactor'),
    '',
    t('invite.email.notExpected'),
  ].join('\n');
  await enqueue(trx, { channel: 'email', recipient: invitation.email, subject, body, kind: INVITE_EMAIL_KIND }, now);
  return true;
}
