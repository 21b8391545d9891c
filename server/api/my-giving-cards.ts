import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { donorCardsSchema } from '#src/domain/donor-space/schemas';
import type { DonorCardsStarted } from '#src/domain/donor-space/api-types';
import { pick } from '#src/domain/bilingual';
import { isLocale, type Locale } from '#src/lib/locale';
import { formatPlainNumber } from '#src/lib/format';
import { publicAddress } from '#src/lib/public-address';
import { cspNonce } from '../security/headers';
import { rateLimit } from '../security/rate-limit';
import { sandboxTokenPage } from '../payments/sandbox-token-page';
import { moyasarTokenPage, moyasarTokenPageCsp } from '../payments/moyasar-token-page';
import { ServiceError } from '../services/service-error';
import { periodicContextFor } from '../services/periodic/runtime';
import { periodicGateway } from '../services/periodic/gateway';
import type { PeriodicContext } from '../services/periodic/context';
import type { DonorSession } from '../services/donor-space/sessions';
import {
  batchCardUrl,
  batchClosed,
  completeCardReplacement,
  findCardBatch,
  startCardReplacement,
  type CardBatch,
} from '../services/donor-space/card-replacement';
import { smsRequestLimit } from './sms-request-limit';
import { LIMIT_WINDOW_MS, parseOr400, requestLocale, requestT, sendError, type ApiDependencies } from './kit';

export interface CardRouteTools {
  csrf: RequestHandler;
  /** The JSON routes' guard: 401 without a live session. */
  signedIn: RequestHandler;
  donorOf: (req: Request) => DonorSession;
  /** The device's session, if any (the card pages send a signed-out donor back to the space instead of a 401). */
  sessionOf: (req: Request) => Promise<DonorSession | null>;
}

/**
 * One new card for every active or payment-failed plan of the number (docs/behaviour.md#B-DONOR-5):
 * - POST /my-giving/cards { plans }          opens the trip to the card page for the plans shown;
 * - GET  /my-giving/cards/:id                what it did, once done (the page's confirmation);
 * - GET|POST /my-giving/cards/sandbox/:id    the sandbox gateway's card page for it;
 * - GET  /my-giving/cards/moyasar/:id[/return]   Moyasar's card page, and its return with the token.
 * The card pages live under the space's path, so they carry its session cookie: only the device
 * signed in with the plans' number can use a batch. Limits are the single plan's: its manage
 * link's budget to start, its card page's (and the SMS requests' shared one) to save.
 */
