import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { activePlan, fakeClock, periodicContext } from '../helpers/periodic-fixtures';
import { newAgent, signIn, type Agent } from './admin-support';
import { paidOrder, statementRequest } from './privacy-erasure-fixtures';
import { pendingCampaignId } from './admin-samples-campaigns';
import { RECEIPT_RESENDS_PER_ORDER_PER_DAY } from '../../src/admin/donor-schemas';
import { localizeDigits } from '../../src/lib/format';

type Member = { agent: Agent; csrf: string; email: string; id: number };

/** The donor every search should find, and the gift recipient who must not be taken for them. */
const MOBILE = '0561112233';
const RECIPIENT = '0569998877';
const NAME = 'Fatimah Al-Qahtani';
const EMAIL = 'Fatimah.Donor@Example.org';
const CODE = 'K7M2P9QRSTVWXYZ3456789ABCD';
const ROUTES = ['/donors/search', '/donors/record'] as const;

describe.each(TEST_DIALECTS)('back office: the donor record (%s)', (dialect) => {
  let t: TestApp;
  const members = {} as Record<'finance' | 'admin' | 'editor' | 'services', Member>;
  let paidId: string;
  let paidNumber: number;
  let pendingId: string;
  let planId: string;
  let campaignId: number;
  beforeAll(async () => {
    t = await createTestApp({
      database: dialect,
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-donors-')) },
    });
    for (const role of ['finance', 'admin', 'editor', 'services'] as const)
      members[role] = await signIn(t.app, t.database!.db, role);
    const db = t.database!.db;
    const at = new Date(Date.now() - 3_600_000);
    paidId = await paidOrder(db, { mobile: MOBILE, total: 25_000, at, giftTo: RECIPIENT });
    pendingId = await paidOrder(db, { mobile: MOBILE, total: 5_000, at });
    await db.updateTable('orders').set({ status: 'pending', paid_at: null }).where('id', '=', pendingId).execute();
    await db
      .updateTable('orders')
      .set({ donor_name: NAME, donor_email: EMAIL, refunded: 5_000 })
      .where('donor_mobile', '=', MOBILE)
      .execute();
    paidNumber = Number(
      (await db.selectFrom('orders').select('number').where('id', '=', paidId).executeTakeFirstOrThrow()).number,
    );
    await db
      .insertInto('order_refunds')
      .values({
        order_id: paidId,
        amount: 5_000,
        reason: 'Asked by phone',
        idempotency_key: 'donor-record-refund',
        staff_id: null,
        staff_email: 'finance@example.org',
        created_at: at.toISOString(),
      })
      .execute();
    await db
      .insertInto('receipt_codes')
      .values({ order_id: paidId, code: CODE, created_at: at.toISOString() })
      .execute();
    await statementRequest(db, MOBILE, at);
    planId = await activePlan(await periodicContext(db, fakeClock(at.toISOString())), {
      frequency: 'monthly',
      mobile: MOBILE,
      name: NAME,
    });
    campaignId = await pendingCampaignId(db);
    await db.updateTable('campaigns').set({ creator_mobile: MOBILE }).where('id', '=', campaignId).execute();
    // Someone else with a name that holds the first one's: a name search may find both, a mobile one only one.
    const other = await paidOrder(db, { mobile: '0577776666', total: 1_000, at });
    await db.updateTable('orders').set({ donor_name: 'Fatimah Other' }).where('id', '=', other).execute();
  }, 120_000);
  afterAll(async () => t.close());

  const db = () => t.database!.db;
  const post = (member: Member, url: string, body: unknown, lang = 'en') =>
    member.agent
      .post(`/api/admin${url}`)
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', lang)
      .send(body as object);
  const search = async (q: string) => {
    const response = await post(members.finance, '/donors/search', { q });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { data: Array<{ mobile: string; name: string; orders: number }>; by: string };
  };
  const auditRows = (action: string) =>
    db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  describe('who may', () => {
    for (const route of ROUTES) {
      it(`${route}: 401 signed out, 403 for editors and services, 200 for finance and administrators`, async () => {
        const body = route === '/donors/search' ? { q: MOBILE } : { mobile: MOBILE };
        const { agent, csrf } = await newAgent(t.app);
        const out = await agent.post(`/api/admin${route}`).set('X-CSRF-Token', csrf).send(body);
        expect(out.status).toBe(401);
        for (const role of ['editor', 'services'] as const) {
          const refused = await post(members[role], route, body, 'ar');
          expect(refused.status).toBe(403);
          expect(refused.body.error.message).toMatch(/[\u0600-\u06FF]/);
        }
        for (const role of ['finance', 'admin'] as const)
          expect((await post(members[role], route, body)).status).toBe(200);
      });
    }

    it('/orders/:id/resend-receipt: 401 signed out, 403 for editors and services, 200 for finance and administrators', async () => {
      const fresh = await paidOrder(db(), { mobile: '0544443333', total: 1_000, at: new Date() });
      const { agent, csrf } = await newAgent(t.app);
      expect((await agent.post(`/api/admin/orders/${fresh}/resend-receipt`).set('X-CSRF-Token', csrf)).status).toBe(
        401,
      );
      for (const role of ['editor', 'services'] as const)
        expect((await post(members[role], `/orders/${fresh}/resend-receipt`, {})).status).toBe(403);
      for (const role of ['finance', 'admin'] as const)
        expect((await post(members[role], `/orders/${fresh}/resend-receipt`, {})).status).toBe(200);
      // The refusals sent nothing: two resends, two texts.
      const texts = await db()
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', '0544443333')
        .where('kind', '=', 'receipt-resend')
        .execute();
      expect(texts).toHaveLength(2);
    });
  });

  describe('search', () => {
    it('by mobile in any spelling, Arabic-Indic digits too', async () => {
      for (const q of [MOBILE, localizeDigits(MOBILE, 'ar'), '+966 56 111 2233', '۰۵۶۱۱۱۲۲۳۳']) {
        const found = await search(q);
        expect(found.by, q).toBe('mobile');
        expect(found.data.map((row) => row.mobile)).toEqual([MOBILE]);
        expect(found.data[0]).toMatchObject({ name: NAME, orders: 2 });
      }
    });

    it('by order number, with its hash sign or Arabic-Indic digits', async () => {
      for (const q of [String(paidNumber), `#${paidNumber}`, localizeDigits(String(paidNumber), 'ar')]) {
        const found = await search(q);
        expect(found.by).toBe('number');
        expect(found.data.map((row) => row.mobile)).toEqual([MOBILE]);
      }
    });

    it('by receipt reference as typed from paper', async () => {
      const found = await search(`${CODE.slice(0, 13).toLowerCase()}-${CODE.slice(13)}`);
      expect(found.by).toBe('receipt');
      expect(found.data.map((row) => row.mobile)).toEqual([MOBILE]);
    });

    it('by email whatever its case', async () => {
      const found = await search(EMAIL.toUpperCase());
      expect(found.by).toBe('email');
      expect(found.data.map((row) => row.mobile)).toEqual([MOBILE]);
    });

    it('by part of a name; a wildcard character matches only itself', async () => {
      const found = await search('al-qaht');
      expect(found.by).toBe('name');
      expect(found.data.map((row) => row.mobile)).toEqual([MOBILE]);
      expect((await search('fatimah')).data.map((row) => row.mobile).sort()).toEqual([MOBILE, '0577776666']);
      expect((await search('%%')).data).toEqual([]);
      expect((await search('Fatimah_Al')).data).toEqual([]);
    });

    it('finds nothing for a number the site holds nothing for, nor for a gift recipient', async () => {
      expect((await search('0500000001')).data).toEqual([]);
      expect((await search(RECIPIENT)).data).toEqual([]);
    });

    it('is audited with the key it was read as and how many answered, never the term', async () => {
      const before = (await auditRows('donor-search')).length;
      await search(NAME);
      const rows = await auditRows('donor-search');
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1)!;
      expect(row.entity).toBe('person');
      expect(row.staff_email).toBe(members.finance.email);
      expect(JSON.parse(row.after_json!)).toEqual({ by: 'name', found: 1 });
      expect(JSON.stringify(row)).not.toContain('Fatimah');
    });

    it('refuses bad input with a 400 in the member’s language', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'q'],
        [{ q: '' }, 'q'],
        [{ q: 'x' }, 'q'],
        [{ q: 'x'.repeat(101) }, 'q'],
        [{ q: 42 }, 'q'],
        [{ q: ['0561112233'] }, 'q'],
      ];
      for (const [body, field] of cases) {
        const ar = await post(members.finance, '/donors/search', body, 'ar');
        expect(ar.status, JSON.stringify(body)).toBe(400);
        expect(ar.body.error.fields[field]).toMatch(/[\u0600-\u06FF]/);
        const en = await post(members.finance, '/donors/search', body, 'en');
        expect(en.status).toBe(400);
        expect(en.body.error.fields[field]).toMatch(/[A-Za-z]/);
      }
      const broken = await members.finance.agent
        .post('/api/admin/donors/search')
        .set('X-CSRF-Token', members.finance.csrf)
        .set('Accept-Language', 'ar')
        .set('Content-Type', 'application/json')
        .send('{"q":');
      expect(broken.status).toBe(400);
      expect(broken.body.error.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe('the record', () => {
    it('lists every order, plan, refund, receipt, statement request, gift and campaign of the mobile', async () => {
      const response = await post(members.finance, '/donors/record', { mobile: localizeDigits(MOBILE, 'ar') });
      expect(response.status).toBe(200);
      const record = response.body.data;
      expect(record.mobile).toBe(MOBILE);
      expect(record.names).toEqual([NAME]);
      expect(record.emails).toEqual([EMAIL]);
      const orders = Object.fromEntries(
        (record.orders as Array<{ id: string; receiptPdf: string }>).map((order) => [order.id, order]),
      );
      expect(orders[paidId]).toMatchObject({
        status: 'paid',
        total: 25_000,
        refunded: 5_000,
        refundStatus: 'partial',
        receiptCode: CODE,
        receiptPdf: `/api/v1/orders/${paidId}/receipt.pdf`,
      });
      expect(orders[pendingId]).toMatchObject({ status: 'pending', receiptPdf: null, refundStatus: 'none' });
      expect(record.plans.map((plan: { id: string }) => plan.id)).toEqual([planId]);
      expect(record.refunds).toEqual([
        expect.objectContaining({ orderId: paidId, orderNumber: paidNumber, amount: 5_000, reason: 'Asked by phone' }),
      ]);
      expect(record.receipts).toEqual([expect.objectContaining({ orderId: paidId, code: CODE })]);
      expect(record.statementRequests).toHaveLength(1);
      expect(JSON.stringify(record.statementRequests)).not.toMatch(/code_hash|access_hash|0{64}/);
      expect(record.gifts).toEqual([
        expect.objectContaining({ orderId: paidId, recipientName: 'Gift Recipient', recipientMobile: RECIPIENT }),
      ]);
      expect(record.campaigns).toEqual([expect.objectContaining({ id: campaignId, status: 'pending' })]);
      // The receipt link opens the PDF.
      const pdf = await request(t.app).get(`${orders[paidId].receiptPdf}?lang=ar`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    });

    it('is audited as an opening of personal data, the mobile masked', async () => {
      const before = (await auditRows('donor-open')).length;
      expect((await post(members.admin, '/donors/record', { mobile: MOBILE })).status).toBe(200);
      const rows = await auditRows('donor-open');
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1)!;
      expect(row).toMatchObject({ entity: 'person', entity_id: '05******33', staff_email: members.admin.email });
      expect(JSON.parse(row.after_json!)).toEqual({ mobile: '05******33' });
      // The audit log reads it in words (its labels exist in both languages).
      const listed = await members.admin.agent
        .get('/api/admin/audit?filter=%7B%22action%22%3A%22donor-open%22%7D')
        .set('Accept-Language', 'ar');
      expect(listed.status).toBe(200);
      expect(listed.body.data.length).toBeGreaterThan(0);
    });

    it('answers 404 in the member’s language for a number the site holds nothing for, and audits nothing', async () => {
      const before = (await auditRows('donor-open')).length;
      const response = await post(members.finance, '/donors/record', { mobile: '0500000002' }, 'ar');
      expect(response.status).toBe(404);
      expect(response.body.error.message).toMatch(/[\u0600-\u06FF]/);
      expect(await auditRows('donor-open')).toHaveLength(before);
    });

    it('refuses a mobile that is not one with a 400 naming the field', async () => {
      for (const body of [{}, { mobile: '12345' }, { mobile: 'x'.repeat(40) }, { mobile: null }]) {
        const response = await post(members.finance, '/donors/record', body, 'ar');
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error.fields.mobile).toMatch(/[\u0600-\u06FF]/);
      }
    });
  });

  describe('resending the receipt', () => {
    const resend = (member: Member, id: string, lang = 'en') => post(member, `/orders/${id}/resend-receipt`, {}, lang);
    const messages = (id: string) =>
      db()
        .selectFrom('outbox_messages')
        .select(['channel', 'recipient', 'kind', 'body'])
        .where('kind', 'is', null)
        .where('channel', '=', 'email')
        .where('body', 'like', `%${id}%`)
        .execute();

    it(`sends an SMS and an email, at most ${RECEIPT_RESENDS_PER_ORDER_PER_DAY} times a day per order, each audited`, async () => {
      const before = await db()
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', MOBILE)
        .where('kind', '=', 'receipt-resend')
        .execute();
      for (let i = 0; i < RECEIPT_RESENDS_PER_ORDER_PER_DAY; i += 1) {
        const response = await resend(members.finance, paidId);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({
          sms: 'queued',
          email: 'queued',
          left: RECEIPT_RESENDS_PER_ORDER_PER_DAY - i - 1,
        });
      }
      const refused = await resend(members.admin, paidId, 'ar');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('resend_limit');
      expect(refused.body.error.message).toMatch(/[\u0600-\u06FF]/);
      const texts = await db()
        .selectFrom('outbox_messages')
        .select(['body'])
        .where('recipient', '=', MOBILE)
        .where('kind', '=', 'receipt-resend')
        .execute();
      expect(texts.length - before.length).toBe(RECEIPT_RESENDS_PER_ORDER_PER_DAY);
      expect(texts.at(-1)!.body).toContain(paidId);
      expect(await messages(paidId)).toHaveLength(RECEIPT_RESENDS_PER_ORDER_PER_DAY);
      expect((await messages(paidId))[0]!.recipient).toBe(EMAIL);
      const audited = (await auditRows('receipt-resend')).filter((row) => row.entity_id === paidId);
      expect(audited).toHaveLength(RECEIPT_RESENDS_PER_ORDER_PER_DAY);
      expect(JSON.parse(audited[0]!.after_json!)).toEqual({
        number: paidNumber,
        mobile: '05******33',
        sms: 'queued',
        email: 'queued',
      });
    });

    it('counts requests arriving together one after the other', async () => {
      const fresh = await paidOrder(db(), { mobile: '0544442222', total: 1_000, at: new Date() });
      await db().updateTable('orders').set({ donor_email: null }).where('id', '=', fresh).execute();
      const answers = await Promise.all(Array.from({ length: 6 }, () => resend(members.finance, fresh)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([
        ...Array(RECEIPT_RESENDS_PER_ORDER_PER_DAY).fill(200),
        ...Array(6 - RECEIPT_RESENDS_PER_ORDER_PER_DAY).fill(429),
      ]);
      expect(answers.find((answer) => answer.status === 200)!.body.data.email).toBeNull();
    });

    it('refuses an unpaid order, a test order, an erased donor’s order and an unknown one, in the member’s language', async () => {
      const unpaid = await resend(members.finance, pendingId, 'ar');
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.error.message).toMatch(/[\u0600-\u06FF]/);
      const test = await paidOrder(db(), { mobile: '0544441111', total: 1_000, at: new Date() });
      await db().updateTable('orders').set({ is_test: 1 }).where('id', '=', test).execute();
      expect((await resend(members.finance, test)).body.error.code).toBe('test_order');
      const erased = await paidOrder(db(), { mobile: '05******11', total: 1_000, at: new Date() });
      expect((await resend(members.finance, erased)).body.error.code).toBe('erased');
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '%27%20or%201%3D1']) {
        const missing = await resend(members.finance, id, 'ar');
        expect(missing.status, id).toBe(404);
        expect(missing.body.error.message).toMatch(/[\u0600-\u06FF]/);
      }
    });
  });
});
