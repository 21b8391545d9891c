import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { aidFields, csrfAgent, multipart } from '../helpers/application-fixtures';
import { CARDS, LINK_SECRET } from '../helpers/periodic-fixtures';
import { newKey } from '../helpers/giving-fixtures';
import arApply from '../../locales/ar/apply.json';
import enApply from '../../locales/en/apply.json';

/**
 * SMS that can't be pumped (docs/behaviour.md#B-SMS-1, #B-SMS-3): one address sending statement
 * codes, aid requests and periodic card saves, each for a different number, spends one shared
 * budget of SMS_RATE_LIMIT an hour; and one number gets at most its kind's cap of periodic welcomes,
 * while the donor's own setups still succeed.
 */
const PER_ADDRESS = 10;

describe.each(TEST_DIALECTS)('SMS limits over HTTP (%s)', (dialect) => {
  describe('one address, thirty requests that each send an SMS to a different number', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Each route keeps its own limit (10 a window) as before; the shared one is the new bound.
      t = await createTestApp({
        database: dialect,
        env: {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sms-limits-')),
          PERIODIC_LINK_SECRET: LINK_SECRET,
          SMS_RATE_LIMIT: String(PER_ADDRESS),
        },
      });
    }, 60_000);
    afterAll(async () => t.close());

    it(`sends at most ${PER_ADDRESS} SMS, and refuses the rest with a 429 in the visitor's language`, async () => {
      const agent = request.agent(t.app);
      const csrf = await csrfAgent(agent);
      const mobile = (kind: number, i: number) => `05${kind}00000${String(i).padStart(2, '0')}`;
      const statement = (i: number) =>
        agent
          .post('/api/v1/statements/requests')
          .set('Accept-Language', 'ar')
          .send({ mobile: mobile(1, i) });
      const aid = (i: number) =>
        multipart(agent.post('/api/v1/aid-requests').set('X-CSRF-Token', csrf).set('Accept-Language', 'en'), {
          ...aidFields,
          mobile: mobile(2, i),
        });
      const welcome = async (i: number) => {
        const created = await agent
          .post('/api/v1/periodic/plans')
          .set('Accept-Language', 'en')
          .set('Idempotency-Key', newKey())
          .send({
            kind: 'cause',
            ref: '1',
            amount: 5000,
            frequency: 'monthly',
            name: 'Periodic Donor',
            mobile: mobile(3, i),
          });
        expect(created.status).toBe(201);
        return agent
          .post(created.body.cardUrl as string)
          .set('Accept-Language', 'en')
          .type('form')
          .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
      };
      const answers: { kind: string; status: number; message?: string }[] = [];
      for (let i = 0; i < 10; i += 1) {
        for (const [kind, send] of [
          ['statement', statement],
          ['aid', aid],
          ['welcome', welcome],
        ] as const) {
          const answer = await send(i);
          answers.push({ kind, status: answer.status, message: answer.body?.error?.message });
        }
      }
      const sms = await t
        .database!.db.selectFrom('outbox_messages')
        .select(['recipient', 'kind'])
        .where('channel', '=', 'sms')
        .execute();
      expect(sms).toHaveLength(PER_ADDRESS);
      expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(PER_ADDRESS);
      // Every kind was refused past the shared budget, each in the language it was asked in.
      const refused = answers.filter((answer) => answer.status === 429);
      expect(new Set(refused.map((answer) => answer.kind))).toEqual(new Set(['statement', 'aid', 'welcome']));
      expect(refused.find((answer) => answer.kind === 'statement')?.message).toBe(arApply.api.rateLimited);
      expect(refused.find((answer) => answer.kind === 'aid')?.message).toBe(enApply.api.rateLimited);
      expect(refused.find((answer) => answer.kind === 'welcome')?.message).toBe(enApply.api.rateLimited);
    });
  });

  describe('periodic welcomes to one number', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        database: dialect,
        env: { PERIODIC_LINK_SECRET: LINK_SECRET, GIVING_RATE_LIMIT: '200' },
      });
    }, 60_000);
    afterAll(async () => t.close());

    it('texts one number at most three welcomes a day; the other setups succeed and the skipped texts are recorded', async () => {
      const mobile = '0533000777';
      for (let i = 0; i < 5; i += 1) {
        const created = await request(t.app)
          .post('/api/v1/periodic/plans')
          .set('Idempotency-Key', newKey())
          .send({ kind: 'cause', ref: '1', amount: 5000, frequency: 'monthly', name: 'Periodic Donor', mobile });
        expect(created.status).toBe(201);
        const saved = await request(t.app)
          .post(created.body.cardUrl as string)
          .type('form')
          .send({ card: CARDS.good, expiry: '12/35', action: 'save' });
        expect(saved.status).toBe(303);
        expect(saved.headers.location).toMatch(/done=setup$/);
      }
      const db = t.database!.db;
      expect(
        await db
          .selectFrom('periodic_plans')
          .select('id')
          .where('donor_mobile', '=', mobile)
          .where('status', '=', 'active')
          .execute(),
      ).toHaveLength(5);
      const texts = await db
        .selectFrom('outbox_messages')
        .select(['kind', 'body'])
        .where('channel', '=', 'sms')
        .where('recipient', '=', mobile)
        .execute();
      expect(texts).toHaveLength(3);
      expect(texts.every((text) => text.kind === 'periodic.welcome')).toBe(true);
      const suppressed = await db
        .selectFrom('sms_suppressions')
        .select(['kind', 'recipient'])
        .where('recipient', '=', mobile)
        .execute();
      expect(suppressed).toEqual([
        { kind: 'periodic.welcome', recipient: mobile },
        { kind: 'periodic.welcome', recipient: mobile },
      ]);
    });
  });
});