export function myGivingCardRoutes(router: Router, deps: ApiDependencies, tools: CardRouteTools): void {
  const { database, config, logger } = deps;
  const db = database.db;
  const { csrf, signedIn, donorOf, sessionOf } = tools;
  const startLimit = rateLimit(deps.limits, {
    name: 'my-giving-cards',
    limit: config.GIVING_RATE_LIMIT * 3,
    windowMs: LIMIT_WINDOW_MS,
    whenStoreFails: 'open',
  });
  const saveLimit = rateLimit(deps.limits, {
    name: 'my-giving-card-save',
    limit: config.GIVING_RATE_LIMIT,
    windowMs: LIMIT_WINDOW_MS,
    whenStoreFails: 'open',
  });
  const smsLimit = smsRequestLimit(deps);
  const gateway = periodicGateway(config, db);

  async function context(): Promise<PeriodicContext> {
    const shared = await periodicContextFor(db, config, () => new Date());
    return { ...shared, gateway, ...(deps.enqueue ? { enqueue: deps.enqueue } : {}) };
  }

  router.post('/my-giving/cards', csrf, startLimit, signedIn, async (req, res) => {
    const input = parseOr400(donorCardsSchema, req.body, req, res);
    if (!input) return;
    const started = await startCardReplacement(await context(), donorOf(req).mobile, requestLocale(req), input.plans);
    logger.info({ plans: started.plans }, 'donor space: one card for every plan, card page opened');
    res.status(201).json(started satisfies DonorCardsStarted);
  });

  router.get('/my-giving/cards/:batchId', signedIn, async (req, res) => {
    const batch = await findCardBatch(db, String(req.params.batchId), donorOf(req).mobile);
    if (!batch?.outcome) return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
    res.json(batch.outcome);
  });

  // --- The card pages ---------------------------------------------------------------------------
  const pageLocale = (req: Request): Locale => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    return isLocale(lang) ? lang : requestLocale(req);
  };
  const spaceHref = (locale: Locale, batchId?: string) =>
    `/${locale}/my-giving${batchId ? `?cards=${encodeURIComponent(batchId)}` : ''}`;

  /** The batch of this page, for the signed-in number; else the donor is sent back to the space (or 404). */
  async function pageBatch(
    req: Request,
    res: Response,
    gatewayName: 'sandbox' | 'moyasar',
  ): Promise<{ batch: CardBatch; session: DonorSession } | null> {
    const session = await sessionOf(req);
    if (!session) {
      res.redirect(303, spaceHref(pageLocale(req)));
      return null;
    }
    const batch =
      gateway?.name === gatewayName ? await findCardBatch(db, String(req.params.batchId), session.mobile) : undefined;
    if (!batch) {
      sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
      return null;
    }
    // Used or lapsed: the space says what it did (or nothing, and the donor may start again).
    if (batchClosed(batch, new Date())) {
      res.redirect(303, spaceHref(pageLocale(req), batch.outcome ? batch.id : undefined));
      return null;
    }
    res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
    return { batch, session };
  }

  const summary = (req: Request, batch: CardBatch, locale: Locale) => {
    const t = requestT(req);
    const n = batch.plans.length;
    const title = t('donor:cards.pageTitle', { count: n, n: formatPlainNumber(n, locale) });
    return {
      title,
      summary: [t('donor:cards.title'), title] as [string, string],
      note: t('donor:cards.pageNote', {
        titles: batch.plans.map((plan) => pick(plan.title, locale)).join(locale === 'ar' ? '، ' : ', '),
      }),
    };
  };

  function sendSandboxPage(req: Request, res: Response, batch: CardBatch, status: number, error?: string) {
    const locale = pageLocale(req);
    const words = summary(req, batch, locale);
    res
      .status(status)
      .type('html')
      .send(
        sandboxTokenPage({
          locale,
          t: requestT(req),
          sessionId: batch.id,
          action: batchCardUrl('sandbox', batch.id, locale),
          title: words.title,
          amount: 0,
          summary: words.summary,
          note: words.note,
          error,
          nonce: cspNonce(res),
        }),
      );
  }

  /** Saved: back to the space, which shows what changed; a batch no longer usable goes back there too. */
  async function finish(req: Request, res: Response, batch: CardBatch, mobile: string, token: string) {
    const locale = pageLocale(req);
    try {
      const outcome = await completeCardReplacement(await context(), batch.id, mobile, token);
      logger.info({ plans: outcome.plans, retried: outcome.retried }, 'donor space: one card saved for every plan');
      res.redirect(303, spaceHref(locale, batch.id));
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 409 || error.status === 410))
        return res.redirect(303, spaceHref(locale));
      throw error;
    }
  }

  router.get('/my-giving/cards/sandbox/:batchId', async (req, res) => {
    const found = await pageBatch(req, res, 'sandbox');
    if (found) sendSandboxPage(req, res, found.batch, 200);
  });

  router.post(
    '/my-giving/cards/sandbox/:batchId',
    express.urlencoded({ extended: false, limit: '10kb' }),
    saveLimit,
    smsLimit,
    async (req, res) => {
      const found = await pageBatch(req, res, 'sandbox');
      if (!found) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body.action === 'cancel') return res.redirect(303, spaceHref(pageLocale(req)));
      if (!gateway || !('tokenize' in gateway))
        return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
      // The gateway's side: it keeps the card behind a token and hands back only the token.
      const tokenized = await gateway.tokenize({
        card: typeof body.card === 'string' ? body.card : '',
        expiry: typeof body.expiry === 'string' ? body.expiry : '',
      });
      if (tokenized === 'invalid_card')
        return sendSandboxPage(req, res, found.batch, 400, requestT(req)('periodic:card.invalidCard'));
      if (tokenized === 'invalid_expiry')
        return sendSandboxPage(req, res, found.batch, 400, requestT(req)('periodic:card.invalidExpiry'));
      await finish(req, res, found.batch, found.session.mobile, tokenized.token);
    },
  );

  function sendMoyasarPage(req: Request, res: Response, batch: CardBatch, status: number, error?: string) {
    const locale = pageLocale(req);
    const words = summary(req, batch, locale);
    const nonce = cspNonce(res);
    res
      .status(status)
      .type('html')
      .set('Content-Security-Policy', moyasarTokenPageCsp(config.MOYASAR_API_URL, nonce))
      .send(
        moyasarTokenPage({
          locale,
          t: requestT(req),
          apiUrl: config.MOYASAR_API_URL,
          publishableKey: config.MOYASAR_PUBLISHABLE_KEY ?? '',
          callbackUrl: publicAddress(
            config.PUBLIC_URL,
            `/api/v1/my-giving/cards/moyasar/${batch.id}/return?lang=${locale}`,
          ),
          cancelUrl: spaceHref(locale),
          title: words.title,
          amount: 0,
          summary: words.summary,
          note: words.note,
          error,
          nonce,
        }),
      );
  }

  router.get('/my-giving/cards/moyasar/:batchId', async (req, res) => {
    const found = await pageBatch(req, res, 'moyasar');
    if (found) sendMoyasarPage(req, res, found.batch, 200);
  });

  // Moyasar sends the donor back here after 3-D Secure; the token is checked with the secret key.
  router.get('/my-giving/cards/moyasar/:batchId/return', saveLimit, smsLimit, async (req, res) => {
    const found = await pageBatch(req, res, 'moyasar');
    if (!found) return;
    const tokenId = typeof req.query.id === 'string' ? req.query.id : '';
    try {
      await finish(req, res, found.batch, found.session.mobile, tokenId);
    } catch (error) {
      // A token Moyasar does not call active (3-D Secure failed, or a made-up id): try again.
      if (error instanceof ServiceError && error.code === 'card_refused')
        return sendMoyasarPage(req, res, found.batch, 400, requestT(req)('periodic:card.failed'));
      throw error;
    }
  });
}
