import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import { SECRET_KEY, WEBHOOK_SECRET, startStub, type StubInvoice } from '../helpers/moyasar-stub';

describe.each(TEST_DIALECTS)('Moyasar against a local stub of its API (%s)', (dialect) => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startStub>>;
  const db = () => t.database!.db;
  const collected = async (id: number) =>
    (await db().selectFrom('giving_items').select('collected').where('id', '=', id).executeTakeFirstOrThrow())
      .collected;
  const orderStatus = async (id: string) =>
    (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const invoiceOf = (created: OrderCreated) =>
    [...stub.invoices.values()].find((invoice) => invoice.metadata.payment_id === created.payment.id)!;
  const payInvoice = (invoice: StubInvoice, amount = invoice.amount) => {
    invoice.status = 'paid';
    invoice.payments.push({ id: randomUUID(), status: 'paid', amount });
  };
  const webhook = (body: unknown) =>
    request(t.app)
      .post('/api/v1/payments/moyasar/webhook')
      .send(body as object);

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({
      database: dialect,
      env: {
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: SECRET_KEY,
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_stub',
        MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MOYASAR_API_URL: stub.url,
        GIVING_RATE_LIMIT: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.failNext(0));

  async function order(amount = 10_000, ref = '4'): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody([{ kind: 'cause', ref, amount }])).expect(201)).body as OrderCreated;
  }

  it('creates an invoice with the secret key and sends the donor to its hosted page', async () => {
    const created = await order(12_350);
    const invoice = invoiceOf(created);
    expect(created.payment.provider).toBe('moyasar');
    expect(created.payment.redirectUrl).toBe(invoice.url);
    expect(invoice).toMatchObject({
      amount: 12_350,
      currency: 'SAR',
      metadata: { order_id: created.orderId, order_number: String(created.number) },
    });
    expect(invoice.success_url).toBe(`https://example.org/en/donate/paid?payment=${created.payment.id}`);
    expect(invoice.callback_url).toBe('https://example.org/api/v1/payments/moyasar/webhook');
    expect(stub.calls.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
  });

  it('success: the invoice is fetched again and the order is paid once', async () => {
    const before = await collected(4);
    const created = await order(10_000);
    payInvoice(invoiceOf(created));
    const calls = stub.calls.length;
    const result = await verify(t.app, created.payment.id).expect(200);
    expect(result.body).toMatchObject({ status: 'paid', orderStatus: 'paid', orderId: created.orderId });
    expect(stub.calls.slice(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/invoices/${invoiceOf(created).id}`,
    ]);
    await Promise.all([verify(t.app, created.payment.id), verify(t.app, created.payment.id)]);
    expect(await collected(4)).toBe(before + 10_000);
  });

  it('failure: a failed invoice leaves the order pending and says so', async () => {
    const created = await order();
    invoiceOf(created).status = 'failed';
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      reason: 'failed',
    });
    const declined = await order();
    invoiceOf(declined).payments.push({ id: randomUUID(), status: 'failed', amount: 10_000 });
    expect((await verify(t.app, declined.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      reason: 'declined',
    });
  });

  it('a forged return (the URL and the body claim paid, Moyasar says not) is not paid', async () => {
    const before = await collected(4);
    const created = await order();
    const forged = await request(t.app)
      .post(`/api/v1/payments/${created.payment.id}/verify?status=paid&id=${invoiceOf(created).id}&message=APPROVED`)
      .send({ status: 'paid' })
      .expect(200);
    expect(forged.body).toMatchObject({ status: 'initiated', orderStatus: 'pending' });
    expect(await orderStatus(created.orderId)).toBe('pending');
    expect(await collected(4)).toBe(before);
  });

  it('a paid invoice for a different amount is refused', async () => {
    const created = await order(50_000);
    const invoice = invoiceOf(created);
    invoice.status = 'paid';
    invoice.amount = 100;
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      reason: 'amount_mismatch',
    });
  });

  it('webhook: a wrong or missing secret is 401 and changes nothing', async () => {
    const created = await order();
    const invoice = invoiceOf(created);
    payInvoice(invoice);
    const wrong = await webhook({
      id: randomUUID(),
      type: 'payment_paid',
      secret_token: 'guess',
      data: { id: randomUUID(), status: 'paid', invoice_id: invoice.id },
    })
      .set('Accept-Language', 'en')
      .expect(401);
    expect(wrong.body.error.message).toBe('Invalid webhook secret');
    await webhook({ type: 'payment_paid', data: { invoice_id: invoice.id } }).expect(401);
    expect(await orderStatus(created.orderId)).toBe('pending');
  });

  it('webhook: with the secret it settles the order, only after fetching the invoice; repeats count once', async () => {
    const before = await collected(4);
    const created = await order(20_000);
    const invoice = invoiceOf(created);
    const event = {
      id: randomUUID(),
      type: 'payment_paid',
      secret_token: WEBHOOK_SECRET,
      live: false,
      data: {
        id: randomUUID(),
        status: 'paid',
        amount: 20_000,
        invoice_id: invoice.id,
        metadata: { payment_id: created.payment.id },
      },
    };
    // The payload says paid, the API does not (yet): nothing happens.
    expect((await webhook(event).expect(200)).body.orderStatus).toBe('pending');
    payInvoice(invoice);
    expect((await webhook(event).expect(200)).body.orderStatus).toBe('paid');
    await webhook(event).expect(200);
    await verify(t.app, created.payment.id).expect(200);
    expect(await collected(4)).toBe(before + 20_000);
    // An event about an invoice we never made is acknowledged and ignored.
    await webhook({ ...event, data: { ...event.data, invoice_id: randomUUID(), metadata: {} } }).expect(200);
  });

  it('Moyasar down: the order is kept (502), and a retry with the same key starts the payment without a second order', async () => {
    const key = newKey();
    const body = orderBody([{ kind: 'cause', ref: '4', amount: 3_000 }]);
    stub.failNext(1);
    const down = await postOrder(t.app, body, key, 'ar').expect(502);
    expect(down.body.error.code).toBe('provider_unavailable');
    expect(down.body.error.message).toMatch(/بوابة الدفع/);
    const retry = await postOrder(t.app, body, key).expect(200);
    expect(retry.body.payment.redirectUrl).toMatch(/^https:\/\/checkout\.moyasar\.test\/invoices\//);
    const orders = await db().selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(orders).toHaveLength(1);
    stub.failNext(1);
    await verify(t.app, retry.body.payment.id).expect(502);
  });
});

describe('Moyasar configuration', () => {
  it('refuses PAYMENT_PROVIDER=moyasar without its secrets', async () => {
    await expect(createTestApp({ database: false, env: { PAYMENT_PROVIDER: 'moyasar' } })).rejects.toThrow(
      /MOYASAR_SECRET_KEY/,
    );
  });

  it('the webhook does not exist while the sandbox is the gateway', async () => {
    const t = await createTestApp({ database: 'sqlite' });
    await request(t.app).post('/api/v1/payments/moyasar/webhook').send({ secret_token: 'x' }).expect(404);
    await t.close();
  });
});
