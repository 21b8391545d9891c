import { Writable } from 'node:stream';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../server/logger';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { aidFields, csrfAgent, multipart, pdfFile } from '../helpers/application-fixtures';
import { orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { redactUrl } from '../../server/security/log-redaction';
import { PERMISSIONS_POLICY } from '../../server/security/headers';
import { exportSubmissions } from '../../server/services/applications/export';
import { toCsv } from '../../server/services/applications/csv';
import { checkCharacter, isReference, newReference, normaliseReference } from '../../src/domain/applications/reference';
import { aidStatusQuerySchema } from '../../src/domain/applications/aid-status-query';
import type { OrderCreated } from '../../src/domain/giving/api-types';

describe('access logs never keep receipt, gift, payment or tracking secrets', () => {
  it('redacts id segments and query strings on those paths, and only there', () => {
    expect(redactUrl('/en/donate/success/RjwgNh7LBQ_4sVLomYBjPg')).toBe('/en/donate/success/:id');
    expect(redactUrl('/ar/donate/paid?payment=n-qlkcAC-iwRQk21hRxQ3g')).toBe('/ar/donate/paid?payment=[redacted]');
    expect(redactUrl('/en/gifts/7KQ29MXHCD')).toBe('/en/gifts/:id');
    expect(redactUrl('/en/gifts/item/3')).toBe('/en/gifts/item/3');
    expect(redactUrl('/api/v1/orders/RjwgNh7LBQ_4sVLomYBjPg/receipt')).toBe('/api/v1/orders/:id/receipt');
    expect(redactUrl('/api/v1/gifts/7KQ29MXHCD')).toBe('/api/v1/gifts/:id');
    expect(redactUrl('/api/v1/payments/n-qlkcAC-iwRQk21hRxQ3g/verify')).toBe('/api/v1/payments/:id/verify');
    expect(redactUrl('/api/v1/payments/sandbox/n-qlkcAC-iwRQk21hRxQ3g?lang=en')).toBe(
      '/api/v1/payments/sandbox/:id?lang=[redacted]',
    );
    expect(redactUrl('/api/v1/payments/moyasar/webhook')).toBe('/api/v1/payments/moyasar/webhook');
    expect(redactUrl('/api/v1/aid-requests/status?reference=AID-7KQ2-9MXH-C&mobile=0551234567')).toBe(
      '/api/v1/aid-requests/status?reference=[redacted]&mobile=[redacted]',
    );
    expect(redactUrl('/ar/services/track?reference=AID-7KQ2-9MXH-C&mobile=0551234567')).toBe(
      '/ar/services/track?reference=[redacted]&mobile=[redacted]',
    );
    expect(redactUrl('/en/news?page=2')).toBe('/en/news?page=2');
  });

  it('the access log of a real request carries neither the id nor the headers', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const t = await createTestApp({ database: 'sqlite', logger: createLogger('info', sink) });
    const created = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201))
      .body as OrderCreated;
    await request(t.app)
      .get(`/api/v1/orders/${created.orderId}/receipt?x=1`)
      .set('Cookie', 'lang=en')
      .set('Referer', `https://example.org/en/donate/paid?payment=${created.payment.id}`)
      .expect(200);
    await verify(t.app, created.payment.id).expect(200);
    const log = lines.join('');
    expect(log).toContain('/api/v1/orders/:id/receipt?x=[redacted]');
    expect(log).toContain('/api/v1/payments/:id/verify');
    expect(log).not.toContain(created.orderId);
    expect(log).not.toContain(created.payment.id);
    expect(log).not.toContain('lang=en');
    await t.close();
  });
});

