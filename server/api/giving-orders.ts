import { Router } from 'express';
import { idempotencyKeySchema, orderRequestSchema } from '../../src/domain/giving/order-schema';
import { translateFieldErrors } from '../../src/domain/validation';
import { honeypotFilled } from '../security/honeypot';
import { rateLimit } from '../security/rate-limit';
import { randomId } from '../services/giving/ids';
import { createOrder } from '../services/giving/orders';
import { getReceipt } from '../services/giving/receipt';
import { getGiftCard } from '../services/giving/gift-card';
import { sandboxPagePath } from '../payments/sandbox';
import { parseOr400, requestT, sendError } from './validate';
import { requestLocale } from './index';
import { RANDOM_ID, type GivingDependencies } from './giving-context';

const WINDOW_MS = 10 * 60_000;

/**
 * Orders (POST /orders, JSON with an Idempotency-Key header), receipts and gift cards. No CSRF
 * token: a cross-site page cannot send JSON with a custom header without a CORS preflight, which
 * this API never grants, so the required Idempotency-Key is itself the guard.
 */
export function givingOrdersRouter(deps: GivingDependencies): Router {
  const { database, config, logger, providers } = deps;
  const db = database.db;
  const router = Router();

  router.post('/orders', rateLimit({ name: 'orders', limit: config.GIVING_RATE_LIMIT, windowMs: WINDOW_MS }), async (req, res) => {
    const key = idempotencyKeySchema.safeParse(req.get('idempotency-key'));
    if (!key.success) return sendError(req, res, 400, 'idempotency_key', 'giving:errors.idempotencyKey');
    if (honeypotFilled(req.body)) {
      logger.info('honeypot filled on an order: answered as a success, nothing stored');
      const paymentId = randomId();
      return void res.status(201).json({ orderId: randomId(), number: 100000 + Math.floor(Math.random() * 900000), total: 0, status: 'pending', payment: { id: paymentId, provider: 'sandbox', method: 'card', redirectUrl: sandboxPagePath(paymentId, requestLocale(req)) } });
    }
    const request = parseOr400(orderRequestSchema, req.body, req, res);
    if (!request) return;
    const outcome = await createOrder(db, providers, { request, idempotencyKey: key.data, locale: requestLocale(req) });
    switch (outcome.kind) {
      case 'created':
        logger.info({ orderId: outcome.body.orderId, number: outcome.body.number, total: outcome.body.total }, 'order created');
        return void res.status(201).json(outcome.body);
      case 'replayed':
        return void res.status(200).set('Idempotent-Replayed', 'true').json(outcome.body);
      case 'conflict':
        return sendError(req, res, 409, 'idempotency_conflict', 'giving:errors.idempotencyConflict');
      case 'invalid':
        return void res.status(400).json({ error: { code: 'validation_failed', message: requestT(req)('validation:failed'), fields: translateFieldErrors(outcome.errors, requestT(req)) } });
      case 'provider_unavailable':
        logger.warn({ orderId: outcome.orderId }, 'payment provider unavailable; order kept for a retry with the same key');
        return sendError(req, res, 502, 'provider_unavailable', 'giving:errors.providerUnavailable');
    }
  });

  router.get('/orders/:orderId/receipt', async (req, res) => {
    const orderId = String(req.params.orderId);
    const receipt = RANDOM_ID.test(orderId) ? await getReceipt(db, orderId) : null;
    if (!receipt) return sendError(req, res, 404, 'not_found', 'giving:errors.orderNotFound');
    res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex').json(receipt);
  });

  router.get('/gifts/:code', async (req, res) => {
    const card = await getGiftCard(db, String(req.params.code));
    if (!card) return sendError(req, res, 404, 'not_found', 'giving:errors.giftNotFound');
    res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex').json(card);
  });

  return router;
}
