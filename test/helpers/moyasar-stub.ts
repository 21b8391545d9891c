import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Moyasar's documented API this site calls: POST /v1/invoices,
 * GET /v1/invoices/:id, POST /v1/payments (an `stcpay` or `applepay` source), GET /v1/payments/:id,
 * POST /v1/payments/:id/refund and POST /v1/applepay/initiate, HTTP Basic with the secret key as the
 * user name; and an STC Pay payment's `transaction_url`, which takes `otp_value` without a key.
 * STC Pay codes are Moyasar's test ones (123456 pays, 111111 is refused for funds, others are
 * wrong); an Apple Pay token whose `paymentData.data` is "decline" is declined. Tests move an invoice's state the way a donor on the hosted checkout
 * would. A refund answers, as Moyasar documents, with the payment itself: `status: 'refunded'`,
 * `refunded` the sum of every refund on it so far, `refunded_at` the last one's time.
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
  payments: StubPayment[];
}

export interface StubPayment {
  id: string;
  status: string;
  amount: number;
  refunded?: number;
  refunded_at?: string | null;
  source?: { type: string; company?: string; mobile?: string; transaction_url?: string; message?: string };
  metadata?: Record<string, string>;
}

export const SECRET_KEY = 'sk_test_stub_secret';
export const WEBHOOK_SECRET = 'whsec_stub_token';

