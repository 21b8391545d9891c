import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Moyasar's documented API this site calls: POST /v1/invoices
 * and GET /v1/invoices/:id, HTTP Basic with the secret key as the user name. Tests move an
 * invoice's state the way a donor on the hosted checkout would.
 */
export interface StubInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string;
  back_url: string;
  callback_url: string;
  metadata: Record<string, string>;
  payments: Array<{ id: string; status: string; amount: number }>;
}

export const SECRET_KEY = 'sk_test_stub_secret';
export const WEBHOOK_SECRET = 'whsec_stub_token';

export function startStub() {
  const invoices = new Map<string, StubInvoice>();
  const calls: Array<{ method: string; path: string; authorization?: string }> = [];
  let failNext = 0;
  const expectedAuth = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (failNext > 0) {
      failNext -= 1;
      return send(500, { type: 'api_error', message: 'Internal error' });
    }
    if (req.headers.authorization !== expectedAuth) return send(401, { type: 'authentication_error', message: 'Invalid authorization credentials' });
    if (req.method === 'POST' && req.url === '/v1/invoices') {
      const input = JSON.parse(body) as Omit<StubInvoice, 'id' | 'status' | 'url' | 'payments'>;
      if (!Number.isInteger(input.amount) || input.amount < 100 || !input.description) return send(400, { type: 'invalid_request_error', message: 'Validation Failed' });
      const id = randomUUID();
      const invoice: StubInvoice = { ...input, id, status: 'initiated', url: `https://checkout.moyasar.test/invoices/${id}`, payments: [] };
      invoices.set(id, invoice);
      return send(201, invoice);
    }
    const match = /^\/v1\/invoices\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const invoice = invoices.get(match[1]);
      return invoice ? send(200, invoice) : send(404, { type: 'record_not_found', message: 'Object not found' });
    }
    send(404, { type: 'record_not_found' });
  });
  return new Promise<{ url: string; invoices: Map<string, StubInvoice>; calls: typeof calls; failNext(n: number): void; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        invoices,
        calls,
        failNext: (n) => (failNext = n),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export type MoyasarStub = Awaited<ReturnType<typeof startStub>>;

/** The env of an app whose card gateway is the stub. */
export function moyasarEnv(stub: MoyasarStub): Record<string, string> {
  return { PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: SECRET_KEY, MOYASAR_PUBLISHABLE_KEY: 'pk_test_stub', MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET, MOYASAR_API_URL: stub.url };
}

/** Marks the stub's invoice paid, as a donor on the hosted checkout would. */
export function payInvoice(invoice: StubInvoice, amount = invoice.amount): void {
  invoice.status = 'paid';
  invoice.payments.push({ id: randomUUID(), status: 'paid', amount });
}

/** The stub's invoice behind an order's payment. */
export function invoiceFor(stub: MoyasarStub, paymentId: string): StubInvoice {
  const invoice = [...stub.invoices.values()].find((candidate) => candidate.metadata.payment_id === paymentId);
  if (!invoice) throw new Error(`no invoice for payment ${paymentId}`);
  return invoice;
}
