import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '#src/lib/locale';
import type { EnqueueOutcome, OutgoingMessage } from '../outbox/outbox';
import type { TokenGateway } from '../../payments/card-tokens';
import type { Translate } from '../giving/notifications';
import { manageToken, manageUrl } from './links';

/** What the periodic services share: storage, the card gateway, words, links and the outbox. */
export interface PeriodicContext {
  db: Kysely<Database>;
  /** null when the configured card gateway cannot save cards (periodic giving is then off). */
  gateway: TokenGateway | null;
  translate: Translate;
  publicUrl: string;
  linkSecret: string;
  linkDays: number;
  enqueue: (trx: Transaction<Database>, message: OutgoingMessage) => Promise<EnqueueOutcome>;
  /** Mocked in the fake-time tests; the real clock otherwise. */
  now: () => Date;
}

/** A fresh manage link for a plan (every SMS carries one). */
export function planLink(context: PeriodicContext, planId: string, locale: Locale): string {
  return manageUrl(context.publicUrl, locale, manageToken(context.linkSecret, planId, context.now(), context.linkDays));
}

export function planLocale(locale: string): Locale {
  return locale === 'en' ? 'en' : 'ar';
}

/** Queues one SMS to the plan's donor, in the caller's transaction, always with the manage link. */
export async function textDonor(
  context: PeriodicContext,
  trx: Transaction<Database>,
  plan: { id: string; locale: string; donor_mobile: string; title_ar: string; title_en: string },
  key: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  const locale = planLocale(plan.locale);
  const link = planLink(context, plan.id, locale);
  const title = locale === 'ar' ? plan.title_ar : plan.title_en;
  await context.enqueue(trx, {
    // Its kind for the outbox's caps (server/services/outbox/sms-kinds.ts): `periodic.<key>`.
    kind: `periodic.${key}`,
    channel: 'sms',
    recipient: plan.donor_mobile,
    subject: context.translate(locale, 'periodic:sms.subject'),
    body: context.translate(locale, `periodic:sms.${key}`, { title, link, ...params }),
  });
}
