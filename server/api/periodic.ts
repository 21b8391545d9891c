import express, { Router, type Request, type Response } from 'express';
import {
  changeAmountSchema,
  MANAGE_ACTIONS,
  planRequestSchema,
  restoreSkipSchema,
  type ManageAction,
} from '#src/domain/periodic/plan-schema';
import { isLocale, type Locale } from '#src/lib/locale';
import { cspNonce } from '../security/headers';
import { createServerI18n } from '../locale/server-i18n';
import { sharedUntilFailure } from '#src/lib/shared-until-failure';
import { rateLimit } from '../security/rate-limit';
import { smsRequestLimit } from './sms-request-limit';
import { sandboxTokenPage } from '../payments/sandbox-token-page';
import { moyasarTokenPage, moyasarTokenPageCsp } from '../payments/moyasar-token-page';
import { ServiceError } from '../services/service-error';
import { enqueue as outboxEnqueue } from '../services/outbox/outbox';
import { randomId } from '../services/giving/ids';
import { periodicGateway } from '../services/periodic/gateway';
import { checkManageToken, manageToken, resolveLinkSecret } from '../services/periodic/links';
import { listPeriodicItems } from '../services/periodic/items';
import { completeCardSession, createPlan, managePlan, viewPlan } from '../services/periodic/plans';
import type { PeriodicContext } from '../services/periodic/context';
import {
  answeredHoneypot,
  idempotencyKeyOr400,
  LIMIT_WINDOW_MS,
  parseOr400,
  requestLocale,
  requestT,
  sendError,
  sendPublic,
  type ApiDependencies,
} from './kit';
import { publicAddress } from '#src/lib/public-address';
import { RANDOM_ID } from '#src/domain/ids';

/**
 * Periodic giving: eligible causes, setting a plan up, the sandbox gateway's card page and its
 * return, and the manage link's reads and actions. The manage link's token is the only key to a
 * plan (no account); a tampered one answers 403 `link_invalid`, an expired one 410 `link_expired`,
 * and nothing is changed. docs/behaviour.md#B-PERIODIC-5
 */
