import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arApply from '../../locales/ar/apply.json';
import enApply from '../../locales/en/apply.json';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import {
  aidFields,
  contactBody,
  csrfAgent,
  jobFields,
  multipart,
  pdfFile,
  volunteerBody,
} from '../helpers/application-fixtures';

const POSTS = [
  ['contact', '/api/v1/contact'],
  ['volunteer', '/api/v1/applications/volunteer'],
  ['jobs', '/api/v1/applications/jobs'],
  ['aid', '/api/v1/aid-requests'],
] as const;

describe('CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { FORM_RATE_LIMIT: '1000', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-csrf-')) },
    });
  });
  afterAll(async () => {
    rmSync(t.config.DATA_DIR, { recursive: true, force: true });
    await t.close();
  });

  it('GET /csrf sets a strict, HttpOnly cookie and answers the same token; a second call keeps it', async () => {
    const agent = request.agent(t.app);
    const first = await agent.get('/api/v1/csrf').expect(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`csrf_token=${first.body.token}`));
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await agent.get('/api/v1/csrf').expect(200);
    expect(second.body.token).toBe(first.body.token);
    const stranger = await request(t.app).get('/api/v1/csrf').expect(200);
    expect(stranger.body.token).not.toBe(first.body.token);
  });

  it.each(POSTS)(
    '%s: refuses without a token, with a wrong token, from a foreign Origin or a cross-site fetch (403, localized)',
    async (_name, url) => {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      const body = { ...contactBody };
      const noToken = await agent.post(url).set('Accept-Language', 'ar').send(body).expect(403);
      expect(noToken.body.error).toEqual({ code: 'csrf', message: arApply.api.csrf });
      const wrong = await agent
        .post(url)
        .set('Accept-Language', 'en')
        .set('X-CSRF-Token', `${token.slice(0, -1)}x`)
        .send(body)
        .expect(403);
      expect(wrong.body.error.message).toBe(enApply.api.csrf);
      await agent.post(url).set('X-CSRF-Token', token).set('Origin', 'https://evil.example').send(body).expect(403);
      await agent.post(url).set('X-CSRF-Token', token).set('Sec-Fetch-Site', 'cross-site').send(body).expect(403);
      await agent.post(url).set('X-CSRF-Token', token).set('Sec-Fetch-Site', 'same-site').send(body).expect(403);
      // A header without the cookie (another browser, or a forged form) is refused too.
      await request(t.app).post(url).set('X-CSRF-Token', token).send(body).expect(403);
    },
  );

  it('accepts our own Origin and a same-origin fetch', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    await agent
      .post('/api/v1/contact')
      .set('X-CSRF-Token', token)
      .set('Origin', 'https://example.org')
      .set('Sec-Fetch-Site', 'same-origin')
      .send(contactBody)
      .expect(201);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { FORM_RATE_LIMIT: '2', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-rate-')) },
    });
  });
  afterAll(async () => {
    rmSync(t.config.DATA_DIR, { recursive: true, force: true });
    await t.close();
  });

  it('answers 429 with Retry-After and a localized message past the limit, per endpoint', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    await agent.post('/api/v1/contact').set('X-CSRF-Token', token).send(contactBody).expect(201);
    await agent.post('/api/v1/contact').set('X-CSRF-Token', token).send({}).expect(400);
    const limited = await agent
      .post('/api/v1/contact')
      .set('X-CSRF-Token', token)
      .set('Accept-Language', 'ar')
      .send(contactBody)
      .expect(429);
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: arApply.api.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another endpoint has its own budget.
    await agent.post('/api/v1/applications/volunteer').set('X-CSRF-Token', token).send(volunteerBody).expect(201);
    // Status lookups: three times the form budget.
    for (let i = 0; i < 6; i += 1)
      await agent
        .get('/api/v1/aid-requests/status')
        .query({ reference: 'AID-2026-000001', mobile: '0500000000' })
        .expect(404);
    await agent
      .get('/api/v1/aid-requests/status')
      .query({ reference: 'AID-2026-000001', mobile: '0500000000' })
      .set('Accept-Language', 'en')
      .expect(429);
  });
});

describe('rate limits over IPv6, behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { FORM_RATE_LIMIT: '2', TRUST_PROXY: '1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-rate6-')) },
    });
  });
  afterAll(async () => {
    rmSync(t.config.DATA_DIR, { recursive: true, force: true });
    await t.close();
  });

  it('addresses of one /64 share one budget (a customer holds all of them); another /64 has its own', async () => {
    const send = async (address: string) => {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      return agent.post('/api/v1/contact').set('X-CSRF-Token', token).set('X-Forwarded-For', address).send(contactBody);
    };
    expect((await send('2001:db8:5:6::1')).status).toBe(201);
    expect((await send('2001:db8:5:6:aaaa:bbbb:cccc:dddd')).status).toBe(201);
    expect((await send('2001:db8:5:6::fffe')).status).toBe(429);
    expect((await send('2001:db8:5:7::1')).status).toBe(201);
  });
});

describe.each(TEST_DIALECTS)('honeypot on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: dialect,
      env: { FORM_RATE_LIMIT: '1000', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-honey-')) },
    });
  });
  afterAll(async () => {
    rmSync(t.config.DATA_DIR, { recursive: true, force: true });
    await t.close();
  });

  it('a filled `website` field gets a 201 that looks real, and nothing is stored, uploaded or queued', async () => {
    const agent = request.agent(t.app);
    const token = await csrfAgent(agent);
    const db = t.database!.db;
    const contact = await agent
      .post('/api/v1/contact')
      .set('X-CSRF-Token', token)
      .send({ ...contactBody, website: 'http://spam.example' })
      .expect(201);
    expect(contact.body.reference).toMatch(/^MSG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
    await agent
      .post('/api/v1/applications/volunteer')
      .set('X-CSRF-Token', token)
      .send({ ...volunteerBody, website: 'x' })
      .expect(201);
    const job = await multipart(
      agent.post('/api/v1/applications/jobs').set('X-CSRF-Token', token),
      { ...jobFields, website: 'x' },
      [['cv', pdfFile(), 'cv.pdf']],
    ).expect(201);
    expect(job.body.reference).toMatch(/^JOB-/);
    const decoy = await multipart(agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token), {
      ...aidFields,
      website: 'x',
    }).expect(201);
    // Shaped as a real answer, so the bot cannot tell it was caught.
    expect(Object.keys(decoy.body).sort()).toEqual(['reference', 'texted']);
    for (const table of [
      'contact_messages',
      'volunteer_applications',
      'job_applications',
      'aid_requests',
      'uploaded_files',
      'outbox_messages',
    ] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    let files: string[] = [];
    try {
      files = readdirSync(path.join(t.config.DATA_DIR, 'uploads'));
    } catch {
      files = [];
    }
    expect(files).toEqual([]);
  });
});
