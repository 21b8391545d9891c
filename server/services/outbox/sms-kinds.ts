import { DAY_MS } from '#src/lib/durations';
import { MAX_GIFT_SMS_PER_NUMBER_PER_DAY } from '#src/domain/giving/names';

/**
 * Every kind of SMS the site sends, in one place (docs/decisions/053-sms-caps-and-hourly-budget.md,
 * docs/behaviour.md#B-SMS-1):
 * - `essential`: the visitor is waiting for it (a one-time code) or it is the receipt for money just
 *   paid. It goes out even past the site's hourly budget. Everything else (welcomes, reminders,
 *   acknowledgements, confirmations) waits in the outbox while the budget is spent.
 * - `perNumber`: at most `max` of this kind to one number in `windowMs`, counted in the database when
 *   it is queued (./sms-caps.ts). Past it the SMS is not sent and is recorded as suppressed.
 * A kind not listed here (a periodic text added later) takes DEFAULT_SMS_POLICY: non-essential, with
 * a cap. A periodic text's kind is `periodic.<key>`, its key under `sms` in the periodic locale files.
 */
export interface SmsPolicy {
  essential: boolean;
  perNumber: { max: number; windowMs: number };
}

const daily = (max: number, essential = false): SmsPolicy => ({ essential, perNumber: { max, windowMs: DAY_MS } });

/** Yearly-statement codes a number may be sent in 24 hours; a sixth request is refused (429). */
export const STATEMENT_CODES_PER_NUMBER_PER_DAY = 5;
/**
 * Aid references texted to one number in 24 hours: a text in the association's name to a number
 * anyone can type; past it the request is still stored and the page still shows the reference.
 */
export const AID_REFERENCES_PER_NUMBER_PER_DAY = 2;

export const SMS_KINDS = {
  /** The one-time code for yearly statements: the visitor is waiting for it. */
  'statement-code': daily(STATEMENT_CODES_PER_NUMBER_PER_DAY, true),
  /** The receipt for an order just paid (its link opens the receipt). */
  'order-paid': daily(20, true),
  /** The same receipt, sent again by staff from the donor record while the donor waits on the phone (three per order a day, decision 073). */
  'receipt-resend': daily(5, true),
  /** A gift card's link to its recipient (the order form refuses a fourth line first). */
  'gift-card': daily(MAX_GIFT_SMS_PER_NUMBER_PER_DAY),
  /** An aid applicant's reference, when the request is stored. */
  'aid-reference': daily(AID_REFERENCES_PER_NUMBER_PER_DAY),
  /** A staff member moved an aid request (the applicant's status). */
  'aid-status': daily(5),
  /** A staff member approved or rejected a campaign (its organiser). */
  'campaign-decision': daily(5),
  // Periodic giving (server/services/periodic/context.ts textDonor): confirmations and reminders.
  'periodic.welcome': daily(3),
  'periodic.cardChanged': daily(3),
  /** The donor's space put one new card on every plan of the number: one text for them all. */
  'periodic.cardsChanged': daily(3),
  'periodic.cancelled': daily(3),
  'periodic.amountChanged': daily(3),
  'periodic.amountRaised': daily(3),
  'periodic.paused': daily(3),
  'periodic.resumed': daily(3),
  'periodic.skipped': daily(3),
  'periodic.beforeCharge': daily(5),
  'periodic.failedRetry': daily(5),
  'periodic.failed': daily(5),
  'periodic.pausedFailures': daily(5),
  'periodic.pausedCard': daily(5),
  'periodic.itemClosed': daily(5),
  'periodic.cardExpiring': daily(5),
  'periodic.failedLast': daily(5),
  'periodic.skipRestored': daily(3),
  /** Money given back on an order (server/services/giving/refund-effects.ts): its amount and the receipt's link. */
  'order-refunded': daily(5),
  /** A campaign's organiser: half of its target reached, then all of it (each once per campaign, server/services/campaigns/milestones.ts). */
  'campaign-half': daily(4),
  'campaign-target': daily(4),
} as const satisfies Record<string, SmsPolicy>;

export type KnownSmsKind = keyof typeof SMS_KINDS;

/** For a kind not listed: it waits for the budget and one number gets at most a few a day. */
export const DEFAULT_SMS_POLICY: SmsPolicy = daily(3);

/** What an SMS queued without a kind is counted as. */
export const UNNAMED_SMS_KIND = 'unnamed';

export function smsPolicy(kind: string | null | undefined): SmsPolicy {
  return kind && Object.hasOwn(SMS_KINDS, kind) ? SMS_KINDS[kind as KnownSmsKind] : DEFAULT_SMS_POLICY;
}