export function periodicRouter(deps: ApiDependencies): Router {
  const { database, config, logger } = deps;
  const db = database.db;
  const router = Router();
  const gateway = periodicGateway(config, db);
  const linkSecret = sharedUntilFailure(() => resolveLinkSecret(db, config.PERIODIC_LINK_SECRET));
  // Per address: setting up and saving cards; reading and changing through links (a donor needs a few).
  const limit = rateLimit(deps.limits, {
    name: 'periodic-setup',
    limit: config.GIVING_RATE_LIMIT,
    windowMs: LIMIT_WINDOW_MS,
    whenStoreFails: 'open',
  });
  const manageLimit = rateLimit(deps.limits, {
    name: 'periodic-manage',
    limit: config.GIVING_RATE_LIMIT * 3,
    windowMs: LIMIT_WINDOW_MS,
    whenStoreFails: 'open',
  });
  // Saving a card texts the donor (a welcome or a confirmation): one budget with the site's other SMS requests.
  const smsLimit = smsRequestLimit(deps);

  // Texts go out in the plan's language whatever the request speaks: one server instance for both.
  const serverWords = sharedUntilFailure(createServerI18n);

  async function context(_req: Request): Promise<PeriodicContext> {
    const i18n = await serverWords();
    return {
      db,
      gateway,
      translate: i18n.t,
      publicUrl: config.PUBLIC_URL,
      linkSecret: await linkSecret(),
      linkDays: config.PERIODIC_LINK_DAYS,
      enqueue: deps.enqueue ?? ((trx, message) => outboxEnqueue(trx, message)),
      now: () => new Date(),
    };
  }

  router.get('/periodic/items', async (_req, res) => sendPublic(res, await listPeriodicItems(db)));

  router.post('/periodic/plans', limit, async (req, res) => {
    const key = idempotencyKeyOr400(req, res);
    if (key === null) return;
    if (
      answeredHoneypot(req.body, res, logger, 'periodic-plan', () => ({
        planId: randomId(),
        cardUrl: `/${requestLocale(req)}/donate/periodic`,
      }))
    )
      return;
    const request = parseOr400(planRequestSchema, req.body, req, res);
    if (!request) return;
    const outcome = await createPlan(await context(req), request, key, requestLocale(req));
    if (outcome.kind === 'replayed') return void res.status(200).set('Idempotent-Replayed', 'true').json(outcome.body);
    logger.info({ frequency: request.frequency, kind: request.kind }, 'periodic plan started (waiting for a card)');
    res.status(201).json(outcome.body);
  });

  // --- The sandbox gateway's card page --------------------------------------------------------
  const pageLocale = (req: Request): Locale => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    return isLocale(lang) ? lang : requestLocale(req);
  };

  async function cardSession(sessionId: string, gatewayName: 'sandbox' | 'moyasar') {
    if (gateway?.name !== gatewayName || !RANDOM_ID.test(sessionId)) return undefined;
    return (
      db
        .selectFrom('periodic_card_sessions')
        .innerJoin('periodic_plans', 'periodic_plans.id', 'periodic_card_sessions.plan_id')
        .select([
          'periodic_card_sessions.id as id',
          'periodic_card_sessions.purpose as purpose',
          'periodic_card_sessions.used_at as usedAt',
          'periodic_card_sessions.expires_at as expiresAt',
          'periodic_card_sessions.new_amount as newAmount',
          'periodic_plans.id as planId',
          'periodic_plans.title_ar as titleAr',
          'periodic_plans.title_en as titleEn',
          'periodic_plans.amount as amount',
        ])
        .where('periodic_card_sessions.id', '=', sessionId)
        // A plan's row in the donor's space's batch is used only through the batch's own page.
        .where('periodic_card_sessions.batch_id', 'is', null)
        .executeTakeFirst()
    );
  }
  type Session = NonNullable<Awaited<ReturnType<typeof cardSession>>>;
  // A raise's card page shows the amount the card is being confirmed for, and says so.
  const sessionAmount = (session: Session) => Number(session.newAmount ?? session.amount);
  const sessionNote = (req: Request, session: Session) =>
    session.purpose === 'raise' ? requestT(req)('periodic:card.raiseNote') : undefined;
  const sessionClosed = (session: Session) => session.usedAt !== null || session.expiresAt <= new Date().toISOString();
  const leaveUrl = async (locale: Locale, session: Session) =>
    session.purpose === 'setup' && session.usedAt === null
      ? `/${locale}/donate/periodic`
      : manageHref(locale, session.planId);

  async function manageHref(locale: Locale, planId: string, done?: string): Promise<string> {
    const token = manageToken(await linkSecret(), planId, new Date(), config.PERIODIC_LINK_DAYS);
    return `/${locale}/periodic/manage?t=${encodeURIComponent(token)}${done ? `&done=${done}` : ''}`;
  }

  async function renderCardPage(req: Request, res: Response, session: Session, status: number, error?: string) {
    const locale = pageLocale(req);
    const closed = session.usedAt !== null || session.expiresAt <= new Date().toISOString();
    const done = closed
      ? {
          href:
            session.purpose === 'setup' && session.usedAt === null
              ? `/${locale}/donate/periodic`
              : await manageHref(locale, session.planId),
        }
      : undefined;
    res
      .status(status)
      .type('html')
      .set('X-Robots-Tag', 'noindex')
      .set('Cache-Control', 'no-store')
      .send(
        sandboxTokenPage({
          locale,
          t: requestT(req),
          sessionId: session.id,
          title: locale === 'ar' ? session.titleAr : session.titleEn,
          amount: sessionAmount(session),
          note: sessionNote(req, session),
          error,
          done,
          nonce: cspNonce(res),
        }),
      );
  }

  router.get('/periodic/cards/sandbox/:sessionId', async (req, res) => {
    const session = await cardSession(String(req.params.sessionId), 'sandbox');
    if (!session) return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
    await renderCardPage(req, res, session, 200);
  });

  router.post(
    '/periodic/cards/sandbox/:sessionId',
    express.urlencoded({ extended: false, limit: '10kb' }),
    limit,
    smsLimit,
    async (req, res) => {
      const session = await cardSession(String(req.params.sessionId), 'sandbox');
      if (!session || !gateway || !('tokenize' in gateway))
        return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
      if (session.usedAt !== null || session.expiresAt <= new Date().toISOString())
        return renderCardPage(req, res, session, 409);
      const locale = pageLocale(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body.action === 'cancel') {
        return res.redirect(
          303,
          session.purpose === 'setup' ? `/${locale}/donate/periodic` : await manageHref(locale, session.planId),
        );
      }
      // The gateway's side: it keeps the card behind a token and hands back only the token.
      const tokenized = await gateway.tokenize({
        card: typeof body.card === 'string' ? body.card : '',
        expiry: typeof body.expiry === 'string' ? body.expiry : '',
      });
      if (tokenized === 'invalid_card')
        return renderCardPage(req, res, session, 400, requestT(req)('periodic:card.invalidCard'));
      if (tokenized === 'invalid_expiry')
        return renderCardPage(req, res, session, 400, requestT(req)('periodic:card.invalidExpiry'));
      // This site's side of the return: the token is checked with the gateway before it is kept.
      const outcome = await completeCardSession(await context(req), session.id, tokenized.token);
      logger.info({ outcome: outcome.outcome }, 'periodic plan card saved');
      res.redirect(303, await manageHref(locale, outcome.planId, outcome.outcome));
    },
  );

  // --- Moyasar's card page and its return -----------------------------------------------------
  async function renderMoyasarPage(req: Request, res: Response, session: Session, status: number, error?: string) {
    const locale = pageLocale(req);
    if (sessionClosed(session)) return res.redirect(303, await leaveUrl(locale, session));
    const nonce = cspNonce(res);
    res
      .status(status)
      .type('html')
      .set('X-Robots-Tag', 'noindex')
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', moyasarTokenPageCsp(config.MOYASAR_API_URL, nonce))
      .send(
        moyasarTokenPage({
          locale,
          t: requestT(req),
          apiUrl: config.MOYASAR_API_URL,
          publishableKey: config.MOYASAR_PUBLISHABLE_KEY ?? '',
          callbackUrl: publicAddress(
            config.PUBLIC_URL,
            `/api/v1/periodic/cards/moyasar/${session.id}/return?lang=${locale}`,
          ),
          cancelUrl:
            session.purpose === 'setup' ? `/${locale}/donate/periodic` : await manageHref(locale, session.planId),
          title: locale === 'ar' ? session.titleAr : session.titleEn,
          amount: sessionAmount(session),
          note: sessionNote(req, session),
          error,
          nonce,
        }),
      );
  }

  router.get('/periodic/cards/moyasar/:sessionId', async (req, res) => {
    const session = await cardSession(String(req.params.sessionId), 'moyasar');
    if (!session) return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
    await renderMoyasarPage(req, res, session, 200);
  });

  // Moyasar sends the donor back here after 3-D Secure; the token is fetched with the secret key.
  router.get('/periodic/cards/moyasar/:sessionId/return', limit, smsLimit, async (req, res) => {
    const session = await cardSession(String(req.params.sessionId), 'moyasar');
    if (!session) return sendError(req, res, 404, 'not_found', 'periodic:errors.sessionNotFound');
    const locale = pageLocale(req);
    if (sessionClosed(session)) return res.redirect(303, await leaveUrl(locale, session));
    const tokenId = typeof req.query.id === 'string' ? req.query.id : '';
    try {
      const outcome = await completeCardSession(await context(req), session.id, tokenId);
      logger.info({ outcome: outcome.outcome }, 'periodic plan card saved');
      res.redirect(303, await manageHref(locale, outcome.planId, outcome.outcome));
    } catch (error) {
      // A token Moyasar does not call active (3-D Secure failed, or a made-up id): try again.
      if (error instanceof ServiceError && error.code === 'card_refused')
        return renderMoyasarPage(req, res, session, 400, requestT(req)('periodic:card.failed'));
      throw error;
    }
  });

  // --- The manage link ------------------------------------------------------------------------
  async function linkedPlan(req: Request, res: Response, token: unknown): Promise<string | null> {
    const checked = checkManageToken(await linkSecret(), token, new Date());
    if (checked.ok) return checked.planId;
    if (checked.problem === 'expired') sendError(req, res, 410, 'link_expired', 'periodic:errors.linkExpired');
    else sendError(req, res, 403, 'link_invalid', 'periodic:errors.linkInvalid');
    return null;
  }

  router.get('/periodic/manage', manageLimit, async (req, res) => {
    const planId = await linkedPlan(req, res, req.query.t);
    if (!planId) return;
    res
      .set('Cache-Control', 'private, no-store')
      .set('X-Robots-Tag', 'noindex')
      .json(await viewPlan(await context(req), planId));
  });

  router.post('/periodic/manage/:action', manageLimit, async (req, res) => {
    // JSON only: a cross-site form cannot send it without a preflight this API never grants.
    if (!req.is('application/json')) return sendError(req, res, 415, 'json_required', 'periodic:errors.jsonRequired');
    const action = String(req.params.action) as ManageAction;
    if (!(MANAGE_ACTIONS as readonly string[]).includes(action))
      return sendError(req, res, 404, 'not_found', 'api.notFound');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const planId = await linkedPlan(req, res, body.t);
    if (!planId) return;
    const ctx = await context(req);
    if (action === 'amount' || action === 'raise') {
      const { t: _token, ...rest } = body;
      const change = parseOr400(changeAmountSchema, rest, req, res);
      if (!change) return;
      const outcome = await managePlan(ctx, planId, action, change);
      logger.info({ action }, 'periodic plan changed by its donor');
      return void res.json(outcome);
    }
    if (action === 'restore') {
      const { t: _token, ...rest } = body;
      const restore = parseOr400(restoreSkipSchema, rest, req, res);
      if (!restore) return;
      const outcome = await managePlan(ctx, planId, action, restore);
      logger.info({ action }, 'periodic plan changed by its donor');
      return void res.json(outcome);
    }
    const outcome = await managePlan(ctx, planId, action);
    logger.info({ action }, 'periodic plan changed by its donor');
    res.json(outcome);
  });

  return router;
}
