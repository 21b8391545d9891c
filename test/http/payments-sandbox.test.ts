import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { TEST_CARDS } from '../../server/payments/sandbox';
import type { OrderCreated } from '../../src/domain/giving/api-types';

const gift = {
  occasionId: 2,
  cardId: 3,
  senderName: 'Sample Sender',
  recipientName: 'Sample Recipient',
  recipientMobile: '+966598765432',
  message: 'Get well soon',
  showAmount: false,
};

describe.each(TEST_DIALECTS)('sandbox payments (%s)', (dialect) => {
  let t: TestApp;
  const db = () => t.database!.db;
  const item = (id: number) =>
    db().selectFrom('giving_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const program = (id: number) =>
    db().selectFrom('programs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = () => db().selectFrom('outbox_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => t.close());

  async function order(
    items: Parameters<typeof orderBody>[0],
    extra: Parameters<typeof orderBody>[1] = {},
  ): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody(items, extra)).expect(201)).body as OrderCreated;
  }

  it('serves the hosted card page in both languages, noindex', async () => {
    const created = await order([{ kind: 'cause', ref: '1', amount: 12_345 }]);
    expect(created.payment.redirectUrl).toBe(`/api/v1/payments/sandbox/${created.payment.id}?lang=en`);
    const ar = await request(t.app).get(`/api/v1/payments/sandbox/${created.payment.id}?lang=ar`).expect(200);
    expect(ar.headers['content-type']).toMatch(/text\/html/);
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('صفحة الدفع التجريبية');
    // Arabic pages write numbers in Arabic-Indic digits.
    expect(ar.text).toContain(String(created.number).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]));
    const en = await request(t.app).get(`/api/v1/payments/sandbox/${created.payment.id}?lang=en`).expect(200);
    expect(en.text).toContain('<html lang="en" dir="ltr">');
    expect(en.text).toContain('SAR');
    expect(en.text).toContain('4111 1111 1111 1111');
    expect(en.headers['x-robots-tag']).toBe('noindex');
    await request(t.app).get('/api/v1/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('success: a test payment, marked paid once and flagged test; nothing counted, nothing sent', async () => {
    const [waqfBefore, familyBefore, billBefore, programBefore, causeBefore] = await Promise.all([
      item(10),
      item(21),
      item(30),
      program(1),
      item(3),
    ]);
    const messagesBefore = (await outbox()).length;
    const created = await order(
      [
        { kind: 'waqf', ref: '10', quantity: 4 },
        { kind: 'family', ref: '21', amount: 25_050 },
        { kind: 'bill', ref: '30', amount: 10_000 },
        { kind: 'program', ref: '1', amount: 30_000 },
        { kind: 'gift', ref: '3', amount: 20_000, gift },
        { kind: 'zakat', ref: 'money', amount: 99_999 },
      ],
      { donor: { name: 'Sample Donor', mobile: '0512345678', email: 'donor@example.org' } },
    );
    expect(created.test).toBe(true);
    const paid = await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    expect(paid.headers.location).toBe(`/en/donate/paid?payment=${created.payment.id}`);

    const first = await verify(t.app, created.payment.id).expect(200);
    expect(first.body).toEqual({
      paymentId: created.payment.id,
      orderId: created.orderId,
      number: created.number,
      status: 'paid',
      orderStatus: 'paid',
      test: true,
    });
    // Repeated and concurrent verifications: still once.
    const again = await Promise.all([
      verify(t.app, created.payment.id),
      verify(t.app, created.payment.id),
      verify(t.app, created.payment.id),
    ]);
    for (const response of again) expect(response.body.orderStatus).toBe('paid');

    // No money moved: totals, stock and shares stay as they were, and no SMS or email goes out.
    const [waqf, family, bill, prog, cause] = await Promise.all([item(10), item(21), item(30), program(1), item(3)]);
    expect(waqf.stock_left).toBe(waqfBefore.stock_left);
    expect(waqf.collected).toBe(waqfBefore.collected);
    expect(family.collected).toBe(familyBefore.collected);
    expect(bill.collected).toBe(billBefore.collected);
    expect(prog.collected_halalas).toBe(programBefore.collected_halalas);
    expect(cause.collected).toBe(causeBefore.collected);
    expect((await outbox()).length).toBe(messagesBefore);

    const receipt = await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200);
    expect(receipt.body).toMatchObject({ status: 'paid', test: true });
    expect(receipt.body.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const code = receipt.body.items[4].gift.code as string;
    const card = await request(t.app).get(`/api/v1/gifts/${code.toLowerCase()}`).expect(200);
    expect(card.body).toMatchObject({
      code,
      recipientName: 'Sample Recipient',
      senderName: 'Sample Sender',
      amount: null,
      message: 'Get well soon',
      occasion: { en: 'Get well soon' },
      test: true,
    });
  });

  it('a gift card is not shown before its order is paid', async () => {
    const created = await order([{ kind: 'gift', ref: '1', amount: 5_000, gift: { ...gift, showAmount: true } }]);
    const code = (
      await db()
        .selectFrom('order_items')
        .select('gift_code')
        .where('order_id', '=', created.orderId)
        .executeTakeFirstOrThrow()
    ).gift_code!;
    const hidden = await request(t.app).get(`/api/v1/gifts/${code}`).set('Accept-Language', 'ar').expect(404);
    expect(hidden.body.error.message).toMatch(/بطاقة إهداء/);
    const messagesBefore = (await outbox()).length;
    await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    await verify(t.app, created.payment.id).expect(200);
    const card = await request(t.app).get(`/api/v1/gifts/${code}`).expect(200);
    expect(card.body).toMatchObject({ amount: 5_000, test: true });
    // A test payment texts no one: neither the donor nor the gift's recipient.
    expect((await outbox()).length).toBe(messagesBefore);
    await request(t.app).get('/api/v1/gifts/NOTACODE!!').expect(404);
  });

  it('any line may be given as a gift (an endowment share in someone’s name)', async () => {
    const created = await order([{ kind: 'waqf', ref: '11', quantity: 1, gift: { ...gift, showAmount: true } }]);
    await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    await verify(t.app, created.payment.id).expect(200);
    const receipt = await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200);
    const code = receipt.body.items[0].gift.code as string;
    const card = await request(t.app).get(`/api/v1/gifts/${code}`).expect(200);
    expect(card.body).toMatchObject({
      amount: 50_000,
      itemTitle: { en: 'Dialysis centre endowment' },
      card: { background: '#e9f4ef' },
    });
  });

  it('failure and cancel: the order stays pending, nothing is counted or sent, and the caller is told', async () => {
    const before = await item(2);
    const messagesBefore = (await outbox()).length;
    const declined = await order([{ kind: 'cause', ref: '2', amount: 50_000 }]);
    await paySandbox(t.app, declined.payment.id, TEST_CARDS.declined).expect(303);
    const failed = await verify(t.app, declined.payment.id).expect(200);
    expect(failed.body).toMatchObject({ status: 'failed', orderStatus: 'pending', reason: 'declined' });

    const cancelled = await order([{ kind: 'cause', ref: '2', amount: 50_000 }]);
    await paySandbox(t.app, cancelled.payment.id, '', 'cancel').expect(303);
    expect((await verify(t.app, cancelled.payment.id).expect(200)).body).toMatchObject({
      status: 'failed',
      reason: 'cancelled',
    });

    expect((await item(2)).collected).toBe(before.collected);
    expect((await outbox()).length).toBe(messagesBefore);
    // A decided payment cannot be changed by another submit (double click, back button).
    await paySandbox(t.app, declined.payment.id, TEST_CARDS.success).expect(409);
    expect((await verify(t.app, declined.payment.id)).body.orderStatus).toBe('pending');
  });

  it('an unknown card re-shows the page with a message; an unpaid payment verifies as not paid', async () => {
    const created = await order([{ kind: 'cause', ref: '1', amount: 1_000 }]);
    const wrong = await paySandbox(t.app, created.payment.id, '5555 5555 5555 4444').expect(400);
    expect(wrong.text).toContain('Use one of the test cards listed below');
    expect((await verify(t.app, created.payment.id).expect(200)).body).toMatchObject({
      status: 'initiated',
      orderStatus: 'pending',
    });
    await verify(t.app, 'AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    await verify(t.app, 'bad').expect(404);
  });

  it('replaying the order after payment answers it as paid, never a second order', async () => {
    const key = newKey();
    const body = orderBody([{ kind: 'cause', ref: '1', amount: 2_000 }]);
    const created = (await postOrder(t.app, body, key).expect(201)).body as OrderCreated;
    await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    await verify(t.app, created.payment.id).expect(200);
    const replay = await postOrder(t.app, body, key).expect(200);
    expect(replay.body).toMatchObject({ orderId: created.orderId, status: 'paid' });
  });
});

