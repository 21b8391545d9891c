import type { Selectable } from 'kysely';
import type { PeriodicPlanTable } from '../../db/tables/periodic';
import type { DonorCardsOutcome, DonorCardsStarted } from '#src/domain/donor-space/api-types';
import { MAX_CARD_PLANS } from '#src/domain/donor-space/schemas';
import { RANDOM_ID } from '#src/domain/ids';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';
import { formatPlainNumber, localizeDigits } from '#src/lib/format';
import type { Locale } from '#src/lib/locale';
import { publicAddress } from '#src/lib/public-address';
import { randomId } from '../giving/ids';
import { ServiceError } from '../service-error';
import { planLocale, type PeriodicContext } from '../periodic/context';
import { CARD_SESSION_MINUTES, cardFields, pausedForCard, putCard, retryWithNewCard } from '../periodic/plans';

/**
 * One card for every plan of a number, from the donor's space (docs/behaviour.md#B-DONOR-5,
 * decision 063): one trip to the gateway's card page; the token it brings back goes on every plan
 * that is active or paused because its card failed, each as a plan's own "change the card" would
 * (its own card session row, a paused plan resumed, the charge that failed tried again at once),
 * all in one transaction, and one SMS says so instead of one per plan.
 */
type Plan = Selectable<PeriodicPlanTable>;

const unavailable = () => new ServiceError(503, 'periodic_unavailable', 'periodic:errors.unavailable');
const notFound = () => new ServiceError(404, 'not_found', 'periodic:errors.sessionNotFound');
const used = () => new ServiceError(410, 'session_used', 'periodic:errors.sessionUsed');

/** The card page of a batch, per gateway; both are served under the space's API (its cookie's path). */
export function batchCardUrl(gateway: 'sandbox' | 'moyasar', batchId: string, locale: Locale): string {
  return `/api/v1/my-giving/cards/${gateway}/${batchId}?lang=${locale}`;
}

export function cardReplaceable(plan: Pick<Plan, 'status' | 'paused_reason'>): boolean {
  return plan.status === 'active' || pausedForCard(plan);
}

async function replaceablePlans(db: PeriodicContext['db'], mobile: string): Promise<Plan[]> {
  const rows = await db
    .selectFrom('periodic_plans')
    .selectAll()
    .where('donor_mobile', '=', mobile)
    .where('status', 'in', ['active', 'paused'])
    .orderBy('created_at')
    .execute();
  return rows.filter(cardReplaceable);
}

/**
 * Opens the batch: a card session per plan, and the page to enter the card on. `shown` is how many
 * plans the donor saw; another count (a plan set up, closed or mended meanwhile) is a 409.
 */
export async function startCardReplacement(
  context: PeriodicContext,
  mobile: string,
  locale: Locale,
  shown: number,
): Promise<DonorCardsStarted> {
  const { db, gateway } = context;
  if (!gateway) throw unavailable();
  const plans = await replaceablePlans(db, mobile);
  if (plans.length === 0) throw new ServiceError(409, 'no_plans', 'donor:errors.noCardPlans');
  if (plans.length > MAX_CARD_PLANS)
    throw new ServiceError(409, 'too_many_plans', 'donor:errors.tooManyCardPlans', undefined, {
      plans: plans.length,
    });
  if (plans.length !== shown) throw new ServiceError(409, 'plans_changed', 'donor:errors.cardPlansChanged');
  const now = context.now();
  const at = now.toISOString();
  const expires = isoAfter(now, CARD_SESSION_MINUTES * MINUTE_MS);
  const batchId = randomId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('periodic_card_batches')
      .values({
        id: batchId,
        locale,
        used_at: null,
        expires_at: expires,
        created_at: at,
        card_last4: null,
        plans_changed: null,
        charges_retried: null,
      })
      .execute();
    await trx
      .insertInto('periodic_card_sessions')
      .values(
        plans.map((plan) => ({
          id: randomId(),
          plan_id: plan.id,
          purpose: 'change',
          locale: planLocale(plan.locale),
          new_amount: null,
          new_quantity: null,
          used_at: null,
          expires_at: expires,
          created_at: at,
          batch_id: batchId,
        })),
      )
      .execute();
  });
  return { cardUrl: batchCardUrl(gateway.name, batchId, locale), plans: plans.length };
}

export interface CardBatch {
  id: string;
  locale: Locale;
  usedAt: string | null;
  expiresAt: string;
  plans: { title: { ar: string; en: string } }[];
  outcome: DonorCardsOutcome | null;
}

