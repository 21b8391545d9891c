import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { disableStaff, resetStaff, setPassword, setPasswordLink } from '../../server/admin/staff';
import { createMember, newAgent, PASSWORD, signIn } from './admin-support';
import { WINDOW_MINUTES } from '../../src/admin/limits';
import { formatPlainNumber } from '../../src/lib/format';

describe.each(TEST_DIALECTS)('back office sign-in and sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  });
  afterAll(async () => t.close());
  const db = () => t.database!.db;
  // Every test signs in from the same address: failures of one test must not lock the next.
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom('staff_login_failures').execute();
  });

  it('/admin and /api/admin answer no-store and noindex; robots.txt disallows /admin', async () => {
    const page = await request(t.app).get('/admin').expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])![1];
    expect(page.text).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    const deep = await request(t.app).get('/admin/anything').expect(200);
    expect(deep.headers['x-robots-tag']).toContain('noindex');
    const api = await request(t.app).get('/api/admin/me').expect(401);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-robots-tag']).toContain('noindex');
    expect(api.body.error.code).toBe('unauthorized');
    const robots = await request(t.app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /admin');
  });

  it('a wrong password and an unknown email get the same 401 wording, in the staff member’s language', async () => {
    const member = await createMember(db(), 'editor');
    const { agent, csrf } = await newAgent(t.app);
    const wrong = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ email: member.email, password: 'not the password' })
      .expect(401);
    const unknown = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ email: 'nobody@example.org', password: 'not the password' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('The email or password is not correct.');
    const arabic = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'ar')
      .send({ email: member.email, password: 'x' })
      .expect(401);
    expect(arabic.body.error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('bad input is a 400 with field errors, never a 500', async () => {
    const { agent, csrf } = await newAgent(t.app);
    const response = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['email', 'password']);
    const unreadable = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send('{oops')
      .expect(400);
    expect(unreadable.body.error).toMatchObject({ code: 'bad_json', message: 'The data sent could not be read.' });
    const latin = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}')
      .expect(415);
    expect(latin.body.error).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Send the data as JSON in UTF-8.',
    });
    const latinAr = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'ar')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}')
      .expect(415);
    expect(latinAr.body.error.message).toBe('أرسل البيانات بصيغة JSON وبترميز \u200eUTF-8\u200e.');
  });

  it('refuses a state-changing call without the CSRF token', async () => {
    const member = await createMember(db(), 'editor');
    const { agent } = await newAgent(t.app);
    await agent.post('/api/admin/login').send({ email: member.email, password: PASSWORD }).expect(403);
    const { agent: signedIn } = await signIn(t.app, db(), 'admin');
    await signedIn.post('/api/admin/staff').send({ email: 'x@example.org', name: 'X', role: 'editor' }).expect(403);
  });

  it('locks an account after 10 failures in 15 minutes (429), even with the right password', async () => {
    const member = await createMember(db(), 'finance');
    const { agent, csrf } = await newAgent(t.app);
    for (let i = 0; i < 10; i += 1) {
      await agent
        .post('/api/admin/login')
        .set('X-CSRF-Token', csrf)
        .send({ email: member.email, password: `wrong ${i}` })
        .expect(401);
    }
    const locked = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'ar')
      .send({ email: member.email, password: PASSWORD })
      .expect(429);
    // The refusal says how long to wait: the window the lock counts in, in the staff member's language.
    expect(locked.body.error).toEqual({
      code: 'locked',
      message: `محاولات فاشلة كثيرة. انتظر ${formatPlainNumber(WINDOW_MINUTES, 'ar')} دقيقة ثم حاول مرة أخرى.`,
    });
    const lockedEn = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({ email: member.email, password: PASSWORD })
      .expect(429);
    expect(lockedEn.body.error.message).toBe(`Too many failed attempts. Wait ${WINDOW_MINUTES} minutes and try again.`);
  });

  it('locks an address after 10 failures over several accounts', async () => {
    const { agent, csrf } = await newAgent(t.app);
    const attempt = (email: string, password: string) =>
      agent.post('/api/admin/login').set('X-CSRF-Token', csrf).send({ email, password });
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`ghost${i}@example.org`, 'whatever password')).status).toBe(401);
    const member = await createMember(db(), 'services');
    expect((await attempt(member.email, PASSWORD)).status).toBe(429);
  });

  it('password, then second-factor enrolment, each with a new session id; /me then answers the member', async () => {
    const member = await createMember(db(), 'editor');
    const { agent, csrf } = await newAgent(t.app);
    const login = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email: member.email, password: PASSWORD })
      .expect(200);
    expect(login.body).toEqual({ stage: 'enrol' });
    const cookie1 = String(login.headers['set-cookie']);
    expect(cookie1).toMatch(/staff_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    await agent.get('/api/admin/me').expect(401);
    await agent.get('/api/admin/dashboard').expect(401);
    const { secret } = (await agent.get('/api/admin/second-factor').expect(200)).body as { secret: string };
    await agent.post('/api/admin/second-factor/enrol').set('X-CSRF-Token', csrf).send({ code: '000000' }).expect(400);
    const enrol = await agent
      .post('/api/admin/second-factor/enrol')
      .set('X-CSRF-Token', csrf)
      .send({ code: await generate({ secret }) })
      .expect(200);
    expect(enrol.body.recoveryCodes).toHaveLength(10);
    const cookie2 = String(enrol.headers['set-cookie']);
    expect(cookie2.split(';')[0]).not.toBe(cookie1.split(';')[0]);
    const me = await agent.get('/api/admin/me').expect(200);
    expect(me.body).toMatchObject({ email: member.email, role: 'editor', name: 'editor member' });
    // The next sign-in asks for a code; a recovery code works once.
    await agent.post('/api/admin/logout').set('X-CSRF-Token', csrf).expect(200);
    await agent.get('/api/admin/me').expect(401);
    expect(
      (await agent.post('/api/admin/login').set('X-CSRF-Token', csrf).send({ email: member.email, password: PASSWORD }))
        .body,
    ).toEqual({ stage: 'verify' });
    await agent
      .post('/api/admin/second-factor/verify')
      .set('X-CSRF-Token', csrf)
      .send({ recoveryCode: enrol.body.recoveryCodes[0] })
      .expect(200);
    await agent.post('/api/admin/logout').set('X-CSRF-Token', csrf).expect(200);
    await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email: member.email, password: PASSWORD })
      .expect(200);
    await agent
      .post('/api/admin/second-factor/verify')
      .set('X-CSRF-Token', csrf)
      .send({ recoveryCode: enrol.body.recoveryCodes[0] })
      .expect(400);
  });

  it('the TOTP code of a step already used is refused (no replay)', async () => {
    const member = await signIn(t.app, db(), 'editor');
    const { agent, csrf } = await newAgent(t.app);
    await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email: member.email, password: PASSWORD })
      .expect(200);
    const code = await generate({ secret: member.secret });
    // The enrolment spent this step's code.
    await agent.post('/api/admin/second-factor/verify').set('X-CSRF-Token', csrf).send({ code }).expect(400);
  });

  it('sessions end after 30 idle minutes and after 12 hours in all', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-23T08:00:00Z');
    const at = (minutes: number) => vi.setSystemTime(new Date(start + minutes * 60_000));
    at(0);
    const idle = await signIn(t.app, db(), 'services');
    at(29);
    await idle.agent.get('/api/admin/me').expect(200);
    at(29 + 31);
    await idle.agent.get('/api/admin/me').expect(401);

    at(0);
    const busy = await signIn(t.app, db(), 'services');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      at(minutes);
      await busy.agent.get('/api/admin/me').expect(200);
    }
    at(12 * 60 + 1);
    await busy.agent.get('/api/admin/me').expect(401);
  });

  it('disabling an account or changing its password ends all its sessions', async () => {
    const first = await signIn(t.app, db(), 'editor');
    await first.agent.get('/api/admin/me').expect(200);
    await setPassword(db(), first.id, 'another long password');
    await first.agent.get('/api/admin/me').expect(401);

    const second = await signIn(t.app, db(), 'finance');
    await disableStaff(db(), second.email);
    await second.agent.get('/api/admin/me').expect(401);
    const { agent, csrf } = await newAgent(t.app);
    await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email: second.email, password: PASSWORD })
      .expect(401);
  });

  it('the one-time link sets a password once; reset clears the second factor', async () => {
    const member = await signIn(t.app, db(), 'editor');
    const { token } = await resetStaff(db(), member.email);
    expect(setPasswordLink('https://example.org', token)).toBe(`https://example.org/admin#/set-password/${token}`);
    await member.agent.get('/api/admin/me').expect(401);
    const { agent, csrf } = await newAgent(t.app);
    await agent
      .post('/api/admin/set-password')
      .set('X-CSRF-Token', csrf)
      .send({ token, password: 'short' })
      .expect(400);
    await agent
      .post('/api/admin/set-password')
      .set('X-CSRF-Token', csrf)
      .send({ token, password: 'my new long password' })
      .expect(200);
    await agent
      .post('/api/admin/set-password')
      .set('X-CSRF-Token', csrf)
      .send({ token, password: 'my new long password' })
      .expect(400);
    const login = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email: member.email, password: 'my new long password' })
      .expect(200);
    expect(login.body).toEqual({ stage: 'enrol' });
  });

  it('behind TLS the cookie is __Host-staff_session with Secure', async () => {
    const behindProxy = await createTestApp({ database: dialect, env: { TRUST_PROXY: 'true' } });
    try {
      const member = await createMember(behindProxy.database!.db, 'editor');
      const csrf = (await request(behindProxy.app).get('/api/admin/csrf').set('X-Forwarded-Proto', 'https')).body
        .token as string;
      // A Secure cookie is not sent back over supertest's plain http: the browser's part is played by hand.
      const login = await request(behindProxy.app)
        .post('/api/admin/login')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `csrf_token=${csrf}`)
        .set('X-CSRF-Token', csrf)
        .send({ email: member.email, password: PASSWORD })
        .expect(200);
      expect(String(login.headers['set-cookie'])).toMatch(
        /__Host-staff_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict/,
      );
    } finally {
      await behindProxy.close();
    }
  });
});