describe('test payments beside a real gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: {
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk_test_x',
        MOYASAR_WEBHOOK_SECRET: 'whsec',
        MOYASAR_API_URL: 'http://127.0.0.1:9/v1',
        GIVING_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => t.close());

  it("the sandbox method is refused with a 400 in the donor's language; nothing is stored", async () => {
    const body = orderBody([{ kind: 'cause', ref: '2', amount: 10_000 }], { method: 'sandbox' });
    const ar = await postOrder(t.app, body, newKey(), 'ar').expect(400);
    expect(ar.body.error).toMatchObject({
      code: 'test_payments_off',
      message: expect.stringMatching(/الدفعات التجريبية/),
    });
    const en = await postOrder(t.app, body, newKey(), 'en').expect(400);
    expect(en.body.error.message).toMatch(/Test payments are not accepted/);
    expect(await t.database!.db.selectFrom('orders').selectAll().execute()).toHaveLength(0);
  });

  it('the test card page and the test basket do not exist', async () => {
    const db = t.database!.db;
    // A sandbox payment row left from before the switch: its card page is gone, so no test card can pay it.
    await db
      .insertInto('orders')
      .values({
        id: 'OOOOOOOOOOOOOOOOOOOOOO',
        number: 1,
        idempotency_key: 'legacy-key',
        request_hash: 'x',
        status: 'pending',
        method: 'card',
        is_test: 1,
        locale: 'en',
        donor_name: 'A',
        donor_mobile: '0512345678',
        donor_email: null,
        anonymous: 0,
        total: 1000,
        created_at: new Date().toISOString(),
        paid_at: null,
        reserved_until: null,
      })
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: 'PPPPPPPPPPPPPPPPPPPPPP',
        order_id: 'OOOOOOOOOOOOOOOOOOOOOO',
        provider: 'sandbox',
        status: 'initiated',
        amount: 1000,
        provider_ref: null,
        redirect_url: null,
        sandbox_outcome: null,
        failure_reason: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await request(t.app).get('/api/v1/payments/sandbox/PPPPPPPPPPPPPPPPPPPPPP').expect(404);
    await paySandbox(t.app, 'PPPPPPPPPPPPPPPPPPPPPP', TEST_CARDS.success).expect(404);
    expect(
      (
        await db
          .selectFrom('payments')
          .select('sandbox_outcome')
          .where('id', '=', 'PPPPPPPPPPPPPPPPPPPPPP')
          .executeTakeFirstOrThrow()
      ).sandbox_outcome,
    ).toBeNull();
    await request(t.app).get('/en/donate/cart-test').expect(404);
    await request(t.app).get('/ar/donate/cart-test').expect(404);
    const settings = await request(t.app).get('/api/v1/giving/settings').expect(200);
    expect(settings.body.cardProvider).toBe('moyasar');
  });
});

