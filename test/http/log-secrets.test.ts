import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newKey } from '../helpers/giving-fixtures';
import { CARDS } from '../helpers/periodic-fixtures';
import { newAgent, signIn } from './admin-support';
import { jobWithCv } from './admin-ops-fixtures';
import { createLogger } from '../../server/logger';
import { redactText, redactUrl } from '../../server/security/log-redaction';
import { createOutboxWorker } from '../../server/services/outbox/worker';
import { createTransports } from '../../server/services/outbox/create-transports';

/**
 * No secret in a log (docs/behaviour.md#B-PRIV-1): every flow that carries one in an address is
 * driven through the real app with the site's own logger, and the lines it wrote are read back:
 * the path is there with the secret replaced, the secret nowhere; then the same addresses are asked
 * for while the database is gone, so that the error lines (paths, messages, stacks) are read too.
 */
const lines: string[] = [];
const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
const log = () => lines.join('');

function expectNone(secrets: readonly string[]) {
  const text = log();
  for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);
}

describe('the redaction rule', () => {
  it('replaces each secret by the name of its place, in pages with or without a locale, the API, the back office and the gateway', () => {
    const cases: Array<[string, string]> = [
      [
        '/en/periodic/manage?t=v1.AAAAAAAAAAAAAAAAAAAAAA.1790000000.sig&done=setup',
        '/en/periodic/manage?t=[redacted]&done=setup',
      ],
      ['/periodic/manage?done=card&t=v1.x', '/periodic/manage?done=card&t=[redacted]'],
      ['/api/v1/periodic/manage?t=v1.x', '/api/v1/periodic/manage?t=[redacted]'],
      [
        '/api/v1/periodic/cards/moyasar/SESSIONSESSIONSESSION01/return?lang=ar&id=tok_abc',
        '/api/v1/periodic/cards/moyasar/:session/return?lang=ar&id=[redacted]',
      ],
      [
        '/api/v1/periodic/cards/sandbox/SESSIONSESSIONSESSION01?lang=en',
        '/api/v1/periodic/cards/sandbox/:session?lang=en',
      ],
      [
        '/api/v1/my-giving/cards/moyasar/BATCHBATCHBATCHBATCH01/return?lang=ar&id=tok_abc',
        '/api/v1/my-giving/cards/moyasar/:batch/return?lang=ar&id=[redacted]',
      ],
      [
        '/api/v1/my-giving/cards/sandbox/BATCHBATCHBATCHBATCH01?lang=en',
        '/api/v1/my-giving/cards/sandbox/:batch?lang=en',
      ],
      ['/preview/TOKEN/en', '/preview/:token/en'],
      ['/Preview/TOKEN/ar/', '/Preview/:token/ar/'],
      ['/api/admin/files/download/TOKEN', '/api/admin/files/download/:token'],
      [
        '/api/v1/statements/TOKEN/statement.pdf?calendar=hijri&year=1448',
        '/api/v1/statements/:token/statement.pdf?calendar=hijri&year=1448',
      ],
      ['/api/v1/statements/requests/REQUEST/verify', '/api/v1/statements/requests/:id/verify'],
      ['/en/receipts/verify/CODE', '/en/receipts/verify/:code'],
      ['/ar/donate/paid?payment=PAYMENT', '/ar/donate/paid?payment=[redacted]'],
      [
        '/api/v1/aid-requests/status?reference=AID-7KQ2-9MXH-C&mobile=0551234567',
        '/api/v1/aid-requests/status?reference=[redacted]&mobile=[redacted]',
      ],
      ['/en/gifts/item/3', '/en/gifts/item/3'],
      ['/api/v1/payments/moyasar/webhook', '/api/v1/payments/moyasar/webhook'],
      ['/en/news?page=2', '/en/news?page=2'],
      // A secret key anywhere, however the key is written; an address inside a query value.
      ['/en/news?%74=v1.x&token[0]=y', '/en/news?%74=[redacted]&token[0]=[redacted]'],
      ['/en/contactus?next=/en/periodic/manage?t=v1.x', '/en/contactus?next=/en/periodic/manage?t=[redacted]'],
      ['/en/contactus?next=%2Fpreview%2FTOKEN%2Fen', '/en/contactus?next=%2Fpreview%2F%3Atoken%2Fen'],
      // The back office's invite link keeps its token after #.
      ['/admin#/set-password/TOKEN', '/admin#/set-password/:token'],
    ];
    for (const [url, kept] of cases) expect([url, redactUrl(url)]).toEqual([url, kept]);
  });

  it('finds addresses anywhere in a text: whole URLs, a gateway error, a JSON line with escapes, a stack', () => {
    expect(redactText('Moyasar answered 500 to GET /tokens/tok_secret')).toBe(
      'Moyasar answered 500 to GET /tokens/:token',
    );
    expect(redactText('link: https://example.org/ar/periodic/manage?t=v1.x. Thanks')).toBe(
      'link: https://example.org/ar/periodic/manage?t=[redacted] Thanks',
    );
    const line = JSON.stringify({
      msg: 'boom',
      url: '/preview/TOKEN/en?x="y"&t=SECRET',
      stack: 'Error: at /preview/TOKEN/en\n    at f (/work/a.ts:1:2)',
    });
    const kept = redactText(line);
    expect(JSON.parse(kept)).toEqual({
      msg: 'boom',
      url: '/preview/:token/en?x="y"&t=[redacted]',
      stack: 'Error: at /preview/:token/en\n    at f (/work/a.ts:1:2)',
    });
  });
});

