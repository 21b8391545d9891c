import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { csrfAgent } from '../helpers/application-fixtures';
import { newKey, orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { binaryParser, pdfText } from '../helpers/pdf-text';
import { BAD_JSON_BODIES, BAD_VALUES, fieldPaths, leaksInternals, withValueAt } from './bad-input';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { MAX_ATTEMPTS } from '../../server/services/receipts/statements';
import { checkManageToken, resolveLinkSecret } from '../../server/services/periodic/links';
import { signIn as staffSignIn } from './admin-support';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import type { OrderItemInput } from '../../src/domain/giving/order-schema';
import type { DonorOverview } from '../../src/domain/donor-space/api-types';

const MOBILE = '0555000222';
const OTHER = '0555000333';

async function paidOrder(
  app: Express,
  mobile: string,
  items: OrderItemInput[],
  name = 'Sample Donor',
): Promise<OrderCreated> {
  const created = (await postOrder(app, orderBody(items, { donor: { name, mobile } }), newKey(), 'ar').expect(201))
    .body as OrderCreated;
  await paySandbox(app, created.payment.id, TEST_CARDS.success).expect(303);
  await verify(app, created.payment.id).expect(200);
  return created;
}

const codeOf = (sms: string) =>
  /\b(\d{6})\b/.exec(sms.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))))?.[1] ?? '';

/**
 * The donor's space (docs/behaviour.md#B-DONOR-1…4): sign-in by one-time code with the statement's
 * kit, the session, the list, statements with zakat apart, the data copy, name correction and the
 * erasure request; another number's data is never seen.
 */