describe('the test basket while the sandbox is the gateway', () => {
  it('exists (200)', async () => {
    const t = await createTestApp({ database: 'sqlite' });
    await request(t.app).get('/en/donate/cart-test').expect(200);
    await t.close();
  });
});

describe('rate limits on payment attempts (card testing)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { GIVING_RATE_LIMIT: '3' } });
  });
  afterAll(async () => t.close());

  it('limits card submissions per address and verifications per payment', async () => {
    const first = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201))
      .body as OrderCreated;
    const second = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201))
      .body as OrderCreated;
    for (let i = 0; i < 3; i += 1) await paySandbox(t.app, first.payment.id, '4242424242424242').expect(400);
    const limited = await paySandbox(t.app, second.payment.id, TEST_CARDS.success).expect(429);
    expect(limited.headers['retry-after']).toBeTruthy();

    for (let i = 0; i < 3; i += 1) await verify(t.app, first.payment.id).expect(200);
    const tooMany = await verify(t.app, first.payment.id).set('Accept-Language', 'en').expect(429);
    expect(tooMany.body.error.message).toMatch(/Too many attempts/);
    await verify(t.app, second.payment.id).expect(200);
  });

  it('a decided payment is answered from the stored state as often as the donor reloads: only undecided checks count', async () => {
    const created = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201))
      .body as OrderCreated;
    // The test card chose "paid" (written as the card page does; this address spent its card attempts above).
    await t
      .database!.db.updateTable('payments')
      .set({ sandbox_outcome: 'paid' })
      .where('id', '=', created.payment.id)
      .execute();
    for (let i = 0; i < 25; i += 1)
      expect((await verify(t.app, created.payment.id).expect(200)).body.status).toBe('paid');
    // The donor reloading /donate/paid: every view answers (on to the receipt), none is refused.
    for (let i = 0; i < 25; i += 1)
      await request(t.app).get(`/en/donate/paid?payment=${created.payment.id}`).expect(303);
  });
});