describe('headers and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t.close());

  it('sends a Permissions-Policy on pages, the API and static files', async () => {
    for (const url of ['/en/news', '/api/v1/giving/settings', '/robots.txt', '/healthz']) {
      const response = await request(t.app).get(url);
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('marks every cookie Secure behind TLS (X-Forwarded-Proto from a trusted proxy), not over plain HTTP', async () => {
    const tls = await request(t.app).get('/api/v1/csrf').set('X-Forwarded-Proto', 'https');
    expect(String(tls.headers['set-cookie'])).toMatch(/; Secure/);
    const root = await request(t.app).get('/').set('X-Forwarded-Proto', 'https').set('Accept-Language', 'en');
    const cookies = [root.headers['set-cookie']].flat().filter(Boolean).map(String);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    const plain = await request(t.app).get('/api/v1/csrf');
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('receipt, payment result and gift card pages are private, no-store; other pages revalidate', async () => {
    const gift = {
      occasionId: 2,
      cardId: 3,
      senderName: 'Sample Sender',
      recipientName: 'Sample Recipient',
      recipientMobile: '0598765432',
      showAmount: false,
    };
    const created = (await postOrder(t.app, orderBody([{ kind: 'gift', ref: '3', amount: 1_000, gift }])).expect(201))
      .body as OrderCreated;
    await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    await verify(t.app, created.payment.id).expect(200);
    const code = (
      await t
        .database!.db.selectFrom('order_items')
        .select('gift_code')
        .where('order_id', '=', created.orderId)
        .executeTakeFirstOrThrow()
    ).gift_code!;
    const pending = (await postOrder(t.app, orderBody([{ kind: 'cause', ref: '1', amount: 1_000 }])).expect(201))
      .body as OrderCreated;
    for (const url of [
      `/en/donate/success/${created.orderId}`,
      `/ar/donate/paid?payment=${pending.payment.id}`,
      `/en/gifts/${code}`,
    ]) {
      const page = await request(t.app).get(url).expect(200);
      expect([url, page.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
    // A decided payment's page sends the donor on to the receipt: that answer is not kept either.
    const onward = await request(t.app).get(`/ar/donate/paid?payment=${created.payment.id}`).expect(303);
    expect(onward.headers['cache-control']).toBe('private, no-store');
    expect((await request(t.app).get('/en/news').expect(200)).headers['cache-control']).toBe('no-cache');
  });
});

describe('uploads are named by their content', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-privacy-uploads-'));
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a real PDF sent as x.html is stored and listed as .pdf; an HTML page beginning %PDF- is refused', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    const post = () => agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token).set('Accept-Language', 'en');
    const ok = await multipart(post(), aidFields, [['attachments', pdfFile(), 'x.html']]).expect(201);
    const file = await t
      .database!.db.selectFrom('uploaded_files')
      .selectAll()
      .where('owner_reference', '=', ok.body.reference)
      .executeTakeFirstOrThrow();
    expect(file.stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(file.original_name).toBe('x.pdf');
    expect(readdirSync(path.join(dataDir, 'uploads')).some((name) => name.endsWith('.html'))).toBe(false);

    const fake = Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n');
    const refused = await multipart(post(), aidFields, [['attachments', fake, 'x.html']]).expect(400);
    expect(Object.values(refused.body.error.fields).join(' ')).toMatch(/PDF, JPEG or PNG/);
    const noTrailer = Buffer.from('%PDF-1.4\nnot really a document');
    await multipart(post(), aidFields, [['attachments', noTrailer, 'x.pdf']]).expect(400);
  });
});

describe('public references: short, random, with a check character', () => {
  it('looks like AID-7KQ2-9MXH-C, never sequential', () => {
    const references = Array.from({ length: 200 }, () => newReference('aid'));
    for (const reference of references) {
      expect(reference).toMatch(/^AID-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      expect(isReference(reference, 'aid')).toBe(true);
    }
    expect(new Set(references).size).toBe(200);
  });

  it('the check character catches one wrong character and two swapped neighbours', () => {
    const reference = newReference('aid', '7KQ29MXH');
    expect(reference).toBe(`AID-7KQ2-9MXH-${checkCharacter('7KQ29MXH')}`);
    expect(isReference(reference)).toBe(true);
    expect(isReference(reference.replace('7KQ2', '7KQ3'))).toBe(false);
    expect(isReference(reference.replace('7KQ2', 'K7Q2'))).toBe(false);
    expect(isReference(reference, 'job')).toBe(false);
  });

  it('tracking reads what a visitor types leniently and refuses a wrong check before any lookup', () => {
    const reference = newReference('aid', '0K1290XH');
    const typed = reference.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect(normaliseReference(typed)).toBe(reference);
    expect(aidStatusQuerySchema.safeParse({ reference: typed, mobile: '0551234567' }).success).toBe(true);
    expect(
      aidStatusQuerySchema.safeParse({
        reference: reference.slice(0, -1) + (reference.endsWith('A') ? 'B' : 'A'),
        mobile: '0551234567',
      }).success,
    ).toBe(false);
    // References issued in the old format still work.
    expect(aidStatusQuerySchema.safeParse({ reference: 'AID-2026-000123', mobile: '0551234567' }).success).toBe(true);
  });
});

describe('in-kind offers reach staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { STAFF_EMAIL: 'samples@example.org' } });
  });
  afterAll(async () => t.close());

  it('queues a staff email in the same transaction and exports with `npm run export -- in-kind`', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    const offer = {
      itemType: 'mobilityAids',
      quantity: '2',
      condition: 'likeNew',
      city: 'Riyadh',
      name: 'Sample Giver',
      mobile: '0551234567',
      description: 'Two folding wheelchairs; =1+1',
    };
    const { reference } = (
      await agent.post('/api/v1/giving/in-kind-requests').set('X-CSRF-Token', token).send(offer).expect(201)
    ).body as { reference: string };
    expect(isReference(reference, 'inKind')).toBe(true);
    const mail = await t
      .database!.db.selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'samples@example.org')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', subject: `عرض تبرع عيني جديد ${reference}` });
    expect(mail.body).toContain('وسائل تنقّل');
    expect(mail.body).toContain('0551234567');
    const table = await exportSubmissions(t.database!.db, 'in-kind', new Date(0).toISOString());
    const csv = toCsv(table.header, table.rows);
    expect(csv.split('\r\n')[0]).toBe(
      'reference,created_at,item_type,description,quantity,condition,city,name,mobile,locale',
    );
    expect(csv).toContain(`${reference},`);
    expect(csv).toContain('"Two folding wheelchairs; =1+1"');
  });
});
