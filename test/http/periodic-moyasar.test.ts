import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { newKey } from '../helpers/giving-fixtures';
import { LINK_SECRET } from '../helpers/periodic-fixtures';
import { givenId, moyasarTokenGateway } from '../../server/payments/moyasar-tokens';
import { ProviderError } from '../../server/payments/provider';
import { openDonorSession } from '../../server/services/donor-space/sessions';

/**
 * Saved cards on Moyasar against a local stand-in of its tokens and payments API: the card page
 * (publishable key only, its own CSP), the return after 3-D Secure (the token fetched with the
 * secret key, kept only when active), and token charges keyed by `given_id` so that asking again
 * reads the first charge instead of making a second.
 */
const SECRET = 'sk_test_periodic_stub';
const PUBLISHABLE = 'pk_test_periodic_stub';

interface StubPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  source: { type: string; token: string; message: string | null };
}

const tokens = new Map<
  string,
  { id: string; status: string; brand: string; last_four: string; month: string; year: string; message?: string }
>();
const payments = new Map<string, StubPayment>();
const posts: Array<{ given_id: string; amount: number; source: { type: string; token: string } }> = [];
let stub: Server;
let stubUrl = '';

beforeAll(async () => {
  stub = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`)
        return send(401, { type: 'authentication_error' });
      const token = /^\/v1\/tokens\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && token)
        return tokens.has(token[1]!) ? send(200, tokens.get(token[1]!)) : send(404, { type: 'record_not_found' });
      const payment = /^\/v1\/payments\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && payment)
        return payments.has(payment[1]!)
          ? send(200, payments.get(payment[1]!))
          : send(404, { type: 'record_not_found' });
      if (req.method === 'POST' && req.url === '/v1/payments') {
        const input = JSON.parse(data) as (typeof posts)[number];
        posts.push(input);
        const saved = tokens.get(input.source.token);
        if (!saved || saved.status !== 'active')
          return send(400, { type: 'invalid_request_error', message: 'Token is invalid' });
        const paid: StubPayment = {
          id: input.given_id,
          status: saved.message ? 'failed' : 'paid',
          amount: input.amount,
          currency: 'SAR',
          source: { type: 'token', token: saved.id, message: saved.message ?? null },
        };
        payments.set(paid.id, paid);
        return send(201, paid);
      }
      send(404, { type: 'record_not_found' });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', () => resolve()));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

describe('periodic giving on Moyasar', () => {
  const env = () => ({
    PAYMENT_PROVIDER: 'moyasar',
    MOYASAR_SECRET_KEY: SECRET,
    MOYASAR_PUBLISHABLE_KEY: PUBLISHABLE,
    MOYASAR_WEBHOOK_SECRET: 'whsec',
    MOYASAR_API_URL: stubUrl,
    PERIODIC_LINK_SECRET: LINK_SECRET,
    GIVING_RATE_LIMIT: '200',
  });
  // The env is read when the app starts (after the stub is listening).
  const t = useTestApp({
    get env() {
      return env();
    },
  } as Parameters<typeof useTestApp>[0]);

  it('serves a card page that talks to Moyasar alone, and keeps a card only once Moyasar calls its token active', async () => {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'ar')
      .set('Idempotency-Key', newKey())
      .send({
        kind: 'cause',
        ref: '1',
        amount: 5000,
        frequency: 'monthly',
        name: 'Moyasar Donor',
        mobile: '0512340000',
      });
    expect(created.status).toBe(201);
    const cardUrl = created.body.cardUrl as string;
    expect(cardUrl).toMatch(/^\/api\/v1\/periodic\/cards\/moyasar\/[\w-]{22}\?lang=ar$/);
    const page = await request(t.app).get(cardUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`connect-src ${new URL(stubUrl).origin};`));
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain(PUBLISHABLE);
    expect(page.text).not.toContain(SECRET);
    expect(page.text).toContain('حفظ البطاقة');
    const sessionId = cardUrl.split('/').pop()!.split('?')[0]!;

    // Back from 3-D Secure with a token Moyasar does not call active: the page again, nothing saved.
    tokens.set('token_pending', {
      id: 'token_pending',
      status: 'initiated',
      brand: 'mada',
      last_four: '4242',
      month: '09',
      year: '31',
    });
    const pending = await request(t.app).get(
      `/api/v1/periodic/cards/moyasar/${sessionId}/return?lang=ar&id=token_pending`,
    );
    expect(pending.status).toBe(400);
    expect(pending.text).toContain('تعذّر حفظ البطاقة');
    const unknown = await request(t.app).get(
      `/api/v1/periodic/cards/moyasar/${sessionId}/return?lang=ar&id=token_made_up`,
    );
    expect(unknown.status).toBe(400);

    tokens.set('token_good', {
      id: 'token_good',
      status: 'active',
      brand: 'Mada',
      last_four: '4242',
      month: '09',
      year: '31',
    });
    const back = await request(t.app).get(`/api/v1/periodic/cards/moyasar/${sessionId}/return?lang=ar&id=token_good`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toMatch(/^\/ar\/periodic\/manage\?t=v1\..*&done=setup$/);
    const plan = await t
      .database!.db.selectFrom('periodic_plans')
      .selectAll()
      .where('id', '=', created.body.planId)
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({
      status: 'active',
      token_provider: 'moyasar',
      card_token: 'token_good',
      card_brand: 'mada',
      card_last4: '4242',
      card_exp_month: 9,
      card_exp_year: 2031,
    });
    // The session is spent: coming back again changes nothing.
    const again = await request(t.app).get(
      `/api/v1/periodic/cards/moyasar/${sessionId}/return?lang=ar&id=token_pending`,
    );
    expect(again.status).toBe(303);
    expect(
      (
        await t
          .database!.db.selectFrom('periodic_plans')
          .select('card_token')
          .where('id', '=', created.body.planId)
          .executeTakeFirstOrThrow()
      ).card_token,
    ).toBe('token_good');
  });

  it('raises a plan above its ceiling only through Moyasar’s card page: the new amount once the new token is active', async () => {
    const created = await request(t.app)
      .post('/api/v1/periodic/plans')
      .set('Accept-Language', 'en')
      .set('Idempotency-Key', newKey())
      .send({
        kind: 'cause',
        ref: '1',
        amount: 5000,
        frequency: 'monthly',
        name: 'Moyasar Donor',
        mobile: '0512340001',
      });
    const setupSession = (created.body.cardUrl as string).split('/').pop()!.split('?')[0]!;
    tokens.set('token_first', {
      id: 'token_first',
      status: 'active',
      brand: 'visa',
      last_four: '1111',
      month: '09',
      year: '31',
    });
    const back = await request(t.app)
      .get(`/api/v1/periodic/cards/moyasar/${setupSession}/return?lang=en&id=token_first`)
      .expect(303);
    const token = decodeURIComponent(new URL(back.headers.location as string, 'https://x').searchParams.get('t')!);

    expect(
      (await request(t.app).post('/api/v1/periodic/manage/amount').send({ t: token, amount: 100_000_000 })).status,
    ).toBe(403);
    const raise = await request(t.app)
      .post('/api/v1/periodic/manage/raise')
      .send({ t: token, amount: 100_000_000 })
      .expect(200);
    expect(raise.body.cardUrl).toMatch(/^\/api\/v1\/periodic\/cards\/moyasar\/[\w-]{22}\?lang=en$/);
    const page = await request(t.app)
      .get(raise.body.cardUrl as string)
      .expect(200);
    expect(page.text).toMatch(/SAR\s1,000,000/);
    expect(page.text).toContain('confirms the new amount');
    const session = (raise.body.cardUrl as string).split('/').pop()!.split('?')[0]!;
    // A token Moyasar does not call active (3-D Secure failed) raises nothing.
    await request(t.app).get(`/api/v1/periodic/cards/moyasar/${session}/return?lang=en&id=token_pending`).expect(400);
    const plan = () =>
      t
        .database!.db.selectFrom('periodic_plans')
        .select(['amount', 'amount_ceiling', 'card_token'])
        .where('id', '=', created.body.planId)
        .executeTakeFirstOrThrow();
    expect(await plan()).toEqual({ amount: 5000, amount_ceiling: 15_000, card_token: 'token_first' });
    tokens.set('token_raise', {
      id: 'token_raise',
      status: 'active',
      brand: 'visa',
      last_four: '1111',
      month: '09',
      year: '31',
    });
    const raised = await request(t.app)
      .get(`/api/v1/periodic/cards/moyasar/${session}/return?lang=en&id=token_raise`)
      .expect(303);
    expect(raised.headers.location).toMatch(/&done=raise$/);
    expect(await plan()).toEqual({ amount: 100_000_000, amount_ceiling: 300_000_000, card_token: 'token_raise' });
  });

  it('charges a token once per payment id (given_id), reads the first answer when asked again, and sorts declines', async () => {
    const gateway = moyasarTokenGateway({ apiUrl: stubUrl, secretKey: SECRET });
    tokens.set('token_charge', {
      id: 'token_charge',
      status: 'active',
      brand: 'visa',
      last_four: '1111',
      month: '12',
      year: '2030',
    });
    const charge = {
      paymentId: 'PaymentIdPaymentId0001',
      token: 'token_charge',
      amount: 7500,
      description: 'Periodic',
      at: new Date(),
    };
    expect(await gateway.charge(charge)).toEqual({ status: 'paid' });
    expect(await gateway.charge(charge)).toEqual({ status: 'paid' }); // a crash, then the same payment again
    expect(posts.filter((post) => post.given_id === givenId(charge.paymentId))).toHaveLength(1);
    expect(givenId(charge.paymentId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts.at(-1)).toMatchObject({ amount: 7500, source: { type: 'token', token: 'token_charge' } });

    tokens.set('token_poor', {
      id: 'token_poor',
      status: 'active',
      brand: 'visa',
      last_four: '9995',
      month: '12',
      year: '2030',
      message: 'Insufficient Funds',
    });
    expect(await gateway.charge({ ...charge, paymentId: 'PaymentIdPaymentId0002', token: 'token_poor' })).toEqual({
      status: 'failed',
      reason: 'insufficient_funds',
      soft: true,
    });
    tokens.set('token_old', {
      id: 'token_old',
      status: 'active',
      brand: 'visa',
      last_four: '0002',
      month: '12',
      year: '2030',
      message: 'Expired Card',
    });
    expect(await gateway.charge({ ...charge, paymentId: 'PaymentIdPaymentId0003', token: 'token_old' })).toEqual({
      status: 'failed',
      reason: 'expired_card',
      soft: false,
    });
    expect(await gateway.charge({ ...charge, paymentId: 'PaymentIdPaymentId0004', token: 'token_gone' })).toEqual({
      status: 'failed',
      reason: 'invalid_token',
      soft: false,
    });
    // Not reachable: the answer is unknown, so the scheduler asks again later with the same id.
    const down = moyasarTokenGateway({ apiUrl: 'http://127.0.0.1:9/v1', secretKey: SECRET, timeoutMs: 2000 });
    await expect(down.charge(charge)).rejects.toBeInstanceOf(ProviderError);
  });
  it('puts one card on every plan of a number from the donor’s space through Moyasar’s page, once its token is active', async () => {
    const mobile = '0512340077';
    const setUp = async (amount: number, token: string) => {
      const created = await request(t.app)
        .post('/api/v1/periodic/plans')
        .set('Idempotency-Key', newKey())
        .send({ kind: 'cause', ref: '1', amount, frequency: 'monthly', name: 'Moyasar Donor', mobile });
      const sessionId = (created.body.cardUrl as string).split('/').pop()!.split('?')[0]!;
      tokens.set(token, { id: token, status: 'active', brand: 'visa', last_four: '1111', month: '01', year: '30' });
      await request(t.app).get(`/api/v1/periodic/cards/moyasar/${sessionId}/return?lang=en&id=${token}`).expect(303);
      return created.body.planId as string;
    };
    const plans = [await setUp(5000, 'token_space_1'), await setUp(7000, 'token_space_2')];
    const { token } = await openDonorSession(t.database!.db, mobile, 'ar');
    const csrf = (await request(t.app).get('/api/v1/csrf').expect(200)).body.token as string;
    const cookie = `csrf_token=${csrf}; donor_session=${token}`;
    const started = await request(t.app)
      .post('/api/v1/my-giving/cards')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrf)
      .set('Accept-Language', 'ar')
      .send({ plans: 2 })
      .expect(201);
    const cardUrl = started.body.cardUrl as string;
    expect(cardUrl).toMatch(/^\/api\/v1\/my-giving\/cards\/moyasar\/[\w-]{22}\?lang=ar$/);
    const batchId = cardUrl.split('/').pop()!.split('?')[0]!;
    const page = await request(t.app).get(cardUrl).set('Cookie', cookie).expect(200);
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`connect-src ${new URL(stubUrl).origin};`));
    expect(page.text).toContain(PUBLISHABLE);
    expect(page.text).not.toContain(SECRET);
    expect(page.text).toContain(`/api/v1/my-giving/cards/moyasar/${batchId}/return?lang=ar`);
    // Without the session the return opens nothing: back to the space to sign in.
    const signedOut = await request(t.app).get(`/api/v1/my-giving/cards/moyasar/${batchId}/return?lang=ar&id=x`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.location).toBe('/ar/my-giving');

    tokens.set('token_space_pending', {
      id: 'token_space_pending',
      status: 'initiated',
      brand: 'mada',
      last_four: '4242',
      month: '09',
      year: '31',
    });
    const pending = await request(t.app)
      .get(`/api/v1/my-giving/cards/moyasar/${batchId}/return?lang=ar&id=token_space_pending`)
      .set('Cookie', cookie);
    expect(pending.status).toBe(400);
    expect(pending.text).toContain('تعذّر حفظ البطاقة');

    tokens.set('token_space_new', {
      id: 'token_space_new',
      status: 'active',
      brand: 'mada',
      last_four: '4242',
      month: '09',
      year: '31',
    });
    const back = await request(t.app)
      .get(`/api/v1/my-giving/cards/moyasar/${batchId}/return?lang=ar&id=token_space_new`)
      .set('Cookie', cookie)
      .expect(303);
    expect(back.headers.location).toBe(`/ar/my-giving?cards=${batchId}`);
    const saved = await t
      .database!.db.selectFrom('periodic_plans')
      .select(['id', 'token_provider', 'card_token', 'card_last4'])
      .where('id', 'in', plans)
      .execute();
    expect(saved).toHaveLength(2);
    for (const plan of saved)
      expect(plan).toMatchObject({ token_provider: 'moyasar', card_token: 'token_space_new', card_last4: '4242' });
  });
});
