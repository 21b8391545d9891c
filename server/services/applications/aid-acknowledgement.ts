import type { Transaction } from 'kysely';
import { localizePath, type Locale } from '#src/lib/locale';
import { rowByKey } from '#src/route-rows';
import type { Database } from '../../db/schema';
import { enqueue } from '../outbox/outbox';
import { applyText } from './apply-text';
import { publicAddress } from '#src/lib/public-address';

/**
 * Aid applicants are texted their reference, which the status lookup needs with their mobile: a
 * closed tab or a lost screenshot must not cut them off from their request. The text goes to a
 * number anyone can type, in the association's name, so one number gets at most
 * AID_REFERENCES_PER_NUMBER_PER_DAY in 24 hours (the outbox's cap for the kind `aid-reference`,
 * server/services/outbox/sms-kinds.ts),
 * whoever sends the forms and from wherever; past it the request is still stored and the page still
 * shows the reference.
 *
 * Queues the applicant's text in the submission's transaction, after its row; the outbox counts
 * the number's texts under the counting lock, so a burst cannot pass the cap. Returns whether a
 * text was queued.
 */
export async function queueAidAcknowledgement(
  trx: Transaction<Database>,
  request: { reference: string; mobile: string; locale: Locale },
  publicUrl: string,
  now: Date,
): Promise<boolean> {
  const t = (key: string) =>
    applyText(request.locale, key, {
      reference: request.reference,
      url: publicAddress(publicUrl, localizePath(rowByKey('electronicServices').path, request.locale)),
    });
  const outcome = await enqueue(
    trx,
    {
      channel: 'sms',
      kind: 'aid-reference',
      recipient: request.mobile,
      subject: t('notify.aidReceived.subject'),
      body: t('notify.aidReceived.sms'),
    },
    now,
  );
  return outcome === 'queued';
}
