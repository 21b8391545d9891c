import { isWalletMethod } from '#src/domain/giving/kinds';
import { Router } from 'express';
import { orderRequestSchema } from '#src/domain/giving/order-schema';
import { rateLimit } from '../security/rate-limit';
import { randomId } from '../services/giving/ids';
import { createOrder } from '../services/giving/orders';
import { getReceipt } from '../services/giving/receipt';
import { getGiftCard } from '../services/giving/gift-card';
import { sandboxPagePath } from '../payments/sandbox';
import { clientKey } from '../security/client-address';
import { keptSecret } from '../security/kept-secrets';
import { keyedDigest } from '../security/secrets';
import { sharedUntilFailure } from '#src/lib/shared-until-failure';
import {
  answeredHoneypot,
  idempotencyKeyOr400,
  LIMIT_WINDOW_MS,
  parseOr400,
  randomIdParam,
  requestLocale,
  sendError,
  sendNotFound,
  type ApiDependencies,
} from './kit';

/**
 * Orders (POST /orders, JSON with an Idempotency-Key header), receipts and gift cards. No CSRF
 * token: a cross-site page cannot send JSON with a custom header without a CORS preflight, which
 * this API never grants, so the required Idempotency-Key is itself the guard.
 */
export function givingOrdersRouter(deps: ApiDependencies): Router {
  const { database, config, logger, providers } = deps;
  const db = database.db;
  const router = Router();
  // The ordering address is kept only as an HMAC under a key the site keeps: enough to count one
  // visitor's unpaid orders together (holding-rule.ts), nothing to read back.
  const addressKey = sharedUntilFailure(() => keptSecret(db, 'order-address'));

  router.post(
    '/orders',
    rateLimit(deps.limits, {
      name: 'orders',
      limit: config.GIVING_RATE_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    async (req, res) => {
      const key = idempotencyKeyOr400(req, res);
      if (key === null) return;
      const decoyOrder = () => {
        const paymentId = randomId();
        return {
          orderId: randomId(),
          number: 100000 + Math.floor(Math.random() * 900000),
          total: 0,
          status: 'pending',
          test: providers.card.name === 'sandbox',
          reservedUntil: null,
          payment: {
            id: paymentId,
            provider: 'sandbox',
            method: 'card',
            redirectUrl: sandboxPagePath(paymentId, requestLocale(req)),
          },
        };
      };
      if (answeredHoneypot(req.body, res, logger, 'order', decoyOrder)) return;
      const request = parseOr400(orderRequestSchema, req.body, req, res);
      if (!request) return;
      // Test payments exist only where the sandbox is the gateway: never beside real money.
      if (request.method === 'sandbox' && providers.card.name !== 'sandbox')
        return sendError(req, res, 400, 'test_payments_off', 'giving:errors.testPaymentsOff');
      // A wallet the site does not offer (not activated with the gateway) is refused before any order exists.
      if (isWalletMethod(request.method) && !config.PAYMENT_WALLETS.includes(request.method))
        return sendError(req, res, 400, 'method_off', 'giving:errors.walletOff');
      // A refused basket (400), a reused key with another body (409) and a provider that is down
      // (502, the order kept for a retry with the same key) are ServiceErrors the API answers.
      const visitorAddress = keyedDigest(await addressKey(), clientKey(req));
      const outcome = await createOrder(db, providers, {
        request,
        idempotencyKey: key,
        locale: requestLocale(req),
        reservationMinutes: config.RESERVATION_MINUTES,
        visitorAddress,
      });
      if (outcome.kind === 'replayed')
        return void res.status(200).set('Idempotent-Replayed', 'true').json(outcome.body);
      // The order id is the receipt's key: logs carry the number only.
      logger.info({ number: outcome.body.number, total: outcome.body.total, test: outcome.body.test }, 'order created');
      res.status(201).json(outcome.body);
    },
  );

  router.get('/orders/:orderId/receipt', async (req, res) => {
    const orderId = randomIdParam(req, 'orderId');
    const receipt = orderId === null ? null : await getReceipt(db, orderId);
    if (!receipt) return sendNotFound(req, res, 'giving:errors.orderNotFound');
    res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex').json(receipt);
  });

  router.get('/gifts/:code', async (req, res) => {
    const card = await getGiftCard(db, String(req.params.code));
    if (!card) return sendNotFound(req, res, 'giving:errors.giftNotFound');
    res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex').json(card);
  });

  return router;
}