export function startStub() {
  const invoices = new Map<string, StubInvoice>();
  /** Payments made through POST /v1/payments (wallets), beside those of invoices. */
  const direct = new Map<string, StubPayment>();
  let base = '';
  const calls: Array<{ method: string; path: string; authorization?: string }> = [];
  let failNext = 0;
  let loseNextRefundAnswer = false;
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
    const otpMatch = /^\/v1\/stc_pays\/([\w-]+)\/proceed$/.exec(req.url ?? '');
    if (req.method === 'POST' && otpMatch) {
      const payment = direct.get(otpMatch[1]);
      const stcPay = payment?.source?.type === 'stcpay' ? payment : undefined;
      if (!stcPay) return send(404, { type: 'record_not_found', message: 'Object not found' });
      if (stcPay.status !== 'initiated')
        return send(400, { type: 'invalid_request_error', message: 'Payment is not initiated' });
      const otp = (JSON.parse(body || '{}') as { otp_value?: unknown }).otp_value;
      if (otp === '123456') stcPay.status = 'paid';
      else if (otp === '111111') {
        stcPay.status = 'failed';
        stcPay.source = { ...stcPay.source, type: 'stcpay', message: 'INSUFFICIENT_FUNDS' };
      } else return send(400, { type: 'invalid_request_error', message: 'Invalid OTP' });
      return send(200, { ...stcPay, currency: 'SAR' });
    }
    if (req.headers.authorization !== expectedAuth)
      return send(401, { type: 'authentication_error', message: 'Invalid authorization credentials' });
    if (req.method === 'POST' && req.url === '/v1/invoices') {
      const input = JSON.parse(body) as Omit<StubInvoice, 'id' | 'status' | 'url' | 'payments'>;
      if (!Number.isInteger(input.amount) || input.amount < 100 || !input.description)
        return send(400, { type: 'invalid_request_error', message: 'Validation Failed' });
      const id = randomUUID();
      const invoice: StubInvoice = {
        ...input,
        id,
        status: 'initiated',
        url: `https://checkout.moyasar.test/invoices/${id}`,
        payments: [],
      };
      invoices.set(id, invoice);
      return send(201, invoice);
    }
    if (req.method === 'POST' && req.url === '/v1/applepay/initiate') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      if (typeof input.validation_url !== 'string' || !input.publishable_api_key)
        return send(400, { type: 'invalid_request_error', message: 'Validation Failed' });
      return send(200, {
        merchantSessionIdentifier: 'stub-session',
        displayName: input.display_name,
        domainName: input.domain_name,
      });
    }
    if (req.method === 'POST' && req.url === '/v1/payments') {
      const input = JSON.parse(body) as {
        amount?: unknown;
        source?: { type?: unknown; mobile?: unknown; token?: unknown };
        metadata?: Record<string, string>;
      };
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100)
        return send(400, { type: 'invalid_request_error', message: 'Validation Failed' });
      const id = randomUUID();
      const payment: StubPayment = { id, status: 'initiated', amount: input.amount, metadata: input.metadata };
      if (input.source?.type === 'stcpay') {
        if (typeof input.source.mobile !== 'string' || !/^05\d{8}$/.test(input.source.mobile))
          return send(400, { type: 'invalid_request_error', message: 'Mobile is invalid' });
        payment.source = {
          type: 'stcpay',
          mobile: input.source.mobile,
          transaction_url: `${base}/stc_pays/${id}/proceed`,
        };
      } else if (input.source?.type === 'applepay') {
        const token =
          typeof input.source.token === 'string'
            ? (JSON.parse(input.source.token) as {
                paymentData?: { data?: unknown };
                paymentMethod?: { network?: unknown };
              })
            : null;
        if (!token?.paymentData) return send(400, { type: 'invalid_request_error', message: 'Token is invalid' });
        const network = String(token.paymentMethod?.network ?? 'visa').toLowerCase();
        const declined = token.paymentData.data === 'decline';
        payment.status = declined ? 'failed' : 'paid';
        payment.source = {
          type: 'applepay',
          company: network === 'mastercard' ? 'master' : network,
          ...(declined ? { message: 'DECLINED' } : {}),
        };
      } else return send(400, { type: 'invalid_request_error', message: 'Source type is not supported' });
      direct.set(id, payment);
      return send(201, { ...payment, currency: 'SAR' });
    }
    const paymentMatch = /^\/v1\/payments\/([\w-]+)(\/refund)?$/.exec(req.url ?? '');
    if (paymentMatch) {
      const invoice = [...invoices.values()].find((candidate) =>
        candidate.payments.some((payment) => payment.id === paymentMatch[1]),
      );
      const payment =
        invoice?.payments.find((candidate) => candidate.id === paymentMatch[1]) ?? direct.get(paymentMatch[1]);
      if (!payment) return send(404, { type: 'record_not_found', message: 'Object not found' });
      const shown = () => ({
        ...payment,
        currency: 'SAR',
        fee: 0,
        refunded: payment.refunded ?? 0,
        refunded_at: payment.refunded_at ?? null,
        invoice_id: invoice?.id ?? null,
        source: payment.source ?? { type: 'creditcard', company: 'mada' },
      });
      if (req.method === 'GET' && !paymentMatch[2]) return send(200, shown());
      if (req.method === 'POST' && paymentMatch[2]) {
        const input = (body ? JSON.parse(body) : {}) as { amount?: unknown };
        const left = payment.amount - (payment.refunded ?? 0);
        const amount = input.amount === undefined ? left : input.amount;
        if (payment.status !== 'paid' && payment.status !== 'refunded')
          return send(400, { type: 'invalid_request_error', message: 'Payment is not refundable' });
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > left)
          return send(400, {
            type: 'invalid_request_error',
            message: 'Amount must be less than or equal to the refundable amount',
          });
        payment.refunded = (payment.refunded ?? 0) + amount;
        payment.refunded_at = new Date().toISOString();
        payment.status = 'refunded';
        if (loseNextRefundAnswer) {
          loseNextRefundAnswer = false;
          return send(504, { type: 'api_error', message: 'Gateway timeout' });
        }
        return send(200, shown());
      }
    }
    const match = /^\/v1\/invoices\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const invoice = invoices.get(match[1]);
      return invoice ? send(200, invoice) : send(404, { type: 'record_not_found', message: 'Object not found' });
    }
    send(404, { type: 'record_not_found' });
  });
  return new Promise<{
    url: string;
    invoices: Map<string, StubInvoice>;
    direct: Map<string, StubPayment>;
    calls: typeof calls;
    failNext(n: number): void;
    loseNextRefundAnswer(): void;
    close(): Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      base = `http://127.0.0.1:${port}/v1`;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        invoices,
        direct,
        calls,
        failNext: (n) => (failNext = n),
        /** The next refund is made, but its answer is lost (a 504, as after a timeout). */
        loseNextRefundAnswer: () => (loseNextRefundAnswer = true),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export type MoyasarStub = Awaited<ReturnType<typeof startStub>>;

/** The env of an app whose card gateway is the stub. */
export function moyasarEnv(stub: MoyasarStub): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'moyasar',
    MOYASAR_SECRET_KEY: SECRET_KEY,
    MOYASAR_PUBLISHABLE_KEY: 'pk_test_stub',
    MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MOYASAR_API_URL: stub.url,
  };
}

/** Marks the stub's invoice paid, as a donor on the hosted checkout would (with a card of `company`). */
export function payInvoice(invoice: StubInvoice, amount = invoice.amount, company = 'visa'): void {
  invoice.status = 'paid';
  invoice.payments.push({ id: randomUUID(), status: 'paid', amount, source: { type: 'creditcard', company } });
}

/** The stub's invoice behind an order's payment. */
export function invoiceFor(stub: MoyasarStub, paymentId: string): StubInvoice {
  const invoice = [...stub.invoices.values()].find((candidate) => candidate.metadata.payment_id === paymentId);
  if (!invoice) throw new Error(`no invoice for payment ${paymentId}`);
  return invoice;
}

/** A refund made in Moyasar's own dashboard: the payment's running sum grows; returns the webhook's `data`. */
export function refundInDashboard(invoice: StubInvoice, amount: number): Record<string, unknown> {
  const payment = invoice.payments.find((candidate) => candidate.status === 'paid' || candidate.status === 'refunded');
  if (!payment) throw new Error('no paid payment on this invoice');
  payment.refunded = (payment.refunded ?? 0) + amount;
  payment.refunded_at = new Date().toISOString();
  payment.status = 'refunded';
  return { ...payment, currency: 'SAR', invoice_id: invoice.id, metadata: invoice.metadata };
}
