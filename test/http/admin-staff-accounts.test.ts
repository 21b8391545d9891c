import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { createMember, newAgent, PASSWORD, signIn, type Agent } from './admin-support';
import { qrMatrix, qrSvgPath } from '../../server/pdf/qr';
import { INVITE_EMAIL_KIND } from '../../server/admin/invite-email';
import { INVITE_EMAILS_PER_DAY, SET_PASSWORD_HOURS } from '../../src/admin/limits';
import { STAFF_ROLES, type StaffRole } from '../../server/admin/roles';
import { createAdminI18n } from '../../src/admin/admin-i18n';
import { auditActionKey } from '../../src/admin/audit-vocabulary';
import { formatPlainNumber } from '../../src/lib/format';

const NEW_PASSWORD = 'quiet harbour lanterns at dawn';
const en = createAdminI18n('en').t;
const ar = createAdminI18n('ar').t;

describe.each(TEST_DIALECTS)(
  'staff accounts: enrolment QR, invitations, own password and recovery codes (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: dialect });
    });
    afterAll(async () => t.close());
    const db = () => t.database!.db;
    // Every test signs in from the same address: failures of one test must not lock the next.
    afterEach(async () => {
      await db().deleteFrom('staff_login_failures').execute();
    });

    const post = (agent: Agent, csrf: string, path: string, body: object, language = 'en') =>
      agent.post(`/api/admin${path}`).set('X-CSRF-Token', csrf).set('Accept-Language', language).send(body);

    /** A member enrolled through the API, with the recovery codes enrolment answered. */
    async function enrolled(role: StaffRole = 'editor') {
      const member = await createMember(db(), role);
      const { agent, csrf } = await newAgent(t.app);
      await post(agent, csrf, '/login', { email: member.email, password: PASSWORD }).expect(200);
      const offer = (await agent.get('/api/admin/second-factor').expect(200)).body as {
        secret: string;
        uri: string;
        qr: { size: number; path: string };
      };
      const code = await generate({ secret: offer.secret });
      const enrol = await post(agent, csrf, '/second-factor/enrol', { code }).expect(200);
      return { ...member, agent, csrf, offer, code, recoveryCodes: enrol.body.recoveryCodes as string[] };
    }

    /** The password step of a new sign-in, in a browser of its own. */
    async function passwordStep(email: string, password = PASSWORD) {
      const { agent, csrf } = await newAgent(t.app);
      const login = await post(agent, csrf, '/login', { email, password });
      return { agent, csrf, status: login.status, stage: login.body.stage as string | undefined };
    }

    const auditRows = (staffId: number, action: string) =>
      db()
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'staff')
        .where('entity_id', '=', String(staffId))
        .where('action', '=', action)
        .execute();

    it('enrolment answers the otpauth:// address with its QR code, drawn from that address', async () => {
      const member = await createMember(db(), 'finance');
      const { agent, csrf } = await newAgent(t.app);
      await post(agent, csrf, '/login', { email: member.email, password: PASSWORD }).expect(200);
      const offer = (await agent.get('/api/admin/second-factor').expect(200)).body as {
        secret: string;
        uri: string;
        qr: { size: number; path: string };
      };
      expect(offer.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(offer.uri).toContain(`secret=${offer.secret}`);
      expect(offer.uri).toContain(encodeURIComponent(member.email));
      const matrix = qrMatrix(offer.uri);
      expect(offer.qr).toEqual({ size: matrix.size, path: qrSvgPath(matrix) });
      // Signed out, or signed in fully, there is no offer.
      await request(t.app).get('/api/admin/second-factor').expect(401);
    });

    it('a recovery code used before, one that is not the member’s, and an authenticator code just used each get their own words, on their own field', async () => {
      const member = await enrolled();
      const first = await passwordStep(member.email);
      await post(first.agent, first.csrf, '/second-factor/verify', { recoveryCode: member.recoveryCodes[0] }).expect(
        200,
      );

      const again = await passwordStep(member.email);
      const used = await post(again.agent, again.csrf, '/second-factor/verify', {
        recoveryCode: member.recoveryCodes[0],
      }).expect(400);
      expect(used.body.error).toEqual({
        code: 'bad_code',
        message: en('auth.recoveryCodeUsed'),
        fields: {
          recoveryCode:
            'This recovery code has already been used; each code works only once. Enter another of your codes.',
        },
      });
      const usedAr = await post(
        again.agent,
        again.csrf,
        '/second-factor/verify',
        { recoveryCode: member.recoveryCodes[0] },
        'ar',
      ).expect(400);
      expect(usedAr.body.error.fields.recoveryCode).toBe(ar('auth.recoveryCodeUsed'));
      expect(usedAr.body.error.fields.recoveryCode).not.toContain('ساعة هاتفك');

      const unknown = await post(again.agent, again.csrf, '/second-factor/verify', {
        recoveryCode: 'abcd-ef01-2345-6789',
      }).expect(400);
      expect(unknown.body.error.fields).toEqual({ recoveryCode: en('auth.badRecoveryCode') });

      // Enrolment spent this step's code: typed again, it is "just used", not a clock problem.
      const replay = await post(again.agent, again.csrf, '/second-factor/verify', { code: member.code }).expect(400);
      expect(replay.body.error.fields).toEqual({ code: en('auth.codeUsed') });
      const wrong = await post(again.agent, again.csrf, '/second-factor/verify', {
        code: member.code === '000000' ? '111111' : '000000',
      }).expect(400);
      expect(wrong.body.error.fields).toEqual({ code: en('auth.badCode') });
      // Another unused recovery code still works.
      await post(again.agent, again.csrf, '/second-factor/verify', { recoveryCode: member.recoveryCodes[1] }).expect(
        200,
      );
    });

    describe('POST /account/password', () => {
      it('401 without a session, and for a session that has only passed the password', async () => {
        const { agent, csrf } = await newAgent(t.app);
        const anonymous = await post(agent, csrf, '/account/password', {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
        }).expect(401);
        expect(anonymous.body.error.code).toBe('unauthorized');
        const member = await createMember(db(), 'editor');
        const partial = await passwordStep(member.email);
        await post(partial.agent, partial.csrf, '/account/password', {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
        }).expect(401);
      });

      for (const role of STAFF_ROLES) {
        it(`as ${role}: 200; the member’s other sessions end, this one carries on, the old password is refused and the change is audited`, async () => {
          const here = await signIn(t.app, db(), role);
          const elsewhere = await passwordStep(here.email);
          await post(elsewhere.agent, elsewhere.csrf, '/second-factor/verify', {
            code: await generate({ secret: here.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
          }).expect(200);
          await elsewhere.agent.get('/api/admin/me').expect(200);

          const changed = await post(here.agent, here.csrf, '/account/password', {
            currentPassword: PASSWORD,
            password: NEW_PASSWORD,
          }).expect(200);
          expect(changed.body).toEqual({ data: { ok: true } });
          expect(String(changed.headers['set-cookie'])).toMatch(/staff_session=/);
          await elsewhere.agent.get('/api/admin/me').expect(401);
          await here.agent.get('/api/admin/me').expect(200);
          expect(
            await db().selectFrom('staff_sessions').select('id_hash').where('staff_id', '=', here.id).execute(),
          ).toHaveLength(1);

          expect((await passwordStep(here.email)).status).toBe(401);
          expect(await passwordStep(here.email, NEW_PASSWORD)).toMatchObject({ status: 200, stage: 'verify' });
          const rows = await auditRows(here.id, 'password.change');
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({ staff_id: here.id, staff_email: here.email });
          expect(`${rows[0]!.before_json}${rows[0]!.after_json}`).not.toContain(NEW_PASSWORD);
        });
      }

      it('bad input: a clear 400 on the field in the member’s language, never a 500, and nothing changes', async () => {
        const member = await signIn(t.app, db(), 'services');
        const before = await db()
          .selectFrom('staff_members')
          .select('password_hash')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();
        const wrong = await post(member.agent, member.csrf, '/account/password', {
          currentPassword: 'not my password',
          password: NEW_PASSWORD,
        }).expect(400);
        expect(wrong.body.error.fields).toEqual({ currentPassword: 'The current password is not correct.' });
        const wrongAr = await post(
          member.agent,
          member.csrf,
          '/account/password',
          { currentPassword: 'not my password', password: NEW_PASSWORD },
          'ar',
        ).expect(400);
        expect(wrongAr.body.error.fields).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة.' });
        // A wrong current password counts as a failed sign-in (it could be guessed through an open session).
        expect(await auditRows(member.id, 'sign-in-failed')).toHaveLength(2);

        const common = await post(member.agent, member.csrf, '/account/password', {
          currentPassword: PASSWORD,
          password: 'password1234',
        }).expect(400);
        expect(common.body.error.fields.password).toBe(en('validation:passwordCommon'));
        const same = await post(member.agent, member.csrf, '/account/password', {
          currentPassword: PASSWORD,
          password: PASSWORD,
        }).expect(400);
        expect(same.body.error.fields).toEqual({
          password: 'The new password is the same as the current one; choose another',
        });
        const short = await post(
          member.agent,
          member.csrf,
          '/account/password',
          { currentPassword: PASSWORD, password: 'short' },
          'ar',
        ).expect(400);
        expect(short.body.error.fields.password).toMatch(/[\u0600-\u06FF]/);
        const blank = await post(member.agent, member.csrf, '/account/password', {}).expect(400);
        expect(Object.keys(blank.body.error.fields).sort()).toEqual(['currentPassword', 'password']);
        await member.agent
          .post('/api/admin/account/password')
          .set('X-CSRF-Token', member.csrf)
          .set('Content-Type', 'application/json')
          .send('{oops')
          .expect(400);
        await post(member.agent, member.csrf, '/account/password', {
          currentPassword: ['x'],
          password: { a: 1 },
        }).expect(400);

        const after = await db()
          .selectFrom('staff_members')
          .select('password_hash')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();
        expect(after.password_hash).toBe(before.password_hash);
        await member.agent.get('/api/admin/me').expect(200);
        expect(await auditRows(member.id, 'password.change')).toHaveLength(0);
      });

      it('ten wrong current passwords lock the account like ten wrong sign-ins (429)', async () => {
        const member = await signIn(t.app, db(), 'finance');
        for (let i = 0; i < 10; i += 1)
          await post(member.agent, member.csrf, '/account/password', {
            currentPassword: `wrong ${i}`,
            password: NEW_PASSWORD,
          }).expect(400);
        const locked = await post(member.agent, member.csrf, '/account/password', {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
        }).expect(429);
        expect(locked.body.error.code).toBe('locked');
        expect(await auditRows(member.id, 'lockout')).toHaveLength(1);
      });
    });

    describe('POST /account/recovery-codes', () => {
      it('401 without a session', async () => {
        const { agent, csrf } = await newAgent(t.app);
        await post(agent, csrf, '/account/recovery-codes', { currentPassword: PASSWORD }).expect(401);
      });

      for (const role of STAFF_ROLES) {
        it(`as ${role}: 200 with ten new codes; every old one is refused at once, the new ones work, and it is audited`, async () => {
          const member = await enrolled(role);
          const made = await post(member.agent, member.csrf, '/account/recovery-codes', {
            currentPassword: PASSWORD,
          }).expect(200);
          const fresh = made.body.data.recoveryCodes as string[];
          expect(fresh).toHaveLength(10);
          expect(new Set(fresh).size).toBe(10);
          expect(fresh.filter((code) => member.recoveryCodes.includes(code))).toEqual([]);
          // Only their hashes are kept.
          const stored = await db()
            .selectFrom('staff_recovery_codes')
            .select('code_hash')
            .where('staff_id', '=', member.id)
            .execute();
          expect(stored).toHaveLength(10);
          expect(stored.map((row) => row.code_hash)).not.toContain(fresh[0]);

          const next = await passwordStep(member.email);
          for (const old of member.recoveryCodes.slice(0, 3)) {
            const refused = await post(next.agent, next.csrf, '/second-factor/verify', { recoveryCode: old }).expect(
              400,
            );
            expect(refused.body.error.fields).toEqual({ recoveryCode: en('auth.badRecoveryCode') });
          }
          await post(next.agent, next.csrf, '/second-factor/verify', { recoveryCode: fresh[0] }).expect(200);
          // The session that asked for them carries on.
          await member.agent.get('/api/admin/me').expect(200);
          expect(await auditRows(member.id, 'second-factor.recovery-codes')).toHaveLength(1);
        });
      }

      it('bad input or a wrong password: a 400 on the field, the old codes still valid', async () => {
        const member = await enrolled('services');
        const wrong = await post(
          member.agent,
          member.csrf,
          '/account/recovery-codes',
          { currentPassword: 'not it' },
          'ar',
        ).expect(400);
        expect(wrong.body.error.fields).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة.' });
        const missing = await post(member.agent, member.csrf, '/account/recovery-codes', {}).expect(400);
        expect(Object.keys(missing.body.error.fields)).toEqual(['currentPassword']);
        await post(member.agent, member.csrf, '/account/recovery-codes', { currentPassword: 'x'.repeat(5000) }).expect(
          400,
        );
        await post(member.agent, member.csrf, '/account/recovery-codes', { currentPassword: 42 }).expect(400);
        const next = await passwordStep(member.email);
        await post(next.agent, next.csrf, '/second-factor/verify', { recoveryCode: member.recoveryCodes[0] }).expect(
          200,
        );
        expect(await auditRows(member.id, 'second-factor.recovery-codes')).toHaveLength(0);
      });

      it('two requests at once leave one set of codes, not both', async () => {
        const member = await enrolled('editor');
        const [one, two] = await Promise.all(
          [0, 1].map(() => post(member.agent, member.csrf, '/account/recovery-codes', { currentPassword: PASSWORD })),
        );
        expect([one!.status, two!.status]).toEqual([200, 200]);
        expect(
          await db().selectFrom('staff_recovery_codes').select('code_hash').where('staff_id', '=', member.id).execute(),
        ).toHaveLength(10);
      });
    });

    describe('invitations', () => {
      const outboxFor = (email: string) =>
        db().selectFrom('outbox_messages').selectAll().where('recipient', '=', email).execute();

      it('401 without a session, 403 for every role but the administrator, and no email', async () => {
        const email = `nobody-${Date.now()}@example.org`;
        const { agent, csrf } = await newAgent(t.app);
        await post(agent, csrf, '/staff', { email, name: 'X', role: 'editor', locale: 'en' }).expect(401);
        for (const role of ['editor', 'finance', 'services'] as const) {
          const member = await signIn(t.app, db(), role);
          const refused = await post(member.agent, member.csrf, '/staff', {
            email,
            name: 'X',
            role: 'editor',
            locale: 'en',
          }).expect(403);
          expect(refused.body.error.code).toBe('forbidden');
        }
        expect(await outboxFor(email)).toEqual([]);
      });

      it('emails the one-time link through the outbox in the invitee’s language; the link works once', async () => {
        const admin = await signIn(t.app, db(), 'admin');
        const english = `invited-en-${Date.now()}@example.org`;
        const created = await post(
          admin.agent,
          admin.csrf,
          '/staff',
          {
            email: english.toUpperCase(),
            name: 'Sara <a href="https://evil.example">click</a>',
            role: 'finance',
            locale: 'en',
          },
          'ar',
        ).expect(201);
        const link = created.body.data.link as string;
        expect(link).toMatch(/^https:\/\/example\.org\/admin#\/set-password\/[\w-]{20,}\?lang=en$/);
        expect(created.body.data).toMatchObject({ email: english, role: 'finance', emailed: true });
        const [message, ...more] = await outboxFor(english);
        expect(more).toEqual([]);
        expect(message).toMatchObject({ channel: 'email', kind: INVITE_EMAIL_KIND, status: 'pending' });
        expect(message!.subject).toMatch(/^Invitation to the .+ back office$/);
        expect(message!.body).toContain(`\n${link}\n`);
        expect(message!.body).toContain('with the role “Finance”');
        expect(message!.body).toContain(`valid for ${SET_PASSWORD_HOURS} hours`);
        // What the inviter typed as a name does not go out in the association's name.
        expect(message!.body).not.toContain('Sara');
        expect(message!.body).not.toContain('evil');

        const arabic = `invited-ar-${Date.now()}@example.org`;
        const createdAr = await post(
          admin.agent,
          admin.csrf,
          '/staff',
          { email: arabic, name: 'Ali', role: 'services', locale: 'ar' },
          'en',
        ).expect(201);
        expect(createdAr.body.data.link).toMatch(/\?lang=ar$/);
        const [messageAr] = await outboxFor(arabic);
        expect(messageAr!.subject).toMatch(/^دعوة إلى لوحة إدارة /);
        expect(messageAr!.body).toContain('«الخدمات»');
        expect(messageAr!.body).toContain(`صالح ${formatPlainNumber(SET_PASSWORD_HOURS, 'ar')} ساعة`);
        expect(messageAr!.body).toContain(createdAr.body.data.link as string);

        // The link's token, once; then it is spent.
        const token = /set-password\/([\w-]+)/.exec(link)![1]!;
        const { agent, csrf } = await newAgent(t.app);
        await post(agent, csrf, '/set-password', { token, password: NEW_PASSWORD }).expect(200);
        const reused = await post(agent, csrf, '/set-password', {
          token,
          password: 'another fine long passphrase',
        }).expect(400);
        expect(reused.body.error.message).toBe(en('auth.badToken'));
        expect(await passwordStep(english, NEW_PASSWORD)).toMatchObject({ status: 200, stage: 'enrol' });
        const rows = await db()
          .selectFrom('audit_log')
          .select(['action', 'after_json'])
          .where('entity', '=', 'staff')
          .where('entity_id', '=', String(created.body.data.id))
          .where('action', '=', 'create')
          .execute();
        expect(rows).toHaveLength(1);
      });

      it('bad input is a 400 in the administrator’s language, an existing email a 409, and neither sends anything', async () => {
        const admin = await signIn(t.app, db(), 'admin');
        const badLocale = await post(
          admin.agent,
          admin.csrf,
          '/staff',
          { email: 'x1@example.org', name: 'X', role: 'editor', locale: 'fr' },
          'ar',
        ).expect(400);
        expect(badLocale.body.error.fields.locale).toMatch(/[\u0600-\u06FF]/);
        const bad = await post(admin.agent, admin.csrf, '/staff', {
          email: 'not an email',
          name: '',
          role: 'boss',
        }).expect(400);
        expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'name', 'role']);
        const existing = await post(admin.agent, admin.csrf, '/staff', {
          email: admin.email,
          name: 'Me',
          role: 'editor',
          locale: 'en',
        }).expect(409);
        expect(existing.body.error.fields.email).toBe(en('errors.exists'));
        expect(await outboxFor('x1@example.org')).toEqual([]);
        expect(await outboxFor(admin.email)).toEqual([]);
      });

      it(`at most ${INVITE_EMAILS_PER_DAY} invitation emails in 24 hours: the next invitation is refused whole (429), even sent at once`, async () => {
        const admin = await signIn(t.app, db(), 'admin');
        const already = Number(
          (
            await db()
              .selectFrom('outbox_messages')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('kind', '=', INVITE_EMAIL_KIND)
              .executeTakeFirstOrThrow()
          ).n,
        );
        const now = new Date().toISOString();
        const filler = Array.from({ length: INVITE_EMAILS_PER_DAY - 2 - already }, (_, i) => ({
          channel: 'email' as const,
          recipient: `filler-${i}@example.org`,
          subject: 's',
          body: 'b',
          kind: INVITE_EMAIL_KIND,
          status: 'sent' as const,
          attempts: 1,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          sent_at: now,
          counted_at: null,
        }));
        if (filler.length > 0) await db().insertInto('outbox_messages').values(filler).execute();
        const emails = Array.from({ length: 5 }, (_, i) => `burst-${i}-${Date.now()}@example.org`);
        const answers = await Promise.all(
          emails.map((email) =>
            post(admin.agent, admin.csrf, '/staff', { email, name: 'B', role: 'editor', locale: 'ar' }, 'en'),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
        const refused = answers.find((answer) => answer.status === 429)!;
        expect(refused.body.error).toEqual({
          code: 'invite_limit',
          message: `Invitation emails have reached their limit for the last day (${INVITE_EMAILS_PER_DAY} invitations). Try again later.`,
        });
        const members = await db().selectFrom('staff_members').select('email').where('email', 'in', emails).execute();
        expect(members).toHaveLength(2);
        expect(
          Number(
            (
              await db()
                .selectFrom('outbox_messages')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('kind', '=', INVITE_EMAIL_KIND)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ).toBe(INVITE_EMAILS_PER_DAY);
        const arabic = await post(
          admin.agent,
          admin.csrf,
          '/staff',
          { email: `late-${Date.now()}@example.org`, name: 'L', role: 'editor' },
          'ar',
        ).expect(429);
        expect(arabic.body.error.message).toContain(formatPlainNumber(INVITE_EMAILS_PER_DAY, 'ar'));
      });
    });

    it('sign-in, failed sign-in, lockout and sign-out are in the audit log, each labelled in both languages', async () => {
      const member = await enrolled('editor');
      for (let i = 0; i < 10; i += 1) expect((await passwordStep(member.email, `wrong ${i}`)).status).toBe(401);
      await post(member.agent, member.csrf, '/logout', {}).expect(200);
      // The failures also count against this address: the administrator reading the log signs in from it.
      await db().deleteFrom('staff_login_failures').execute();
      const admin = await signIn(t.app, db(), 'admin');
      const listed = await admin.agent
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ entity: 'staff' }), perPage: 200 })
        .expect(200);
      const about = (
        listed.body.data as { action: string; entityId: string; after: { step?: string; address?: string } | null }[]
      ).filter((row) => row.entityId === String(member.id));
      const actions = about.map((row) => row.action);
      expect(actions.filter((action) => action === 'sign-in')).toHaveLength(1);
      expect(actions.filter((action) => action === 'sign-in-failed')).toHaveLength(10);
      expect(actions.filter((action) => action === 'lockout')).toHaveLength(1);
      expect(actions.filter((action) => action === 'sign-out')).toHaveLength(1);
      expect(about.find((row) => row.action === 'sign-in')!.after).toMatchObject({ step: 'enrolment' });
      expect(about.find((row) => row.action === 'sign-in-failed')!.after).toMatchObject({ step: 'password' });
      for (const action of [
        'sign-in',
        'sign-in-failed',
        'lockout',
        'sign-out',
        'password.change',
        'second-factor.recovery-codes',
      ]) {
        expect(en(auditActionKey(action)), action).not.toBe(auditActionKey(action));
        expect(ar(auditActionKey(action)), action).toMatch(/^[\u0600-\u06FF ]+$/);
      }
      expect(en(auditActionKey('sign-in-failed'))).toBe('Sign-in failed');
      expect(ar(auditActionKey('lockout'))).toBe('إيقاف الدخول مؤقتًا');
    });
  },
);
