import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { donor, newKey, orderBody, postOrder } from '../helpers/giving-fixtures';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from '../../src/domain/idempotency-key';

const gift = {
  occasionId: 1,
  cardId: 1,
  senderName: 'Sample Sender',
  recipientName: 'Sample Recipient',
  recipientMobile: '0598765432',
  message: 'Eid Mubarak',
  showAmount: true,
};

describe.each(TEST_DIALECTS)('POST /api/v1/orders (%s)', (dialect) => {
  let t: TestApp;
  const count = async (table: 'orders' | 'order_items' | 'payments') =>
    Number(
      (
        await t
          .database!.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => t.close());

  it('prices every line from the database, writes order, lines and payment, and answers 201', async () => {
    const body = orderBody([
      { kind: 'waqf', ref: '10', quantity: 3 },
      { kind: 'product', ref: '60', quantity: 2 },
      { kind: 'family', ref: '20', amount: 50_000 },
      { kind: 'bill', ref: '31', amount: 62_075 },
      { kind: 'program', ref: '1', amount: 20_000 },
      { kind: 'zakat', ref: 'money', amount: 123_456 },
      { kind: 'zakat-fitr', ref: 'fitr', amount: 10_000 },
      { kind: 'kaffarah', ref: 'oath', amount: 15_000 },
      { kind: 'gift', ref: '2', amount: 10_000, gift },
      { kind: 'haj', ref: '50', onBehalfOf: { relation: 'deceased', name: 'My late father' } },
    ]);
    const response = await postOrder(t.app, body).expect(201);
    const created = response.body as OrderCreated;
    const expected = 3 * 10_000 + 2 * 15_000 + 50_000 + 62_075 + 20_000 + 123_456 + 10_000 + 15_000 + 10_000 + 650_000;
    expect(created.total).toBe(expected);
    expect(created.orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.status).toBe('pending');
    expect(created.payment).toMatchObject({ provider: 'sandbox', method: 'card' });
    expect(created.payment.redirectUrl).toBe(`/api/v1/payments/sandbox/${created.payment.id}?lang=en`);

    const db = t.database!.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'pending',
      total: expected,
      donor_mobile: '0512345678',
      locale: 'en',
      number: created.number,
    });
    const lines = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', created.orderId)
      .orderBy('position')
      .execute();
    expect(lines.map((line) => [line.kind, Number(line.unit_amount), line.quantity, Number(line.amount)])).toEqual([
      ['waqf', 10_000, 3, 30_000],
      ['product', 15_000, 2, 30_000],
      ['family', 50_000, 1, 50_000],
      ['bill', 62_075, 1, 62_075],
      ['program', 20_000, 1, 20_000],
      ['zakat', 123_456, 1, 123_456],
      ['zakat-fitr', 10_000, 1, 10_000],
      ['kaffarah', 15_000, 1, 15_000],
      ['gift', 10_000, 1, 10_000],
      ['haj', 650_000, 1, 650_000],
    ]);
    expect(lines[5]).toMatchObject({ title_en: 'Zakat on money', title_ar: 'زكاة المال' });
    expect(lines[8].gift_code).toMatch(/^[0-9A-Z]{10}$/);
    expect(lines[8]).toMatchObject({ gift_recipient_mobile: '0598765432', gift_show_amount: 1 });
    expect(JSON.parse(lines[9].on_behalf_json ?? '{}')).toEqual({ relation: 'deceased', name: 'My late father' });
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ id: created.payment.id, status: 'initiated', amount: expected });
  });

  it('ignores a tampered price: the client’s unitAmount, title and an amount on a fixed-price item', async () => {
    const response = await postOrder(
      t.app,
      orderBody([
        {
          id: 'waqf:10',
          kind: 'waqf',
          ref: '10',
          quantity: 2,
          unitAmount: 1,
          amount: 100,
          title: { ar: 'x', en: 'x' },
        } as never,
      ]),
    ).expect(201);
    expect(response.body.total).toBe(20_000);
    const line = await t
      .database!.db.selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', response.body.orderId)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ unit_amount: 10_000, amount: 20_000, title_en: 'Health-care endowment' });
  });

  it('accepts an amount written with Arabic-Indic digits (normalised) and gives sequential numbers', async () => {
    const first = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: '٢٥٠٠٠' }])).expect(201);
    const second = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 100 }])).expect(201);
    expect(first.body.total).toBe(25_000);
    expect(second.body.number).toBe(first.body.number + 1);
    // Numbers go on from the seeded counter row (100000), not from a new row.
    expect(first.body.number).toBeGreaterThan(100_000);
  });

  describe('bad input: 400 with one message per field, in Arabic and English, nothing stored', () => {
    const item = { kind: 'cause' as const, ref: '1', amount: 10_000 };
    const cases: Array<[string, unknown, string, string, RegExp]> = [
      [
        'negative amount',
        orderBody([{ ...item, amount: -500 }]),
        'items.0.amount',
        'The smallest amount is 1 SAR',
        /أقل مبلغ/,
      ],
      [
        'zero amount',
        orderBody([{ ...item, amount: 0 }]),
        'items.0.amount',
        'The smallest amount is 1 SAR',
        /أقل مبلغ/,
      ],
      [
        'huge amount',
        orderBody([{ ...item, amount: 100_000_001 }]),
        'items.0.amount',
        'The largest amount for one item is 1,000,000 SAR',
        /أكبر مبلغ/,
      ],
      [
        'astronomic amount',
        orderBody([{ ...item, amount: 1e300 }]),
        'items.0.amount',
        'Enter the amount in whole halalas (a whole number, without a fraction or sign)',
        /بالهللات/,
      ],
      [
        'fractional halalas',
        orderBody([{ ...item, amount: 10.5 }]),
        'items.0.amount',
        'Enter the amount in whole halalas (a whole number, without a fraction or sign)',
        /بالهللات/,
      ],
      [
        'fraction in Arabic digits',
        orderBody([{ ...item, amount: '١٠٫٥' }]),
        'items.0.amount',
        'Enter the amount in whole halalas (a whole number, without a fraction or sign)',
        /بالهللات/,
      ],
      [
        'amount as boolean',
        orderBody([{ ...item, amount: true as never }]),
        'items.0.amount',
        'Enter the amount in whole halalas (a whole number, without a fraction or sign)',
        /بالهللات/,
      ],
      ['missing amount', orderBody([{ kind: 'cause', ref: '1' }]), 'items.0.amount', 'This field is required', /مطلوب/],
      [
        'unknown kind',
        orderBody([{ ...item, kind: 'car' as never }]),
        'items.0.kind',
        'Unknown type of contribution',
        /غير معروف/,
      ],
      [
        'unknown item',
        orderBody([{ ...item, ref: '9999' }]),
        'items.0.ref',
        'This item does not exist or is no longer offered',
        /غير موجود/,
      ],
      [
        'wrong kind for the row',
        orderBody([{ kind: 'waqf', ref: '1', quantity: 1 }]),
        'items.0.ref',
        'This item does not exist or is no longer offered',
        /غير موجود/,
      ],
      [
        'unknown program',
        orderBody([{ kind: 'program', ref: '9999', amount: 1000 }]),
        'items.0.ref',
        'This item does not exist or is no longer offered',
        /غير موجود/,
      ],
      ['bad ref', orderBody([{ ...item, ref: '../../etc' }]), 'items.0.ref', 'Unknown item reference', /مرجع/],
      [
        'sold out',
        orderBody([{ kind: 'product', ref: '62', quantity: 1 }]),
        'items.0.ref',
        'This item is sold out or fully funded',
        /نفدت/,
      ],
      [
        'over stock',
        orderBody([{ kind: 'haj', ref: '51', quantity: 13 }]),
        'items.0.quantity',
        'Only 12 left',
        /المتبقي/,
      ],
      [
        'over stock across lines',
        orderBody([
          { kind: 'haj', ref: '51', quantity: 7 },
          { kind: 'haj', ref: '51', quantity: 6 },
        ]),
        'items.1.quantity',
        'Only 5 left',
        /المتبقي/,
      ],
      [
        'bill above the amount due',
        orderBody([{ kind: 'bill', ref: '30', amount: 144_051 }]),
        'items.0.amount',
        'This is more than what is still needed (1,440.5 SAR)',
        /المتبقي/,
      ],
      [
        'paid bill',
        orderBody([{ kind: 'bill', ref: '32', amount: 100 }]),
        'items.0.ref',
        'This item is sold out or fully funded',
        /نفدت/,
      ],
      [
        'quantity on an amount line',
        orderBody([{ ...item, quantity: 3 }]),
        'items.0.quantity',
        'This item is given as an amount, with a quantity of 1',
        /كميته/,
      ],
      [
        'fractional quantity',
        orderBody([{ kind: 'waqf', ref: '10', quantity: 1.5 }]),
        'items.0.quantity',
        'Enter a whole number',
        /عدد/,
      ],
      ['empty basket', orderBody([]), 'items', 'The basket is empty', /فارغة/],
      ['items not a list', { donor, items: 'all' }, 'items', 'The basket is empty', /فارغة/],
      ['extra field on an item', orderBody([{ ...item, price: 1 } as never]), 'items.0', 'Unexpected field', /.+/],
      ['extra top-level field', { ...orderBody([item]), total: 1 }, '_', 'Unexpected field', /.+/],
      ['missing donor', { items: [item] }, 'donor', 'This field is required', /مطلوب/],
      [
        'bad mobile',
        orderBody([item], { donor: { name: 'Donor', mobile: '0112345678' } }),
        'donor.mobile',
        'Enter a valid Saudi mobile number such as 0512345678',
        /جوال/,
      ],
      [
        'bad email',
        orderBody([item], { donor: { ...donor, email: 'not-an-email' } }),
        'donor.email',
        'Enter a valid email address',
        /.+/,
      ],
      [
        'name of wrong type',
        orderBody([item], { donor: { ...donor, name: 42 as never } }),
        'donor.name',
        'This field is required',
        /مطلوب/,
      ],
      [
        'unknown method',
        orderBody([item], { method: 'cash' as never }),
        'method',
        'Choose a payment method: card, Apple Pay, STC Pay or bank transfer',
        /طريقة الدفع/,
      ],
      [
        'gift with a card of another occasion',
        orderBody([{ kind: 'gift', ref: '2', amount: 1000, gift: { ...gift, cardId: 3 } }]),
        'items.0.gift.cardId',
        'Choose a card design of this occasion',
        /تصميم/,
      ],
      [
        'gift to a bad mobile',
        orderBody([{ kind: 'gift', ref: '2', amount: 1000, gift: { ...gift, recipientMobile: '12345' } }]),
        'items.0.gift.recipientMobile',
        'Enter a valid Saudi mobile number such as 0512345678',
        /جوال/,
      ],
      [
        'gift for a waqf row',
        orderBody([{ kind: 'gift', ref: '10', amount: 1000, gift }]),
        'items.0.ref',
        'This item does not exist or is no longer offered',
        /غير موجود/,
      ],
    ];

    it.each(cases)('%s', async (_name, body, field, english, arabic) => {
      const before = await count('orders');
      const en = await postOrder(t.app, body, newKey(), 'en').expect(400);
      expect(en.body.error.code).toBe('validation_failed');
      expect(en.body.error.fields[field]).toBe(english);
      const ar = await postOrder(t.app, body, newKey(), 'ar').expect(400);
      expect(ar.body.error.fields[field]).toMatch(arabic);
      expect(ar.body.error.message).toBe('بعض الحقول تحتاج إلى تصحيح');
      expect(await count('orders')).toBe(before);
    });

    it('a body that is not JSON, or too large', async () => {
      const bad = await request(t.app)
        .post('/api/v1/orders')
        .set('Idempotency-Key', newKey())
        .set('Content-Type', 'application/json')
        .send('{"donor":')
        .expect(400);
      expect(bad.body.error.code).toBe('bad_json');
      const large = orderBody([{ kind: 'cause', ref: '1', amount: 1000 }], {
        donor: { ...donor, name: 'x'.repeat(200_000) },
      });
      await postOrder(t.app, large).expect(413);
      // A charset the body parser does not read: 415 with its own code and words, not a bare "bad request".
      for (const [lang, words] of [
        ['en', 'Send the data as JSON in UTF-8'],
        ['ar', 'أرسل البيانات بصيغة JSON وبترميز \u200eUTF-8\u200e'],
      ] as const) {
        const latin = await request(t.app)
          .post('/api/v1/orders')
          .set('Idempotency-Key', newKey())
          .set('Accept-Language', lang)
          .set('Content-Type', 'application/json; charset=latin1')
          .send('{}')
          .expect(415);
        expect(latin.body.error).toEqual({ code: 'unsupported_media_type', message: words });
      }
    });

    it('refuses a missing or malformed Idempotency-Key', async () => {
      const missing = await postOrder(t.app, orderBody([item]), null, 'ar').expect(400);
      expect(missing.body.error.code).toBe('idempotency_key');
      // The refusal states the lengths the shared key schema takes, in the visitor's digits.
      expect(missing.body.error.message).toContain('ترويسة Idempotency-Key (من ٨ إلى ١٠٠ من الأحرف');
      const short = await postOrder(t.app, orderBody([item]), 'x'.repeat(IDEMPOTENCY_KEY_MIN - 1)).expect(400);
      expect(short.body.error.message).toContain(`(${IDEMPOTENCY_KEY_MIN}–${IDEMPOTENCY_KEY_MAX} letters`);
      await postOrder(t.app, orderBody([item]), 'x'.repeat(IDEMPOTENCY_KEY_MAX + 1)).expect(400);
      await postOrder(t.app, orderBody([item]), 'has spaces in it').expect(400);
    });
  });

  describe('idempotency', () => {
    it('the same key and body twice make one order: 201 then 200 with the same answer', async () => {
      const key = newKey();
      const body = orderBody([{ kind: 'cause', ref: '2', amount: 7_500 }]);
      const first = await postOrder(t.app, body, key).expect(201);
      const before = await count('orders');
      const again = await postOrder(t.app, body, key).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await count('orders')).toBe(before);
    });

    it('the same key with another body is a 409 and changes nothing', async () => {
      const key = newKey();
      await postOrder(t.app, orderBody([{ kind: 'cause', ref: '2', amount: 7_500 }]), key).expect(201);
      const before = await count('orders');
      const conflict = await postOrder(
        t.app,
        orderBody([{ kind: 'cause', ref: '2', amount: 9_900 }]),
        key,
        'ar',
      ).expect(409);
      expect(conflict.body.error.code).toBe('idempotency_conflict');
      expect(conflict.body.error.message).toMatch(/Idempotency-Key/);
      expect(await count('orders')).toBe(before);
    });

    it('concurrent duplicates (a double click, a retry racing the first) make one order', async () => {
      const key = newKey();
      const body = orderBody([
        { kind: 'waqf', ref: '11', quantity: 1 },
        { kind: 'cause', ref: '1', amount: 5_000 },
      ]);
      const before = await count('orders');
      const responses = await Promise.all(Array.from({ length: 8 }, () => postOrder(t.app, body, key)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((response) => response.body.orderId)).size).toBe(1);
      expect(new Set(responses.map((response) => response.body.payment.id)).size).toBe(1);
      expect(await count('orders')).toBe(before + 1);
      const items = await t
        .database!.db.selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', responses[0].body.orderId)
        .execute();
      expect(items).toHaveLength(2);
    });
  });

  it('bank transfer: answers the association’s IBANs; the order stays pending', async () => {
    const response = await postOrder(
      t.app,
      orderBody([{ kind: 'anfahum', ref: '80', amount: 30_000 }], { method: 'bank-transfer' }),
    ).expect(201);
    expect(response.body.payment.provider).toBe('bank-transfer');
    expect(response.body.payment.redirectUrl).toBeUndefined();
    expect(response.body.payment.bankAccounts.length).toBeGreaterThan(0);
    expect(response.body.payment.bankAccounts[0].iban).toMatch(/^SA\d{22}$/);
    const verification = await request(t.app).post(`/api/v1/payments/${response.body.payment.id}/verify`).expect(200);
    expect(verification.body).toMatchObject({ status: 'initiated', orderStatus: 'pending' });
    const receipt = await request(t.app).get(`/api/v1/orders/${response.body.orderId}/receipt`).expect(200);
    expect(receipt.body).toMatchObject({ status: 'pending', method: 'bank-transfer', paidAt: null });
    expect(receipt.body.bankAccounts.length).toBeGreaterThan(0);
  });

  it('a bot filling the honeypot is told 201 and nothing is stored', async () => {
    const before = await count('orders');
    const response = await postOrder(t.app, {
      ...orderBody([{ kind: 'cause', ref: '1', amount: 1000 }]),
      website: 'spam',
    }).expect(201);
    expect(response.body.orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await count('orders')).toBe(before);
    await request(t.app).get(`/api/v1/orders/${response.body.orderId}/receipt`).expect(404);
  });

  it('the receipt is found by the unguessable id only', async () => {
    const created = await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1000 }])).expect(201);
    await request(t.app).get(`/api/v1/orders/${created.body.number}/receipt`).expect(404);
    await request(t.app).get('/api/v1/orders/AAAAAAAAAAAAAAAAAAAAAA/receipt').expect(404);
    const receipt = await request(t.app).get(`/api/v1/orders/${created.body.orderId}/receipt`).expect(200);
    expect(receipt.headers['cache-control']).toBe('private, no-store');
    expect(receipt.body).toMatchObject({
      number: created.body.number,
      total: 1000,
      currency: 'SAR',
      donor: { name: 'Sample Donor', mobileMasked: '05•••••678' },
    });
    expect(receipt.body.association.licenceNumber).toBeTruthy();
    expect(receipt.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('rate limit on order creation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { GIVING_RATE_LIMIT: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After once an address has made too many attempts', async () => {
    const body = orderBody([{ kind: 'cause', ref: '1', amount: 1000 }]);
    for (let i = 0; i < 3; i += 1) await postOrder(t.app, body).expect(201);
    const limited = await postOrder(t.app, body, newKey(), 'en').expect(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.body.error.code).toBe('rate_limited');
  });
});
