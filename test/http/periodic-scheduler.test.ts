import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { dueDatesBetween } from '../../src/domain/periodic/schedule';
import { managePlan, completeCardSession } from '../../server/services/periodic/plans';
import {
  activePlan,
  CARDS,
  chargesOf,
  fakeClock,
  periodicContext,
  scheduler,
  texts,
} from '../helpers/periodic-fixtures';

const HOUR = 60 * 60 * 1000;

/**
 * The scheduler under a clock the test moves, over a whole year (docs/decisions/023): every
 * frequency lands on its dates (Ramadan's last ten nights by Umm al-Qura), each date is charged
 * once, and declines, retries, an expiring card, pauses and a cancel behave as the donor is told.
 */
describe.each(TEST_DIALECTS)('periodic scheduler over a year (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('charges daily, weekly, monthly, Friday and Ramadan plans on their dates for a year, once each', async () => {
    const db = database.db;
    const clock = fakeClock('2026-01-01T00:00:00.000Z'); // 03:00 in Riyadh, a Thursday
    const context = await periodicContext(db, clock);
    const plans = {
      daily: await activePlan(context, { frequency: 'daily' }),
      weekly: await activePlan(context, { frequency: 'weekly' }),
      monthly: await activePlan(context, { frequency: 'monthly', amount: 10_000 }),
      friday: await activePlan(context, { frequency: 'friday' }),
      ramadan: await activePlan(context, { frequency: 'ramadan-last-ten' }),
      waqf: await activePlan(context, {
        frequency: 'monthly',
        kind: 'waqf',
        ref: '10',
        quantity: 2,
        amount: undefined,
      }),
    };
    const run = scheduler(context);
    // Twice a day: 06:00 UTC (09:00 Riyadh, the charge hour) and 18:00 UTC (after Ramadan's 20:00).
    for (let day = 0; day < 365; day += 1) {
      clock.set(new Date(Date.UTC(2026, 0, 1 + day, 6)));
      await run.runOnce();
      clock.set(new Date(Date.UTC(2026, 0, 1 + day, 18)));
      await run.runOnce();
    }
    const paidDates = async (planId: string) =>
      (await chargesOf(db, planId)).filter((charge) => charge.status === 'paid').map((charge) => charge.due_date);
    const year = (frequency: 'daily' | 'weekly' | 'monthly' | 'friday') =>
      dueDatesBetween({ frequency, anchorDate: '2026-01-01' }, '2026-01-01', '2026-12-31');

    expect(await paidDates(plans.daily)).toEqual(year('daily'));
    expect((await paidDates(plans.daily)).length).toBe(365);
    expect(await paidDates(plans.weekly)).toEqual(year('weekly'));
    expect((await paidDates(plans.weekly)).length).toBe(53); // 2026 has 53 Thursdays
    expect(await paidDates(plans.monthly)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}-01`),
    );
    expect(await paidDates(plans.friday)).toEqual(year('friday'));
    expect((await paidDates(plans.friday)).every((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5)).toBe(true);
    // Ramadan 1447 by Umm al-Qura: 1 Ramadan = 18 February 2026, 30 days; the evenings of the 20th to the 29th.
    expect(await paidDates(plans.ramadan)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ]);
    const ramadanOrder = await db
      .selectFrom('periodic_charges')
      .innerJoin('orders', 'orders.id', 'periodic_charges.order_id')
      .select(['orders.paid_at'])
      .where('plan_id', '=', plans.ramadan)
      .orderBy('due_date')
      .executeTakeFirstOrThrow();
    expect(ramadanOrder.paid_at).toBe('2026-03-09T18:00:00.000Z'); // after 20:00 Riyadh, not in the morning
    expect(await paidDates(plans.waqf)).toHaveLength(12);

    // Every paid charge is one paid order with one paid payment, like the basket's.
    const paid = await db
      .selectFrom('periodic_charges')
      .innerJoin('orders', 'orders.id', 'periodic_charges.order_id')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select([
        'periodic_charges.amount as chargeAmount',
        'orders.status as status',
        'orders.total as total',
        'orders.method as method',
        'order_items.kind as kind',
        'order_items.quantity as quantity',
      ])
      .where('periodic_charges.status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(365 + 53 + 12 + 52 + 10 + 12);
    expect(
      paid.every(
        (row) => row.status === 'paid' && Number(row.total) === Number(row.chargeAmount) && row.method === 'card',
      ),
    ).toBe(true);
    expect(
      paid.filter((row) => row.kind === 'waqf').every((row) => row.quantity === 2 && Number(row.total) === 20_000),
    ).toBe(true);
    const gatewayCharges = await db
      .selectFrom('sandbox_token_charges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(Number(gatewayCharges.n)).toBe(paid.length);
    const duplicates = await db
      .selectFrom('periodic_charges')
      .select(['plan_id', 'due_date'])
      .groupBy(['plan_id', 'due_date'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
  }, 600_000);

  it('retries a soft decline, stops at a hard one, pauses after repeated failures, warns before expiry, resumes with a text first, and cancels at once', async () => {
    const db = database.db;
    const clock = fakeClock('2027-01-01T00:00:00.000Z');
    const context = await periodicContext(db, clock);
    const mobiles = {
      retry: '0511111111',
      declined: '0522222222',
      expiring: '0533333333',
      cancel: '0544444444',
      pause: '0555555555',
    };
    const retry = await activePlan(context, { frequency: 'daily', mobile: mobiles.retry }, { number: CARDS.poor });
    const declined = await activePlan(
      context,
      { frequency: 'weekly', mobile: mobiles.declined },
      { number: CARDS.declined },
    );
    const expiring = await activePlan(context, { frequency: 'monthly', mobile: mobiles.expiring }, { expiry: '03/27' });
    const cancel = await activePlan(context, { frequency: 'daily', mobile: mobiles.cancel });
    const pause = await activePlan(context, { frequency: 'daily', mobile: mobiles.pause }, {}, 'ar');
    const run = scheduler(context);
    const at = async (iso: string) => {
      clock.set(iso);
      return run.runOnce();
    };

    // Day 1, 09:00 Riyadh: the poor card is refused for funds → a retry in an hour, and a text.
    await at('2027-01-01T06:00:00.000Z');
    let [first] = await chargesOf(db, retry);
    expect(first).toMatchObject({
      due_date: '2027-01-01',
      status: 'retry',
      attempts: 1,
      failure_reason: 'insufficient_funds',
    });
    expect((await texts(db, mobiles.retry)).at(-1)).toMatch(/could not charge .* try again/i);
    // Funds arrive; the retry an hour later is paid — the same order, a second payment.
    await db
      .updateTable('sandbox_card_tokens')
      .set({ behaviour: 'approve' })
      .where(
        'token',
        '=',
        (await db.selectFrom('periodic_plans').select('card_token').where('id', '=', retry).executeTakeFirstOrThrow())
          .card_token!,
      )
      .execute();
    await at('2027-01-01T06:30:00.000Z');
    expect((await chargesOf(db, retry))[0]!.status).toBe('retry'); // not before its time
    await at('2027-01-01T07:00:00.000Z');
    [first] = await chargesOf(db, retry);
    expect(first).toMatchObject({ status: 'paid', attempts: 1 });
    const payments = await db
      .selectFrom('payments')
      .select(['status'])
      .where('order_id', '=', first!.order_id!)
      .orderBy('created_at')
      .execute();
    expect(payments.map((payment) => payment.status).sort()).toEqual(['failed', 'paid']);

    // The declined card: a hard decline is not retried; three in a row pause the plan.
    for (const iso of ['2027-01-08T06:00:00.000Z', '2027-01-15T06:00:00.000Z']) await at(iso);
    let declinedCharges = await chargesOf(db, declined);
    expect(declinedCharges.map((charge) => [charge.due_date, charge.status, charge.attempts])).toEqual([
      ['2027-01-01', 'failed', 1],
      ['2027-01-08', 'failed', 1],
      ['2027-01-15', 'failed', 1],
    ]);
    let plan = await db.selectFrom('periodic_plans').selectAll().where('id', '=', declined).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ status: 'paused', paused_reason: 'failures', consecutive_failures: 3 });
    const declinedTexts = await texts(db, mobiles.declined);
    expect(declinedTexts.filter((text) => /could not charge/i.test(text))).toHaveLength(2);
    expect(declinedTexts.at(-1)).toMatch(/paused after failed charges/i);
    expect(declinedTexts.every((text) => text.includes('https://site.test/en/periodic/manage?t=v1.'))).toBe(true);
    await at('2027-01-22T06:00:00.000Z');
    expect(await chargesOf(db, declined)).toHaveLength(3); // paused: nothing more is planned

    // A new card resumes it: the donor is texted before the first charge after the pause.
    const token = await context.gateway.tokenize({ card: CARDS.good, expiry: '12/35' }, clock.now());
    if (typeof token === 'string') throw new Error(token);
    const change = await managePlan(context, declined, 'card');
    if (!('cardUrl' in change)) throw new Error('expected a card page');
    await completeCardSession(context, change.cardUrl.split('/').pop()!.split('?')[0]!, token.token);
    plan = await db.selectFrom('periodic_plans').selectAll().where('id', '=', declined).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ status: 'active', notify_before_next: 1, next_due_date: '2027-01-29' });
    await at('2027-01-27T06:00:00.000Z');
    expect((await texts(db, mobiles.declined)).at(-1)).not.toMatch(/resumes/);
    await at('2027-01-28T06:00:00.000Z'); // the day before: planned, and the text goes out
    expect((await texts(db, mobiles.declined)).at(-1)).toMatch(/resumes: .* will be charged on 29 January 2027/);
    await at('2027-01-29T06:00:00.000Z');
    declinedCharges = await chargesOf(db, declined);
    expect(declinedCharges.at(-1)).toMatchObject({ due_date: '2027-01-29', status: 'paid' });

    // Cancel: one call, at once; nothing is planned or charged afterwards.
    const cancelledView = await managePlan(context, cancel, 'cancel');
    expect('view' in cancelledView && cancelledView.view.status).toBe('cancelled');
    expect((await managePlan(context, cancel, 'cancel')) as object).toHaveProperty('view.status', 'cancelled'); // a second tap is fine
    await at('2027-01-30T06:00:00.000Z');
    const cancelCharges = await chargesOf(db, cancel);
    expect(
      cancelCharges
        .filter((charge) => charge.status === 'paid')
        .map((charge) => charge.due_date)
        .at(-1),
    ).toBe('2027-01-29');
    expect(
      cancelCharges.filter((charge) => charge.due_date > '2027-01-29').every((charge) => charge.status === 'cancelled'),
    ).toBe(true);
    expect((await texts(db, mobiles.cancel)).at(-1)).toMatch(/cancelled/i);

    // Pause by the donor: no charges while paused; resuming texts (in Arabic) before the next one.
    await managePlan(context, pause, 'pause');
    await at('2027-01-31T06:00:00.000Z');
    await at('2027-02-01T06:00:00.000Z');
    const pausedDates = (await chargesOf(db, pause))
      .filter((charge) => charge.status === 'paid')
      .map((charge) => charge.due_date);
    expect(pausedDates.at(-1)).toBe('2027-01-30');
    await managePlan(context, pause, 'resume');
    await at('2027-02-01T18:00:00.000Z');
    expect((await texts(db, mobiles.pause)).at(-1)).toMatch(/يُستأنف تبرعك الدوري.*\/ar\/periodic\/manage\?t=/);
    await at('2027-02-02T06:00:00.000Z');
    expect((await chargesOf(db, pause)).find((charge) => charge.due_date === '2027-02-02')).toMatchObject({
      status: 'paid',
    });

    // The card expiring at the end of March 2027: warned once, 30 days ahead; April's charge pauses the plan.
    await at('2027-03-01T06:00:00.000Z');
    expect((await texts(db, mobiles.expiring)).filter((text) => /expires at the end/.test(text))).toHaveLength(0);
    await at('2027-03-03T06:00:00.000Z');
    await at('2027-03-04T06:00:00.000Z');
    expect(
      (await texts(db, mobiles.expiring)).filter((text) => /ending 1111 .* expires at the end of 03\/2027/.test(text)),
    ).toHaveLength(1);
    await at('2027-04-01T06:00:00.000Z');
    const expiringCharges = await chargesOf(db, expiring);
    expect(expiringCharges.map((charge) => [charge.due_date, charge.status])).toEqual([
      ['2027-01-01', 'paid'],
      ['2027-02-01', 'paid'],
      ['2027-03-01', 'paid'],
      ['2027-04-01', 'failed'],
    ]);
    expect(expiringCharges.at(-1)!.failure_reason).toBe('expired_card');
    expect(
      await db
        .selectFrom('periodic_plans')
        .select(['status', 'paused_reason'])
        .where('id', '=', expiring)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'paused', paused_reason: 'card' });
    expect((await texts(db, mobiles.expiring)).at(-1)).toMatch(/paused: the card expired/);
  }, 120_000);

  it('ends a plan after its end date, records days missed during downtime without charging them, and pauses without charging when the cause closes', async () => {
    const db = database.db;
    const clock = fakeClock('2028-01-01T00:00:00.000Z');
    const context = await periodicContext(db, clock);
    const ending = await activePlan(context, { frequency: 'daily', endDate: '2028-01-03', mobile: '0577777777' });
    const downtime = await activePlan(context, { frequency: 'daily', mobile: '0588888888' });
    const closing = await activePlan(context, { frequency: 'daily', kind: 'cause', ref: '3', mobile: '0599999999' });
    const run = scheduler(context);
    await run.runOnce();
    clock.set('2028-01-01T06:00:00.000Z');
    await run.runOnce();
    // The site is down until the 7th: the 2nd to the 4th are more than two days late.
    await db.updateTable('giving_items').set({ status: 'draft' }).where('id', '=', 3).execute();
    clock.set('2028-01-07T06:00:00.000Z');
    await run.runOnce();
    expect((await chargesOf(db, ending)).map((charge) => [charge.due_date, charge.status])).toEqual([
      ['2028-01-01', 'paid'],
      ['2028-01-02', 'missed'],
      ['2028-01-03', 'missed'],
    ]);
    expect(
      await db
        .selectFrom('periodic_plans')
        .select(['status', 'next_due_date'])
        .where('id', '=', ending)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'ended', next_due_date: null });
    const late = await chargesOf(db, downtime);
    expect(late.filter((charge) => charge.status === 'missed').map((charge) => charge.due_date)).toEqual([
      '2028-01-02',
      '2028-01-03',
      '2028-01-04',
    ]);
    expect(late.filter((charge) => charge.status === 'paid').map((charge) => charge.due_date)).toEqual([
      '2028-01-01',
      '2028-01-05',
      '2028-01-06',
      '2028-01-07',
    ]);
    expect(late.filter((charge) => charge.status === 'missed').every((charge) => charge.order_id === null)).toBe(true);
    // The closed cause: no order, no card charge, the plan paused and the donor told.
    const closingCharges = await chargesOf(db, closing);
    expect(closingCharges.find((charge) => charge.due_date === '2028-01-05')).toMatchObject({
      status: 'failed',
      failure_reason: 'item_unavailable',
      order_id: null,
      payment_id: null,
    });
    expect(closingCharges.filter((charge) => charge.due_date > '2028-01-05').map((charge) => charge.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(
      await db
        .selectFrom('periodic_plans')
        .select(['status', 'paused_reason'])
        .where('id', '=', closing)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'paused', paused_reason: 'item' });
    expect((await texts(db, '0599999999')).at(-1)).toMatch(/no longer needs gifts/);
  }, 60_000);
});
