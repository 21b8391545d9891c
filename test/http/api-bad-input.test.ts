import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { newKey, orderBody } from '../helpers/giving-fixtures';
import { BAD_JSON_BODIES, BAD_VALUES, fieldPaths, leaksInternals, withValueAt } from './bad-input';
import { CALCULATOR_KINDS, ORDER_ITEM_KINDS } from '../../src/domain/giving/kinds';
import type { OrderRequestInput } from '../../src/domain/giving/order-schema';
import { MANAGE_ACTIONS, PERIODIC_KINDS } from '../../src/domain/periodic/plan-schema';
import { CARDS, LINK_SECRET } from '../helpers/periodic-fixtures';
import { CAMPAIGN_CAUSE_KINDS } from '../../src/domain/campaigns';

/**
 * Every form the public API takes, in both languages and on both databases, with each field of a
 * valid request, at every depth (an order line's gift, the donor's mobile), replaced by a wrong
 * type, an empty, huge or control text; the multipart forms with the same in their text fields;
 * reads and payment steps with malformed queries, ids and bodies.
 * Every answer is a 2xx or a 4xx in the visitor's language, never a 5xx, a trace or a library's
 * message (docs/behaviour.md#B-ERR-3).
 */
const GIFT = {
  occasionId: 1,
  cardId: 1,
  senderName: 'Sample Sender',
  recipientName: 'Sample Recipient',
  recipientMobile: '0598765432',
  message: 'Eid Mubarak',
  showAmount: true,
};
/** An order with every kind of nested part: a donor with every field, a gift, an on-behalf line, a fund choice, a quantity. */
const ORDER = orderBody(
  [
    { kind: 'anfahum', ref: '80', amount: 30_000 },
    { kind: 'family', ref: '20', amount: 10_000, fund: 'zakat' },
    { kind: 'gift', ref: '2', amount: 10_000, gift: GIFT },
    { kind: 'haj', ref: '50', onBehalfOf: { relation: 'deceased', name: 'My late father' } },
    { kind: 'waqf', ref: '10', quantity: 3 },
  ],
  {
    donor: { name: 'Sample Donor', mobile: '0512345678', email: 'donor@example.org', anonymous: false },
    method: 'card',
  },
);
const JSON_FORMS: { path: string; body: object; idempotent?: boolean }[] = [
  { path: '/api/v1/contact', body: contactBody },
  { path: '/api/v1/applications/volunteer', body: volunteerBody },
  { path: '/api/v1/orders', body: ORDER, idempotent: true },
  {
    path: '/api/v1/periodic/plans',
    body: {
      kind: 'cause',
      ref: '1',
      amount: '5000',
      frequency: 'monthly',
      name: 'Periodic Donor',
      mobile: '0512345678',
    },
    idempotent: true,
  },
  { path: '/api/v1/statements/requests', body: { mobile: '0512345678' } },
  {
    path: '/api/v1/campaigns',
    body: {
      causeRef: 'family:20',
      target: '2000',
      endsOn: '2027-01-10',
      displayName: 'Sara',
      message: 'Please help this family with their rent this winter.',
      mobile: '0551234567',
    },
  },
];
const MULTIPART_FORMS = [
  { path: '/api/v1/applications/jobs', fields: jobFields, file: 'cv' },
  { path: '/api/v1/aid-requests', fields: aidFields, file: 'attachments' },
] as const;
const BAD_FIELD_TEXTS = ['', 'a\u0000b', 'x'.repeat(20_000), '٠', '-1', '1e9', 'true', '[]'];
const RANDOM = 'A'.repeat(22);
const BAD_READS = [
  '/api/v1/news?page=-1',
  '/api/v1/news?page=abc&size=1e9',
  '/api/v1/news?page[]=1',
  '/api/v1/programs?path=x',
  '/api/v1/programs?path[]=1',
  '/api/v1/aid-requests/status?reference[]=a&mobile=1',
  '/api/v1/aid-requests/status?reference=AID-2026-123456&mobile=%D9%A0',
  '/api/v1/pages/%D8%A7',
  '/api/v1/pages/a%00b',
  `/api/v1/gifts/${'x'.repeat(500)}`,
  '/api/v1/receipts/verify/%E2%80%8F',
  '/api/v1/campaigns/UPPER',
  '/api/v1/campaigns/causes?q=%00',
  '/api/v1/campaigns/x/og/..%2F..%2Fetc',
  '/api/v1/periodic/manage?token=abc',
  '/api/v1/periodic/manage?token[]=a',
  '/api/v1/orders/abc/receipt',
  `/api/v1/orders/${RANDOM}/receipt.pdf?token=x`,
  `/api/v1/statements/${RANDOM}/statement.pdf`,
  '/api/v1/documents/99999999999/file',
  '/api/v1/giving/items?kind[]=x',
  '/api/v1/giving/items/abc',
  '/api/v1/payments/sandbox/abc',
];
const BAD_STEPS = [
  '/api/v1/payments/abc/verify',
  '/api/v1/statements/requests/abc/verify',
  '/api/v1/periodic/manage/cancel',
  `/api/v1/periodic/manage/${'x'.repeat(50)}`,
  `/api/v1/payments/sandbox/${RANDOM}`,
  `/api/v1/periodic/cards/sandbox/${RANDOM}`,
  '/api/v1/payments/moyasar/webhook',
];
const BAD_STEP_BODIES: (object | string)[] = [{}, { code: '\u0000' }, { token: ['a'] }, 'card=4242\u0000&expiry=1'];

