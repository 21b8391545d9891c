import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { binaryParser, hasArabicPhrase, pdfText } from '../helpers/pdf-text';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { formatMoney, localizeDigits } from '../../src/lib/format';
import { formatPhone } from '../../src/lib/phone';
import { formatGregorian, formatHijri } from '../../src/lib/format-date';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import type { ReceiptVerification } from '../../src/domain/receipts/api-types';
import { MAX_ATTEMPTS } from '../../server/services/receipts/statements';
import { digest } from '../../server/security/secrets';
import { SECRET_TOKEN } from '../../src/domain/ids';

async function paidOrder(
  app: Express,
  lang: 'ar' | 'en',
  mobile = '0512345678',
  amount = 25_000,
): Promise<OrderCreated> {
  const created = (
    await postOrder(
      app,
      orderBody([{ kind: 'cause', ref: '1', amount }], { donor: { name: 'Sample Donor', mobile } }),
      newKey(),
      lang,
    ).expect(201)
  ).body as OrderCreated;
  await paySandbox(app, created.payment.id, TEST_CARDS.success).expect(303);
  await verify(app, created.payment.id).expect(200);
  return created;
}

function getPdf(app: Express, url: string) {
  return request(app).get(url).buffer(true).parse(binaryParser);
}

describe.each(TEST_DIALECTS)('receipts (%s)', (dialect) => {
  let t: TestApp;
  let order: OrderCreated;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
    order = await paidOrder(t.app, 'ar');
  }, 60_000);
  afterAll(async () => t.close());

  const profile = () => t.database!.db.selectFrom('association_profile').selectAll().executeTakeFirstOrThrow();
  const paidAt = async (id: string) =>
    (await t.database!.db.selectFrom('orders').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow())
      .paid_at!;
  const verification = async (id: string) =>
    (await request(t.app).get(`/api/v1/orders/${id}/verification`).set('Accept-Language', 'en').expect(200))
      .body as ReceiptVerification;

  it('prints an Arabic PDF whose text extracts in logical order: association, licence, title, line, fund, both dates, QR address', async () => {
    const response = await getPdf(t.app, `/api/v1/orders/${order.orderId}/receipt.pdf?lang=ar`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.body as Buffer);
    const association = await profile();
    const line = await t
      .database!.db.selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const when = await paidAt(order.orderId);
    for (const phrase of [
      association.name_ar,
      association.registration_authority_ar,
      'ترخيص رقم',
      'إيصال تبرع',
      line.title_ar,
      'صدقة',
      'التحقق من الإيصال',
      'دفعة تجريبية',
      formatHijri(when, 'ar'),
      formatGregorian(when, 'ar'),
    ]) {
      expect(hasArabicPhrase(text, phrase), `«${phrase}» in:\n${text}`).toBe(true);
    }
    // Numbers keep their own order inside the right-to-left lines.
    expect(text).toContain(
      formatMoney(25_000, 'ar')
        .replace(/[\u200E\u200F\u061C]/g, '')
        .split(/\s/)[0],
    );
    expect(text).toContain((await verification(order.orderId)).url.replace('/en/', '/ar/'));
  });

  it('prints the same receipt in English on request', async () => {
    const response = await getPdf(t.app, `/api/v1/orders/${order.orderId}/receipt.pdf?lang=en`).expect(200);
    const text = pdfText(response.body as Buffer).replace(/\s+/g, ' ');
    const association = await profile();
    const line = await t
      .database!.db.selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const when = await paidAt(order.orderId);
    for (const phrase of [
      association.name_en,
      `Donation receipt ${order.number}`,
      line.title_en,
      'Sadaqah (charity)',
      formatMoney(25_000, 'en'),
      formatHijri(when, 'en'),
      formatGregorian(when, 'en'),
      'TEST PAYMENT',
      `Licence no. ${association.licence_number}`,
    ]) {
      expect(text, phrase).toContain(phrase.replace(/\s+/g, ' '));
    }
    // The association's Arabic name inside an English document still reads in order.
    expect(text).toContain(`/en/receipts/verify/`);
  });

  it('answers the donor’s language by default and refuses unpaid, unknown and malformed orders', async () => {
    const english = await paidOrder(t.app, 'en', '0512345000');
    const text = pdfText(
      (await getPdf(t.app, `/api/v1/orders/${english.orderId}/receipt.pdf`).expect(200)).body as Buffer,
    );
    expect(text).toContain('Donation receipt');
    const pending = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 10_000 }])).expect(201))
      .body as OrderCreated;
    const refused = await request(t.app)
      .get(`/api/v1/orders/${pending.orderId}/receipt.pdf`)
      .set('Accept-Language', 'ar')
      .expect(409);
    expect(refused.body.error).toMatchObject({
      code: 'not_paid',
      message: 'هذا التبرع لم يُدفع بعد، فلا يوجد له إيصال للتنزيل.',
    });
    await request(t.app).get(`/api/v1/orders/${pending.orderId}/verification`).expect(409);
    await request(t.app).get('/api/v1/orders/AAAAAAAAAAAAAAAAAAAAAA/receipt.pdf').expect(404);
    await request(t.app).get('/api/v1/orders/short/receipt.pdf').expect(404);
  });

  it('gives each paid order one random verification code (not its id) and a QR code of the check address', async () => {
    const first = await verification(order.orderId);
    const again = await verification(order.orderId);
    expect(first.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{26}$/);
    expect(again.code).toBe(first.code);
    expect(first.code).not.toContain(order.orderId);
    expect(first.url).toBe(`https://example.org/en/receipts/verify/${first.code}`);
    expect(first.qr.size).toBeGreaterThanOrEqual(21);
    expect(first.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    const other = await paidOrder(t.app, 'ar', '0512345001');
    expect((await verification(other.orderId)).code).not.toBe(first.code);
  });

  it('confirms amount, date and number on the public check, with nothing about the donor', async () => {
    const { code } = await verification(order.orderId);
    const when = await paidAt(order.orderId);
    const response = await request(t.app).get(`/api/v1/receipts/verify/${code.toLowerCase()}`).expect(200);
    expect(response.body).toEqual({
      status: 'valid',
      number: order.number,
      total: 25_000,
      currency: 'SAR',
      paidAt: when,
      test: true,
      association: expect.objectContaining({ ar: expect.any(String), en: expect.any(String) }),
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain('Sample Donor');
    expect(raw).not.toContain('512345678');
    expect(raw).not.toContain(order.orderId);

    // A sandbox order: the check says it is a test, never that it is genuine.
    const test = await request(t.app).get(`/en/receipts/verify/${code}`).expect(200);
    expect(test.text).toContain('This is a test receipt');
    expect(test.text).not.toContain('genuine');
    expect((await request(t.app).get(`/ar/receipts/verify/${code}`).expect(200)).text).toContain('هذا إيصال تجريبي');
    // The same order as a real payment would have made it.
    await t.database!.db.updateTable('orders').set({ is_test: 0 }).where('id', '=', order.orderId).execute();
    const page = await request(t.app).get(`/en/receipts/verify/${code}`).expect(200);
    expect(page.text).toContain('This receipt is genuine.');
    expect(page.text).toContain(
      formatMoney(25_000, 'en')
        .replace(/\u00a0/g, '&nbsp;')
        .split('&nbsp;')[0],
    );
    expect(page.text).toContain(formatHijri(when, 'en'));
    expect(page.text).not.toContain('Sample Donor');
    expect(page.text).not.toContain(order.orderId);
    expect(page.headers['cache-control']).toContain('no-store');
    const arabic = await request(t.app).get(`/ar/receipts/verify/${code}`).expect(200);
    expect(arabic.text).toContain('هذا الإيصال صحيح.');
    expect(arabic.text).toContain(formatHijri(when, 'ar'));
    await t.database!.db.updateTable('orders').set({ is_test: 1 }).where('id', '=', order.orderId).execute();
  });

  it('shows the fund of each line, the QR code of the check and the PDF link on the receipt page, in both languages', async () => {
    const { code } = await verification(order.orderId);
    const arabic = await request(t.app).get(`/ar/donate/success/${order.orderId}`).expect(200);
    expect(arabic.text).toContain(
      '<td class="receipt__fund" data-testid="receipt-fund" data-label="الصندوق">صدقة</td>',
    );
    // Each money cell names itself, so a phone can show the table as labelled blocks.
    expect(arabic.text).toContain('data-label="الكمية"');
    expect(arabic.text).toContain('data-label="المبلغ"');
    expect(arabic.text).toContain('data-testid="receipt-qr"');
    expect(arabic.text).toContain(`https://example.org/ar/receipts/verify/${code}`);
    expect(arabic.text).toContain(`href="/api/v1/orders/${order.orderId}/receipt.pdf?lang=ar"`);
    expect(arabic.text).toContain('href="/ar/receipts/statement"');
    const english = await request(t.app).get(`/en/donate/success/${order.orderId}`).expect(200);
    expect(english.text).toContain('data-label="Fund">Sadaqah (charity)</td>');
    expect(english.text).toContain('data-label="Amount">');
    expect(english.text).toContain(`href="/api/v1/orders/${order.orderId}/receipt.pdf?lang=en"`);
    expect(english.headers['cache-control']).toContain('no-store');
    // Unpaid: no check code is made and nothing to download.
    const pending = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 10_000 }])).expect(201))
      .body as OrderCreated;
    const unpaid = await request(t.app).get(`/en/donate/success/${pending.orderId}`).expect(200);
    expect(unpaid.text).not.toContain('data-testid="receipt-qr"');
    expect(unpaid.text).not.toContain('receipt.pdf');
    expect(
      await t
        .database!.db.selectFrom('receipt_codes')
        .select('code')
        .where('order_id', '=', pending.orderId)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('shows phone numbers as left-to-right isolates in the page’s digits, and prints them and Latin words in order in the Arabic PDF', async () => {
    const own = await paidOrder(t.app, 'ar', '0512345543');
    await t
      .database!.db.updateTable('orders')
      .set({ donor_name: '/Type /Action' })
      .where('id', '=', own.orderId)
      .execute();
    await t
      .database!.db.updateTable('order_items')
      .set({ title_ar: 'سلال Hajj Baskets for Families' })
      .where('order_id', '=', own.orderId)
      .execute();
    const { phone, email } = await profile();
    const isolated = (html: string, testId: string) =>
      new RegExp(`<bdi dir="ltr" data-testid="${testId}">([^<]*)</bdi>`).exec(html)?.[1];

    const arabic = (await request(t.app).get(`/ar/donate/success/${own.orderId}`).expect(200)).text;
    expect(isolated(arabic, 'receipt-mobile')).toBe(formatPhone('05•••••543', 'ar'));
    expect(isolated(arabic, 'receipt-mobile')).toMatch(/^[٠-٩•\u200E]+$/);
    const associationPhone = isolated(arabic, 'receipt-association-phone') ?? '';
    expect(associationPhone.replace(/\u200E/g, '')).toBe(localizeDigits(phone, 'ar'));
    expect(associationPhone).toMatch(/^\+[٠-٩ \u200E]+$/);
    const english = (await request(t.app).get(`/en/donate/success/${own.orderId}`).expect(200)).text;
    expect(isolated(english, 'receipt-mobile')).toBe('05•••••543');
    expect(isolated(english, 'receipt-association-phone')).toBe(phone);

    const text = pdfText(
      (await getPdf(t.app, `/api/v1/orders/${own.orderId}/receipt.pdf?lang=ar`).expect(200)).body as Buffer,
    );
    expect(text).toContain('٠٥•••••٥٤٣');
    expect(text).toContain(localizeDigits(phone, 'ar'));
    expect(text).toContain('/Type /Action');
    expect(text).toContain('Hajj Baskets for Families');
    expect(text).toContain(email);
  });

  it('links the yearly statement from the payment return page and serves the statement form in both languages', async () => {
    expect((await request(t.app).get('/en/donate/paid').expect(200)).text).toContain('href="/en/receipts/statement"');
    const english = await request(t.app).get('/en/receipts/statement').expect(200);
    expect(english.text).toContain('Yearly donation statement');
    // The code step is the donor's space's: the browser asks where the device stands, then shows it.
    expect(english.text).toContain('data-testid="statement-checking"');
    expect(english.text).toContain('Checking whether you are signed in');
    const arabic = await request(t.app).get('/ar/receipts/statement').expect(200);
    expect(arabic.text).toContain('الكشف السنوي للتبرعات');
    expect(arabic.text).toContain('data-testid="statement-checking"');
  });

  it('answers an unknown or malformed code with 404 in the visitor’s language, and a refunded order as void', async () => {
    const unknown = await request(t.app)
      .get('/api/v1/receipts/verify/ABCDEFGHJKMNPQRSTVWXYZ2345')
      .set('Accept-Language', 'ar')
      .expect(404);
    expect(unknown.body.error.message).toBe('لا يوجد إيصال بهذا الرمز. تحقق من الرمز المطبوع وحاول مرة أخرى.');
    await request(t.app).get('/api/v1/receipts/verify/not-a-code').expect(404);
    const page = await request(t.app).get('/en/receipts/verify/ABCDEFGHJKMNPQRSTVWXYZ2345').expect(404);
    expect(page.text).toContain('No receipt with this code');

    const refunded = await paidOrder(t.app, 'en', '0512345002');
    const { code } = await verification(refunded.orderId);
    await t.database!.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', refunded.orderId).execute();
    expect((await request(t.app).get(`/api/v1/receipts/verify/${code}`).expect(200)).body).toEqual({
      status: 'void',
      number: refunded.number,
    });
    expect((await request(t.app).get(`/en/receipts/verify/${code}`).expect(200)).text).toContain(
      'This receipt is no longer valid',
    );
  });
});

