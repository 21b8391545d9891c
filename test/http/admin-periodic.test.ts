import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import {
  activePlan,
  CARDS,
  chargesOf,
  fakeClock,
  periodicContext,
  scheduler,
  texts,
} from '../helpers/periodic-fixtures';
import { checkManageToken, resolveLinkSecret } from '../../server/services/periodic/links';
import { managePlan } from '../../server/services/periodic/plans';
import { signIn, type Agent } from './admin-support';

type Member = { agent: Agent; csrf: string; email: string; id: number };
type Row = Record<string, unknown>;

/**
 * Periodic giving in the back office: plans filtered, one plan with its masked card and charges,
 * upcoming and failed charges, staff acting on the donor's request (same service, same SMS, an
 * audit entry), the CSV export, and who may do it. docs/behaviour.md#B-PERIODIC-ADMIN
 */
describe.each(TEST_DIALECTS)('back office periodic giving (%s)', (dialect) => {
  let t: TestApp;
  let finance: Member;
  let editor: Member;
  let services: Member;
  // Plans made under a fixed clock so the scheduler's dates do not depend on today.
  const clock = fakeClock('2030-01-01T00:00:00.000Z'); // 03:00 in Riyadh; charges at 09:00 (06:00 UTC)
  const plans = { monthly: '', daily: '', declined: '', waqf: '' };
  const mobiles = { monthly: '0561110001', daily: '0561110002', declined: '0561110003', waqf: '0561110004' };
  let token = '';

  beforeAll(async () => {
    t = await createTestApp({
      database: dialect,
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-periodic-')) },
    });
    finance = await signIn(t.app, t.database!.db, 'finance');
    editor = await signIn(t.app, t.database!.db, 'editor');
    services = await signIn(t.app, t.database!.db, 'services');
    const context = await periodicContext(t.database!.db, clock);
    plans.monthly = await activePlan(
      context,
      { frequency: 'monthly', mobile: mobiles.monthly, name: 'Monthly Donor' },
      { expiry: '07/31' },
    );
    plans.daily = await activePlan(context, { frequency: 'daily', mobile: mobiles.daily }, {}, 'ar');
    plans.declined = await activePlan(
      context,
      { frequency: 'weekly', mobile: mobiles.declined },
      { number: CARDS.declined },
    );
    plans.waqf = await activePlan(context, {
      frequency: 'monthly',
      kind: 'waqf',
      ref: '10',
      quantity: 2,
      amount: undefined,
      mobile: mobiles.waqf,
    });
    token = (
      await t
        .database!.db.selectFrom('periodic_plans')
        .select('card_token')
        .where('id', '=', plans.monthly)
        .executeTakeFirstOrThrow()
    ).card_token!;
    // The day's charges planned, made at 09:00 Riyadh; the declined card fails for good (a hard decline).
    const run = scheduler(context);
    await run.runOnce();
    clock.set('2030-01-01T06:05:00.000Z');
    await run.runOnce();
  }, 120_000);
  afterAll(async () => t.close());

  const db = () => t.database!.db;
  const get = (member: Member, url: string, lang = 'en') =>
    member.agent.get(`/api/admin${url}`).set('Accept-Language', lang);
  const post = (member: Member, url: string, body: unknown, lang = 'en') =>
    member.agent
      .post(`/api/admin${url}`)
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', lang)
      .send(body as object);
  const filter = (value: Record<string, unknown>) => encodeURIComponent(JSON.stringify(value));
  const ids = async (value: Record<string, unknown>, list = 'periodic-plans') =>
    ((await get(finance, `/${list}?perPage=200&filter=${filter(value)}`).expect(200)).body.data as Row[]).map(
      (row) => row.id,
    );

  it('lists plans filtered by status, frequency, kind, fund and part of the mobile; a bad filter is a 400 naming the field', async () => {
    expect(await ids({ frequency: 'monthly' })).toEqual(expect.arrayContaining([plans.monthly, plans.waqf]));
    expect(await ids({ frequency: 'monthly' })).not.toContain(plans.daily);
    expect(await ids({ kind: 'waqf' })).toEqual([plans.waqf]);
    expect(await ids({ status: 'active', kind: 'cause' })).toEqual(
      expect.arrayContaining([plans.monthly, plans.daily, plans.declined]),
    );
    // The fund is the catalogue item's: the endowment share's is waqf, the cause's another one.
    const causeFund = (
      await db().selectFrom('giving_items').select('fund').where('id', '=', 1).executeTakeFirstOrThrow()
    ).fund;
    expect(await ids({ fund: 'waqf' })).toContain(plans.waqf);
    expect(await ids({ fund: 'waqf' })).not.toContain(plans.monthly);
    expect(await ids({ fund: causeFund })).toContain(plans.monthly);
    // The mobile as staff type it: the end of it, Arabic-Indic digits, or with the country code.
    expect(await ids({ mobile: '110001' })).toEqual([plans.monthly]);
    expect(await ids({ mobile: '٠٥٦١١١٠٠٠٢' })).toEqual([plans.daily]);
    expect(await ids({ mobile: '+966 56 111 0003' })).toEqual([plans.declined]);

    const row = (
      (await get(finance, `/periodic-plans?filter=${filter({ mobile: mobiles.waqf })}`).expect(200)).body.data as Row[]
    )[0]!;
    expect(row).toMatchObject({
      status: 'active',
      frequency: 'monthly',
      kind: 'waqf',
      fund: 'waqf',
      quantity: 2,
      donorMobile: mobiles.waqf,
      cardLast4: expect.stringMatching(/^\d{4}$/),
    });

    const bad = await get(
      finance,
      `/periodic-plans?filter=${filter({ status: 'sleeping', mobile: 'ab' })}`,
      'ar',
    ).expect(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['mobile', 'status']);
    expect(bad.body.error.fields.status).toMatch(/[\u0600-\u06FF]/);
    const unknown = await get(finance, `/periodic-plans?filter=${filter({ card_token: 'x' })}`).expect(400);
    expect(unknown.body.error.code).toBe('validation_failed');
  });

  it('shows one plan with the card as brand, last four and expiry only, and its charges with their orders', async () => {
    const response = await get(finance, `/periodic-plans/${plans.daily}`).expect(200);
    const plan = response.body.data as Row & { charges: Row[] };
    expect(plan).toMatchObject({
      id: plans.daily,
      status: 'active',
      frequency: 'daily',
      locale: 'ar',
      cardExpiry: '12/2035',
      cardLast4: CARDS.good.slice(-4),
    });
    expect(typeof plan.cardBrand).toBe('string');
    // Nothing of the saved card beyond that: no token, no gateway name, no full number.
    const text = JSON.stringify(response.body);
    const dailyToken = (
      await db()
        .selectFrom('periodic_plans')
        .select('card_token')
        .where('id', '=', plans.daily)
        .executeTakeFirstOrThrow()
    ).card_token!;
    expect(text).not.toContain(dailyToken);
    expect(text).not.toContain(CARDS.good);
    expect(text).not.toMatch(/token/i);
    expect(JSON.stringify((await get(finance, '/periodic-plans?perPage=200').expect(200)).body)).not.toContain(token);

    // Today's charge was made: paid, its order linked by id and number (attempts count the failed ones).
    const paid = plan.charges.find((charge) => charge.dueDate === '2030-01-01')!;
    expect(paid).toMatchObject({ status: 'paid', attempts: 0, failureReason: null, nextAttemptAt: null });
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'number', 'status'])
      .where('id', '=', String(paid.orderId))
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(paid.orderNumber).toBe(Number(order.number));

    await get(finance, '/periodic-plans/nosuchplan0000').expect(404);
    await get(finance, '/periodic-plans/%27%20or%201=1').expect(404);
  });

  it('lists the charges still to come, soonest first, and the failed ones with the reason', async () => {
    const upcoming = (
      await get(finance, `/periodic-upcoming?perPage=200&filter=${filter({ mobile: mobiles.monthly })}`).expect(200)
    ).body.data as Row[];
    // The monthly plan's 1 January charge was paid; nothing else is planned yet for it. Plan ahead:
    expect(upcoming.every((row) => row.status === 'scheduled' || row.status === 'retry')).toBe(true);
    const context = await periodicContext(db(), clock);
    clock.set('2030-01-01T07:00:00.000Z');
    await scheduler(context).runOnce(); // plans the daily plan's 2 January charge
    const soon = (await get(finance, `/periodic-upcoming?perPage=200`).expect(200)).body.data as Row[];
    const daily = soon.find((row) => row.planId === plans.daily)!;
    expect(daily).toMatchObject({
      status: 'scheduled',
      dueDate: '2030-01-02',
      attempts: 0,
      donorMobile: mobiles.daily,
      frequency: 'daily',
      kind: 'cause',
    });
    expect(daily.nextAttemptAt).toBe('2030-01-02T06:00:00.000Z');
    const times = soon.map((row) => String(row.nextAttemptAt));
    expect(times).toEqual([...times].sort());

    const failures = (
      await get(finance, `/periodic-failures?perPage=200&filter=${filter({ kind: 'cause' })}`).expect(200)
    ).body.data as Row[];
    const declined = failures.find((row) => row.planId === plans.declined)!;
    expect(declined).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      attempts: 1,
      donorMobile: mobiles.declined,
    });
    expect(failures.every((row) => row.status === 'failed')).toBe(true);
    expect(await ids({ planId: plans.declined, from: '2030-01-02' }, 'periodic-failures')).toEqual([]);
    expect(await ids({ planId: plans.declined, from: '2030-01-01', to: '2030-01-01' }, 'periodic-failures')).toEqual([
      declined.id,
    ]);
    await get(finance, `/periodic-failures?filter=${filter({ from: '2030-02-01', to: '2030-01-01' })}`).expect(400);
  });

  it('cancels a plan on the donor’s request: the donor’s own SMS with a working link, waiting charges cancelled, an audit entry', async () => {
    const before = await texts(db(), mobiles.daily);
    const refused = await post(finance, `/periodic-plans/${plans.daily}/cancel`, { note: '' }, 'ar').expect(400);
    expect(refused.body.error.fields.note).toMatch(/[\u0600-\u06FF]/);
    const response = await post(finance, `/periodic-plans/${plans.daily}/cancel`, { note: 'Asked by phone' }).expect(
      200,
    );
    expect(response.body.data).toMatchObject({ id: plans.daily, status: 'cancelled', nextDueDate: null });

    // The same text the manage link's cancel sends, in the plan's language (Arabic), with a link that opens the plan.
    const sent = (await texts(db(), mobiles.daily)).slice(before.length);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/[\u0600-\u06FF]/);
    const link = /https:\/\/example\.org\/ar\/periodic\/manage\?t=(\S+)/.exec(sent[0]!);
    expect(link).not.toBeNull();
    const checked = checkManageToken(
      await resolveLinkSecret(db(), t.config.PERIODIC_LINK_SECRET),
      decodeURIComponent(link![1]!),
      new Date(),
    );
    expect(checked).toMatchObject({ ok: true, planId: plans.daily });
    expect(
      (await chargesOf(db(), plans.daily)).filter(
        (charge) => charge.status === 'scheduled' || charge.status === 'retry',
      ),
    ).toEqual([]);

    const entries = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'periodic-plan')
      .where('entity_id', '=', plans.daily)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'periodic-cancel', staff_email: finance.email });
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({ status: 'active' });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ status: 'cancelled', note: 'Asked by phone' });

    // A second click changes nothing and records nothing; resuming a cancelled plan is refused in the staff member's language.
    await post(finance, `/periodic-plans/${plans.daily}/cancel`, { note: 'Asked by phone' }).expect(200);
    expect(await texts(db(), mobiles.daily)).toHaveLength(before.length + 1);
    const closed = await post(finance, `/periodic-plans/${plans.daily}/resume`, { note: 'Asked again' }, 'ar').expect(
      409,
    );
    expect(closed.body.error.message).toMatch(/[\u0600-\u06FF]/);
    expect(
      (await db().selectFrom('audit_log').select('id').where('entity_id', '=', plans.daily).execute()).length,
    ).toBe(1);
  });

  it('pauses and resumes on request like the donor does (no text on pause; the text before the next charge on resume), audited', async () => {
    const before = await texts(db(), mobiles.monthly);
    await post(finance, `/periodic-plans/${plans.monthly}/resume`, { note: 'Asked by phone' }).expect(409);
    const paused = await post(finance, `/periodic-plans/${plans.monthly}/pause`, {
      note: 'Travelling this month',
    }).expect(200);
    expect(paused.body.data).toMatchObject({ status: 'paused', pausedReason: 'donor' });
    expect(await texts(db(), mobiles.monthly)).toEqual(before);
    const resumed = await post(finance, `/periodic-plans/${plans.monthly}/resume`, { note: 'Back home' }).expect(200);
    expect(resumed.body.data).toMatchObject({ status: 'active', pausedReason: null });
    const row = await db()
      .selectFrom('periodic_plans')
      .select(['notify_before_next'])
      .where('id', '=', plans.monthly)
      .executeTakeFirstOrThrow();
    expect(row.notify_before_next).toBe(1);
    const actions = (
      await db().selectFrom('audit_log').select('action').where('entity_id', '=', plans.monthly).orderBy('id').execute()
    ).map((entry) => entry.action);
    expect(actions).toEqual(['periodic-pause', 'periodic-resume']);
    // The donor's manage link sees the same plan.
    const context = await periodicContext(db(), fakeClock(new Date().toISOString()));
    const outcome = await managePlan(context, plans.monthly, 'pause');
    expect('view' in outcome && outcome.view.status).toBe('paused');
  });

  it('exports each list as CSV (riyals, column names in the staff member’s language, no token) and audits the export', async () => {
    const csv = await get(finance, `/periodic-plans?format=csv&filter=${filter({ kind: 'waqf' })}`, 'ar').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const text = csv.text;
    expect(text).toContain('مبلغ كل خصم (ريال)');
    const amount = Number(
      (await db().selectFrom('periodic_plans').select('amount').where('id', '=', plans.waqf).executeTakeFirstOrThrow())
        .amount,
    );
    expect(text).toContain((amount / 100).toFixed(2)); // riyals, not halalas
    expect(text).not.toContain(token);
    const failures = await get(finance, '/periodic-failures?format=csv').buffer(true).expect(200);
    expect(String(failures.headers['content-disposition'])).toMatch(/periodic-failures-\d{4}-\d{2}-\d{2}\.csv/);
    const exports = await db()
      .selectFrom('audit_log')
      .select('entity')
      .where('action', '=', 'export')
      .where('staff_email', '=', finance.email)
      .execute();
    expect(exports.map((entry) => entry.entity)).toEqual(
      expect.arrayContaining(['periodic-plans', 'periodic-failures']),
    );
  });

  it('is for finance and admin only', async () => {
    for (const member of [editor, services]) {
      expect((await get(member, '/periodic-plans').expect(403)).body.error.code).toBe('forbidden');
      await get(member, '/periodic-upcoming').expect(403);
      await post(member, `/periodic-plans/${plans.waqf}/cancel`, { note: 'Asked by phone' }).expect(403);
    }
    expect(
      (await db().selectFrom('periodic_plans').select('status').where('id', '=', plans.waqf).executeTakeFirstOrThrow())
        .status,
    ).toBe('active');
  });
});
