import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import {
  WEBHOOK_SECRET,
  invoiceFor,
  moyasarEnv,
  payInvoice,
  startStub,
  type MoyasarStub,
} from '../helpers/moyasar-stub';
import { moyasarRefundGateway } from '../../server/payments/moyasar-refunds';
import type { OrderCreated } from '../../src/domain/giving/api-types';

/** Apple Pay, STC Pay and mada through Moyasar's API, against the local stub. */
describe('payment methods through Moyasar (stub)', () => {
  let t: TestApp;
  let stub: MoyasarStub;
  const db = () => t.database!.db;

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({ database: 'sqlite', env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  async function order(method: 'card' | 'applepay' | 'stcpay', amount = 10_000): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '4', amount }], { method })).expect(201))
      .body as OrderCreated;
  }
  const gatewayPayment = (paymentId: string) => {
    const found = [...stub.direct.values()].find((payment) => payment.metadata?.payment_id === paymentId);
    if (!found) throw new Error(`no Moyasar payment for ${paymentId}`);
    return found;
  };
  const otp = (paymentId: string, code: string, lang: 'ar' | 'en' = 'en') =>
    request(t.app)
      .post(`/api/v1/payments/${paymentId}/stcpay?lang=${lang}`)
      .set('Accept-Language', lang)
      .type('form')
      .send({ otp: code });
  const token = (data: string, network = 'Visa') => ({
    token: {
      paymentData: { version: 'EC_v1', data, signature: 'sig', header: { ephemeralPublicKey: 'k' } },
      paymentMethod: { displayName: `${network} 0492`, network, type: 'debit' },
      transactionIdentifier: 'A1B2C3',
    },
  });
  const payApple = (paymentId: string, body: unknown, lang: 'ar' | 'en' = 'en') =>
    request(t.app)
      .post(`/api/v1/payments/${paymentId}/applepay`)
      .set('Accept-Language', lang)
      .send(body as object);
  const receipt = async (orderId: string) =>
    (await request(t.app).get(`/api/v1/orders/${orderId}/receipt`).expect(200)).body;

  it('a card paid with a mada card is named mada on the receipt and recorded on the payment', async () => {
    const created = await order('card');
    payInvoice(invoiceFor(stub, created.payment.id), 10_000, 'mada');
    expect((await verify(t.app, created.payment.id).expect(200)).body.orderStatus).toBe('paid');
    expect(await receipt(created.orderId)).toMatchObject({ method: 'card', provider: 'moyasar', cardBrand: 'mada' });
    const row = await db()
      .selectFrom('payments')
      .select('card_brand')
      .where('id', '=', created.payment.id)
      .executeTakeFirstOrThrow();
    expect(row.card_brand).toBe('mada');
  });

  it('STC Pay: a payment with the donor’s mobile, then the code: wrong is a 400, right pays', async () => {
    const created = await order('stcpay', 12_300);
    const moyasar = gatewayPayment(created.payment.id);
    expect(moyasar).toMatchObject({
      amount: 12_300,
      status: 'initiated',
      source: { type: 'stcpay', mobile: '0512345678' },
    });
    expect(created.payment.redirectUrl).toBe(`/api/v1/payments/${created.payment.id}/stcpay?lang=en`);
    const page = await request(t.app).get(created.payment.redirectUrl!).expect(200);
    expect(page.text).not.toContain('123456'); // no test codes beside a real gateway

    const wrong = await otp(created.payment.id, '654321', 'ar').expect(400);
    expect(wrong.text).toContain('هذا الرمز غير صحيح');
    expect(moyasar.status).toBe('initiated');
    await otp(created.payment.id, '123456').expect(303);
    expect(moyasar.status).toBe('paid');
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'paid',
      orderStatus: 'paid',
      test: false,
    });
    expect(await receipt(created.orderId)).toMatchObject({ method: 'stcpay', provider: 'moyasar' });

    // Refunds go through the same Moyasar refund API: the wallet payment is found by its own id.
    const gateway = moyasarRefundGateway({ apiUrl: stub.url, secretKey: moyasarEnv(stub).MOYASAR_SECRET_KEY });
    const found = await gateway.paymentFor({ id: created.payment.id, providerRef: moyasar.id });
    expect(found).toMatchObject({ id: moyasar.id, amount: 12_300, refunded: 0 });
    const refunded = await gateway.refund(moyasar.id, 2_300);
    expect(refunded).toMatchObject({ ok: true, payment: { refunded: 2_300 } });
  });

  it('STC Pay: too many wrong codes stop the payment; Moyasar is not asked again', async () => {
    const created = await order('stcpay');
    await otp(created.payment.id, '000001').expect(400);
    await otp(created.payment.id, '000002').expect(400);
    const third = await otp(created.payment.id, '000003').expect(429);
    expect(third.text).toContain('Too many wrong codes');
    const asked = stub.calls.filter((call) => call.path.includes('/stc_pays/')).length;
    await otp(created.payment.id, '123456').expect(409);
    expect(stub.calls.filter((call) => call.path.includes('/stc_pays/')).length).toBe(asked);
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      reason: 'too_many_attempts',
    });
  });

  it('STC Pay: a code Moyasar never judged (it was down) spends no try', async () => {
    const created = await order('stcpay');
    stub.failNext(1);
    await otp(created.payment.id, '000001').expect(502);
    await otp(created.payment.id, '000002').expect(400);
    const last = await otp(created.payment.id, '000003').expect(400);
    expect(last.text).toContain('1 tries left');
  });

  it('STC Pay: refused for funds fails the payment', async () => {
    const created = await order('stcpay');
    await otp(created.payment.id, '111111').expect(303);
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
    });
  });

  it('Apple Pay: the page shows the button only through Apple Pay JS, with the payment feature allowed', async () => {
    const created = await order('applepay');
    // Nothing is charged before the donor authorises it on the Apple Pay sheet.
    expect(gatewayPaymentExists(created.payment.id)).toBe(false);
    const page = await request(t.app).get(created.payment.redirectUrl!).expect(200);
    expect(page.text).toContain('id="apple-pay"');
    expect(page.text).toMatch(/<script nonce="[^"]+">/);
    expect(page.text).toContain('ApplePaySession');
    expect(page.text).toContain('data-amount="100.00"');
    expect(page.headers['permissions-policy']).toContain('payment=(self)');
  });
  function gatewayPaymentExists(paymentId: string): boolean {
    return [...stub.direct.values()].some((payment) => payment.metadata?.payment_id === paymentId);
  }

  it('Apple Pay: merchant validation goes to Moyasar only for an Apple address', async () => {
    const created = await order('applepay');
    const session = (validationUrl: string, lang: 'ar' | 'en' = 'en') =>
      request(t.app)
        .post(`/api/v1/payments/${created.payment.id}/applepay/session`)
        .set('Accept-Language', lang)
        .send({ validationUrl });
    const evil = await session('https://evil.example.com/paymentservices/startSession', 'ar').expect(400);
    expect(evil.body.error.fields.validationUrl).toMatch(/Apple Pay/);
    expect(evil.body.error.fields.validationUrl).toMatch(/ليس عنوان/);
    await session('http://apple-pay-gateway.apple.com/paymentservices/startSession').expect(400);
    const ok = await session('https://apple-pay-gateway-cert.apple.com/paymentservices/startSession').expect(200);
    expect(ok.body).toMatchObject({ merchantSessionIdentifier: 'stub-session', domainName: 'example.org' });
  });

  it('Apple Pay: an accepted token pays (a mada card in the wallet reads mada); a second token is refused', async () => {
    const created = await order('applepay', 25_000);
    const paid = await payApple(created.payment.id, token('ok', 'mada')).expect(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      orderStatus: 'paid',
      redirectUrl: `/en/donate/paid?payment=${created.payment.id}`,
    });
    const moyasar = gatewayPayment(created.payment.id);
    expect(moyasar).toMatchObject({ amount: 25_000, status: 'paid', source: { type: 'applepay' } });
    expect(await receipt(created.orderId)).toMatchObject({ method: 'applepay', cardBrand: 'mada' });
    const again = await payApple(created.payment.id, token('ok')).expect(409);
    expect(again.body.error.code).toBe('payment_used');
    expect(
      [...stub.direct.values()].filter((payment) => payment.metadata?.payment_id === created.payment.id),
    ).toHaveLength(1);
  });

  it('Apple Pay: a declined token fails the payment; a malformed one is a 400 in the visitor’s language', async () => {
    const created = await order('applepay');
    const bad = await payApple(created.payment.id, { token: { paymentData: 'x' } }, 'ar').expect(400);
    expect(JSON.stringify(bad.body.error.fields)).toMatch(/Apple Pay/);
    await payApple(created.payment.id, { token: 'x', extra: 1 }).expect(400);
    const declined = await payApple(created.payment.id, token('decline')).expect(200);
    expect(declined.body).toMatchObject({ status: 'failed', orderStatus: 'pending' });
  });

  it('a webhook for a wallet payment settles it once, from Moyasar’s own answer', async () => {
    const created = await order('stcpay');
    const moyasar = gatewayPayment(created.payment.id);
    moyasar.status = 'paid'; // paid while the donor's page was closed
    await request(t.app)
      .post('/api/v1/payments/moyasar/webhook')
      .send({
        secret_token: WEBHOOK_SECRET,
        type: 'payment_paid',
        data: { id: moyasar.id, metadata: moyasar.metadata },
      })
      .expect(200);
    const status = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('paid');
  });
});