describe.each(TEST_DIALECTS)('public API × bad input (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: dialect,
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-bad-input-')),
        FORM_RATE_LIMIT: '100000',
        GIVING_RATE_LIMIT: '100000',
        PERIODIC_LINK_SECRET: LINK_SECRET,
      },
    });
  });
  afterAll(async () => t.close());

  it('every form, read and payment step answers bad input with a 4xx (or takes it), never a 5xx or a trace', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const check = (label: string, response: { status: number; text: string }) => {
      sent += 1;
      if (response.status >= 500 || leaksInternals(response.text ?? ''))
        wrong.push(`${label} → ${response.status} ${(response.text ?? '').slice(0, 160)}`);
    };
    for (const lang of ['ar', 'en']) {
      for (const form of JSON_FORMS) {
        const send = async (body?: object, raw?: string) => {
          const agent = request.agent(t.app);
          const token = await csrfAgent(agent);
          const pending = agent.post(form.path).set('X-CSRF-Token', token).set('Accept-Language', lang);
          if (form.idempotent) pending.set('Idempotency-Key', newKey());
          return raw !== undefined ? pending.set('Content-Type', 'application/json').send(raw) : pending.send(body);
        };
        // The body every bad one is made from is itself taken, so each refusal is the bad value's. Once:
        // after the first language's sweep, daily limits and stock have rightly been used up.
        if (lang === 'ar') {
          const valid = await send(form.body);
          if (valid.status >= 300)
            wrong.push(`${lang} ${form.path} valid body → ${valid.status} ${valid.text.slice(0, 160)}`);
        }
        for (const raw of BAD_JSON_BODIES) check(`${lang} ${form.path} body ${raw}`, await send(undefined, raw));
        for (const field of fieldPaths(form.body)) {
          for (const value of BAD_VALUES)
            check(
              `${lang} ${form.path} ${field.join('.')}=${JSON.stringify(value).slice(0, 30)}`,
              await send(withValueAt(form.body, field, value) as object),
            );
        }
      }
      for (const form of MULTIPART_FORMS) {
        for (const field of Object.keys(form.fields)) {
          for (const text of BAD_FIELD_TEXTS) {
            const agent = request.agent(t.app);
            const token = await csrfAgent(agent);
            const pending = agent.post(form.path).set('X-CSRF-Token', token).set('Accept-Language', lang);
            check(
              `${lang} ${form.path} ${field}=${text.slice(0, 20)}`,
              await multipart(pending, { ...form.fields, [field]: text }, [[form.file, pdfFile(), 'report.pdf']]),
            );
          }
        }
      }
      for (const url of [
        ...BAD_READS,
        `/${lang}/news?page=-1`,
        `/${lang}/programs-and-projects?path=x`,
        `/${lang}/campaigns/%E2%80%8F`,
      ])
        check(`${lang} GET ${url}`, await request(t.app).get(url).set('Accept-Language', lang));
      for (const url of BAD_STEPS) {
        for (const body of BAD_STEP_BODIES)
          check(
            `${lang} POST ${url} ${JSON.stringify(body)}`,
            await request(t.app).post(url).set('Accept-Language', lang).send(body),
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('the periodic manage actions, with a valid link, answer each bad field with a 4xx, never a 5xx or a trace', async () => {
    // A plan with its card saved, as the donor's texted link finds it.
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Idempotency-Key', newKey())
      .send({
        kind: 'waqf',
        ref: '10',
        quantity: '2',
        frequency: 'monthly',
        name: 'Periodic Donor',
        mobile: '0512345678',
      })
      .expect(201);
    const saved = await request(t.app)
      .post(created.body.cardUrl as string)
      .type('form')
      .send({ card: CARDS.good, expiry: '12/35', action: 'save' })
      .expect(303);
    const token = decodeURIComponent(new URL(saved.headers.location as string, 'https://x').searchParams.get('t')!);
    const wrong: string[] = [];
    const codes = new Set<string>();
    let sent = 0;
    const act = async (action: string, body: unknown, lang: string) => {
      const response = await request(t.app)
        .post(`/api/v1/periodic/manage/${action}`)
        .set('Accept-Language', lang)
        .send(body as object);
      sent += 1;
      codes.add(`${action} ${response.status} ${response.body?.error?.code ?? 'ok'}`);
      if (response.status >= 500 || leaksInternals(response.text ?? ''))
        wrong.push(
          `${lang} ${action} ${JSON.stringify(body).slice(0, 60)} → ${response.status} ${(response.text ?? '').slice(0, 160)}`,
        );
      return response;
    };
    // Cancelling ends the plan, after which every action is a 409: it goes last.
    const actions = [...MANAGE_ACTIONS.filter((action) => action !== 'cancel'), 'cancel'];
    for (const action of actions) {
      const body = { t: token, amount: '12000', quantity: '3' };
      for (const lang of ['ar', 'en']) {
        for (const field of fieldPaths(body)) {
          for (const value of BAD_VALUES) await act(action, withValueAt(body, field, value), lang);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBe(actions.length * 2 * 3 * BAD_VALUES.length);
    // The link was good: the amount's bad values reached its schema, and the plan was changed and cancelled.
    expect([...codes]).toEqual(
      expect.arrayContaining([
        'amount 400 validation_failed',
        'amount 403 link_invalid',
        'pause 200 ok',
        'cancel 200 ok',
      ]),
    );
  });

  it("a reference past the database's integer range is an unknown item (400), never a query the database refuses", async () => {
    // Ten digits pass a digits-only check, and PostgreSQL's integer column refuses the parameter (a 500 once).
    const beyond = '2147483648';
    const answers: string[] = [];
    const answer = async (label: string, pending: request.Test) => {
      const response = await pending;
      answers.push(`${label} ${response.status}`);
    };
    // A calculator's line names no row: its ref is not an id.
    const idKinds = ORDER_ITEM_KINDS.filter((kind) => !(CALCULATOR_KINDS as readonly string[]).includes(kind));
    for (const kind of idKinds) {
      const item = { kind, ref: beyond, amount: 5_000, quantity: 1 } as unknown as OrderRequestInput['items'][number];
      await answer(
        `order ${kind}`,
        request(t.app)
          .post('/api/v1/orders')
          .set('Idempotency-Key', newKey())
          .send(orderBody([item])),
      );
    }
    for (const kind of PERIODIC_KINDS) {
      await answer(
        `plan ${kind}`,
        request(t.app).post('/api/v1/periodic/plans').set('Idempotency-Key', newKey()).send({
          kind,
          ref: beyond,
          amount: '5000',
          quantity: '1',
          frequency: 'monthly',
          name: 'Periodic Donor',
          mobile: '0512345678',
        }),
      );
    }
    for (const kind of CAMPAIGN_CAUSE_KINDS) {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      await answer(
        `campaign ${kind}`,
        agent
          .post('/api/v1/campaigns')
          .set('X-CSRF-Token', token)
          .send({
            causeRef: `${kind}:${beyond}`,
            target: '2000',
            endsOn: '2027-01-10',
            displayName: 'Sara',
            message: 'Please help this family with their rent this winter.',
            mobile: '0551234567',
          }),
      );
    }
    expect(answers.filter((line) => !line.endsWith(' 400'))).toEqual([]);
    expect(answers.length).toBe(idKinds.length + PERIODIC_KINDS.length + CAMPAIGN_CAUSE_KINDS.length);
  });
});
