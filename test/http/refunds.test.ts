import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { binaryParser, pdfText } from '../helpers/pdf-text';
import {
  invoiceFor,
  moyasarEnv,
  payInvoice,
  refundInDashboard,
  startStub,
  WEBHOOK_SECRET,
  type MoyasarStub,
} from '../helpers/moyasar-stub';
import { newAgent, signIn } from './admin-support';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { fundTotals } from '../../server/services/giving/fund-totals';
import { formatMoney } from '../../src/lib/format';
import { riyadhDate } from '../../src/lib/civil-dates';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import type { ReceiptVerification } from '../../src/domain/receipts/api-types';

type Member = Awaited<ReturnType<typeof signIn>>;

const WAQF = 10; // the seed's waqf share: 100 SAR a unit, counted in stock
const CAUSE = 2;

function staff(app: Express) {
  return (member: Member, orderId: string, key: string, body: unknown, lang = 'en') =>
    member.agent
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', lang)
      .set('Idempotency-Key', key)
      .send(body as object);
}

/** One plain space for every run of white space (pdftotext writes no-break spaces as spaces). */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function getPdf(app: Express, url: string) {
  return request(app).get(url).buffer(true).parse(binaryParser);
}

async function verifyCode(app: Express, orderId: string): Promise<string> {
  return ((await request(app).get(`/api/v1/orders/${orderId}/verification`).expect(200)).body as ReceiptVerification)
    .code;
}

