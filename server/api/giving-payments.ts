import express, { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '#src/lib/locale';
import { cspNonce } from '../security/headers';
import { createLimiter, rateLimit, spend } from '../security/rate-limit';
import { isValidWebhookSecret } from '../payments/moyasar';
import { sandboxOutcome } from '../payments/sandbox';
import { sandboxPage } from '../payments/sandbox-page';
import { storedPayment, verifyPayment } from '../services/giving/settle';
import {
  LIMIT_WINDOW_MS as WINDOW_MS,
  randomIdParam,
  requestLocale,
  requestT,
  sendError,
  sendNotFound,
  type ApiDependencies,
} from './kit';
import { notifyContext } from './giving-context';
import { moyasarRefundWebhook } from './moyasar-refund-webhook';
import { RANDOM_ID } from '#src/domain/ids';

/**
 * Payments: server-side verification (what /donate/paid calls), the sandbox's hosted card page,
 * and Moyasar's webhook. Every path that can mark an order paid ends in verifyPayment, which asks
 * the provider itself and changes the order at most once.
 */
export function givingPaymentsRouter(deps: ApiDependencies): Router {
  const { database, config, logger, providers } = deps;
  const db = database.db;
  const router = Router();
  const attempts = rateLimit(deps.limits, {
    name: 'payment-attempts',
    limit: config.GIVING_RATE_LIMIT,
    windowMs: WINDOW_MS,
    whenStoreFails: 'open',
  });
  // Per payment, not per address: /donate/paid verifies during server rendering, where every
  // visitor's call arrives in-process from the same address, so an address budget would be one
  // budget for the whole site.
  const verifications = createLimiter(deps.limits, {
    name: 'payment-verifications',
    limit: config.GIVING_RATE_LIMIT,
    windowMs: WINDOW_MS,
    whenStoreFails: 'open',
  });
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.NODE_ENV === 'production') {
    logger.warn(
      'PAYMENT_PROVIDER=sandbox in production (ALLOW_TEST_PAYMENTS=true): every payment is a test, no money moves, receipts and gift cards are marked "test"',
    );
  }

  // Unknown payment (404) and provider down (502) are ServiceErrors the API's error handler answers.
  async function verify(req: Request, res: Response, paymentId: string) {
    res.json(await verifyPayment(db, providers, paymentId, notifyContext(req, deps)));
  }
  const paymentNotFound = (req: Request, res: Response) => sendNotFound(req, res, 'giving:errors.paymentNotFound');

  router.post('/payments/:paymentId/verify', async (req, res) => {
    const paymentId = randomIdParam(req, 'paymentId');
    // A decided payment is answered from what is stored: no provider call, nothing spent.
    const stored = paymentId === null ? null : await storedPayment(db, paymentId);
    if (!paymentId || !stored) return paymentNotFound(req, res);
    if (stored.decided) return void res.json(stored.verification);
    // Only an undecided check asks the provider, and only those count against the limit.
    const spent = await spend(verifications, paymentId);
    if (spent.kind !== 'allowed') {
      res.set('Retry-After', String(spent.retryAfter));
      return sendError(req, res, 429, 'rate_limited', 'apply:api.rateLimited');
    }
    await verify(req, res, paymentId);
  });

  // --- The sandbox's hosted card page ---------------------------------------------------------
  async function sandboxPayment(paymentId: string) {
    // The test card page exists only while the sandbox is the gateway.
    if (config.PAYMENT_PROVIDER !== 'sandbox' || !RANDOM_ID.test(paymentId)) return undefined;
    return db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        'payments.id as id',
        'payments.status as status',
        'payments.provider as provider',
        'payments.amount as amount',
        'payments.sandbox_outcome as outcome',
        'orders.number as number',
      ])
      .where('payments.id', '=', paymentId)
      .where('payments.provider', '=', 'sandbox')
      .executeTakeFirst();
  }

  const pageLocale = (req: Request): Locale => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    return isLocale(lang) ? lang : requestLocale(req);
  };
  const returnUrl = (locale: Locale, paymentId: string) => `/${locale}/donate/paid?payment=${paymentId}`;

  function renderSandbox(
    req: Request,
    res: Response,
    payment: NonNullable<Awaited<ReturnType<typeof sandboxPayment>>>,
    status: number,
    error?: string,
  ) {
    const locale = pageLocale(req);
    const outcome: 'paid' | 'failed' | 'cancelled' =
      payment.outcome === 'paid' || payment.outcome === 'failed' || payment.outcome === 'cancelled'
        ? payment.outcome
        : payment.status === 'paid'
          ? 'paid'
          : 'failed';
    const done =
      payment.outcome || payment.status !== 'initiated' ? { href: returnUrl(locale, payment.id), outcome } : undefined;
    res
      .status(status)
      .type('html')
      .set('X-Robots-Tag', 'noindex')
      .send(
        sandboxPage({
          locale,
          t: requestT(req),
          paymentId: payment.id,
          orderNumber: Number(payment.number),
          amount: Number(payment.amount),
          error,
          done,
          nonce: cspNonce(res),
        }),
      );
  }

  router.get('/payments/sandbox/:paymentId', async (req, res) => {
    const payment = await sandboxPayment(String(req.params.paymentId));
    if (!payment) return paymentNotFound(req, res);
    renderSandbox(req, res, payment, 200);
  });

  router.post(
    '/payments/sandbox/:paymentId',
    express.urlencoded({ extended: false, limit: '10kb' }),
    attempts,
    async (req, res) => {
      const payment = await sandboxPayment(String(req.params.paymentId));
      if (!payment) return paymentNotFound(req, res);
      if (payment.outcome || payment.status !== 'initiated') return renderSandbox(req, res, payment, 409);
      const body = (req.body ?? {}) as Record<string, unknown>;
      let outcome: { outcome: 'paid' | 'failed' | 'cancelled'; reason?: string; brand?: string } | null;
      if (body.action === 'cancel') outcome = { outcome: 'cancelled' };
      else outcome = sandboxOutcome(typeof body.card === 'string' ? body.card : '');
      if (!outcome) return renderSandbox(req, res, payment, 400, requestT(req)('giving:sandbox.invalidCard'));
      // Recorded once: a second submit (double click, back button) cannot change a decided payment.
      await db
        .updateTable('payments')
        // The test card's network, as a gateway reports it (the mada test card reads "mada" on the receipt).
        .set({
          sandbox_outcome: outcome.outcome,
          card_brand: outcome.brand ?? null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', payment.id)
        .where('sandbox_outcome', 'is', null)
        .execute();
      res.redirect(303, returnUrl(pageLocale(req), payment.id));
    },
  );

  // --- Moyasar's webhook --------------------------------------------------------------------
  router.post('/payments/moyasar/webhook', async (req, res) => {
    if (config.PAYMENT_PROVIDER !== 'moyasar') return sendNotFound(req, res);
    const body = (req.body ?? {}) as {
      secret_token?: unknown;
      type?: unknown;
      data?: { invoice_id?: unknown; metadata?: { payment_id?: unknown } };
    };
    if (!isValidWebhookSecret(config.MOYASAR_WEBHOOK_SECRET, body.secret_token)) {
      logger.warn({ type: body.type }, 'Moyasar webhook with a wrong secret refused');
      return sendError(req, res, 401, 'unauthorized', 'giving:errors.webhookForbidden');
    }
    // A refund (made from the order screen or in Moyasar's dashboard): recorded once, never "settled" again.
    if (body.type === 'payment_refunded')
      return moyasarRefundWebhook(req, res, deps, body.data as Parameters<typeof moyasarRefundWebhook>[3]);
    const invoiceId = typeof body.data?.invoice_id === 'string' ? body.data.invoice_id : null;
    const claimed = typeof body.data?.metadata?.payment_id === 'string' ? body.data.metadata.payment_id : null;
    // The payload only says where to look; the invoice is fetched again before anything changes.
    let query = db.selectFrom('payments').select('id').where('provider', '=', 'moyasar');
    query = invoiceId
      ? query.where('provider_ref', '=', invoiceId)
      : claimed && RANDOM_ID.test(claimed)
        ? query.where('id', '=', claimed)
        : query.where('id', '=', '');
    const payment = await query.executeTakeFirst();
    if (!payment) {
      logger.warn({ invoiceId, type: body.type }, 'Moyasar webhook for an unknown payment');
      return void res.json({ received: true });
    }
    await verify(req, res, payment.id);
  });

  return router;
}