describe.each(TEST_DIALECTS)('donor space (%s)', (dialect) => {
  let t: TestApp;
  let orders: OrderCreated[] = [];
  const db = () => t.database!.db;

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
    // Three orders from the donor: a cause, zakat money and a family given as zakat; one refunded in part.
    orders = [
      await paidOrder(t.app, MOBILE, [{ kind: 'cause', ref: '1', amount: 10_000 }]),
      await paidOrder(t.app, MOBILE, [{ kind: 'zakat', ref: 'money', amount: 30_000 }]),
      await paidOrder(t.app, MOBILE, [
        { kind: 'family', ref: '20', amount: 5_000, fund: 'zakat' },
        { kind: 'waqf', ref: '10', quantity: 1 },
      ]),
    ];
    // Real (not sandbox) gifts on known days: statements count only those.
    const days = ['2026-03-01T09:00:00.000Z', '2026-03-15T09:00:00.000Z', '2026-05-01T09:00:00.000Z'];
    for (const [index, order] of orders.entries())
      await db()
        .updateTable('orders')
        .set({ is_test: 0, paid_at: days[index]!, created_at: days[index]! })
        .where('id', '=', order.orderId)
        .execute();
    await db().updateTable('orders').set({ refunded: 4_000 }).where('id', '=', orders[0]!.orderId).execute();
    // Another donor, whose data must never show.
    await paidOrder(t.app, OTHER, [{ kind: 'cause', ref: '1', amount: 99_900 }], 'Someone Else');
    // Two periodic plans of the donor, one paused, and one of the other number.
    const at = '2026-04-01T09:00:00.000Z';
    const plan = (id: string, mobile: string, status: string, amount: number) => ({
      id,
      idempotency_key: `plan-${id}`,
      request_hash: '0'.repeat(64),
      status,
      paused_reason: status === 'paused' ? 'donor' : null,
      frequency: 'monthly',
      anchor_date: '2026-04-01',
      end_date: null,
      next_due_date: '2026-12-01',
      kind: 'cause',
      ref: '1',
      title_ar: 'تبرع شهري',
      title_en: 'Monthly gift',
      amount,
      quantity: 1,
      amount_ceiling: amount * 3,
      locale: 'ar',
      donor_name: 'Sample Donor',
      donor_mobile: mobile,
      token_provider: 'sandbox',
      card_token: 'tok_secret_value',
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2030,
      consecutive_failures: 0,
      notify_before_next: 0,
      expiry_warned: null,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
    });
    await db()
      .insertInto('periodic_plans')
      .values([
        plan('A'.repeat(22), MOBILE, 'active', 10_000),
        plan('B'.repeat(22), MOBILE, 'paused', 20_000),
        plan('Z'.repeat(22), OTHER, 'active', 77_700),
      ])
      .execute();
  }, 120_000);
  afterAll(async () => t.close());

  const lastSms = async (to: string) =>
    (
      await db()
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', to)
        .where('channel', '=', 'sms')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body;

  /** A device: its own cookies (CSRF, code, session). */
  async function device(): Promise<{ agent: TestAgent; csrf: string }> {
    const agent = request.agent(t.app);
    return { agent, csrf: await csrfAgent(agent) };
  }
  // A number may ask three codes an hour: the device the second test signs in is the one the later tests use.
  let signedIn: { agent: TestAgent; csrf: string } | null = null;
  const signIn = async () => signedIn ?? expect.fail('the sign-in test did not run');

  it('sends a code by SMS, keeps the code step across a reload with the tries left, refuses a wrong code with the count, then opens a session', async () => {
    const d = await device();
    expect((await d.agent.get('/api/v1/my-giving/session').expect(200)).body).toEqual({ state: 'signedOut' });
    // Without the CSRF token nothing is sent.
    await d.agent.post('/api/v1/my-giving/sign-in').send({ mobile: MOBILE }).expect(403);
    const sent = await d.agent
      .post('/api/v1/my-giving/sign-in')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'ar')
      .send({ mobile: '+966 555 000 222' })
      .expect(201);
    expect(sent.body).toEqual({
      state: 'code',
      mobileMasked: '05•••••222',
      expiresAt: expect.any(String),
      triesLeft: MAX_ATTEMPTS,
      open: true,
    });
    const cookie = String(sent.headers['set-cookie']);
    expect(cookie).toMatch(
      /donor_code=[^;]+; Max-Age=600; Path=\/api\/v1\/my-giving; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );
    const sms = await lastSms(MOBILE);
    expect(sms).toContain('رمز دخولك إلى صفحة تبرعاتك');
    const code = codeOf(sms);
    expect(JSON.stringify(sent.body)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ code: wrong })
      .expect(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'code_wrong',
        message: `This code is not right. ${MAX_ATTEMPTS - 1} tries left.`,
        fields: { code: expect.any(String) },
      },
      triesLeft: MAX_ATTEMPTS - 1,
    });
    const arabic = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'ar')
      .send({ code: wrong })
      .expect(400);
    expect(arabic.body.error.message).toBe('الرمز غير صحيح. بقيت ٣ محاولات.');
    // A reload asks where the device stands: still the code step, with what is left.
    expect((await d.agent.get('/api/v1/my-giving/session').expect(200)).body).toMatchObject({
      state: 'code',
      mobileMasked: '05•••••222',
      triesLeft: MAX_ATTEMPTS - 2,
      open: true,
    });
    // Malformed input is a 400 on the field, and costs no try.
    const malformed = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ code: '12ab' })
      .expect(400);
    expect(malformed.body.error.fields.code).toBe('Enter the 6-digit code from the text message');
    await d.agent.post('/api/v1/my-giving/sign-in/code').set('X-CSRF-Token', d.csrf).send({ code: 42 }).expect(400);

    const opened = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .send({ code: code.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!) })
      .expect(200);
    expect(opened.body).toEqual({ state: 'signedIn', mobileMasked: '05•••••222', expiresAt: expect.any(String) });
    const cookies = String(opened.headers['set-cookie']);
    expect(cookies).toMatch(
      /donor_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/v1\/my-giving; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );
    expect(cookies).toMatch(/donor_code=;/);
    const token = /donor_session=([^;]+)/.exec(cookies)![1]!;
    const stored = await db().selectFrom('donor_sessions').selectAll().where('mobile', '=', MOBILE).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect((await d.agent.get('/api/v1/my-giving/session').expect(200)).body).toMatchObject({ state: 'signedIn' });
    // The code is used: it opens nothing again.
    const again = await device();
    await again.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', again.csrf)
      .set('Cookie', `csrf_token=${again.csrf}; donor_code=${stored[0]!.token_hash.slice(0, 22)}`)
      .send({ code })
      .expect(410);
  });

  it('locks the code after its tries, says so, and offers a new code to the same number without retyping it', async () => {
    const d = await device();
    await d.agent.post('/api/v1/my-giving/sign-in').set('X-CSRF-Token', d.csrf).send({ mobile: MOBILE }).expect(201);
    const code = codeOf(await lastSms(MOBILE));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_ATTEMPTS; i += 1)
      await d.agent
        .post('/api/v1/my-giving/sign-in/code')
        .set('X-CSRF-Token', d.csrf)
        .send({ code: wrong })
        .expect(400);
    const last = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ code: wrong })
      .expect(400);
    expect(last.body).toMatchObject({
      triesLeft: 0,
      error: { message: 'This code is not right, and no tries are left. Ask for a new code.' },
    });
    const locked = await d.agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ code })
      .expect(410);
    expect(locked.body.error).toEqual({
      code: 'code_expired',
      message: 'This code has expired or its tries are used up. Ask for a new code.',
    });
    expect((await d.agent.get('/api/v1/my-giving/session').expect(200)).body).toMatchObject({
      state: 'code',
      triesLeft: 0,
      open: false,
    });

    const renewed = await d.agent
      .post('/api/v1/my-giving/sign-in/again')
      .set('X-CSRF-Token', d.csrf)
      .send({})
      .expect(201);
    expect(renewed.body).toMatchObject({
      state: 'code',
      mobileMasked: '05•••••222',
      triesLeft: MAX_ATTEMPTS,
      open: true,
    });
    const fresh = codeOf(await lastSms(MOBILE));
    await d.agent.post('/api/v1/my-giving/sign-in/code').set('X-CSRF-Token', d.csrf).send({ code: fresh }).expect(200);
    signedIn = d;
    // Nothing pending: "send a new code" has no number to send to.
    const none = await device();
    await none.agent.post('/api/v1/my-giving/sign-in/again').set('X-CSRF-Token', none.csrf).send({}).expect(410);
  });

  it('lists the three orders with their states and receipts, the two plans with fresh manage links, and nothing of another number', async () => {
    const d = await signIn();
    const anonymous = await device();
    const refused = await anonymous.agent.get('/api/v1/my-giving').set('Accept-Language', 'en').expect(401);
    expect(refused.body.error).toEqual({
      code: 'signed_out',
      message: 'You are signed out. Sign in again with your mobile number.',
    });

    const answer = await d.agent.get('/api/v1/my-giving').set('Accept-Language', 'en').expect(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const overview = answer.body as DonorOverview;
    expect(overview.mobileMasked).toBe('05•••••222');
    expect(overview.name).toBe('Sample Donor');
    expect(overview.orders.map((order) => [order.id, order.state, order.total, order.refunded])).toEqual([
      [orders[2]!.orderId, 'paid', expect.any(Number), 0],
      [orders[1]!.orderId, 'paid', 30_000, 0],
      [orders[0]!.orderId, 'partlyRefunded', 10_000, 4_000],
    ]);
    for (const order of overview.orders) {
      expect(order.verifyCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{26}$/);
      const check = await request(t.app).get(`/api/v1/receipts/verify/${order.verifyCode}`).expect(200);
      expect(check.body.number).toBe(order.number);
    }
    expect(overview.orders[2]!.lines).toEqual([{ title: expect.any(Object), amount: 10_000, fund: 'sadaqah' }]);
    // A full refund reads as refunded.
    await db().updateTable('orders').set({ refunded: 10_000 }).where('id', '=', orders[0]!.orderId).execute();
    expect(((await d.agent.get('/api/v1/my-giving').expect(200)).body as DonorOverview).orders[2]!.state).toBe(
      'refunded',
    );
    await db().updateTable('orders').set({ refunded: 4_000 }).where('id', '=', orders[0]!.orderId).execute();

    expect(overview.plans.map((plan) => [plan.status, plan.amount, plan.cardLast4])).toEqual([
      ['active', 10_000, '4242'],
      ['paused', 20_000, '4242'],
    ]);
    const secret = await resolveLinkSecret(db(), undefined);
    const planIds = overview.plans.map((plan) => {
      const url = new URL(plan.manageUrl!);
      expect(url.origin + url.pathname).toBe('https://example.org/en/periodic/manage');
      const check = checkManageToken(secret, url.searchParams.get('t'), new Date());
      expect(check.ok).toBe(true);
      return check.ok ? check.planId : '';
    });
    expect(planIds.sort()).toEqual(['A'.repeat(22), 'B'.repeat(22)]);
    // The fresh link opens the plan's page: a lost link is found again here.
    const manage = await request(t.app)
      .get('/api/v1/periodic/manage')
      .query({ t: new URL(overview.plans[0]!.manageUrl!).searchParams.get('t') })
      .expect(200);
    expect(manage.body).toMatchObject({ amount: 10_000 });

    const text = JSON.stringify(overview);
    expect(text).not.toContain('99900');
    expect(text).not.toContain('77700');
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain(OTHER);
    expect(text).not.toContain('tok_secret_value');
  });

  it('gives statements for a range of days and for a year, zakat apart from the other funds, as totals and as a PDF', async () => {
    const d = await signIn();
    const march = await d.agent
      .get('/api/v1/my-giving/statement')
      .query({ from: '2026-03-01', to: '2026-03-31' })
      .expect(200);
    expect(march.body).toEqual({
      range: { start: '2026-02-28T21:00:00.000Z', end: '2026-03-31T21:00:00.000Z' },
      count: 2,
      total: 40_000,
      zakat: 30_000,
      otherFunds: [{ fund: 'sadaqah', amount: 10_000 }],
    });
    const spring = await d.agent
      .get('/api/v1/my-giving/statement')
      .query({ from: '٢٠٢٦-٠٣-٠١', to: '2026-05-31' })
      .expect(200);
    expect(spring.body.count).toBe(3);
    expect(spring.body.zakat).toBe(35_000);
    expect(spring.body.otherFunds.map((fund: { fund: string }) => fund.fund).sort()).toEqual(['sadaqah', 'waqf']);
    const year = await d.agent
      .get('/api/v1/my-giving/statement')
      .query({ calendar: 'gregorian', year: '2026' })
      .expect(200);
    expect(year.body).toMatchObject({ count: 3, zakat: 35_000 });

    const pdf = await d.agent
      .get('/api/v1/my-giving/statement.pdf')
      .query({ from: '2026-03-01', to: '2026-03-31', lang: 'en' })
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="statement-2026-03-01-2026-03-31.pdf"');
    const words = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(words).toContain('Donation statement');
    expect(words).toContain('Zakat');
    expect(words).toContain('1 March 2026 to 31 March 2026');
    const arabic = await d.agent
      .get('/api/v1/my-giving/statement.pdf')
      .query({ calendar: 'hijri', year: '1447', lang: 'ar' })
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(arabic.headers['content-disposition']).toBe('attachment; filename="statement-1447.pdf"');

    // Bad input: clear 400s in the visitor's language, never a 500.
    const backwards = await d.agent
      .get('/api/v1/my-giving/statement')
      .set('Accept-Language', 'en')
      .query({ from: '2026-04-01', to: '2026-03-01' })
      .expect(400);
    expect(backwards.body.error.fields.to).toBe('The end date cannot be before the start date');
    const notADay = await d.agent
      .get('/api/v1/my-giving/statement')
      .set('Accept-Language', 'en')
      .query({ from: '2026-02-30', to: '2026-03-01' })
      .expect(400);
    expect(notADay.body.error.fields.from).toBe('Enter a valid date.');
    await d.agent.get('/api/v1/my-giving/statement').query({ from: '2010-01-01', to: '2012-12-31' }).expect(400);
    await d.agent.get('/api/v1/my-giving/statement').query({ from: '2019-01-01', to: '2026-01-01' }).expect(400);
    await d.agent
      .get('/api/v1/my-giving/statement')
      .query({ from: ['2026-01-01', '2026-02-01'], to: '2026-03-01' })
      .expect(400);
    await d.agent.get('/api/v1/my-giving/statement').query({ calendar: 'julian', year: '2026' }).expect(400);
    await d.agent.get('/api/v1/my-giving/statement.pdf').query({ calendar: 'hijri' }).expect(400);
    await (await device()).agent
      .get('/api/v1/my-giving/statement.pdf')
      .query({ calendar: 'hijri', year: '1447' })
      .expect(401);
  });

  it('downloads a copy of the number’s data, and only that number’s, without card tokens', async () => {
    const d = await signIn();
    const copy = await d.agent.get('/api/v1/my-giving/data.json').expect(200);
    expect(copy.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(copy.headers['cache-control']).toContain('no-store');
    const data = JSON.parse(copy.text) as {
      mobile: string;
      orders: { number: number; lines: unknown[] }[];
      periodicPlans: { card: unknown }[];
      messages: unknown[];
      sessions: unknown[];
    };
    expect(data.mobile).toBe(MOBILE);
    expect(data.orders).toHaveLength(3);
    expect(data.orders[2]!.lines).toHaveLength(2);
    expect(data.periodicPlans).toHaveLength(2);
    expect(data.periodicPlans[0]!.card).toEqual({ brand: 'visa', last4: '4242', expires: '12/2030' });
    expect(data.messages.length).toBeGreaterThan(0);
    expect(copy.text).not.toContain('tok_secret_value');
    expect(copy.text).not.toContain(OTHER);
    expect(copy.text).not.toContain('code_hash');
    await (await device()).agent.get('/api/v1/my-giving/data.json').expect(401);
  });

  it('corrects the name on the number’s orders and plans only, and refuses a bad one', async () => {
    const d = await signIn();
    await d.agent.post('/api/v1/my-giving/name').send({ name: 'Layla Ahmed' }).expect(403);
    const bad = await d.agent
      .post('/api/v1/my-giving/name')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ name: '<b>x</b>' })
      .expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
    await d.agent
      .post('/api/v1/my-giving/name')
      .set('X-CSRF-Token', d.csrf)
      .send({ name: 'Layla', extra: 1 })
      .expect(400);
    await d.agent.post('/api/v1/my-giving/name').set('X-CSRF-Token', d.csrf).send([]).expect(400);
    const saved = await d.agent
      .post('/api/v1/my-giving/name')
      .set('X-CSRF-Token', d.csrf)
      .send({ name: '  Layla Ahmed ' })
      .expect(200);
    expect(saved.body).toEqual({ name: 'Layla Ahmed', orders: 3, plans: 2 });
    const names = await db().selectFrom('orders').select(['donor_mobile', 'donor_name']).execute();
    for (const row of names) expect(row.donor_name).toBe(row.donor_mobile === MOBILE ? 'Layla Ahmed' : 'Someone Else');
    const receipt = await request(t.app).get(`/api/v1/orders/${orders[1]!.orderId}/receipt`).expect(200);
    expect(JSON.stringify(receipt.body)).toContain('Layla Ahmed');
    expect(
      (
        await db()
          .selectFrom('periodic_plans')
          .select('donor_name')
          .where('donor_mobile', '=', OTHER)
          .executeTakeFirstOrThrow()
      ).donor_name,
    ).toBe('Sample Donor');
  });

  it('takes an erasure request into the staff queue with a thirty-day clock, once; the erasure itself closes it and ends the sessions', async () => {
    const d = await signIn();
    const unticked = await d.agent
      .post('/api/v1/my-giving/erasure')
      .set('X-CSRF-Token', d.csrf)
      .set('Accept-Language', 'en')
      .send({ confirm: false })
      .expect(400);
    expect(unticked.body.error.fields.confirm).toBe('Tick the box to confirm the erasure request');
    const before = Date.now();
    const made = await d.agent
      .post('/api/v1/my-giving/erasure')
      .set('X-CSRF-Token', d.csrf)
      .send({ confirm: true })
      .expect(201);
    const due = Date.parse(made.body.dueAt) - Date.parse(made.body.requestedAt);
    expect(due).toBe(30 * 24 * 3600 * 1000);
    expect(Date.parse(made.body.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    const twice = await d.agent
      .post('/api/v1/my-giving/erasure')
      .set('X-CSRF-Token', d.csrf)
      .send({ confirm: true })
      .expect(200);
    expect(twice.body).toEqual(made.body);
    expect(((await d.agent.get('/api/v1/my-giving').expect(200)).body as DonorOverview).erasure).toEqual(made.body);
    const queue = await db().selectFrom('donor_erasure_requests').selectAll().execute();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ mobile: MOBILE, status: 'waiting' });

    // Staff's erasure (decision 055) answers it: the row keeps the number masked, the session ends.
    const admin = await staffSignIn(t.app, db(), 'admin');
    const listed = await admin.agent.get('/api/admin/erasure/requests').expect(200);
    expect(listed.body.data).toEqual([
      {
        id: expect.any(Number),
        mobile: MOBILE,
        locale: 'ar',
        requestedAt: made.body.requestedAt,
        dueAt: made.body.dueAt,
      },
    ]);
    const editor = await staffSignIn(t.app, db(), 'editor');
    await editor.agent.get('/api/admin/erasure/requests').expect(403);
    await admin.agent
      .post('/api/admin/erasure')
      .set('X-CSRF-Token', admin.csrf)
      .send({ by: 'mobile', value: MOBILE, confirm: true })
      .expect(200);
    expect((await admin.agent.get('/api/admin/erasure/requests').expect(200)).body.data).toEqual([]);
    const closed = await db().selectFrom('donor_erasure_requests').selectAll().executeTakeFirstOrThrow();
    expect(closed).toMatchObject({ mobile: '05******22', status: 'done', done_at: expect.any(String) });
    await d.agent.get('/api/v1/my-giving').expect(401);
    expect(await db().selectFrom('donor_sessions').selectAll().where('mobile', '=', MOBILE).execute()).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('donor space sessions (%s)', (dialect) => {
  let t: TestApp;
  const db = () => t.database!.db;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  }, 60_000);
  afterAll(async () => t.close());

  async function signIn(mobile: string) {
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    await agent.post('/api/v1/my-giving/sign-in').set('X-CSRF-Token', csrf).send({ mobile }).expect(201);
    const sms = (
      await db()
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', mobile)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body;
    await agent
      .post('/api/v1/my-giving/sign-in/code')
      .set('X-CSRF-Token', csrf)
      .send({ code: codeOf(sms) })
      .expect(200);
    return { agent, csrf };
  }

  it('ends a session after 30 idle minutes and at 12 hours however it is used; each use moves the idle clock', async () => {
    const idle = await signIn('0566100001');
    const row = () =>
      db().selectFrom('donor_sessions').selectAll().where('mobile', '=', '0566100001').executeTakeFirstOrThrow();
    const first = await row();
    expect(Date.parse(first.expires_at) - Date.parse(first.created_at)).toBe(12 * 3600 * 1000);
    expect(Date.parse(first.idle_expires_at) - Date.parse(first.created_at)).toBe(30 * 60 * 1000);
    await db()
      .updateTable('donor_sessions')
      .set({ idle_expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('token_hash', '=', first.token_hash)
      .execute();
    await idle.agent.get('/api/v1/my-giving').expect(200);
    expect(Date.parse((await row()).idle_expires_at)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    await db()
      .updateTable('donor_sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', first.token_hash)
      .execute();
    await idle.agent.get('/api/v1/my-giving').expect(401);
    expect((await idle.agent.get('/api/v1/my-giving/session').expect(200)).body).toEqual({ state: 'signedOut' });

    const absolute = await signIn('0566100002');
    await db()
      .updateTable('donor_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', '0566100002')
      .execute();
    await absolute.agent.get('/api/v1/my-giving').expect(401);
  });

  it('signs out: the row goes, so a copied cookie opens nothing; ended sessions of any number go at the next sign-in', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await db()
      .insertInto('donor_sessions')
      .values({
        token_hash: 'f'.repeat(64),
        mobile: '0566100099',
        locale: 'ar',
        created_at: past,
        idle_expires_at: past,
        expires_at: past,
      })
      .execute();
    const { agent, csrf } = await signIn('0566100003');
    expect(
      await db().selectFrom('donor_sessions').select('token_hash').where('mobile', '=', '0566100099').execute(),
    ).toEqual([]);
    const hash = (
      await db()
        .selectFrom('donor_sessions')
        .select('token_hash')
        .where('mobile', '=', '0566100003')
        .executeTakeFirstOrThrow()
    ).token_hash;
    await agent.post('/api/v1/my-giving/sign-out').expect(403);
    const out = await agent.post('/api/v1/my-giving/sign-out').set('X-CSRF-Token', csrf).send({}).expect(200);
    expect(out.body).toEqual({ state: 'signedOut' });
    expect(String(out.headers['set-cookie'])).toMatch(/donor_session=;/);
    expect(
      await db().selectFrom('donor_sessions').select('token_hash').where('token_hash', '=', hash).execute(),
    ).toEqual([]);
    await agent.get('/api/v1/my-giving').expect(401);
    await request(t.app)
      .get('/api/v1/my-giving')
      .set('Cookie', `donor_session=${'x'.repeat(43)}`)
      .expect(401);
    await request(t.app).get('/api/v1/my-giving').set('Cookie', 'donor_session=%E0%A4%A').expect(401);
  });

  it('behind TLS the session cookie is Secure', async () => {
    const behindProxy = await createTestApp({ database: dialect, env: { TRUST_PROXY: 'true' } });
    try {
      const csrf = (await request(behindProxy.app).get('/api/v1/csrf').set('X-Forwarded-Proto', 'https')).body
        .token as string;
      const sent = await request(behindProxy.app)
        .post('/api/v1/my-giving/sign-in')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `csrf_token=${csrf}`)
        .set('X-CSRF-Token', csrf)
        .send({ mobile: '0566100004' })
        .expect(201);
      expect(String(sent.headers['set-cookie'])).toMatch(/donor_code=[^;]+;.*HttpOnly; Secure; SameSite=Lax/);
    } finally {
      await behindProxy.close();
    }
  });

  it('shares the statement’s code limits: three codes a number an hour across both doors', async () => {
    const agent = request.agent(t.app);
    const csrf = await csrfAgent(agent);
    await request(t.app).post('/api/v1/statements/requests').send({ mobile: '0566100009' }).expect(201);
    await request(t.app).post('/api/v1/statements/requests').send({ mobile: '0566100009' }).expect(201);
    await agent.post('/api/v1/my-giving/sign-in').set('X-CSRF-Token', csrf).send({ mobile: '0566100009' }).expect(201);
    const refused = await agent
      .post('/api/v1/my-giving/sign-in')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ mobile: '0566100009' })
      .expect(429);
    expect(refused.body.error.message).toBe('Too many codes asked for this number. Try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bad = await agent
      .post('/api/v1/my-giving/sign-in')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ mobile: '12' })
      .expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('answers bad input on every route with a 4xx (or takes it), never a 5xx or a trace; the code routes run out of their limits on the way', async () => {
    const { agent, csrf } = await signIn('0566100005');
    const wrong: string[] = [];
    const check = (label: string, response: { status: number; text: string }) => {
      if (response.status >= 500 || leaksInternals(response.text ?? ''))
        wrong.push(`${label} → ${response.status} ${(response.text ?? '').slice(0, 120)}`);
    };
    const forms: { path: string; body: object }[] = [
      { path: '/api/v1/my-giving/name', body: { name: 'Layla Ahmed' } },
      { path: '/api/v1/my-giving/erasure', body: { confirm: true } },
      { path: '/api/v1/my-giving/sign-in/code', body: { code: '123456' } },
      { path: '/api/v1/my-giving/sign-in', body: { mobile: '0566100006' } },
    ];
    for (const lang of ['ar', 'en']) {
      for (const form of forms) {
        const post = () => agent.post(form.path).set('X-CSRF-Token', csrf).set('Accept-Language', lang);
        for (const raw of BAD_JSON_BODIES)
          check(`${lang} ${form.path} ${raw}`, await post().set('Content-Type', 'application/json').send(raw));
        for (const field of fieldPaths(form.body)) {
          for (const value of BAD_VALUES) {
            check(
              `${lang} ${form.path} ${field.join('.')}=${JSON.stringify(value).slice(0, 30)}`,
              await post().send(withValueAt(form.body, field, value) as object),
            );
          }
        }
      }
      for (const value of BAD_VALUES) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        for (const query of [
          { from: text, to: '2026-03-01' },
          { from: '2026-03-01', to: text },
          { calendar: text, year: '2026' },
          { calendar: 'hijri', year: text },
        ]) {
          check(
            `${lang} statement ${JSON.stringify(query).slice(0, 60)}`,
            await agent.get('/api/v1/my-giving/statement').set('Accept-Language', lang).query(query),
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('donor space page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite' });
  }, 60_000);
  afterAll(async () => t.close());

  it('is rendered on the server in Arabic (unprefixed and /ar, right to left) and English, personal and kept out of caches and search', async () => {
    const arabic = await request(t.app).get('/ar/my-giving').expect(200);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('<title>تبرعاتي');
    expect(arabic.text).toContain('كل ما تبرعت به من رقم جوال واحد في مكان واحد');
    expect(arabic.text).toContain('نتحقق من تسجيل دخولك…');
    expect(arabic.text).toContain('href="/ar/receipts/statement"');
    expect(arabic.text).toContain('noindex');
    expect(arabic.headers['cache-control']).toBe('private, no-store');
    const unprefixed = await request(t.app).get('/my-giving').expect(200);
    expect(unprefixed.text).toContain('<html lang="ar" dir="rtl">');

    const english = await request(t.app).get('/en/my-giving').expect(200);
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('<title>My giving');
    expect(english.text).toContain('Everything you gave from one mobile number, in one place');
    expect(english.text).toContain('href="/en/receipts/statement"');
    // The sign-in steps are drawn in the browser; their texts come with the page's state.
    expect(english.text).toContain('"send":"Send the code"');
    expect(arabic.text).toContain('"resend":"أرسل رمزًا جديدًا"');
    // Never stored: a second request renders again.
    expect((await request(t.app).get('/en/my-giving').expect(200)).headers['x-html-cache']).not.toBe('hit');
  });

  it('is linked from the yearly statement and the receipt’s links in both languages', async () => {
    expect((await request(t.app).get('/ar/receipts/statement').expect(200)).text).toContain('href="/ar/my-giving"');
    expect((await request(t.app).get('/en/receipts/statement').expect(200)).text).toContain('href="/en/my-giving"');
    expect((await request(t.app).get('/en/donate/paid').expect(200)).text).toContain('href="/en/my-giving"');
  });
});
