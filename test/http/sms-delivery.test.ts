import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { redactUrl } from '../../server/security/log-redaction';

/**
 * Delivery reports from the SMS provider: recorded once on the message the provider took, behind
 * the shared secret; other providers, a wrong secret, unknown ids and replays change nothing.
 */
const SECRET = 'dlr-secret-0123456789abcdef';

describe.each(TEST_DIALECTS)('SMS delivery reports over HTTP (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: dialect,
      env: {
        SMS_PROVIDER: 'unifonic',
        UNIFONIC_APP_SID: 'stub-app-sid-0123456789',
        SMS_SENDER_ID: 'Waqf',
        SMS_DELIVERY_WEBHOOK_SECRET: SECRET,
      },
    });
  }, 60_000);
  afterAll(async () => t.close());

  async function sentSms(providerMessageId: string, provider = 'unifonic'): Promise<number> {
    const at = '2026-11-27T10:00:00.000Z';
    const row = await t
      .database!.db.insertInto('outbox_messages')
      .values({
        channel: 'sms',
        recipient: '0512345678',
        subject: '',
        body: 'نص',
        kind: 'aid-reference',
        status: 'sent',
        attempts: 1,
        next_attempt_at: at,
        last_error: null,
        created_at: at,
        sent_at: at,
        counted_at: at,
        provider,
        provider_message_id: providerMessageId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const delivery = (id: number) =>
    t
      .database!.db.selectFrom('outbox_messages')
      .select(['delivery_status', 'delivery_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const report = (body: object, secret = SECRET, provider = 'unifonic') =>
    request(t.app)
      .post(`/api/v1/sms/delivery/${provider}?secret=${encodeURIComponent(secret)}`)
      .set('Accept-Language', 'en')
      .send(body);

  it('records delivered with the time, once: a replay and a later report change nothing', async () => {
    const id = await sentSms('3000000101');
    const first = await report({ messageId: '3000000101', status: 'Delivered' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ outcome: 'recorded' });
    const recorded = await delivery(id);
    expect(recorded.delivery_status).toBe('delivered');
    expect(Date.now() - Date.parse(recorded.delivery_at!)).toBeLessThan(60_000);
    expect((await report({ messageId: '3000000101', status: 'Delivered' })).body).toEqual({
      outcome: 'already-recorded',
    });
    expect((await report({ MessageID: '3000000101', Status: 'Undeliverable' })).body).toEqual({
      outcome: 'already-recorded',
    });
    expect(await delivery(id)).toEqual(recorded);
  });

  it('records failed; an interim state (sent, queued) is not recorded', async () => {
    const id = await sentSms('3000000102');
    expect((await report({ MessageID: '3000000102', Status: 'Sent' })).body).toEqual({ outcome: 'interim' });
    expect((await delivery(id)).delivery_status).toBeNull();
    expect((await report({ MessageID: 3000000102, Status: 'Undeliverable' })).body).toEqual({ outcome: 'recorded' });
    expect((await delivery(id)).delivery_status).toBe('failed');
  });

  it('takes the secret in the X-Webhook-Secret header too', async () => {
    const id = await sentSms('3000000103');
    const answer = await request(t.app)
      .post('/api/v1/sms/delivery/unifonic')
      .set('X-Webhook-Secret', SECRET)
      .send({ messageId: '3000000103', status: 'delivered' });
    expect(answer.status).toBe(200);
    expect((await delivery(id)).delivery_status).toBe('delivered');
  });

  it('refuses a wrong or missing secret with 401 in the caller’s language, and records nothing', async () => {
    const id = await sentSms('3000000104');
    const wrong = await report({ messageId: '3000000104', status: 'Delivered' }, 'dlr-secret-0123456789abcdeX');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'unauthorized', message: 'Invalid webhook secret' });
    const none = await request(t.app)
      .post('/api/v1/sms/delivery/unifonic')
      .set('Accept-Language', 'ar')
      .send({ messageId: '3000000104', status: 'Delivered' });
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('الرمز السري للإشعار غير صحيح');
    expect((await delivery(id)).delivery_status).toBeNull();
  });

  it('answers an unknown id with 200 and changes nothing; another provider’s report is not found', async () => {
    const taqnyatRow = await sentSms('3000000105', 'taqnyat');
    expect((await report({ messageId: '999999', status: 'Delivered' })).body).toEqual({ outcome: 'unknown-message' });
    // The same id under the provider the site does not send through is neither looked up nor recorded.
    expect((await report({ messageId: '3000000105', status: 'Delivered' })).body).toEqual({
      outcome: 'unknown-message',
    });
    expect((await report({ messageId: '3000000105', status: 'Delivered' }, SECRET, 'taqnyat')).status).toBe(404);
    expect((await report({ messageId: '3000000105', status: 'Delivered' }, SECRET, 'anything')).status).toBe(404);
    expect((await delivery(taqnyatRow)).delivery_status).toBeNull();
  });

  it('answers a report without an id or status with a 400', async () => {
    const answer = await report({ status: 'Delivered' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('bad_request');
  });

  // Last in the file's block: it spends this address's budget.
  it('limits reports per address: past 600 a minute, 429 even with the right secret', async () => {
    // The tests above spent a few of the address's 600; guesses are refused until the budget ends.
    const statuses: number[] = [];
    for (let sent = 0; sent < 600; sent += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => report({ messageId: '1', status: 'Delivered' }, 'guess-0123456789abcdef0000')),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const refused = statuses.filter((status) => status === 401).length;
    expect(refused).toBeGreaterThan(550);
    expect(statuses.filter((status) => status === 429).length).toBe(600 - refused);
    const limited = await report({ messageId: '3000000101', status: 'Delivered' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('keeps the secret out of the log', () => {
    expect(redactUrl(`/api/v1/sms/delivery/unifonic?secret=${SECRET}`)).toBe(
      '/api/v1/sms/delivery/unifonic?secret=[redacted]',
    );
  });
});

describe('SMS delivery reports without a secret set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SMS_PROVIDER: 'taqnyat', TAQNYAT_TOKEN: 'stub-taqnyat-bearer-token', SMS_SENDER_ID: 'Waqf' },
    });
  }, 60_000);
  afterAll(async () => t.close());

  it('are not taken at all (404), whatever secret is sent', async () => {
    expect(
      (await request(t.app).post('/api/v1/sms/delivery/taqnyat?secret=').send({ messageId: '1', status: 'Delivered' }))
        .status,
    ).toBe(404);
    expect(
      (
        await request(t.app)
          .post('/api/v1/sms/delivery/taqnyat')
          .set('X-Webhook-Secret', '')
          .send({ messageId: '1', status: 'Delivered' })
      ).status,
    ).toBe(404);
  });
});
