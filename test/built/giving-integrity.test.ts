import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startBuiltServer, type BuiltServer } from './built-server';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import { TEST_CARDS } from '../../server/payments/sandbox';

/**
 * The giving probe's adversarial cases against the production build (dist/ as `node server`):
 * test payments, parallel baskets, SMS abuse, decided payments, private pages and logs, forms.
 */
const donor = { name: 'Sample Donor', mobile: '0512345678' };
const gift = {
  occasionId: 2,
  cardId: 3,
  senderName: 'Sample Sender',
  recipientName: 'Sample Recipient',
  recipientMobile: '0598765432',
  showAmount: false,
};

function client(origin: string) {
  const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    // `any`: API bodies of several shapes, checked field by field.
    return { status: response.status, headers: response.headers, body: parsed as Record<string, any> };
  };
  return {
    json,
    order: (items: unknown[], extra: Record<string, unknown> = {}, lang = 'en') =>
      json(
        'POST',
        '/api/v1/orders',
        { donor, items, ...extra },
        { 'Idempotency-Key': randomUUID(), 'Accept-Language': lang },
      ),
    verify: (paymentId: string) => json('POST', `/api/v1/payments/${paymentId}/verify`),
  };
}

describe('built server on the sandbox gateway in production', () => {
  it('refuses to boot without ALLOW_TEST_PAYMENTS=true, saying why', async () => {
    await expect(startBuiltServer({ ALLOW_TEST_PAYMENTS: '' })).rejects.toThrow(
      /ALLOW_TEST_PAYMENTS: PAYMENT_PROVIDER=sandbox takes only test payments/,
    );
  });

  describe('with ALLOW_TEST_PAYMENTS=true', () => {
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer({ GIVING_RATE_LIMIT: '1000' });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('warns at boot; every payment is a flagged test that counts toward nothing', async () => {
      expect(server.output.join('\n')).toContain('PAYMENT_PROVIDER=sandbox in production');
      const api = client(server.origin);
      const before = (await api.json('GET', '/api/v1/giving/items/2')).body.collected;
      const created = await api.order([{ kind: 'gift', ref: '2', amount: 1_000_000_00, gift }]);
      expect(created.status).toBe(201);
      expect(created.body.test).toBe(true);
      const paid = await fetch(`${server.origin}/api/v1/payments/sandbox/${created.body.payment.id}?lang=en`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `card=${TEST_CARDS.success}&action=pay`,
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect((await api.verify(created.body.payment.id)).body).toMatchObject({ status: 'paid', test: true });
      const receipt = await api.json('GET', `/api/v1/orders/${created.body.orderId}/receipt`);
      expect(receipt.body.test).toBe(true);
      const code = receipt.body.items[0].gift.code as string;
      expect((await api.json('GET', `/api/v1/gifts/${code}`)).body.test).toBe(true);
      expect((await api.json('GET', '/api/v1/giving/items/2')).body.collected).toBe(before);
      // Personal pages are never stored by a cache; the access log keeps no ids.
      for (const path of [`/en/donate/success/${created.body.orderId}`, `/en/gifts/${code}`]) {
        const page = await raw(server.port, 'GET', path);
        expect(page.status).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.headers['permissions-policy']).toContain('camera=()');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = server.output.join('\n');
      expect(log).toContain('/en/donate/success/:id');
      expect(log).not.toContain(created.body.orderId);
      expect(log).not.toContain(created.body.payment.id);
      expect(log).not.toContain(code);
    });

    it('two baskets for all 23 Hajj packages at once: only one gets them', async () => {
      const api = client(server.origin);
      const answers = await Promise.all([
        api.order([{ kind: 'haj', ref: '50', quantity: 23 }]),
        api.order([{ kind: 'haj', ref: '50', quantity: 23 }]),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    });

    it('a double-clicked form stores one message', async () => {
      const csrf = await fetch(`${server.origin}/api/v1/csrf`);
      const cookie = String(csrf.headers.get('set-cookie')).split(';')[0];
      const { token } = (await csrf.json()) as { token: string };
      const key = randomUUID();
      const send = () =>
        fetch(`${server.origin}/api/v1/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: cookie,
            'X-CSRF-Token': token,
            'Idempotency-Key': key,
            Origin: server.origin,
          },
          body: JSON.stringify({
            name: 'Sample Visitor',
            email: 'visitor@example.org',
            subject: 'Visiting hours',
            message: 'When can we visit?',
            consent: true,
          }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { reference: string },
        }));
      const [a, b] = await Promise.all([send(), send()]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.reference).toBe(b.body.reference);
      expect(a.body.reference).toMatch(/^MSG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
    });
  });
});

describe('built server beside a real gateway (a stub of Moyasar)', () => {
  let server: BuiltServer;
  let stub: MoyasarStub;
  beforeAll(async () => {
    stub = await startStub();
    server = await startBuiltServer({
      ...moyasarEnv(stub),
      ALLOW_TEST_PAYMENTS: '',
      GIVING_RATE_LIMIT: '1000',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  it("no test payments: the sandbox method is a 400 in the donor's language; the test basket and card page are 404", async () => {
    const api = client(server.origin);
    const refused = await api.order([{ kind: 'cause', ref: '1', amount: 1_000 }], { method: 'sandbox' }, 'ar');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/التجريبية/);
    expect((await raw(server.port, 'GET', '/en/donate/cart-test')).status).toBe(404);
    expect((await raw(server.port, 'GET', '/api/v1/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('a SAR 620.75 bill cannot collect more than 620.75; a decided payment never asks the gateway again', async () => {
    const api = client(server.origin);
    const answers = await Promise.all([1, 2, 3].map(() => api.order([{ kind: 'bill', ref: '31', amount: 62_075 }])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    const created = answers.find((answer) => answer.status === 201)!.body;
    payInvoice(invoiceFor(stub, created.payment.id));
    expect((await api.verify(created.payment.id)).body).toMatchObject({ status: 'paid', test: false });
    expect((await api.json('GET', '/api/v1/giving/items/31')).body).toMatchObject({
      collected: 62_075,
      remaining: 0,
      available: false,
    });
    const calls = stub.calls.length;
    for (let i = 0; i < 25; i += 1) expect((await api.verify(created.payment.id)).status).toBe(200);
    expect(stub.calls.length).toBe(calls);
  });

  it("SMS through the association's sender: no links in names, at most 5 gifts an order", async () => {
    const api = client(server.origin);
    const link = await api.order([
      { kind: 'gift', ref: '3', amount: 100, gift: { ...gift, senderName: 'verify your card at bit.ly/x' } },
    ]);
    expect(link.status).toBe(400);
    expect(link.body.error.fields['items.0.gift.senderName']).toMatch(/link/);
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      kind: 'gift',
      ref: '3',
      amount: 100,
      gift: { ...gift, recipientMobile: `05${10_000_000 + i}` },
    }));
    const many = await api.order(fifty);
    expect(many.status).toBe(400);
    expect(many.body.error.fields.items).toMatch(/at most 5 gifts/);
  });

  it('cookies are Secure behind TLS', async () => {
    const res = await raw(server.port, 'GET', '/api/v1/csrf', { 'X-Forwarded-Proto': 'https' });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
