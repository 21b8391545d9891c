import type { Transaction } from 'kysely';
import { localizePath, type Locale } from '#src/lib/locale';
import { rowByKey } from '#src/route-rows';
import type { Database } from '../../db/schema';
import { dayWindowStart, holdCountingLock } from '../../db/counting-lock';
import { enqueue } from '../outbox/outbox';
import { applyText } from './apply-text';
import { publicAddress } from '#src/lib/public-address';

/**
 * Aid applicants are texted their reference, which the status lookup needs with their mobile: a
 * closed tab or a lost screenshot must not cut them off from their request. The text goes to a
 * number anyone can type, in the association's name, so one number gets at most this many in 24
 * hours, whoever sends the forms and from wherever; past it the request is still stored and the
 * page still shows the reference.
 */
export const MAX_AID_TEXTS_PER_NUMBER_PER_DAY = 2;

/**
 * Queues the applicant's text in the submission's transaction, after its row. The counting lock
 * makes requests for one number arriving together count one after the other, so a burst cannot
 * pass the limit. Returns whether a text was queued.
 */
export async function queueAidAcknowledgement(
  trx: Transaction<Database>,
  request: { reference: string; mobile: string; locale: Locale },
  publicUrl: string,
  now: Date,
): Promise<boolean> {
  const since = dayWindowStart(now);
  await holdCountingLock(trx, 'aid-sms');
  const counted = await trx
    .selectFrom('aid_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('mobile', '=', request.mobile)
    .where('created_at', '>', since)
    .executeTakeFirst();
  // The count includes this request's own row.
  if (Number(counted?.n ?? 0) > MAX_AID_TEXTS_PER_NUMBER_PER_DAY) return false;
  const t = (key: string) => applyText(request.locale, key, { reference: request.reference, url: publicAddress(publicUrl, localizePath(rowByKey('electronicServices').path, request.locale)) });
  await enqueue(trx, { channel: 'sms', recipient: request.mobile, subject: t('notify.aidReceived.subject'), body: t('notify.aidReceived.sms') }, now);
  return true;
}
