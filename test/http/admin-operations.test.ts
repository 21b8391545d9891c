import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { signIn, type Agent } from './admin-support';
import { aidRequestId, transferOrderId } from './admin-samples';
import { riyadhDate } from '../../src/lib/civil-dates';

describe.each(TEST_DIALECTS)('back office operations (%s)', (dialect) => {
  let t: TestApp;
  let services: { agent: Agent; csrf: string; email: string };
  let finance: { agent: Agent; csrf: string; email: string };
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
    services = await signIn(t.app, t.database!.db, 'services');
    finance = await signIn(t.app, t.database!.db, 'finance');
  });
  afterAll(async () => t.close());
  const db = () => t.database!.db;

  it('an aid request moves along its workflow; the public tracker shows each step and the applicant gets an SMS in their language', async () => {
    const mobile = '0559876543';
    const { id, reference } = await aidRequestId(db(), 'received', mobile);
    const move = (status: string, note = '') =>
      services.agent
        .post(`/api/admin/aid-requests/${id}/status`)
        .set('X-CSRF-Token', services.csrf)
        .set('Accept-Language', 'en')
        .send({ status, note });
    const tracker = () => request(t.app).get('/api/v1/aid-requests/status').query({ reference, mobile });

    // Not allowed from "received": documents are asked for after a review.
    expect((await move('delivered')).status).toBe(409);
    await move('underReview').expect(200);
    const moved = await move('needsDocuments', 'Please send the latest medical report.').expect(200);
    expect(moved.body.data).toMatchObject({
      status: 'needsDocuments',
      note: 'Please send the latest medical report.',
      next: ['underReview', 'approved', 'declined'],
    });
    expect((await tracker().expect(200)).body.status).toBe('needsDocuments');

    const sms = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', mobile)
      .orderBy('id')
      .execute();
    expect(sms).toHaveLength(2);
    expect(sms[1]!.channel).toBe('sms');
    expect(sms[1]!.body).toContain(reference);
    expect(sms[1]!.body).toContain('مطلوب مستندات إضافية');
    expect(sms[1]!.body).toContain('Please send the latest medical report.');

    const page = await request(t.app).get('/en/electronic_services').expect(200);
    expect(page.status).toBe(200);

    const log = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'aid-request')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(
      log.map((entry) => [
        entry.staff_email,
        JSON.parse(entry.before_json!).status,
        JSON.parse(entry.after_json!).status,
      ]),
    ).toEqual([
      [services.email, 'received', 'underReview'],
      [services.email, 'underReview', 'needsDocuments'],
    ]);

    const bad = await services.agent
      .post(`/api/admin/aid-requests/${id}/status`)
      .set('X-CSRF-Token', services.csrf)
      .set('Accept-Language', 'ar')
      .send({ status: 'lost', note: 'x'.repeat(301) })
      .expect(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['note', 'status']);
    expect(bad.body.error.fields.note).toMatch(/[\u0600-\u06FF]/);
  });

  it('marking a bank transfer received makes the order paid once, queues the receipt SMS, and the receipt says paid', async () => {
    const orderId = await transferOrderId(t.app);
    const before = await request(t.app).get(`/api/v1/orders/${orderId}/receipt`).expect(200);
    expect(before.body.status).toBe('pending');
    const smsBefore = await db().selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute();

    const marked = await finance.agent
      .post(`/api/admin/orders/${orderId}/transfer-received`)
      .set('X-CSRF-Token', finance.csrf)
      .send({
        bankReference: 'FT-42',
        valueDate: riyadhDate(new Date()),
        amount: '300',
        note: 'Statement line 42',
        confirm: true,
      })
      .expect(201);
    expect(marked.body.data.status).toBe('paid');
    const receipt = await request(t.app).get(`/api/v1/orders/${orderId}/receipt`).expect(200);
    expect(receipt.body.status).toBe('paid');
    expect(receipt.body.paidAt).toBeTruthy();
    const smsAfter = await db().selectFrom('outbox_messages').selectAll().where('channel', '=', 'sms').execute();
    expect(smsAfter.length).toBe(smsBefore.length + 1);

    const again = await finance.agent
      .post(`/api/admin/orders/${orderId}/transfer-received`)
      .set('X-CSRF-Token', finance.csrf)
      .set('Accept-Language', 'en')
      .send({ bankReference: 'FT-43', valueDate: riyadhDate(new Date()), amount: '300', confirm: true })
      .expect(409);
    expect(again.body.error.fields.id).toBe('This order is already paid.');
    const log = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', orderId)
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.after_json!)).toMatchObject({ status: 'paid', note: 'Statement line 42' });

    const detail = await finance.agent.get(`/api/admin/orders/${orderId}`).expect(200);
    expect(detail.body.data.payments[0]).toMatchObject({ provider: 'bank-transfer', status: 'paid' });
  });

  it('the dashboard gives each role its figures: finance money, services open aid requests', async () => {
    const money = await finance.agent.get('/api/admin/dashboard').expect(200);
    expect(money.body.data.today.orders).toBeGreaterThanOrEqual(1);
    expect(money.body.data.today.totalHalalas).toBeGreaterThanOrEqual(30_000);
    expect(money.body.data.openAidRequests).toBeUndefined();
    const open = await services.agent.get('/api/admin/dashboard').expect(200);
    expect(open.body.data.openAidRequests).toBeGreaterThanOrEqual(1);
    expect(open.body.data.today).toBeUndefined();
  });

  it('an unknown or malformed id is a 404, never a 500', async () => {
    await services.agent.get('/api/admin/aid-requests/999999').expect(404);
    await services.agent.get('/api/admin/aid-requests/abc').expect(404);
    await finance.agent.get('/api/admin/orders/nope').expect(404);
    await finance.agent
      .post('/api/admin/orders/nope-nope-nope/transfer-received')
      .set('X-CSRF-Token', finance.csrf)
      .send({})
      .expect(404);
  });
});