describe('token-bearing flows leave no secret in the log', () => {
  let t: TestApp;
  let moyasar: TestApp;
  let stub: Server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-log-secrets-'));

  beforeAll(async () => {
    // The card gateway's tokens API: `tok_good…` is active, `tok_boom…` makes it fail.
    stub = createServer((req, res) => {
      const token = /^\/v1\/tokens\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      res.writeHead(token.startsWith('tok_boom') ? 500 : token.startsWith('tok_good') ? 200 : 404, {
        'Content-Type': 'application/json',
      });
      res.end(
        JSON.stringify({ id: token, status: 'active', brand: 'mada', last_four: '4242', month: '09', year: '31' }),
      );
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', () => resolve()));
    const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
    t = await createTestApp({
      database: 'sqlite',
      logger,
      env: { DATA_DIR: dataDir, GIVING_RATE_LIMIT: '200', HTML_CACHE_SECONDS: '60' },
    });
    moyasar = await createTestApp({
      database: 'sqlite',
      logger,
      env: {
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk_test_x',
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_x',
        MOYASAR_WEBHOOK_SECRET: 'whsec',
        MOYASAR_API_URL: stubUrl,
        GIVING_RATE_LIMIT: '200',
      },
    });
  }, 60_000);
  let destroyed = false;
  afterAll(async () => {
    if (!destroyed) await t.close();
    await moyasar.close();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Every secret the flows handed out, by name (the error lines ask for them again).
  const secrets: Record<string, string> = {};
  const allSecrets = () => Object.values(secrets);
  let staff: Awaited<ReturnType<typeof signIn>>;
  const plan = {
    kind: 'cause',
    ref: '1',
    amount: 5000,
    frequency: 'monthly',
    name: 'Periodic Donor',
    mobile: '0512345678',
  };
  const manageTokenOf = (location: string) => new URL(location, 'https://x').searchParams.get('t')!;

  it('a periodic plan: its card session, the manage link (page, API, an action) and the texts that carry it', async () => {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Idempotency-Key', newKey())
      .send(plan)
      .expect(201);
    const cardUrl = created.body.cardUrl as string;
    const session = cardUrl.split('/').pop()!.split('?')[0]!;
    await request(t.app).get(cardUrl).expect(200);
    const saved = await request(t.app)
      .post(cardUrl)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' })
      .expect(303);
    const token = manageTokenOf(saved.headers.location as string);
    await request(t.app)
      .get(saved.headers.location as string)
      .expect(200);
    await request(t.app).get('/api/v1/periodic/manage').query({ t: token }).expect(200);
    await request(t.app).post('/api/v1/periodic/manage/pause').send({ t: token }).expect(200);
    // The texts go out through the log when no SMS provider is set: the links in them are redacted too.
    await createOutboxWorker({ db: t.database!.db, transports: createTransports(t.config, logger), logger }).runOnce();
    const texts = await t.database!.db.selectFrom('outbox_messages').select('body').execute();
    const linked = texts.flatMap((row) =>
      [...row.body.matchAll(/manage\?t=([^\s&]+)/g)].map((found) => decodeURIComponent(found[1]!)),
    );
    expect(linked.length).toBeGreaterThan(0);
    Object.assign(
      secrets,
      { session, manage: token },
      Object.fromEntries(linked.map((link, index) => [`texted${index}`, link])),
    );
    expectNone([session, token, ...linked]);
    expect(log()).toContain('/api/v1/periodic/cards/sandbox/:session?lang=ar');
    expect(log()).toContain('/ar/periodic/manage?t=[redacted]&done=setup');
    expect(log()).toContain('/api/v1/periodic/manage?t=[redacted]');
    expect(log()).toContain('outbox message (log transport)');
  });

  it('a card saved on the gateway: the session, the token id on the return, and the gateway error that quotes it', async () => {
    const created = await request(moyasar.app)
      .post('/api/v1/periodic/plans')
      .set('Idempotency-Key', newKey())
      .send(plan)
      .expect(201);
    const session = (created.body.cardUrl as string).split('/').pop()!.split('?')[0]!;
    const failing = `tok_boom${'B'.repeat(20)}`;
    const good = `tok_good${'G'.repeat(20)}`;
    await request(moyasar.app)
      .get(`/api/v1/periodic/cards/moyasar/${session}/return?lang=en&id=${failing}`)
      .expect(500);
    const back = await request(moyasar.app)
      .get(`/api/v1/periodic/cards/moyasar/${session}/return?lang=en&id=${good}`)
      .expect(303);
    Object.assign(secrets, {
      gatewaySession: session,
      failing,
      good,
      gatewayManage: manageTokenOf(back.headers.location as string),
    });
    expectNone([session, failing, good, secrets.gatewayManage!]);
    expect(log()).toContain('/api/v1/periodic/cards/moyasar/:session/return?lang=en&id=[redacted]');
    expect(log()).toContain('Moyasar answered 500 to GET /tokens/:token');
  });

  it('a yearly statement: the request id and the statement link', async () => {
    const asked = await request(t.app).post('/api/v1/statements/requests').send({ mobile: '0555000111' }).expect(201);
    const sms = (
      await t
        .database!.db.selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', '0555000111')
        .executeTakeFirstOrThrow()
    ).body;
    const code = /(\d{6})/.exec(sms.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))))![1]!;
    const opened = await request(t.app)
      .post(`/api/v1/statements/requests/${asked.body.requestId}/verify`)
      .send({ code })
      .expect(200);
    await request(t.app)
      .get(`/api/v1/statements/${opened.body.token}/statement.pdf?calendar=gregorian&year=2026`)
      .expect(200);
    Object.assign(secrets, { statementRequest: asked.body.requestId, statement: opened.body.token });
    expectNone([asked.body.requestId, opened.body.token]);
    expect(log()).toContain('/api/v1/statements/requests/:id/verify');
    expect(log()).toContain('/api/v1/statements/:token/statement.pdf?calendar=gregorian&year=2026');
  });

  it('the back office: a preview link, a file link and an invite link', async () => {
    const db = t.database!.db;
    const admin = (staff = await signIn(t.app, db, 'admin'));
    const post = (url: string, body: object) =>
      admin.agent.post(`/api/admin${url}`).set('X-CSRF-Token', admin.csrf).send(body);
    const news = await db.selectFrom('news').select('id').limit(1).executeTakeFirstOrThrow();
    const preview = (await post(`/preview/news/${news.id}`, {}).expect(201)).body.data as { en: string };
    await request(t.app).get(preview.en).expect(200);
    const cv = await jobWithCv(db, dataDir);
    const file = (await post(`/files/${cv.fileId}/link`, {}).expect(201)).body.data as { url: string };
    await admin.agent.get(file.url).expect(200);
    const invited = (
      await post('/staff', { email: 'new-member@example.org', name: 'New Member', role: 'editor' }).expect(201)
    ).body.data as { link: string };
    // …/admin#/set-password/TOKEN?lang=ar: the invitee's language follows the token.
    const invite = /set-password\/([\w-]+)/.exec(invited.link)![1]!;
    const newcomer = await newAgent(t.app);
    await newcomer.agent
      .post('/api/admin/set-password')
      .set('X-CSRF-Token', newcomer.csrf)
      .send({ token: invite, password: 'quiet harbour lantern 4791 violet' })
      .expect(200);
    const previewToken = preview.en.split('/')[2]!;
    const fileToken = file.url.split('/').pop()!;
    Object.assign(secrets, { preview: previewToken, file: fileToken, invite });
    expectNone([previewToken, fileToken, invite]);
    expect(log()).toContain('/preview/:token/en');
    expect(log()).toContain('/api/admin/files/download/:token');
  });

  it('a cached page asked for with a secret key keeps it out of the cache hit’s line', async () => {
    await request(t.app).get('/en/pages/goals?t=v1.cachedhit-secret').expect(200);
    const hit = await request(t.app).get('/en/pages/goals?t=v1.cachedhit-secret').expect(200);
    expect(hit.headers['x-html-cache']).toBe('hit');
    expectNone(['cachedhit-secret']);
    expect(log()).toContain('/en/pages/goals?t=[redacted]');
  });

  it('error lines: the same addresses failing (no database) log their path with the secret replaced', async () => {
    const before = lines.length;
    destroyed = true;
    await t.database!.destroy();
    await request(t.app).get(`/api/v1/periodic/cards/sandbox/${secrets.session}`).expect(500);
    await request(t.app)
      .get(`/api/v1/statements/${secrets.statement}/statement.pdf?calendar=gregorian&year=2026`)
      .expect(500);
    await request(t.app).get(`/preview/${secrets.preview}/en`).expect(500);
    await staff.agent.get(`/api/admin/files/download/${secrets.file}`).expect(500);
    await request(t.app).get('/en/periodic/manage').query({ t: secrets.manage }).expect(500);
    const errors = lines.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(allSecrets().length).toBeGreaterThanOrEqual(12);
    expectNone(allSecrets());
    const text = errors.join('');
    expect(text).toContain('/api/v1/periodic/cards/sandbox/:session');
    expect(text).toContain('/api/v1/statements/:token/statement.pdf');
    expect(text).toContain('/preview/:token/en');
    expect(text).toContain('/api/admin/files/download/:token');
  });
});
