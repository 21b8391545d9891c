import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { CARDS, LINK_SECRET, fakeClock, periodicContext, scheduler } from '../helpers/periodic-fixtures';
import { newKey } from '../helpers/giving-fixtures';
import { addDays, riyadhDate } from '../../src/lib/civil-dates';
import { manageToken } from '../../server/services/periodic/links';

/**
 * A periodic gift that says what is happening (decision 062, docs/behaviour.md#B-PERIODIC-7): a
 * failed charge becomes the plan's headline with the card button first in the page, the donor is
 * texted after it and told when the gift will pause, a new card tries the failed date again once,
 * the card's expiry is texted the month before, every change is texted, and a skipped date can be
 * restored before it comes (refused on the day or after, and on bad input, with a 4xx).
 */
describe.each(TEST_DIALECTS)('periodic failures, notices and restoring a skip (%s)', (dialect) => {
  const t = useTestApp({ database: dialect, env: { PERIODIC_LINK_SECRET: LINK_SECRET, GIVING_RATE_LIMIT: '500' } });
  const db = () => t.database!.db;
  let mobiles = 0;

  /** A monthly plan with its card saved on the sandbox page, each on its own mobile (caps are per number). */
  async function setUp(lang: 'ar' | 'en', card: string = CARDS.good) {
    const mobile = `05710${dialect === 'sqlite' ? 1 : 2}${String((mobiles += 1)).padStart(4, '0')}`;
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', lang)
      .set('Idempotency-Key', newKey())
      .send({ kind: 'cause', ref: '1', amount: 5000, frequency: 'monthly', name: 'Notice Donor', mobile });
    expect(created.status).toBe(201);
    const saved = await request(t.app)
      .post(created.body.cardUrl as string)
      .type('form')
      .send({ card, expiry: '12/35', action: 'save' });
    expect(saved.status).toBe(303);
    const token = decodeURIComponent(new URL(saved.headers.location as string, 'https://x').searchParams.get('t')!);
    return { planId: created.body.planId as string, token, mobile };
  }

  const today = () => riyadhDate(new Date());
  const act = (action: string, body: object, lang = 'en') =>
    request(t.app).post(`/api/v1/periodic/manage/${action}`).set('Accept-Language', lang).send(body);
  const view = (token: string) => request(t.app).get('/api/v1/periodic/manage').query({ t: token });
  const smsTo = (mobile: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'kind', 'body'])
      .where('channel', '=', 'sms')
      .where('recipient', '=', mobile)
      .orderBy('id')
      .execute();
  const kindsSince = async (mobile: string, before: number) =>
    (await smsTo(mobile)).slice(before).map((row) => row.kind);

  /** The scheduler on the app's database, its clock at the real time (the charge is made due yesterday). */
  async function runScheduler() {
    const context = await periodicContext(db(), fakeClock(new Date().toISOString()));
    return scheduler(context).runOnce();
  }

  /** The plan as if set up yesterday (Riyadh): its first date is due, not yet "missed", and the next is a month on. */
  async function dueYesterday(planId: string) {
    await db()
      .updateTable('periodic_plans')
      .set({ anchor_date: addDays(today(), -1), next_due_date: addDays(today(), -1) })
      .where('id', '=', planId)
      .execute();
  }

  it('a declined charge makes "payment failed — update your card" the headline, first in the page, and texts the link with when the gift pauses', async () => {
    const { planId, token, mobile } = await setUp('en', CARDS.declined);
    expect((await view(token)).body.paymentFailed).toBeNull();
    await dueYesterday(planId);
    const before = (await smsTo(mobile)).length;
    expect(await runScheduler()).toMatchObject({ failed: 1 });
    const sent = (await smsTo(mobile)).slice(before);
    expect(sent.map((row) => row.kind)).toEqual(['periodic.failed']);
    expect(sent[0]!.body).toMatch(
      /could not charge SAR\s?50.*If 2 more charges in a row fail, the gift will pause\. Change the card: https:\/\/(site\.test|example\.org)\/en\/periodic\/manage\?t=v1\./,
    );

    const shown = (await view(token)).body;
    expect(shown.status).toBe('active');
    expect(shown.paymentFailed).toEqual({ dueDate: addDays(today(), -1), amount: 5000, failuresLeft: 2 });

    // The page: the failure and its card button are the first thing in the content, in both languages.
    for (const [lang, headline, button] of [
      ['en', 'Payment failed — update your card', 'Update your card'],
      ['ar', 'تعذّر الدفع — حدّث بطاقتك', 'حدّث بطاقتك'],
    ] as const) {
      const page = await request(t.app).get(`/${lang}/periodic/manage`).query({ t: token });
      expect(page.status).toBe(200);
      const html = page.text;
      expect(html).toMatch(
        /class="container page-body periodic"><section class="periodic__failed"[^>]*data-testid="periodic-payment-failed"><h2 id="periodic-failed-title">/,
      );
      const failedAt = html.indexOf('data-testid="periodic-payment-failed"');
      const buttonAt = html.indexOf('data-testid="periodic-update-card"');
      expect(html.slice(failedAt, failedAt + 400)).toContain(headline);
      expect(html.slice(buttonAt, buttonAt + 200)).toContain(button);
      expect(buttonAt).toBeGreaterThan(failedAt);
      expect(buttonAt).toBeLessThan(html.indexOf('id="periodic-summary-title"'));
      expect(buttonAt).toBeLessThan(html.indexOf('data-testid="periodic-skip"'));
      // The page's lead paragraph gives way, so the headline sits right under the title.
      expect(html).not.toContain(
        lang === 'en' ? 'Everything here takes effect at once.' : 'كل ما تغيّره هنا ينفذ فورًا.',
      );
    }
  });

  it('texts the date whose failure will pause the gift, then pauses it with the failure still the headline', async () => {
    const { planId, token, mobile } = await setUp('ar', CARDS.declined);
    // One failed date already: the next failure leaves one more before the pause.
    await db().updateTable('periodic_plans').set({ consecutive_failures: 1 }).where('id', '=', planId).execute();
    await dueYesterday(planId);
    const before = (await smsTo(mobile)).length;
    await runScheduler();
    const sent = (await smsTo(mobile)).slice(before);
    expect(sent.map((row) => row.kind)).toEqual(['periodic.failedLast']);
    const plan = await db()
      .selectFrom('periodic_plans')
      .select('next_due_date')
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    const [year, month, day] = plan.next_due_date!.split('-').map(Number);
    // The next date, in Arabic-Indic digits, and the manage link.
    expect(sent[0]!.body).toContain('إن تعذّر خصم');
    expect(sent[0]!.body).toContain(String(day).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    expect(sent[0]!.body).toContain(String(year).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    expect(month).toBeGreaterThan(0);
    expect(sent[0]!.body).toMatch(/https:\/\/(site\.test|example\.org)\/ar\/periodic\/manage\?t=v1\./);
    expect((await view(token)).body.paymentFailed).toMatchObject({ failuresLeft: 1 });

    // The third failed date pauses it: texted, and the page still leads with the failure.
    await db()
      .updateTable('periodic_charges')
      .set({ due_date: addDays(today(), -2) })
      .where('plan_id', '=', planId)
      .execute();
    await dueYesterday(planId);
    const second = (await smsTo(mobile)).length;
    await runScheduler();
    expect(await kindsSince(mobile, second)).toEqual(['periodic.pausedFailures']);
    const paused = (await view(token)).body;
    expect(paused).toMatchObject({ status: 'paused', pausedReason: 'failures', paymentFailed: { failuresLeft: 0 } });
    const html = (await request(t.app).get('/ar/periodic/manage').query({ t: token })).text;
    expect(html).toMatch(/class="container page-body periodic"><section class="periodic__failed"/);
  });

  it('a new card tries the failed charge again once, at once, through the scheduler — never twice', async () => {
    const { planId, token, mobile } = await setUp('en', CARDS.declined);
    await dueYesterday(planId);
    await runScheduler();
    const failed = await db()
      .selectFrom('periodic_charges')
      .selectAll()
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'declined' });

    const card = await act('card', { t: token });
    expect(card.status).toBe(200);
    const before = (await smsTo(mobile)).length;
    const saved = await request(t.app)
      .post(card.body.cardUrl as string)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toMatch(/&done=cardRetry$/);
    expect(await kindsSince(mobile, before)).toEqual(['periodic.cardChanged']);
    const queued = await db()
      .selectFrom('periodic_charges')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: 'retry', failure_reason: null, order_id: failed.order_id });
    expect(new Date(queued.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
    // The page no longer leads with the failure: the new card is being tried.
    expect((await view(token)).body.paymentFailed).toBeNull();

    // Two schedulers at once, then another pass: the date is charged exactly once.
    await Promise.all([runScheduler(), runScheduler()]);
    await runScheduler();
    const charge = await db()
      .selectFrom('periodic_charges')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('paid');
    const payments = await db()
      .selectFrom('payments')
      .select(['status'])
      .where('order_id', '=', failed.order_id!)
      .orderBy('created_at')
      .execute();
    expect(payments.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
    const order = await db()
      .selectFrom('orders')
      .select(['status'])
      .where('id', '=', failed.order_id!)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    const plan = await db()
      .selectFrom('periodic_plans')
      .select(['card_token'])
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    const gateway = await db()
      .selectFrom('sandbox_token_charges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('token', '=', plan.card_token!)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(Number(gateway.n)).toBe(1);
    expect((await view(token)).body.paymentFailed).toBeNull();

    // A card changed again with nothing failed: no retry, the plain confirmation.
    const again = await act('card', { t: token });
    const resaved = await request(t.app)
      .post(again.body.cardUrl as string)
      .type('form')
      .send({ card: CARDS.good, expiry: '11/34', action: 'save' });
    expect(resaved.headers.location).toMatch(/&done=card$/);
  });

  it('texts once, the month before, that the card expires', async () => {
    const { planId, mobile } = await setUp('en');
    const now = new Date();
    // The card's last month is this one: it expires within 30 days.
    await db()
      .updateTable('periodic_plans')
      .set({ card_exp_month: now.getUTCMonth() + 1, card_exp_year: now.getUTCFullYear() })
      .where('id', '=', planId)
      .execute();
    const before = (await smsTo(mobile)).length;
    await runScheduler();
    await runScheduler();
    const sent = (await smsTo(mobile)).slice(before);
    expect(sent.map((row) => row.kind)).toEqual(['periodic.cardExpiring']);
    expect(sent[0]!.body).toMatch(
      /card ending 1111 .* expires at the end of \d{2}\/\d{4}\. Change it: https:\/\/(site\.test|example\.org)\/en\/periodic\/manage\?t=v1\./,
    );
  });

  it('texts every change the donor makes, one SMS each, in the plan’s language', async () => {
    const { token, mobile } = await setUp('ar');
    const steps: Array<[string, object, string]> = [
      ['skip', {}, 'periodic.skipped'],
      ['pause', {}, 'periodic.paused'],
      ['resume', {}, 'periodic.resumed'],
      ['amount', { amount: 6000 }, 'periodic.amountChanged'],
      ['cancel', {}, 'periodic.cancelled'],
    ];
    for (const [action, extra, kind] of steps) {
      const before = (await smsTo(mobile)).length;
      const done = await act(action, { t: token, ...extra }, 'en');
      expect(done.status).toBe(200);
      const sent = (await smsTo(mobile)).slice(before);
      expect(sent.map((row) => row.kind)).toEqual([kind]);
      expect(sent[0]!.body).toMatch(/https:\/\/(site\.test|example\.org)\/ar\/periodic\/manage\?t=v1\./);
    }
  });

  it('restores a skipped date before it comes; refuses it on the day, after it, twice, on a paused gift, and on bad input — never a 500', async () => {
    const { planId, token, mobile } = await setUp('en');
    // The first date is today (the card was saved today): skipping it, then the next.
    const first = (await view(token)).body.nextCharge as string;
    expect(first).toBe(today());
    expect((await act('skip', { t: token })).status).toBe(200);
    const skippedNext = await act('skip', { t: token });
    const [, second] = skippedNext.body.view.skipped as string[];
    expect(skippedNext.body.view.skipped).toEqual([first, second]);
    expect(second! > first).toBe(true);
    // Today's cannot come back; tomorrow's and later can.
    expect(skippedNext.body.view.restorable).toEqual([second]);

    const onTheDay = await act('restore', { t: token, date: first });
    expect(onTheDay.status).toBe(409);
    expect(onTheDay.body.error).toMatchObject({
      code: 'skip_passed',
      message: expect.stringContaining('only before its day'),
    });
    const arabic = await act('restore', { t: token, date: first }, 'ar');
    expect(arabic.body.error.message).toContain('قبل يومه');

    const before = (await smsTo(mobile)).length;
    const restored = await act('restore', { t: token, date: second });
    expect(restored.status).toBe(200);
    expect(restored.body.view.skipped).toEqual([first]);
    expect(restored.body.view.restorable).toEqual([]);
    expect(restored.body.view.nextCharge).toBe(second);
    const sent = (await smsTo(mobile)).slice(before);
    expect(sent.map((row) => row.kind)).toEqual(['periodic.skipRestored']);
    expect(sent[0]!.body).toMatch(
      /is back: SAR\s?50(\.00)? will be charged that day\. Not you\? https:\/\/(site\.test|example\.org)\/en\/periodic\/manage/,
    );
    const row = await db()
      .selectFrom('periodic_charges')
      .selectAll()
      .where('plan_id', '=', planId)
      .where('due_date', '=', second)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'scheduled', amount: 5000 });

    // Twice: nothing skipped on that date any more.
    const twice = await act('restore', { t: token, date: second });
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe('That date was not skipped.');
    // A skipped date in the past.
    await db()
      .updateTable('periodic_charges')
      .set({ due_date: addDays(today(), -3) })
      .where('plan_id', '=', planId)
      .where('due_date', '=', first)
      .execute();
    expect((await act('restore', { t: token, date: addDays(today(), -3) })).status).toBe(409);

    // Bad input: 400 in the visitor's language, nothing texted.
    const quiet = (await smsTo(mobile)).length;
    for (const body of [
      { t: token },
      { t: token, date: 'tomorrow' },
      { t: token, date: 20_270_101 },
      { t: token, date: '2027-02-30' },
      { t: token, date: second, extra: 1 },
      { t: token, date: 'x'.repeat(10_000) },
    ]) {
      const bad = await act('restore', body);
      expect(bad.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
    }
    expect((await act('restore', { t: token, date: 'x' }, 'ar')).body.error.fields.date).toBeTruthy();
    // Not JSON, a tampered link, an expired one.
    expect(
      (await request(t.app).post('/api/v1/periodic/manage/restore').type('form').send({ t: token, date: second }))
        .status,
    ).toBe(415);
    expect((await act('restore', { t: `${token.slice(0, -2)}xx`, date: second })).status).toBe(403);
    const expired = manageToken(LINK_SECRET, planId, new Date(Date.now() - 50 * 86_400_000), 45);
    expect((await act('restore', { t: expired, date: second })).status).toBe(410);
    expect((await smsTo(mobile)).length).toBe(quiet);

    // A paused gift: resume first.
    expect((await act('skip', { t: token })).status).toBe(200);
    const skippedAgain = (await view(token)).body.restorable as string[];
    expect(skippedAgain).toHaveLength(1);
    expect((await act('pause', { t: token })).status).toBe(200);
    const paused = await act('restore', { t: token, date: skippedAgain[0] });
    expect(paused.status).toBe(409);
    expect(paused.body.error.message).toMatch(/Resume your gift first/);
  });
});
