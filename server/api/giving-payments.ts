import express, { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '../../src/lib/locale';
import { cspNonce } from '../security/headers';
import { rateLimit } from '../security/rate-limit';
import { isValidWebhookSecret } from '../payments/moyasar';
import { createAttemptCounter } from '../services/giving/attempt-counter';
import { sandboxOutcome } from '../payments/sandbox';
import { sandboxPage } from '../payments/sandbox-page';
import { ProviderError } from '../payments/provider';
import { PaymentNotFoundError, verifyPayment } from '../services/giving/settle';
import { requestT, sendError } from './validate';
import { requestLocale } from './index';
import { RANDOM_ID, notifyContext, type GivingDependencies } from './giving-context';

const WINDOW_MS = 10 * 60_000;

/**
 * Payments: server-side verification (what /donate/paid calls), the sandbox's hosted card page,
 * and Moyasar's webhook. Every path that can mark an order paid ends in verifyPayment, which asks
 * the provider itself and changes the order at most once.
 */
export function givingPaymentsRouter(deps: GivingDependencies): Router {
  const { database, config, logger, providers } = deps;
  const db = database.db;
  const router = Router();
  const attempts = rateLimit({ name: 'payment-attempts', limit: config.GIVING_RATE_LIMIT, windowMs: WINDOW_MS });
  const verifications = createAttemptCounter(config.GIVING_RATE_LIMIT, WINDOW_MS);

  async function verify(req: Request, res: Response, paymentId: string) {
    try {
      res.json(await verifyPayment(db, providers, paymentId, notifyContext(req, deps)));
    } catch (error) {
      if (error instanceof PaymentNotFoundError) return sendError(req, res, 404, 'not_found', 'giving:errors.paymentNotFound');
      if (error instanceof ProviderError) {
        logger.warn({ err: error, paymentId }, 'payment provider unavailable during verification');
        return sendError(req, res, 502, 'provider_unavailable', 'giving:errors.providerUnavailable');
      }
      throw error;
    }
  }

  router.post('/payments/:paymentId/verify', async (req, res) => {
    const paymentId = String(req.params.paymentId);
    if (!RANDOM_ID.test(paymentId)) return sendError(req, res, 404, 'not_found', 'giving:errors.paymentNotFound');
    if (!verifications.take(paymentId)) {
      res.set('Retry-After', String(WINDOW_MS / 1000));
      return sendError(req, res, 429, 'rate_limited', 'apply:api.rateLimited');
    }
    await verify(req, res, paymentId);
  });

  // --- The sandbox's hosted card page ---------------------------------------------------------
  async function sandboxPayment(paymentId: string) {
    if (!RANDOM_ID.test(paymentId)) return undefined;
    return db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.id as id', 'payments.status as status', 'payments.provider as provider', 'payments.amount as amount', 'payments.sandbox_outcome as outcome', 'orders.number as number'])
      .where('payments.id', '=', paymentId)
      .where('payments.provider', '=', 'sandbox')
      .executeTakeFirst();
  }

  const pageLocale = (req: Request): Locale => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    return isLocale(lang) ? lang : requestLocale(req);
  };
  const returnUrl = (locale: Locale, paymentId: string) => `/${locale}/donate/paid?payment=${paymentId}`;

  function renderSandbox(req: Request, res: Response, payment: NonNullable<Awaited<ReturnType<typeof sandboxPayment>>>, status: number, error?: string) {
    const locale = pageLocale(req);
    const done = payment.outcome || payment.status !== 'initiated' ? { href: returnUrl(locale, payment.id) } : undefined;
    res
      .status(status)
      .type('html')
      .set('X-Robots-Tag', 'noindex')
      .send(sandboxPage({ locale, t: requestT(req), paymentId: payment.id, orderNumber: Number(payment.number), amount: Number(payment.amount), error, done, nonce: cspNonce(res) }));
  }

  router.get('/payments/sandbox/:paymentId', async (req, res) => {
    const payment = await sandboxPayment(String(req.params.paymentId));
    if (!payment) return sendError(req, res, 404, 'not_found', 'giving:errors.paymentNotFound');
    renderSandbox(req, res, payment, 200);
  });

  router.post('/payments/sandbox/:paymentId', express.urlencoded({ extended: false, limit: '10kb' }), attempts, async (req, res) => {
    const payment = await sandboxPayment(String(req.params.paymentId));
    if (!payment) return sendError(req, res, 404, 'not_found', 'giving:errors.paymentNotFound');
    if (payment.outcome || payment.status !== 'initiated') return renderSandbox(req, res, payment, 409);
    const body = (req.body ?? {}) as Record<string, unknown>;
    let outcome: { outcome: 'paid' | 'failed' | 'cancelled'; reason?: string } | null;
    if (body.action === 'cancel') outcome = { outcome: 'cancelled' };
    else outcome = sandboxOutcome(typeof body.card === 'string' ? body.card : '');
    if (!outcome) return renderSandbox(req, res, payment, 400, requestT(req)('giving:sandbox.invalidCard'));
    // Recorded once: a second submit (double click, back button) cannot change a decided payment.
    await db
      .updateTable('payments')
      .set({ sandbox_outcome: outcome.outcome, updated_at: new Date().toISOString() })
      .where('id', '=', payment.id)
      .where('sandbox_outcome', 'is', null)
      .execute();
    res.redirect(303, returnUrl(pageLocale(req), payment.id));
  });

  // --- Moyasar's webhook --------------------------------------------------------------------
  router.post('/payments/moyasar/webhook', async (req, res) => {
    if (config.PAYMENT_PROVIDER !== 'moyasar') return sendError(req, res, 404, 'not_found', 'api.notFound');
    const body = (req.body ?? {}) as { secret_token?: unknown; type?: unknown; data?: { invoice_id?: unknown; metadata?: { payment_id?: unknown } } };
    if (!isValidWebhookSecret(config.MOYASAR_WEBHOOK_SECRET, body.secret_token)) {
      logger.warn({ type: body.type }, 'Moyasar webhook with a wrong secret refused');
      return sendError(req, res, 401, 'unauthorized', 'giving:errors.webhookForbidden');
    }
    const invoiceId = typeof body.data?.invoice_id === 'string' ? body.data.invoice_id : null;
    const claimed = typeof body.data?.metadata?.payment_id === 'string' ? body.data.metadata.payment_id : null;
    // The payload only says where to look; the invoice is fetched again before anything changes.
    let query = db.selectFrom('payments').select('id').where('provider', '=', 'moyasar');
    query = invoiceId ? query.where('provider_ref', '=', invoiceId) : claimed && RANDOM_ID.test(claimed) ? query.where('id', '=', claimed) : query.where('id', '=', '');
    const payment = await query.executeTakeFirst();
    if (!payment) {
      logger.warn({ invoiceId, type: body.type }, 'Moyasar webhook for an unknown payment');
      return void res.json({ received: true });
    }
    await verify(req, res, payment.id);
  });

  return router;
}