describe.each(TEST_DIALECTS)('refunds through Moyasar (local stub of its API) (%s)', (dialect) => {
  let t: TestApp;
  let stub: MoyasarStub;
  let finance: Member;
  let admin: Member;
  let services: Member;
  let editor: Member;
  const db = () => t.database!.db;
  const refund = (member: Member, orderId: string, key: string, body: unknown, lang = 'en') =>
    staff(t.app)(member, orderId, key, body, lang);
  const item = (id: number) =>
    db().selectFrom('giving_items').select(['collected', 'stock_left']).where('id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (id: string) =>
    db()
      .selectFrom('orders')
      .select(['refunded', 'refund_pending', 'total', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refundCalls = () => stub.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refund'));
  const smsTo = (orderId: string) =>
    db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('kind', '=', 'order-refunded')
      .where('body', 'like', `%${orderId}%`)
      .execute();

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({
      database: dialect,
      env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '10000', FORM_RATE_LIMIT: '1000' },
    });
    [finance, admin, services, editor] = [
      await signIn(t.app, db(), 'finance'),
      await signIn(t.app, db(), 'admin'),
      await signIn(t.app, db(), 'services'),
      await signIn(t.app, db(), 'editor'),
    ];
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  /** Three waqf shares and a cause, paid on the stub's hosted checkout: 340 SAR, each from its own donor (texts are capped per number). */
  let donors = 0;
  async function paidOrder(): Promise<OrderCreated> {
    donors += 1;
    const mobile = `0551${String(donors).padStart(6, '0')}`;
    const items = [
      { kind: 'waqf' as const, ref: String(WAQF), quantity: 3 },
      { kind: 'cause' as const, ref: String(CAUSE), amount: 4_000 },
    ];
    const created = (await postOrder(t.app, orderBody(items, { donor: { name: 'Sample Donor', mobile } })).expect(201))
      .body as OrderCreated;
    payInvoice(invoiceFor(stub, created.payment.id));
    await verify(t.app, created.payment.id).expect(200);
    return created;
  }

  it('a full refund goes to the gateway with the secret key, in halalas, and every count moves back once', async () => {
    const before = { waqf: await item(WAQF), cause: await item(CAUSE), funds: await fundTotals(db()) };
    const created = await paidOrder();
    const paid = { waqf: await item(WAQF), cause: await item(CAUSE) };
    expect(paid.waqf.stock_left).toBe(before.waqf.stock_left! - 3);

    const answer = await refund(finance, created.orderId, 'full-refund-0001', {
      amount: '340',
      reason: 'Donor asked for all of it back',
    }).expect(201);
    expect(answer.body.data).toMatchObject({ amount: 34_000, status: 'done', channel: 'moyasar', source: 'staff' });
    expect(answer.body.order).toMatchObject({ status: 'paid', refunded: 34_000, refundable: 0, refundStatus: 'full' });
    const payment = invoiceFor(stub, created.payment.id).payments[0]!;
    expect(refundCalls().at(-1)).toMatchObject({
      path: `/v1/payments/${payment.id}/refund`,
      authorization: `Basic ${Buffer.from('sk_test_stub_secret:').toString('base64')}`,
    });
    expect(payment).toMatchObject({ refunded: 34_000, status: 'refunded' });

    // Stock and money go back where the payment counted them; the fund totals are net of it.
    expect(await item(WAQF)).toEqual({
      collected: paid.waqf.collected - 30_000,
      stock_left: paid.waqf.stock_left! + 3,
    });
    expect((await item(CAUSE)).collected).toBe(paid.cause.collected - 4_000);
    const amounts = (rows: Awaited<ReturnType<typeof fundTotals>>) => rows.map((row) => [row.fund, row.amount]);
    expect(amounts(await fundTotals(db()))).toEqual(amounts(before.funds));
    const sms = await smsTo(created.orderId);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.recipient).toBe('0551000001');

    // The back office lists it as refunded; the list can be read by the refund status.
    const listed = await finance.agent
      .get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ number: String(created.number) }))}`)
      .expect(200);
    expect(listed.body.data[0]).toMatchObject({ refundStatus: 'full', refunded: 34_000 });
    const shown = await finance.agent.get(`/api/admin/orders/${created.orderId}`).expect(200);
    expect(shown.body.data.refunds).toEqual([
      expect.objectContaining({ amount: 34_000, channel: 'moyasar', status: 'done' }),
    ]);

    // Nothing is left: another refund is a clear 409 in the staff member's language, not a gateway call.
    const calls = refundCalls().length;
    const more = await refund(
      finance,
      created.orderId,
      'full-refund-0002',
      { amount: '1', reason: 'One more' },
      'ar',
    ).expect(409);
    expect(more.body.error.fields.amount).toBe('أقصى ما يمكن استرداده بعدُ من هذا الطلب 0.00 ريال.');
    expect(refundCalls()).toHaveLength(calls);
  });

  it('a partial refund shares the amount among the lines and releases only whole units; the totals page moves', async () => {
    const created = await paidOrder();
    const paid = await item(WAQF);
    // The totals page counts by Riyadh's day, which begins at 21:00 UTC.
    const today = riyadhDate(new Date());
    const totalsBefore = (await finance.agent.get(`/api/admin/totals?from=${today}&to=${today}`).expect(200)).body.sum;
    const answer = await refund(finance, created.orderId, 'part-refund-0001', {
      amount: '170',
      reason: 'Half back',
    }).expect(201);
    expect(answer.body.order).toMatchObject({ refunded: 17_000, refundable: 17_000, refundStatus: 'partial' });
    // 170 of 340: 150 from the waqf line (one whole share released), 20 from the cause.
    const lines = await db()
      .selectFrom('order_items')
      .select(['position', 'refunded'])
      .where('order_id', '=', created.orderId)
      .orderBy('position')
      .execute();
    expect(lines.map((line) => Number(line.refunded))).toEqual([15_000, 2_000]);
    expect(await item(WAQF)).toEqual({ collected: paid.collected - 15_000, stock_left: paid.stock_left! + 1 });
    const totalsAfter = (await finance.agent.get(`/api/admin/totals?from=${today}&to=${today}`).expect(200)).body.sum;
    expect(totalsAfter.total).toBe(totalsBefore.total - 17_000);
    expect(totalsAfter.refunded).toBe(totalsBefore.refunded + 17_000);
    expect(totalsAfter.waqf).toBe(totalsBefore.waqf - 15_000);
    // The rest, later: the order is refunded in full and every share is back.
    await refund(finance, created.orderId, 'part-refund-0002', { amount: '170', reason: 'The rest' }).expect(201);
    expect(await item(WAQF)).toEqual({ collected: paid.collected - 30_000, stock_left: paid.stock_left! + 3 });
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 34_000, refund_pending: 0 });
  });

  it('a retried refund never refunds twice: the same key answers the same refund, and a lost answer is settled from the gateway', async () => {
    const created = await paidOrder();
    const body = { amount: '100', reason: 'Retried refund' };
    await refund(finance, created.orderId, 'retry-refund-01', body).expect(201);
    const calls = refundCalls().length;
    const again = await refund(finance, created.orderId, 'retry-refund-01', body).expect(200);
    expect(again.body).toMatchObject({ replayed: true, data: { amount: 10_000 } });
    expect(refundCalls()).toHaveLength(calls);
    await refund(finance, created.orderId, 'retry-refund-01', { ...body, amount: '90' }).expect(409);

    // The gateway makes the refund but its answer is lost: pending, a 502 that says sending again is safe.
    stub.loseNextRefundAnswer();
    const lost = await refund(finance, created.orderId, 'retry-refund-02', {
      amount: '50',
      reason: 'Answer lost',
    }).expect(502);
    expect(lost.body.error.message).toMatch(/never be refunded twice/);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 10_000, refund_pending: 5_000 });
    // While it is pending, no one can refund past what is left.
    await refund(finance, created.orderId, 'retry-refund-03', {
      amount: '190.01',
      reason: 'Too much while pending',
    }).expect(409);
    const before = refundCalls().length;
    const settled = await refund(finance, created.orderId, 'retry-refund-02', {
      amount: '50',
      reason: 'Answer lost',
    }).expect(200);
    expect(settled.body.data).toMatchObject({ amount: 5_000, status: 'done' });
    expect(refundCalls()).toHaveLength(before); // settled from the payment's refunded sum, not asked again
    expect(invoiceFor(stub, created.payment.id).payments[0]!.refunded).toBe(15_000);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 15_000, refund_pending: 0 });
    expect(await smsTo(created.orderId)).toHaveLength(2);

    // A double click: the same key twice at once reaches the gateway once.
    const calls2 = refundCalls().length;
    const twin = { amount: '10', reason: 'Double click' };
    const clicks = await Promise.all([
      refund(finance, created.orderId, 'double-click-01', twin),
      refund(finance, created.orderId, 'double-click-01', twin),
    ]);
    const statuses = clicks.map((res) => res.status);
    // Whichever asks the gateway answers the refund; the other answers it too, or says it is under way.
    expect(statuses.some((status) => status === 201 || status === 200)).toBe(true);
    for (const status of statuses) expect([200, 201, 409]).toContain(status);
    expect(refundCalls()).toHaveLength(calls2 + 1);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 16_000, refund_pending: 0 });

    // Two different keys at the same moment cannot pass what is left (180 SAR).
    const race = await Promise.all([
      refund(finance, created.orderId, 'race-refund-aa', { amount: '150', reason: 'Race one' }),
      refund(finance, created.orderId, 'race-refund-bb', { amount: '150', reason: 'Race two' }),
    ]);
    expect(race.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(invoiceFor(stub, created.payment.id).payments[0]!.refunded).toBe(31_000);
  });

  it('a refund the gateway refuses changes nothing and can be sent again', async () => {
    const created = await paidOrder();
    // Someone refunded it in the dashboard and the webhook has not come yet: Moyasar refuses the amount.
    refundInDashboard(invoiceFor(stub, created.payment.id), 30_000);
    const refused = await refund(finance, created.orderId, 'refused-refund-1', {
      amount: '100',
      reason: 'Gateway says no',
    }).expect(409);
    expect(refused.body.error.fields.amount).toMatch(/refused/);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 0, refund_pending: 0 });
    expect(
      await db().selectFrom('order_refunds').select('id').where('order_id', '=', created.orderId).execute(),
    ).toHaveLength(0);
  });

  it('a refund made in the dashboard arrives by webhook and is recorded once; a refund from the order screen is not recorded again by its own event', async () => {
    const created = await paidOrder();
    const invoice = invoiceFor(stub, created.payment.id);
    const webhook = (data: Record<string, unknown>, secret = WEBHOOK_SECRET) =>
      request(t.app)
        .post('/api/v1/payments/moyasar/webhook')
        .send({ id: newKey(), type: 'payment_refunded', secret_token: secret, data });

    const data = refundInDashboard(invoice, 4_000);
    await webhook(data, 'wrong-secret').expect(401);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 0 });
    expect((await webhook(data).expect(200)).body).toMatchObject({ refund: 'recorded' });
    expect((await webhook(data).expect(200)).body).toMatchObject({ refund: 'known' });
    await Promise.all([webhook(data), webhook(data)]);
    const rows = await db().selectFrom('order_refunds').selectAll().where('order_id', '=', created.orderId).execute();
    expect(rows).toEqual([
      expect.objectContaining({ source: 'gateway', channel: 'moyasar', status: 'done', staff_email: 'moyasar' }),
    ]);
    expect(Number(rows[0]!.amount)).toBe(4_000);
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 4_000 });
    expect(await smsTo(created.orderId)).toHaveLength(1);

    // A staff refund's own event: the sum it reports is already known.
    await refund(finance, created.orderId, 'screen-refund-01', { amount: '60', reason: 'From the screen' }).expect(201);
    expect((await webhook({ ...data, refunded: 10_000 }).expect(200)).body).toMatchObject({ refund: 'known' });
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 10_000 });
    // Malformed payloads are acknowledged and change nothing.
    for (const bad of [
      null,
      'text',
      [1, 2],
      { id: 42, invoice_id: invoice.id },
      { id: '../../invoices', invoice_id: invoice.id },
      { id: data.id },
    ]) {
      await request(t.app)
        .post('/api/v1/payments/moyasar/webhook')
        .send({ type: 'payment_refunded', secret_token: WEBHOOK_SECRET, data: bad })
        .expect(200);
    }
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 10_000 });
    // A payload that names another invoice's payment is not believed.
    const other = await paidOrder();
    expect(
      (await webhook({ ...data, invoice_id: invoiceFor(stub, other.payment.id).id }).expect(200)).body,
    ).toMatchObject({ refund: 'mismatch' });
    expect(await orderRow(other.orderId)).toMatchObject({ refunded: 0 });
  });

  it('only finance and the director (admin) may refund: 401 signed out, 403 for other roles', async () => {
    const created = await paidOrder();
    const body = { amount: '10', reason: 'Role check' };
    const { agent, csrf } = await newAgent(t.app);
    await agent
      .post(`/api/admin/orders/${created.orderId}/refunds`)
      .set('X-CSRF-Token', csrf)
      .set('Idempotency-Key', 'signed-out-key1')
      .send(body)
      .expect(401);
    await refund(services, created.orderId, 'services-key-01', body).expect(403);
    await refund(editor, created.orderId, 'editor-key-0001', body).expect(403);
    await refund(admin, created.orderId, 'admin-key-00001', body).expect(201);
    expect(refundCalls().length).toBeGreaterThan(0);
  });

  it('bad input is a 4xx in the staff member’s language, never a 500', async () => {
    const created = await paidOrder();
    const bad: Array<[unknown, Record<string, string>]> = [
      [{ amount: '-5', reason: 'Negative' }, {}],
      [{ amount: '0', reason: 'Zero' }, {}],
      [{ amount: 'abc', reason: 'Letters' }, {}],
      [{ amount: '1e9', reason: 'Exponent' }, {}],
      [{ amount: '10' }, {}],
      [{ amount: '10', reason: 'x'.repeat(501) }, {}],
      [{ amount: ['10'], reason: 'Array' }, {}],
      [{ amount: '10', reason: 'Bad reference', bankReference: '<script>' }, {}],
      ['not an object', {}],
    ];
    for (const [body] of bad) {
      const res = await refund(
        finance,
        created.orderId,
        `bad-input-${Math.random().toString(36).slice(2, 10)}`,
        body,
        'ar',
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(/[\u0600-\u06FF]/);
    }
    await finance.agent
      .post(`/api/admin/orders/${created.orderId}/refunds`)
      .set('X-CSRF-Token', finance.csrf)
      .send({ amount: '10', reason: 'No key' })
      .expect(400);
    await refund(finance, 'AAAAAAAAAAAAAAAAAAAAAA', 'unknown-order-1', {
      amount: '10',
      reason: 'Unknown order',
    }).expect(404);
    await refund(finance, 'short', 'unknown-order-2', { amount: '10', reason: 'Malformed order' }).expect(404);
    const tooMuch = await refund(finance, created.orderId, 'too-much-key-1', {
      amount: '340.01',
      reason: 'Over',
    }).expect(409);
    expect(tooMuch.body.error.fields.amount).toBe('At most 340.00 SAR can still be refunded on this order.');
    expect(await orderRow(created.orderId)).toMatchObject({ refunded: 0, refund_pending: 0 });
  });
});

describe.each(TEST_DIALECTS)(
  'refunds on the sandbox and by bank transfer: receipt, PDF and the public check (%s)',
  (dialect) => {
    let t: TestApp;
    let finance: Member;
    const db = () => t.database!.db;
    const refund = (orderId: string, key: string, body: unknown, lang = 'en') =>
      staff(t.app)(finance, orderId, key, body, lang);

    beforeAll(async () => {
      t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000', FORM_RATE_LIMIT: '1000' } });
      finance = await signIn(t.app, db(), 'finance');
    }, 60_000);
    afterAll(async () => t.close());

    async function paidSandbox(lang: 'ar' | 'en'): Promise<OrderCreated> {
      const created = (
        await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 25_000 }]), newKey(), lang).expect(201)
      ).body as OrderCreated;
      await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
      await verify(t.app, created.payment.id).expect(200);
      return created;
    }

    it('the sandbox refunds at once; the receipt, its PDF and the verify page say how much and that the rest still stands', async () => {
      const created = await paidSandbox('en');
      const code = await verifyCode(t.app, created.orderId);
      const answer = await refund(created.orderId, 'sandbox-part-01', {
        amount: '100',
        reason: 'Partial test refund',
      }).expect(201);
      expect(answer.body.data).toMatchObject({ channel: 'sandbox', status: 'done' });
      // A test order was never counted and nobody is texted about it.
      expect(
        await db().selectFrom('outbox_messages').select('id').where('kind', '=', 'order-refunded').execute(),
      ).toHaveLength(0);

      const receipt = (await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200)).body;
      expect(receipt.refund).toMatchObject({ status: 'partial', amount: 10_000, remaining: 15_000 });
      const check = (await request(t.app).get(`/api/v1/receipts/verify/${code}`).expect(200)).body;
      expect(check).toMatchObject({
        status: 'valid',
        refund: { status: 'partial', amount: 10_000, remaining: 15_000 },
      });

      const page = (await request(t.app).get(`/en/receipts/verify/${code}`).expect(200)).text;
      expect(page).toContain('data-testid="verify-refund-partial"');
      expect(page).toContain(`but ${formatMoney(10_000, 'en')} of it was refunded on`);
      expect(page).toContain(`it is valid for ${formatMoney(15_000, 'en')} only`);
      const receiptPage = (await request(t.app).get(`/en/donate/success/${created.orderId}`).expect(200)).text;
      expect(receiptPage).toContain(`Partly refunded: ${formatMoney(10_000, 'en')} on`);
      const pdf = spaced(
        pdfText(
          (await getPdf(t.app, `/api/v1/orders/${created.orderId}/receipt.pdf?lang=en`).expect(200)).body as Buffer,
        ),
      );
      expect(pdf).toContain(spaced(`Partly refunded: ${formatMoney(10_000, 'en')} on`));
      expect(pdf).toContain(spaced(`This receipt now stands for ${formatMoney(15_000, 'en')}.`));
    });

    it('after a full refund the verify page says the receipt is no longer valid, in both languages, and so do the receipt and its PDF', async () => {
      const created = await paidSandbox('ar');
      const code = await verifyCode(t.app, created.orderId);
      await refund(created.orderId, 'sandbox-full-01', { amount: '250', reason: 'Full test refund' }).expect(201);
      const check = (await request(t.app).get(`/api/v1/receipts/verify/${code}`).expect(200)).body;
      expect(check).toMatchObject({ status: 'refunded', refund: { status: 'full', amount: 25_000, remaining: 0 } });
      const en = (await request(t.app).get(`/en/receipts/verify/${code}`).expect(200)).text;
      expect(en).toContain('data-testid="verify-refund-full"');
      expect(en).toContain(`This receipt was refunded in full (${formatMoney(25_000, 'en')} on`);
      expect(en).toContain('It is no longer valid.');
      expect(en).not.toContain('data-testid="receipt-check-valid"');
      const ar = (await request(t.app).get(`/ar/receipts/verify/${code}`).expect(200)).text;
      expect(ar).toContain(`استُرد مبلغ هذا الإيصال كاملًا (${formatMoney(25_000, 'ar')} بتاريخ`);
      expect(ar).toContain('فلم يعد صالحًا');
      const pdf = spaced(
        pdfText(
          (await getPdf(t.app, `/api/v1/orders/${created.orderId}/receipt.pdf?lang=en`).expect(200)).body as Buffer,
        ),
      );
      expect(pdf).toContain(spaced(`Refunded in full: ${formatMoney(25_000, 'en')} on`));
      const receiptPage = (await request(t.app).get(`/en/donate/success/${created.orderId}`).expect(200)).text;
      expect(receiptPage).toContain('data-testid="receipt-refund-full"');
    });

    it('a bank transfer is refunded with the bank’s reference, which is required', async () => {
      const created = (
        await postOrder(
          t.app,
          orderBody([{ kind: 'cause', ref: '1', amount: 20_000 }], { method: 'bank-transfer' }),
        ).expect(201)
      ).body as OrderCreated;
      await db()
        .updateTable('orders')
        .set({ status: 'paid', paid_at: new Date().toISOString() })
        .where('id', '=', created.orderId)
        .execute();
      await db().updateTable('payments').set({ status: 'paid' }).where('order_id', '=', created.orderId).execute();
      const missing = await refund(
        created.orderId,
        'bank-refund-01',
        { amount: '50', reason: 'No reference' },
        'ar',
      ).expect(400);
      expect(missing.body.error.fields.bankReference).toBe('أدخل مرجع البنك للحوالة التي أُعيد بها المبلغ.');
      const done = await refund(created.orderId, 'bank-refund-02', {
        amount: '50',
        reason: 'Sent back by the bank',
        bankReference: 'FT 2611/0042',
      }).expect(201);
      expect(done.body.data).toMatchObject({ channel: 'bank-transfer', bankReference: 'FT 2611/0042', status: 'done' });
      const sms = await db().selectFrom('outbox_messages').selectAll().where('kind', '=', 'order-refunded').execute();
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toContain(created.orderId);
    });
  },
);