describe.each(TEST_DIALECTS)('yearly statements (%s)', (dialect) => {
  let t: TestApp;
  const mobile = '0555000111';
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '10000' } });
    const db = t.database!.db;
    // Two real (not test) paid donations either side of 1 Muharram 1448 (16 June 2026), one in 2025.
    const dates = ['2026-06-20T09:00:00.000Z', '2026-06-10T09:00:00.000Z', '2025-03-01T09:00:00.000Z'];
    const ids: string[] = [];
    for (const [index, paidAt] of dates.entries()) {
      const created = await paidOrder(t.app, 'ar', mobile, [10_000, 20_000, 40_000][index]);
      await db.updateTable('orders').set({ is_test: 0, paid_at: paidAt }).where('id', '=', created.orderId).execute();
      ids.push(created.orderId);
    }
    // The second donation is a periodic plan's charge (periodic charges are orders too).
    const at = '2026-06-10T09:00:00.000Z';
    await db
      .insertInto('periodic_plans')
      .values({
        id: 'P'.repeat(22),
        idempotency_key: 'statement-plan',
        request_hash: '0'.repeat(64),
        status: 'active',
        paused_reason: null,
        frequency: 'monthly',
        anchor_date: '2026-06-10',
        end_date: null,
        next_due_date: '2026-07-10',
        kind: 'cause',
        ref: '1',
        title_ar: 'تبرع',
        title_en: 'Donation',
        amount: 20_000,
        quantity: 1,
        amount_ceiling: 60_000,
        locale: 'ar',
        donor_name: 'Sample Donor',
        donor_mobile: mobile,
        token_provider: 'sandbox',
        card_token: null,
        card_brand: null,
        card_last4: null,
        card_exp_month: null,
        card_exp_year: null,
        consecutive_failures: 0,
        notify_before_next: 0,
        expiry_warned: null,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
      })
      .execute();
    await db
      .insertInto('periodic_charges')
      .values({
        id: 'C'.repeat(22),
        plan_id: 'P'.repeat(22),
        due_date: '2026-06-10',
        due_at: at,
        status: 'paid',
        amount: 20_000,
        quantity: 1,
        attempts: 0,
        next_attempt_at: at,
        lease_owner: null,
        lease_until: null,
        order_id: ids[1]!,
        payment_id: null,
        failure_reason: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }, 60_000);
  afterAll(async () => t.close());

  const lastSms = async (to: string) =>
    (
      await t
        .database!.db.selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', to)
        .where('channel', '=', 'sms')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).body;
  const ask = (number: string, lang = 'en') =>
    request(t.app).post('/api/v1/statements/requests').set('Accept-Language', lang).send({ mobile: number });
  const codeOf = (sms: string) =>
    /\b(\d{6})\b/.exec(sms.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))))?.[1] ?? '';

  it('sends a one-time code by SMS (through the outbox), never in the answer, and opens the statements with it', async () => {
    const asked = await ask('+966 555 000 111', 'ar').expect(201);
    expect(asked.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      mobileMasked: '05•••••111',
      expiresAt: expect.any(String),
    });
    const sms = await lastSms(mobile);
    expect(sms).toContain('رمزك لكشف التبرعات');
    const code = codeOf(sms);
    expect(JSON.stringify(asked.body)).not.toContain(code);
    const stored = await t
      .database!.db.selectFrom('statement_requests')
      .selectAll()
      .where('id', '=', asked.body.requestId)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    const opened = await request(t.app)
      .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
      .send({ code: code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) })
      .expect(200);
    expect(opened.body.years).toEqual({ hijri: [1448, 1447, 1446], gregorian: [2026, 2025] });
    // A link secret like every other (256 bits), kept only as its digest.
    expect(opened.body.token).toMatch(SECRET_TOKEN);
    const verified = await t
      .database!.db.selectFrom('statement_requests')
      .select('access_hash')
      .where('id', '=', asked.body.requestId)
      .executeTakeFirstOrThrow();
    expect(verified.access_hash).toBe(digest(opened.body.token));
    // Used once.
    await request(t.app).post(`/api/v1/statements/requests/${asked.body.requestId}/verify`).send({ code }).expect(410);

    const hijri = pdfText(
      (
        await getPdf(t.app, `/api/v1/statements/${opened.body.token}/statement.pdf?calendar=hijri&year=1448`).expect(
          200,
        )
      ).body as Buffer,
    );
    expect(hasArabicPhrase(hijri, 'كشف التبرعات لعام')).toBe(true);
    expect(hasArabicPhrase(hijri, 'هجري')).toBe(true);
    expect(hasArabicPhrase(hijri, 'محرم')).toBe(true);
    expect(hijri).toContain(
      formatMoney(10_000, 'ar')
        .replace(/[\u200E\u200F\u061C]/g, '')
        .split(/\s/)[0],
    );
    expect(hijri).not.toContain(
      formatMoney(20_000, 'ar')
        .replace(/[\u200E\u200F\u061C]/g, '')
        .split(/\s/)[0],
    );

    const gregorian = pdfText(
      (
        await getPdf(
          t.app,
          `/api/v1/statements/${opened.body.token}/statement.pdf?calendar=gregorian&year=2026&lang=en`,
        ).expect(200)
      ).body as Buffer,
    ).replace(/\s+/g, ' ');
    expect(gregorian).toContain('Donation statement for the year 2026 Gregorian');
    expect(gregorian).toContain('1 January 2026 to 31 December 2026');
    expect(gregorian).toContain('Donations 05•••••111 2');
    expect(gregorian).toContain('SAR 100');
    expect(gregorian).toContain('SAR 200');
    expect(gregorian).toContain('SAR 300');
    expect(gregorian).not.toContain('SAR 400');
    expect(gregorian).toContain('Sadaqah (charity)');
    expect(gregorian.match(/Periodic gift/g)).toHaveLength(1);
    expect(gregorian).not.toContain('Sample Donor');

    const empty = pdfText(
      (
        await getPdf(
          t.app,
          `/api/v1/statements/${opened.body.token}/statement.pdf?calendar=gregorian&year=2020&lang=en`,
        ).expect(200)
      ).body as Buffer,
    );
    expect(empty).toContain('No paid donations from this number in this year.');
    const badYear = await request(t.app)
      .get(`/api/v1/statements/${opened.body.token}/statement.pdf?calendar=hijri&year=1300`)
      .set('Accept-Language', 'en')
      .expect(400);
    expect(badYear.body.error.fields).toEqual({ year: 'Choose a year from 1440 to 1500' });

    await t
      .database!.db.updateTable('statement_requests')
      .set({ access_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', asked.body.requestId)
      .execute();
    const expired = await request(t.app)
      .get(`/api/v1/statements/${opened.body.token}/statement.pdf?calendar=hijri&year=1448`)
      .set('Accept-Language', 'en')
      .expect(410);
    expect(expired.body.error.message).toBe('This statement link has expired. Ask for a new code.');
    await request(t.app)
      .get(`/api/v1/statements/${'x'.repeat(32)}/statement.pdf?calendar=hijri&year=1448`)
      .expect(410);
  });

  it('counts wrong codes: a message on the field, then refusal after the last attempt even with the right code', async () => {
    const number = '0555000222';
    const asked = await ask(number).expect(201);
    const code = codeOf(await lastSms(number));
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await request(t.app)
      .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
      .set('Accept-Language', 'ar')
      .send({ code: wrong })
      .expect(400);
    expect(first.body.error).toMatchObject({ code: 'code_wrong', fields: { code: 'هذا الرمز غير صحيح' } });
    for (let i = 1; i < MAX_ATTEMPTS; i += 1)
      await request(t.app)
        .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
        .send({ code: wrong })
        .expect(400);
    const locked = await request(t.app)
      .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
      .set('Accept-Language', 'en')
      .send({ code })
      .expect(410);
    expect(locked.body.error.message).toBe('This code has expired or was used too many times. Ask for a new one.');
    const malformed = await request(t.app)
      .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
      .set('Accept-Language', 'en')
      .send({ code: '12ab' })
      .expect(400);
    expect(malformed.body.error.fields).toEqual({ code: 'Enter the 6-digit code from the text message' });
  });

  it('refuses an expired code and a bad number', async () => {
    const number = '0555000333';
    const asked = await ask(number).expect(201);
    const code = codeOf(await lastSms(number));
    await t
      .database!.db.updateTable('statement_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', asked.body.requestId)
      .execute();
    await request(t.app).post(`/api/v1/statements/requests/${asked.body.requestId}/verify`).send({ code }).expect(410);
    const bad = await ask('12345', 'ar').expect(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['mobile']);
  });
});

describe.each(TEST_DIALECTS)('statement code limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  }, 60_000);
  afterAll(async () => t.close());
  const ask = (number: string, lang = 'en') =>
    request(t.app).post('/api/v1/statements/requests').set('Accept-Language', lang).send({ mobile: number });

  it('allows 3 codes per number an hour (in any spelling of it), then 429 with Retry-After in the visitor’s language', async () => {
    await ask('0566000001').expect(201);
    await ask('+966566000001').expect(201);
    await ask('٠٥٦٦٠٠٠٠٠١').expect(201);
    const refused = await ask('0566000001', 'ar').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.message).toBe('طلبات كثيرة لهذا الرقم. حاول لاحقًا.');
    const sent = await t
      .database!.db.selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', '0566000001')
      .execute();
    expect(sent).toHaveLength(3);
  });

  it('allows 10 requests per address in 10 minutes, whatever the numbers (the 4 above count)', async () => {
    for (let i = 0; i < 6; i += 1) await ask(`05660001${String(i).padStart(2, '0')}`).expect(201);
    const refused = await ask('0566000200', 'en').expect(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