/** The batch, when it is this number's (its plans'); else undefined, as if it did not exist. */
export async function findCardBatch(
  db: PeriodicContext['db'],
  batchId: string,
  mobile: string,
): Promise<CardBatch | undefined> {
  if (!RANDOM_ID.test(batchId)) return undefined;
  const batch = await db.selectFrom('periodic_card_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!batch) return undefined;
  const plans = await db
    .selectFrom('periodic_card_sessions')
    .innerJoin('periodic_plans', 'periodic_plans.id', 'periodic_card_sessions.plan_id')
    .select(['periodic_plans.title_ar', 'periodic_plans.title_en', 'periodic_plans.donor_mobile'])
    .where('periodic_card_sessions.batch_id', '=', batchId)
    .orderBy('periodic_plans.created_at')
    .execute();
  if (plans.length === 0 || plans.some((plan) => plan.donor_mobile !== mobile)) return undefined;
  return {
    id: batch.id,
    locale: planLocale(batch.locale),
    usedAt: batch.used_at,
    expiresAt: batch.expires_at,
    plans: plans.map((plan) => ({ title: { ar: plan.title_ar, en: plan.title_en } })),
    outcome:
      batch.used_at !== null && batch.card_last4 !== null
        ? { last4: batch.card_last4, plans: batch.plans_changed ?? 0, retried: batch.charges_retried ?? 0 }
        : null,
  };
}

export const batchClosed = (batch: CardBatch, now: Date) =>
  batch.usedAt !== null || batch.expiresAt <= now.toISOString();

/**
 * The gateway brought a token back for the batch: the card (asked of the gateway, not taken from
 * the browser) goes on each of its plans that still takes one; a plan cancelled or ended meanwhile
 * is left alone. Used once, within CARD_SESSION_MINUTES; only by the number whose plans it holds.
 */
export async function completeCardReplacement(
  context: PeriodicContext,
  batchId: string,
  mobile: string,
  token: string,
): Promise<DonorCardsOutcome> {
  const { db, gateway } = context;
  if (!gateway) throw unavailable();
  const now = context.now();
  const batch = await findCardBatch(db, batchId, mobile);
  if (!batch) throw notFound();
  if (batchClosed(batch, now)) throw used();
  const details = await gateway.describe(token);
  if (!details) throw new ServiceError(400, 'card_refused', 'periodic:errors.cardRefused');
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('periodic_card_batches')
      .set({ used_at: at })
      .where('id', '=', batchId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw used();
    const sessions = await trx
      .selectFrom('periodic_card_sessions')
      .select(['id', 'plan_id'])
      .where('batch_id', '=', batchId)
      .where('used_at', 'is', null)
      .execute();
    const card = cardFields(gateway.name, details, now);
    let changed = 0;
    let retried = 0;
    for (const session of sessions) {
      const plan = await trx
        .selectFrom('periodic_plans')
        .selectAll()
        .where('id', '=', session.plan_id)
        .executeTakeFirstOrThrow();
      if (plan.donor_mobile !== mobile || !cardReplaceable(plan)) continue;
      // The plan's own record of the change, as its manage link's card session leaves it.
      await trx.updateTable('periodic_card_sessions').set({ used_at: at }).where('id', '=', session.id).execute();
      await putCard(trx, plan, card, now);
      changed += 1;
      if (await retryWithNewCard(trx, plan.id, now)) retried += 1;
    }
    if (changed === 0) throw new ServiceError(409, 'plan_state', 'periodic:errors.planClosed');
    await trx
      .updateTable('periodic_card_batches')
      .set({ card_last4: details.last4, plans_changed: changed, charges_retried: retried })
      .where('id', '=', batchId)
      .execute();
    const locale = batch.locale;
    // One text for the whole change (the number is the donor's; a stolen session is seen at once).
    await context.enqueue(trx, {
      kind: 'periodic.cardsChanged',
      channel: 'sms',
      recipient: mobile,
      subject: context.translate(locale, 'periodic:sms.subject'),
      body: context.translate(locale, 'periodic:sms.cardsChanged', {
        count: changed,
        n: formatPlainNumber(changed, locale),
        last4: localizeDigits(details.last4, locale),
        link: publicAddress(context.publicUrl, `/${locale}/my-giving`),
      }),
    });
    return { last4: details.last4, plans: changed, retried };
  });
}
