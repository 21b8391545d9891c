import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { TEST_CARDS, TEST_OTPS } from '../../server/payments/sandbox';
import type { OrderCreated } from '../../src/domain/giving/api-types';

/** Payment methods on the sandbox gateway: a mada test card, STC Pay's code step, Apple Pay's test buttons. */
describe.each(TEST_DIALECTS)('payment methods on the sandbox (%s)', (dialect) => {
  let t: TestApp;
  const db = () => t.database!.db;

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => t.close());

  async function order(method: 'card' | 'applepay' | 'stcpay', amount = 5_000): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount }], { method })).expect(201))
      .body as OrderCreated;
  }
  const otp = (paymentId: string, code: string, lang: 'ar' | 'en' = 'en') =>
    request(t.app)
      .post(`/api/v1/payments/${paymentId}/stcpay?lang=${lang}`)
      .set('Accept-Language', lang)
      .type('form')
      .send({ otp: code });
  const applePay = (paymentId: string, action: string) =>
    request(t.app).post(`/api/v1/payments/${paymentId}/applepay?lang=en`).type('form').send({ action });
  const receipt = async (orderId: string) =>
    (await request(t.app).get(`/api/v1/orders/${orderId}/receipt`).expect(200)).body;

  it('offers card, Apple Pay, STC Pay and bank transfer', async () => {
    const settings = await request(t.app).get('/api/v1/giving/settings').expect(200);
    expect(settings.body.methods).toEqual(['card', 'applepay', 'stcpay', 'bank-transfer']);
  });

  it('a mada test card pays and the receipt names mada; another test card is not mada', async () => {
    const page = await request(t.app).get(`/api/v1/payments/sandbox/${(await order('card')).payment.id}?lang=ar`);
    expect(page.text).toContain('4464 0400 0000 0007');
    expect(page.text).toContain('بطاقة مدى');

    const mada = await order('card');
    await paySandbox(t.app, mada.payment.id, TEST_CARDS.mada).expect(303);
    expect((await verify(t.app, mada.payment.id).expect(200)).body.orderStatus).toBe('paid');
    expect(await receipt(mada.orderId)).toMatchObject({ method: 'card', cardBrand: 'mada', status: 'paid' });

    const visa = await order('card');
    await paySandbox(t.app, visa.payment.id, TEST_CARDS.success).expect(303);
    await verify(t.app, visa.payment.id).expect(200);
    expect((await receipt(visa.orderId)).cardBrand).toBe('visa');
  });

  it('STC Pay: the code step in both languages; the right code pays, a wrong one is a clear 400', async () => {
    const created = await order('stcpay', 7_500);
    expect(created.payment).toMatchObject({ method: 'stcpay', provider: 'sandbox' });
    expect(created.payment.redirectUrl).toBe(`/api/v1/payments/${created.payment.id}/stcpay?lang=en`);
    const ar = await request(t.app).get(`/api/v1/payments/${created.payment.id}/stcpay?lang=ar`).expect(200);
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('الدفع عبر STC Pay');
    expect(ar.text).toContain(TEST_OTPS.success);
    expect(ar.headers['x-robots-tag']).toBe('noindex');
    const en = await request(t.app).get(`/api/v1/payments/${created.payment.id}/stcpay?lang=en`).expect(200);
    expect(en.text).toContain('Pay with STC Pay');
    // The mobile is shown masked, never in full.
    expect(en.text).not.toContain('0512345678');

    const malformed = await otp(created.payment.id, 'abc', 'ar').expect(400);
    expect(malformed.text).toContain('أدخل الرمز الوارد في الرسالة النصية');
    const wrong = await otp(created.payment.id, '999999').expect(400);
    expect(wrong.text).toContain('This code is not right');
    // A malformed code spends no try; a wrong one does.
    expect(wrong.text).toContain('2 tries left');

    const paid = await otp(created.payment.id, TEST_OTPS.success).expect(303);
    expect(paid.headers.location).toBe(`/en/donate/paid?payment=${created.payment.id}`);
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'paid',
      orderStatus: 'paid',
      test: true,
    });
    expect(await receipt(created.orderId)).toMatchObject({ method: 'stcpay', status: 'paid' });
    // Decided: another code changes nothing.
    await otp(created.payment.id, TEST_OTPS.success).expect(409);
  });

  it('STC Pay: three wrong codes stop the payment for good; nothing is paid', async () => {
    const created = await order('stcpay');
    await otp(created.payment.id, '000001').expect(400);
    await otp(created.payment.id, '000002').expect(400);
    const third = await otp(created.payment.id, '000003').expect(429);
    expect(third.text).toContain('Too many wrong codes');
    await otp(created.payment.id, TEST_OTPS.success).expect(409);
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      reason: 'too_many_attempts',
    });
  });

  it('STC Pay: the insufficient-funds code fails the payment', async () => {
    const created = await order('stcpay');
    await otp(created.payment.id, TEST_OTPS.insufficientFunds).expect(303);
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
    });
  });

  it('Apple Pay: test approve pays, test decline fails, anything else is a 400', async () => {
    const approved = await order('applepay');
    expect(approved.payment.redirectUrl).toBe(`/api/v1/payments/${approved.payment.id}/applepay?lang=en`);
    const page = await request(t.app).get(`/api/v1/payments/${approved.payment.id}/applepay?lang=ar`).expect(200);
    expect(page.text).toContain('الموافقة عبر Apple Pay (تجريبي)');
    await applePay(approved.payment.id, 'nonsense').expect(400);
    await applePay(approved.payment.id, 'approve').expect(303);
    expect((await verify(t.app, approved.payment.id).expect(200)).body.orderStatus).toBe('paid');
    expect((await receipt(approved.orderId)).method).toBe('applepay');
    await applePay(approved.payment.id, 'decline').expect(409);

    const declined = await order('applepay');
    await applePay(declined.payment.id, 'decline').expect(303);
    expect((await verify(t.app, declined.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
    });
    // The sandbox has no merchant to validate.
    await request(t.app)
      .post(`/api/v1/payments/${declined.payment.id}/applepay/session`)
      .send({ validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' })
      .expect(404);
  });

  it('a wallet step exists only for a payment of that method', async () => {
    const card = await order('card');
    await request(t.app).get(`/api/v1/payments/${card.payment.id}/stcpay`).expect(404);
    await request(t.app).get(`/api/v1/payments/${card.payment.id}/applepay`).expect(404);
    await otp(card.payment.id, TEST_OTPS.success).expect(404);
    await request(t.app).get('/api/v1/payments/not-an-id/stcpay').expect(404);
    const rows = await db()
      .selectFrom('payments')
      .select('sandbox_outcome')
      .where('id', '=', card.payment.id)
      .execute();
    expect(rows[0].sandbox_outcome).toBeNull();
  });

  it('an unknown method is a 400 in the visitor’s language', async () => {
    const body = orderBody([{ kind: 'cause', ref: '1', amount: 5_000 }], { method: 'paypal' as never });
    const ar = await postOrder(t.app, body, newKey(), 'ar').expect(400);
    expect(ar.body.error.fields.method).toMatch(/Apple Pay/);
    expect(ar.body.error.fields.method).toMatch(/اختر طريقة الدفع/);
  });
});

describe('wallets the association has not arranged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { PAYMENT_WALLETS: 'applepay' } });
  });
  afterAll(async () => t.close());

  it('are not offered, and an order for one is refused in the donor’s language', async () => {
    expect((await request(t.app).get('/api/v1/giving/settings').expect(200)).body.methods).toEqual([
      'card',
      'applepay',
      'bank-transfer',
    ]);
    const body = orderBody([{ kind: 'cause', ref: '1', amount: 5_000 }], { method: 'stcpay' });
    const ar = await postOrder(t.app, body, newKey(), 'ar').expect(400);
    expect(ar.body.error).toMatchObject({ code: 'method_off', message: expect.stringMatching(/غير متاحة/) });
    const en = await postOrder(t.app, body, newKey(), 'en').expect(400);
    expect(en.body.error.message).toMatch(/not offered/);
    expect(await t.database!.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });

  it('the Apple Pay domain file is a 404 until configured', async () => {
    await request(t.app).get('/.well-known/apple-developer-merchantid-domain-association').expect(404);
  });
});

describe('the Apple Pay domain association file', () => {
  it('is served from configuration, as plain text', async () => {
    const t = await createTestApp({ database: 'sqlite', env: { APPLE_PAY_DOMAIN_ASSOCIATION: '7B2270737049...' } });
    const file = await request(t.app).get('/.well-known/apple-developer-merchantid-domain-association').expect(200);
    expect(file.text).toBe('7B2270737049...');
    expect(file.headers['content-type']).toMatch(/text\/plain/);
    await t.close();
  });
});
