import { Writable } from 'node:stream';
import type { Express } from 'express';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { platformParts } from '../../server/platform';
import { noAssets } from '../../server/render/assets';
import { resetStaff } from '../../server/admin/staff';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { createMember, newAgent, PASSWORD, signIn, type Agent } from './admin-support';
import { MAX_FAILURES } from '../../src/admin/limits';

/**
 * The sign-in under a burst: the lockout, the second factor and the records of who signed in. The
 * app's server log is kept (the shared test app's is silent) to show what reaches it.
 */
describe.each(TEST_DIALECTS)('back office sign-in under a burst, and its records (%s)', (dialect) => {
  let app: Express;
  let database: TestDatabase;
  const logged: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://example.org',
      LOG_LEVEL: 'info',
      HTML_CACHE_SECONDS: '0',
    });
    const logger = pino(
      { level: 'info', base: undefined },
      new Writable({ write: (chunk, _encoding, done) => (logged.push(String(chunk)), done()) }),
    );
    app = await createApp({
      config,
      logger,
      mode: 'test',
      assets: noAssets,
      loadEntry: () => import('../../src/entry-server'),
      ...platformParts(database, logger, config),
    });
  });
  afterAll(async () => database.destroy());
  const db = () => database.db;
  // Every test signs in from the same address: failures of one test must not lock the next.
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom('staff_login_failures').execute();
  });

  const login = (agent: Agent, csrf: string, email: string, password: string, language = 'en') =>
    agent.post('/api/admin/login').set('X-CSRF-Token', csrf).set('Accept-Language', language).send({ email, password });
  const statuses = (responses: { status: number }[]) =>
    responses.reduce<Record<number, number>>(
      (count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
      {},
    );

  it(`checks at most ${MAX_FAILURES} of 200 wrong passwords sent at once for one account; the rest are 429 and the account is locked`, async () => {
    const member = await createMember(db(), 'editor');
    const { agent, csrf } = await newAgent(app);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(agent, csrf, member.email, `wrong password ${i}`)),
    );
    const count = statuses(responses);
    // A 401 is a password that was checked and found wrong; a 429 was refused before any check.
    expect(count[401]).toBe(MAX_FAILURES);
    expect(count[429]).toBe(200 - MAX_FAILURES);
    expect(responses.find((response) => response.status === 429)!.body.error.code).toBe('locked');
    await login(agent, csrf, member.email, PASSWORD).expect(429);
  }, 60_000);

  it(`checks at most ${MAX_FAILURES} of 200 wrong passwords sent at once from one address over many accounts`, async () => {
    const { agent, csrf } = await newAgent(app);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(agent, csrf, `ghost${i}@example.org`, 'some wrong password')),
    );
    expect(statuses(responses)).toEqual({ 401: MAX_FAILURES, 429: 200 - MAX_FAILURES });
  }, 60_000);

  it('the right password sent with wrong ones at once, within the limit, still signs in', async () => {
    const member = await createMember(db(), 'finance');
    const { agent, csrf } = await newAgent(app);
    const wrong = Array.from({ length: MAX_FAILURES - 1 }, (_, i) =>
      login(agent, csrf, member.email, `wrong password ${i}`),
    );
    const [right, ...rest] = await Promise.all([login(agent, csrf, member.email, PASSWORD), ...wrong]);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ stage: 'enrol' });
    expect(statuses(rest)).toEqual({ 401: MAX_FAILURES - 1 });
  });

  /** Five partial sessions of one member, past the step its enrolment spent, and that step's code. */
  async function fiveVerifyingSessions() {
    const member = await signIn(app, db(), 'services');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90_000);
    const sessions = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { agent, csrf } = await newAgent(app);
        expect((await login(agent, csrf, member.email, PASSWORD).expect(200)).body).toEqual({ stage: 'verify' });
        return { agent, csrf };
      }),
    );
    const code = await generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) });
    return { member, sessions, code };
  }
  const fullSessions = async (staffId: number) =>
    Number(
      (
        await db()
          .selectFrom('staff_sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('staff_id', '=', staffId)
          .where('stage', '=', 'full')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('one TOTP code sent from five sessions at once opens one of them', async () => {
    const { member, sessions, code } = await fiveVerifyingSessions();
    const before = await fullSessions(member.id);
    const responses = await Promise.all(
      sessions.map(({ agent, csrf }) =>
        agent.post('/api/admin/second-factor/verify').set('X-CSRF-Token', csrf).send({ code }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 400: 4 });
    expect(await fullSessions(member.id)).toBe(before + 1);
    const opened = sessions.filter((_, i) => responses[i]!.status === 200);
    await opened[0]!.agent.get('/api/admin/me').expect(200);
  });

  it('one partial session becomes one full session, however many requests carry it at once', async () => {
    const member = await createMember(db(), 'editor');
    const { agent, csrf } = await newAgent(app);
    await login(agent, csrf, member.email, PASSWORD).expect(200);
    const { secret } = (await agent.get('/api/admin/second-factor').expect(200)).body as { secret: string };
    const enrol = await agent
      .post('/api/admin/second-factor/enrol')
      .set('X-CSRF-Token', csrf)
      .send({ code: await generate({ secret }) })
      .expect(200);
    const codes = enrol.body.recoveryCodes as string[];
    await agent.post('/api/admin/logout').set('X-CSRF-Token', csrf).expect(200);
    await login(agent, csrf, member.email, PASSWORD).expect(200);
    // Five different recovery codes on the one partial session: each is a valid second factor.
    const responses = await Promise.all(
      codes
        .slice(0, 5)
        .map((recoveryCode) =>
          agent.post('/api/admin/second-factor/verify').set('X-CSRF-Token', csrf).send({ recoveryCode }),
        ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await fullSessions(member.id)).toBe(1);
  });

  it('one recovery code sent from five sessions at once opens one of them', async () => {
    const member = await createMember(db(), 'editor');
    const { agent, csrf } = await newAgent(app);
    await login(agent, csrf, member.email, PASSWORD).expect(200);
    const { secret } = (await agent.get('/api/admin/second-factor').expect(200)).body as { secret: string };
    const [recoveryCode] = (
      await agent
        .post('/api/admin/second-factor/enrol')
        .set('X-CSRF-Token', csrf)
        .send({ code: await generate({ secret }) })
        .expect(200)
    ).body.recoveryCodes as string[];
    const sessions = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const next = await newAgent(app);
        await login(next.agent, next.csrf, member.email, PASSWORD).expect(200);
        return next;
      }),
    );
    const responses = await Promise.all(
      sessions.map((next) =>
        next.agent.post('/api/admin/second-factor/verify').set('X-CSRF-Token', next.csrf).send({ recoveryCode }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 400: 4 });
  });

  it('sign-in, failed sign-in, lockout and sign-out are in the audit log and the server log, without the password', async () => {
    const member = await signIn(app, db(), 'editor');
    const wrongPassword = 'Not-the-password-42';
    const { agent, csrf } = await newAgent(app);
    await login(agent, csrf, member.email, wrongPassword).expect(401);
    await login(agent, csrf, 'nobody-here@example.org', wrongPassword).expect(401);
    await member.agent.post('/api/admin/logout').set('X-CSRF-Token', member.csrf).expect(200);
    // The next sign-in, with a wrong code first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90_000);
    await login(agent, csrf, member.email, PASSWORD).expect(200);
    await agent.post('/api/admin/second-factor/verify').set('X-CSRF-Token', csrf).send({ code: '000000' }).expect(400);
    await agent
      .post('/api/admin/second-factor/verify')
      .set('X-CSRF-Token', csrf)
      .send({ code: await generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) }) })
      .expect(200);

    const rows = await db()
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'staff_email', 'entity', 'entity_id', 'after_json'])
      .where('action', 'in', ['sign-in', 'sign-in-failed', 'lockout', 'sign-out'])
      .orderBy('id')
      .execute();
    const mine = rows.filter(
      (row) => row.staff_email === member.email || row.staff_email === 'nobody-here@example.org',
    );
    expect(mine.map((row) => [row.action, row.staff_email, JSON.parse(row.after_json ?? '{}').step])).toEqual([
      ['sign-in', member.email, 'enrolment'],
      ['sign-in-failed', member.email, 'password'],
      ['sign-in-failed', 'nobody-here@example.org', 'password'],
      ['sign-out', member.email, undefined],
      ['sign-in-failed', member.email, 'code'],
      ['sign-in', member.email, 'code'],
    ]);
    expect(mine.find((row) => row.action === 'sign-out')).toMatchObject({
      staff_id: member.id,
      entity: 'staff',
      entity_id: String(member.id),
    });
    expect(mine.find((row) => row.staff_email === 'nobody-here@example.org')!.staff_id).toBeNull();
    expect(JSON.parse(mine[0]!.after_json!).address).toBeTruthy();

    // The lockout: the failure that fills the limit is recorded once as its start.
    const other = await createMember(db(), 'finance');
    await db().deleteFrom('staff_login_failures').execute();
    for (let i = 0; i < MAX_FAILURES; i += 1)
      await login(agent, csrf, other.email, `${wrongPassword} ${i}`).expect(401);
    await login(agent, csrf, other.email, PASSWORD).expect(429);
    const lockouts = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'after_json'])
      .where('action', '=', 'lockout')
      .where('staff_email', '=', other.email)
      .execute();
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]!.staff_id).toBe(other.id);

    const lines = logged
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const events = lines
      .filter((line) => line.email === member.email || line.email === other.email)
      .map((line) => line.event);
    expect(events).toEqual([
      'staff.sign-in',
      'staff.sign-in-failed',
      'staff.sign-out',
      'staff.sign-in-failed',
      'staff.sign-in',
      ...Array<string>(MAX_FAILURES).fill('staff.sign-in-failed'),
      'staff.lockout',
    ]);
    expect(logged.join('')).not.toContain(wrongPassword);
    expect(logged.join('')).not.toContain(PASSWORD);
  });

  it('refuses a password of spaces and a commonly used one, with the reason in Arabic and English; the link still works after', async () => {
    const member = await createMember(db(), 'editor');
    const { token } = await resetStaff(db(), member.email);
    const { agent, csrf } = await newAgent(app);
    const setPassword = (password: string, language: string) =>
      agent
        .post('/api/admin/set-password')
        .set('X-CSRF-Token', csrf)
        .set('Accept-Language', language)
        .send({ token, password });
    expect((await setPassword(' '.repeat(12), 'en').expect(400)).body.error.fields).toEqual({
      password: 'The password cannot be only spaces',
    });
    expect((await setPassword(' '.repeat(12), 'ar').expect(400)).body.error.fields).toEqual({
      password: 'لا يمكن أن تكون كلمة المرور مسافات فقط',
    });
    expect((await setPassword('password1234', 'en').expect(400)).body.error.fields.password).toBe(
      'This password is commonly used or easy to guess; choose another (a phrase of several unexpected words, for example)',
    );
    expect((await setPassword('password1234', 'ar').expect(400)).body.error.fields.password).toBe(
      'كلمة المرور هذه شائعة أو سهلة التخمين؛ اختر كلمة مرور أخرى (عبارة من عدة كلمات غير متوقعة مثلًا)',
    );
    await setPassword('qwertyuiop123', 'en').expect(400);
    await setPassword('quiet lantern over seven hills', 'en').expect(200);
    await login(agent, csrf, member.email, 'quiet lantern over seven hills').expect(200);
  });
});
