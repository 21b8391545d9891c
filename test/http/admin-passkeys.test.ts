import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { softAuthenticator } from '../helpers/soft-authenticator';
import { newAgent, PASSWORD, signIn } from './admin-support';

const ORIGIN = 'https://example.org';

describe.each(TEST_DIALECTS)('passkeys as a second factor (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  }, 60_000);
  afterAll(async () => t.close());
  const db = () => t.database!.db;

  async function passwordStep(email: string) {
    const { agent, csrf } = await newAgent(t.app);
    const login = await agent
      .post('/api/admin/login')
      .set('X-CSRF-Token', csrf)
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(login.body.stage).toBe('verify');
    return { agent, csrf };
  }

  it('a signed-in member adds a passkey, then signs in with it instead of a code; each step audited', async () => {
    const member = await signIn(t.app, db(), 'editor');
    const key = softAuthenticator(ORIGIN);
    const options = (
      await member.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', member.csrf).send({}).expect(200)
    ).body.data;
    expect(options.rp).toEqual({ name: 'Back office', id: 'example.org' });
    expect(options.user.name).toBe(member.email);
    const added = await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Office laptop', response: key.register(options.challenge) })
      .expect(201);
    expect(added.body.data).toMatchObject({ name: 'Office laptop', lastUsedAt: null });
    // The challenge is spent: the same answer again is refused.
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Again', response: key.register(options.challenge) })
      .expect(400);
    const list = (await member.agent.get('/api/admin/passkeys').expect(200)).body.data;
    expect(list).toEqual([expect.objectContaining({ name: 'Office laptop' })]);

    const { agent, csrf } = await passwordStep(member.email);
    await agent.get('/api/admin/me').expect(401);
    const signInOptions = (
      await agent.post('/api/admin/second-factor/passkey/options').set('X-CSRF-Token', csrf).send({}).expect(200)
    ).body.data;
    expect(signInOptions.allowCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);
    const verified = await agent
      .post('/api/admin/second-factor/passkey')
      .set('X-CSRF-Token', csrf)
      .send({ response: key.authenticate(signInOptions.challenge) })
      .expect(200);
    expect(verified.body).toMatchObject({ stage: 'full', member: { email: member.email, role: 'editor' } });
    expect((await agent.get('/api/admin/me').expect(200)).body.email).toBe(member.email);
    const stored = await db()
      .selectFrom('staff_passkeys')
      .selectAll()
      .where('staff_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();

    const log = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(member.id))
      .where('action', 'like', '%passkey%')
      .orderBy('id')
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(['passkey.add', 'second-factor.passkey']);
  });

  it('refuses a passkey answer for another site, another key, or without the password step; failures count towards the lockout', async () => {
    const member = await signIn(t.app, db(), 'finance');
    const key = softAuthenticator(ORIGIN);
    const options = (
      await member.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', member.csrf).send({}).expect(200)
    ).body.data;
    const wrongSite = await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', 'en')
      .send({ name: 'Phishing', response: key.register(options.challenge, 'https://evil.example') })
      .expect(400);
    expect(wrongSite.body.error.fields.response).toBe('The passkey could not be verified. Try again.');
    const fresh = (
      await member.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', member.csrf).send({}).expect(200)
    ).body.data;
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Desk key', response: key.register(fresh.challenge) })
      .expect(201);
    const bad = await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', 'ar')
      .send({ name: '', response: { id: 'x' } })
      .expect(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['name', 'response.rawId', 'response.type']),
    );
    expect(bad.body.error.fields.name).toMatch(/[\u0600-\u06FF]/);

    // A full session is not at the second step.
    await member.agent
      .post('/api/admin/second-factor/passkey/options')
      .set('X-CSRF-Token', member.csrf)
      .send({})
      .expect(401);

    const { agent, csrf } = await passwordStep(member.email);
    const impostor = softAuthenticator(ORIGIN);
    const challenge = (
      await agent.post('/api/admin/second-factor/passkey/options').set('X-CSRF-Token', csrf).send({}).expect(200)
    ).body.data.challenge as string;
    const forged = impostor.authenticate(challenge);
    forged.id = key.credentialId;
    forged.rawId = key.credentialId;
    await agent
      .post('/api/admin/second-factor/passkey')
      .set('X-CSRF-Token', csrf)
      .send({ response: forged })
      .expect(400);
    await agent.get('/api/admin/me').expect(401);
    const failures = await db()
      .selectFrom('staff_login_failures')
      .select('id')
      .where('email', '=', member.email)
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(1);
    // The challenge was spent by the failed answer: the right key needs a new one.
    await agent
      .post('/api/admin/second-factor/passkey')
      .set('X-CSRF-Token', csrf)
      .send({ response: key.authenticate(challenge) })
      .expect(400);
    const again = (
      await agent.post('/api/admin/second-factor/passkey/options').set('X-CSRF-Token', csrf).send({}).expect(200)
    ).body.data.challenge as string;
    await agent
      .post('/api/admin/second-factor/passkey')
      .set('X-CSRF-Token', csrf)
      .send({ response: key.authenticate(again) })
      .expect(200);

    // Without a session at all.
    const stranger = await newAgent(t.app);
    await stranger.agent
      .post('/api/admin/second-factor/passkey/options')
      .set('X-CSRF-Token', stranger.csrf)
      .send({})
      .expect(401);
    await stranger.agent
      .post('/api/admin/second-factor/passkey')
      .set('X-CSRF-Token', stranger.csrf)
      .send({ response: key.authenticate(again) })
      .expect(401);
  });

  it('keeps only the transports WebAuthn names, and refuses a credential id longer than it keeps, with a 400', async () => {
    const member = await signIn(t.app, db(), 'editor');
    const options = async () =>
      (await member.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', member.csrf).send({}).expect(200))
        .body.data.challenge as string;
    // The transports are the browser's unsigned hint: a client can put anything there.
    const junk = softAuthenticator(ORIGIN, { transports: ['usb', 'x'.repeat(5000), 'usb', 7, 'nfc', null] });
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Key with junk', response: junk.register(await options()) })
      .expect(201);
    const only = softAuthenticator(ORIGIN, { transports: ['y'.repeat(300)] });
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Key without transports', response: only.register(await options()) })
      .expect(201);
    const notAList = softAuthenticator(ORIGIN, { transports: 'usb' });
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Key with a text', response: notAList.register(await options()) })
      .expect(201);
    const stored = await db()
      .selectFrom('staff_passkeys')
      .select(['credential_id', 'transports'])
      .where('staff_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { credential_id: junk.credentialId, transports: '["usb","nfc"]' },
      { credential_id: only.credentialId, transports: null },
      { credential_id: notAList.credentialId, transports: null },
    ]);
    const excluded = (
      await member.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', member.csrf).send({}).expect(200)
    ).body.data.excludeCredentials;
    expect(excluded).toEqual([
      expect.objectContaining({ transports: ['usb', 'nfc'] }),
      { id: only.credentialId, type: 'public-key' },
      { id: notAList.credentialId, type: 'public-key' },
    ]);

    // 384 bytes is the longest id kept (512 characters); WebAuthn allows 1,023, which no authenticator in use makes.
    const longest = softAuthenticator(ORIGIN, { credentialBytes: 384 });
    await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .send({ name: 'Long id', response: longest.register(await options()) })
      .expect(201);
    const tooLong = softAuthenticator(ORIGIN, { credentialBytes: 400 });
    const refused = await member.agent
      .post('/api/admin/passkeys')
      .set('X-CSRF-Token', member.csrf)
      .set('Accept-Language', 'en')
      .send({ name: 'Longer id', response: tooLong.register(await options()) })
      .expect(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.fields)).toEqual(expect.arrayContaining(['response.id', 'response.rawId']));
    expect(
      await db().selectFrom('staff_passkeys').select('id').where('staff_id', '=', member.id).execute(),
    ).toHaveLength(4);
  });

  it('a member without a passkey is told so; a member removes only their own passkeys', async () => {
    const plain = await signIn(t.app, db(), 'services');
    const { agent, csrf } = await passwordStep(plain.email);
    const none = await agent
      .post('/api/admin/second-factor/passkey/options')
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'en')
      .send({})
      .expect(404);
    expect(none.body.error.message).toBe('This account has no passkey yet.');

    const owner = await signIn(t.app, db(), 'editor');
    const key = softAuthenticator(ORIGIN);
    const options = (
      await owner.agent.post('/api/admin/passkeys/options').set('X-CSRF-Token', owner.csrf).send({}).expect(200)
    ).body.data;
    const id = (
      await owner.agent
        .post('/api/admin/passkeys')
        .set('X-CSRF-Token', owner.csrf)
        .send({ name: 'Phone', response: key.register(options.challenge) })
        .expect(201)
    ).body.data.id as number;
    await plain.agent.delete(`/api/admin/passkeys/${id}`).set('X-CSRF-Token', plain.csrf).expect(404);
    await owner.agent.delete(`/api/admin/passkeys/${id}`).set('X-CSRF-Token', owner.csrf).expect(200);
    expect((await owner.agent.get('/api/admin/passkeys').expect(200)).body.data).toEqual([]);
  });
});
