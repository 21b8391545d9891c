import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { openDonorSession } from '../../server/services/donor-space/sessions';
import { MAX_CARD_PLANS } from '../../src/domain/donor-space/schemas';
import { addDays, riyadhDate } from '../../src/lib/civil-dates';

const MOBILE = '0555000444';
const OTHER = '0555000555';
const CROWDED = '0555000666';
const OLD_TOKEN = 'tok_old_card';
/** GIVING_RATE_LIMIT: starts allowed per address are three times it. */
const RATE = 10;

/**
 * One new card for every plan, from the donor's space (docs/behaviour.md#B-DONOR-5): the card
 * goes on the active and payment-failed plans of the signed-in number only, a failed charge is
 * tried again, each plan keeps its own card session row, one SMS; refusals and limits.
 */
describe.each(TEST_DIALECTS)('donor space: one card for every plan (%s)', (dialect) => {
  let t: TestApp;
  let csrf = '';
  const sessions: Record<string, string> = {};
  const db = () => t.database!.db;

  const plan = (id: string, mobile: string, status: string, pausedReason: string | null = null) => {
    const at = '2026-04-01T09:00:00.000Z';
    return {
      id,
      idempotency_key: `plan-${id}`,
      request_hash: '0'.repeat(64),
      status,
      paused_reason: pausedReason,
      frequency: 'monthly',
      anchor_date: '2026-04-01',
      end_date: null,
      next_due_date: status === 'active' ? addDays(riyadhDate(new Date()), 20) : null,
      kind: 'cause',
      ref: '1',
      title_ar: `تبرع ${id.slice(0, 1)}`,
      title_en: `Gift ${id.slice(0, 1)}`,
      amount: 10_000,
      quantity: 1,
      amount_ceiling: 30_000,
      locale: 'ar',
      donor_name: 'Sample Donor',
      donor_mobile: mobile,
      token_provider: 'sandbox',
      card_token: OLD_TOKEN,
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2030,
      consecutive_failures: pausedReason === 'failures' ? 3 : 1,
      notify_before_next: 0,
      expiry_warned: null,
      created_at: `2026-04-01T09:00:0${id.charCodeAt(0) % 10}.000Z`,
      updated_at: at,
      cancelled_at: null,
    };
  };
  const A = 'A'.repeat(22); // active, its last charge failed
  const B = 'B'.repeat(22); // paused after failed charges
  const C = 'C'.repeat(22); // paused by the donor: not the card's business
  const D = 'D'.repeat(22); // cancelled
  const Z = 'Z'.repeat(22); // another number's

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: String(RATE) } });
    await db()
      .insertInto('periodic_plans')
      .values([
        plan(A, MOBILE, 'active'),
        plan(B, MOBILE, 'paused', 'failures'),
        plan(C, MOBILE, 'paused', 'donor'),
        plan(D, MOBILE, 'cancelled'),
        plan(Z, OTHER, 'active'),
        ...Array.from({ length: MAX_CARD_PLANS + 1 }, (_, index) =>
          plan(`${String(index).padStart(2, '0')}${'x'.repeat(20)}`, CROWDED, 'active'),
        ),
      ])
      .execute();
    const yesterday = addDays(riyadhDate(new Date()), -1);
    await db()
      .insertInto('periodic_charges')
      .values({
        id: 'charge-a-failed',
        plan_id: A,
        due_date: yesterday,
        due_at: `${yesterday}T06:00:00.000Z`,
        status: 'failed',
        amount: 10_000,
        quantity: 1,
        attempts: 3,
        next_attempt_at: `${yesterday}T06:00:00.000Z`,
        lease_owner: null,
        lease_until: null,
        order_id: null,
        payment_id: null,
        failure_reason: 'card_declined',
        created_at: `${yesterday}T06:00:00.000Z`,
        updated_at: `${yesterday}T06:00:00.000Z`,
      })
      .execute();
    for (const mobile of [MOBILE, OTHER, CROWDED])
      sessions[mobile] = (await openDonorSession(db(), mobile, 'ar')).token;
    csrf = (await request(t.app).get('/api/v1/csrf').expect(200)).body.token as string;
  }, 120_000);
  afterAll(async () => t.close());

  const cookie = (mobile?: string) => `csrf_token=${csrf}${mobile ? `; donor_session=${sessions[mobile]}` : ''}`;
  const start = (mobile: string | undefined, body: unknown, language = 'en') =>
    request(t.app)
      .post('/api/v1/my-giving/cards')
      .set('Cookie', cookie(mobile))
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', language)
      .send(body as object);
  const saveCard = (mobile: string | undefined, cardUrl: string, card: string = TEST_CARDS.success) =>
    request(t.app)
      .post(cardUrl)
      .set('Cookie', cookie(mobile))
      .type('form')
      .send({ card, expiry: '12/35', action: 'save' });
  const plansOf = async (mobile: string) =>
    db().selectFrom('periodic_plans').selectAll().where('donor_mobile', '=', mobile).orderBy('id').execute();
  const smsCount = async (mobile: string) =>
    Number(
      (
        await db()
          .selectFrom('outbox_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('recipient', '=', mobile)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses without a session (401 in the language), without the CSRF token (403), and sends a signed-out card page back to the space', async () => {
    const refused = await start(undefined, { plans: 2 }).expect(401);
    expect(refused.body.error).toEqual({
      code: 'signed_out',
      message: 'You are signed out. Sign in again with your mobile number.',
    });
    const arabic = await start(undefined, { plans: 2 }, 'ar').expect(401);
    expect(arabic.body.error.message).toBe('خرجت من صفحتك. ادخل مرة أخرى برقم جوالك.');
    await request(t.app)
      .post('/api/v1/my-giving/cards')
      .set('Cookie', `donor_session=${sessions[MOBILE]}`)
      .send({ plans: 2 })
      .expect(403);
    await request(t.app)
      .get(`/api/v1/my-giving/cards/${'q'.repeat(22)}`)
      .expect(401);
    const page = await request(t.app)
      .get(`/api/v1/my-giving/cards/sandbox/${'q'.repeat(22)}?lang=en`)
      .expect(303);
    expect(page.headers.location).toBe('/en/my-giving');
    expect(await db().selectFrom('periodic_card_batches').selectAll().execute()).toHaveLength(0);
  });

  it('refuses bad input with a 400 on the field in the visitor’s language, and a count that is not what the space holds with a 409', async () => {
    for (const body of [{ plans: 'two' }, { plans: 1.5 }, { plans: null }, {}, { plans: [2] }]) {
      const refused = await start(MOBILE, body).expect(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.body.error.fields.plans).toBe('Enter a whole number');
    }
    const zero = await start(MOBILE, { plans: 0 }, 'ar').expect(400);
    expect(zero.body.error.fields.plans).toMatch(/[\u0600-\u06FF]/);
    const many = await start(MOBILE, { plans: MAX_CARD_PLANS + 1 }).expect(400);
    expect(many.body.error.fields.plans).toBe(`The value is larger than allowed (${MAX_CARD_PLANS})`);
    const extra = await start(MOBILE, { plans: 2, token: 'tok_x' }).expect(400);
    expect(extra.body.error.code).toBe('validation_failed');
    await request(t.app)
      .post('/api/v1/my-giving/cards')
      .set('Cookie', cookie(MOBILE))
      .set('X-CSRF-Token', csrf)
      .set('Content-Type', 'application/json')
      .send('{"plans":')
      .expect(400);
    // The space showed two plans; three would be a plan the donor did not see.
    const changed = await start(MOBILE, { plans: 3 }).expect(409);
    expect(changed.body.error).toEqual({
      code: 'plans_changed',
      message: 'Your periodic gifts changed since this page was loaded. Reload the page and try again.',
    });
    expect(await db().selectFrom('periodic_card_batches').selectAll().execute()).toHaveLength(0);
  });

  it('puts one card on both plans in one trip: the failed charge is tried again, the paused plan resumes, one SMS, another number untouched', async () => {
    const overview = await request(t.app).get('/api/v1/my-giving').set('Cookie', cookie(MOBILE)).expect(200);
    expect(overview.body.plans.filter((p: { cardReplaceable: boolean }) => p.cardReplaceable)).toHaveLength(2);
    const smsBefore = await smsCount(MOBILE);
    const otherBefore = await plansOf(OTHER);

    const started = await start(MOBILE, { plans: '٢' }).expect(201);
    expect(started.body).toEqual({
      cardUrl: expect.stringMatching(/^\/api\/v1\/my-giving\/cards\/sandbox\/[A-Za-z0-9_-]{22}\?lang=en$/),
      plans: 2,
    });
    const cardUrl = started.body.cardUrl as string;
    const batchId = /sandbox\/([^?]+)/.exec(cardUrl)![1]!;
    const page = await request(t.app).get(cardUrl).set('Cookie', cookie(MOBILE)).expect(200);
    expect(page.text).toContain('Your 2 periodic gifts');
    expect(page.text).toContain('Gift A, Gift B');
    expect(page.text).toContain(`action="${cardUrl.replace(/&/g, '&amp;')}"`);
    // Another number's session does not open it, nor save a card through it, nor read what it did.
    await request(t.app).get(cardUrl).set('Cookie', cookie(OTHER)).expect(404);
    await saveCard(OTHER, cardUrl).expect(404);
    // A plan's own card page does not take a batch id.
    await request(t.app).get(`/api/v1/periodic/cards/sandbox/${batchId}`).expect(404);
    // A card the gateway refuses to tokenise: the page again, nothing changed.
    await saveCard(MOBILE, cardUrl, '1234').expect(400);

    const saved = await saveCard(MOBILE, cardUrl).expect(303);
    expect(saved.headers.location).toBe(`/en/my-giving?cards=${batchId}`);
    const outcome = await request(t.app).get(`/api/v1/my-giving/cards/${batchId}`).set('Cookie', cookie(MOBILE));
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ last4: '1111', plans: 2, retried: 1 });
    await request(t.app).get(`/api/v1/my-giving/cards/${batchId}`).set('Cookie', cookie(OTHER)).expect(404);

    const [a, b, c, d] = await plansOf(MOBILE);
    for (const changed of [a!, b!]) {
      expect(changed.card_last4).toBe('1111');
      expect(changed.card_token).not.toBe(OLD_TOKEN);
      expect(changed.status).toBe('active');
    }
    expect(a!.card_token).toBe(b!.card_token);
    expect(b!.paused_reason).toBeNull();
    expect(b!.next_due_date).not.toBeNull();
    for (const untouched of [c!, d!]) {
      expect(untouched.card_token).toBe(OLD_TOKEN);
      expect(untouched.card_last4).toBe('4242');
    }
    expect(c!.status).toBe('paused');
    expect(await plansOf(OTHER)).toEqual(otherBefore);
    const charge = await db()
      .selectFrom('periodic_charges')
      .selectAll()
      .where('id', '=', 'charge-a-failed')
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('retry');
    expect(charge.failure_reason).toBeNull();
    // Each plan's change is recorded as a single replacement is: its own used card session.
    const rows = await db()
      .selectFrom('periodic_card_sessions')
      .selectAll()
      .where('batch_id', '=', batchId)
      .orderBy('plan_id')
      .execute();
    expect(rows.map((row) => [row.plan_id, row.purpose, row.used_at !== null])).toEqual([
      [A, 'change', true],
      [B, 'change', true],
    ]);
    // One text for both, in the language the donor used, with the space's address.
    expect(await smsCount(MOBILE)).toBe(smsBefore + 1);
    const sms = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', MOBILE)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.kind).toBe('periodic.cardsChanged');
    expect(sms.body).toContain('The card ending 1111 now pays your 2 periodic gifts');
    expect(sms.body).toContain('/en/my-giving');

    // Used once: the page sends the donor back to the space's confirmation; a second save changes nothing.
    const reopened = await request(t.app).get(cardUrl).set('Cookie', cookie(MOBILE)).expect(303);
    expect(reopened.headers.location).toBe(`/en/my-giving?cards=${batchId}`);
    await saveCard(MOBILE, cardUrl, TEST_CARDS.declined).expect(303);
    expect((await plansOf(MOBILE))[0]!.card_token).toBe(a!.card_token);
    expect(await smsCount(MOBILE)).toBe(smsBefore + 1);
  });

  it('limits: no plan to change is a 409, more than the most one change covers is a 409, and starting is rate-limited per address', async () => {
    const none = await start(OTHER, { plans: 1 }, 'ar');
    expect(none.status).toBe(201); // the other number's one active plan
    const crowded = await start(CROWDED, { plans: MAX_CARD_PLANS }).expect(409);
    expect(crowded.body.error.code).toBe('too_many_plans');
    expect(crowded.body.error.message).toContain('each gift');
    await db().updateTable('periodic_plans').set({ status: 'cancelled' }).where('donor_mobile', '=', OTHER).execute();
    const nothing = await start(OTHER, { plans: 1 }).expect(409);
    expect(nothing.body.error).toEqual({
      code: 'no_plans',
      message: 'No active periodic gift of this number needs a card.',
    });
    // GIVING_RATE_LIMIT × 3 starts per address per ten minutes, as a plan's manage link has.
    let limited: request.Response | null = null;
    for (let attempt = 0; attempt <= RATE * 3 && !limited; attempt += 1) {
      const answer = await start(MOBILE, { plans: 2 }, 'ar');
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(201);
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited?.body.error.message).toMatch(/[\u0600-\u06FF]/);
  });
});
