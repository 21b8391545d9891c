import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  donorCodeSchema,
  donorErasureSchema,
  donorNameSchema,
  donorSignInSchema,
  donorYearStatementSchema,
  statementRangeSchema,
} from '#src/domain/donor-space/schemas';
import type { DonorSessionState } from '#src/domain/donor-space/api-types';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';
import { MINUTE_MS, HOUR_MS } from '#src/lib/durations';
import { sharedUntilFailure } from '#src/lib/shared-until-failure';
import { formatPlainNumber } from '#src/lib/format';
import { requireCsrf } from '../security/csrf';
import { rateLimit } from '../security/rate-limit';
import { loadAssociation, maskMobile } from '../services/giving/receipt';
import { associationHeader } from '../services/receipts/receipt-pdf';
import { renderStatementPdf } from '../services/receipts/statement-pdf';
import { CODE_MINUTES, loadStatement, loadStatementBetween, type Statement } from '../services/receipts/statements';
import { resolveLinkSecret } from '../services/periodic/links';
import {
  ABSOLUTE_HOURS,
  closeDonorSession,
  dropEndedSessions,
  openDonorSession,
  useDonorSession,
  type DonorSession,
} from '../services/donor-space/sessions';
import { checkSignInCode, codeStep, pendingMobile, sendSignInCode, WrongCode } from '../services/donor-space/sign-in';
import { donorOverview } from '../services/donor-space/overview';
import { donorDataCopy } from '../services/donor-space/data-copy';
import { correctDonorName } from '../services/donor-space/name-correction';
import { requestErasure } from '../services/donor-space/erasure-requests';
import { statementSummary } from '../services/donor-space/statement-summary';
import { documentLocale, fixedT, sendPdf } from './document-answers';
import { LIMIT_WINDOW_MS, parseOr400, requestLocale, requestT, sendError, type ApiDependencies } from './kit';
import { mobileCodeLimits, numberMayAsk } from './mobile-code-limits';
import { myGivingCardRoutes } from './my-giving-cards';

/** The session's cookie and the pending code's: HttpOnly, SameSite=Lax, only sent to this router (Secure behind TLS: security/cookies.ts). */
export const DONOR_SESSION_COOKIE = 'donor_session';
export const DONOR_CODE_COOKIE = 'donor_code';
const COOKIE_PATH = '/api/v1/my-giving';
const PDF_LIMIT = 30;
const COPY_LIMIT = 10;

type SignedIn = Request & { donor?: DonorSession };

/**
 * The donor's space (docs/behaviour.md#B-DONOR-1…4, decision 063), under /api/v1/my-giving:
 * - GET  /session               where the device stands: signed out, waiting for a code, signed in;
 * - POST /sign-in, /sign-in/again   a code by SMS to the mobile, or again to the pending one (the statement's kit and limits);
 * - POST /sign-in/code          the code → a session cookie; a wrong one says the tries left;
 * - POST /sign-out;
 * - GET  /                      every order, plan, gift and campaign of the number;
 * - GET  /statement, /statement.pdf   a year of either calendar or a range of days, zakat apart;
 * - GET  /data.json             a copy of the number's data;
 * - POST /name, /erasure        correct the name; ask for erasure (the staff's queue);
 * - /cards…                     one new card for every plan (./my-giving-cards.ts).
 * Every post carries the CSRF token; everything past sign-in needs the session.
 */
export function myGivingRouter(deps: ApiDependencies): Router {
  const { database, config, logger } = deps;
  const db = database.db;
  const router = Router();
  const csrf = requireCsrf(config.PUBLIC_URL);
  const codeLimits = mobileCodeLimits(deps);
  const linkSecret = sharedUntilFailure(() => resolveLinkSecret(db, config.PERIODIC_LINK_SECRET));

  const cookieOptions = (req: Request, maxAge: number) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
    secure: req.secure,
    maxAge,
  });
  const clear = (req: Request, res: Response, name: string) =>
    res.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: COOKIE_PATH, secure: req.secure });

  const signedIn: RequestHandler = async (req, res, next) => {
    const session = await useDonorSession(db, req.cookies?.[DONOR_SESSION_COOKIE]);
    if (!session) {
      if (req.cookies?.[DONOR_SESSION_COOKIE]) clear(req, res, DONOR_SESSION_COOKIE);
      return sendError(req, res, 401, 'signed_out', 'donor:errors.signedOut');
    }
    (req as SignedIn).donor = session;
    res.set('Cache-Control', 'private, no-store');
    next();
  };
  const donorOf = (req: Request): DonorSession => (req as SignedIn).donor!;

  router.get('/my-giving/session', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const session = await useDonorSession(db, req.cookies?.[DONOR_SESSION_COOKIE]);
    if (session)
      return res.json({
        state: 'signedIn',
        mobileMasked: maskMobile(session.mobile),
        expiresAt: session.expiresAt,
      } satisfies DonorSessionState);
    const step = await codeStep(db, req.cookies?.[DONOR_CODE_COOKIE]);
    res.json((step ? { state: 'code', ...step } : { state: 'signedOut' }) satisfies DonorSessionState);
  });

  const sendCode = async (req: Request, res: Response, mobile: string): Promise<void> => {
    if (!(await numberMayAsk(codeLimits, mobile, req, res, 'donor:errors.tooMany'))) return;
    const translate = (locale: 'ar' | 'en', key: string, params?: Record<string, unknown>) =>
      fixedT(req, locale)(key, params);
    const sent = await sendSignInCode(db, mobile, requestLocale(req), { translate });
    logger.info({ request: sent.requestId.slice(0, 6) }, 'donor sign-in code sent');
    res.cookie(DONOR_CODE_COOKIE, sent.requestId, cookieOptions(req, CODE_MINUTES * MINUTE_MS));
    res.status(201).json({ state: 'code', ...sent.step } satisfies DonorSessionState);
  };

  router.post('/my-giving/sign-in', csrf, ...codeLimits.asking, async (req, res) => {
    const input = parseOr400(donorSignInSchema, req.body, req, res);
    if (input) await sendCode(req, res, input.mobile);
  });

  /** "Send a new code" to the number of the pending sign-in, under the same limits. */
  router.post('/my-giving/sign-in/again', csrf, ...codeLimits.asking, async (req, res) => {
    const mobile = await pendingMobile(db, req.cookies?.[DONOR_CODE_COOKIE]);
    if (!mobile) return sendError(req, res, 410, 'code_expired', 'donor:errors.codeExpired');
    await sendCode(req, res, mobile);
  });

  router.post('/my-giving/sign-in/code', csrf, codeLimits.trying, async (req, res) => {
    const input = parseOr400(donorCodeSchema, req.body, req, res);
    if (!input) return;
    try {
      const opened = await checkSignInCode(db, req.cookies?.[DONOR_CODE_COOKIE], input.code);
      await dropEndedSessions(db);
      const session = await openDonorSession(db, opened.mobile, requestLocale(req));
      clear(req, res, DONOR_CODE_COOKIE);
      res.cookie(DONOR_SESSION_COOKIE, session.token, cookieOptions(req, ABSOLUTE_HOURS * HOUR_MS));
      res.json({
        state: 'signedIn',
        mobileMasked: maskMobile(opened.mobile),
        expiresAt: session.expiresAt,
      } satisfies DonorSessionState);
    } catch (error) {
      if (!(error instanceof WrongCode)) throw error;
      const t = requestT(req);
      const key = error.triesLeft > 0 ? 'donor:errors.codeWrong' : 'donor:errors.codeUsedUp';
      const message = t(key, { count: error.triesLeft, n: formatPlainNumber(error.triesLeft, requestLocale(req)) });
      res
        .status(400)
        .json({ error: { code: 'code_wrong', message, fields: { code: message } }, triesLeft: error.triesLeft });
    }
  });

  router.post('/my-giving/sign-out', csrf, async (req, res) => {
    await closeDonorSession(db, req.cookies?.[DONOR_SESSION_COOKIE]);
    clear(req, res, DONOR_SESSION_COOKIE);
    clear(req, res, DONOR_CODE_COOKIE);
    res.json({ state: 'signedOut' } satisfies DonorSessionState);
  });

  router.get('/my-giving', signedIn, async (req, res) => {
    const donor = donorOf(req);
    res.json(
      await donorOverview(db, donor.mobile, requestLocale(req), {
        publicUrl: config.PUBLIC_URL,
        secret: await linkSecret(),
        days: config.PERIODIC_LINK_DAYS,
      }),
    );
  });

  /** The statement the query names, or null after answering 400: a range when it gives `from` or `to`, else a year. */
  const statementOf = async (
    req: Request,
    res: Response,
    mobile: string,
  ): Promise<{ statement: Statement; file: { key: string; params: Record<string, string> } } | null> => {
    if (req.query.from !== undefined || req.query.to !== undefined) {
      const range = parseOr400(statementRangeSchema, { from: req.query.from, to: req.query.to }, req, res);
      if (!range) return null;
      return {
        statement: await loadStatementBetween(db, mobile, { start: dayStartUtc(range.from), end: dayEndUtc(range.to) }),
        file: { key: 'receipts:pdf.statementRangeFile', params: { from: range.from, to: range.to } },
      };
    }
    const year = parseOr400(donorYearStatementSchema, { calendar: req.query.calendar, year: req.query.year }, req, res);
    if (!year) return null;
    return {
      statement: await loadStatement(db, mobile, year.calendar, year.year),
      file: { key: 'receipts:pdf.statementFile', params: { year: String(year.year) } },
    };
  };

  router.get('/my-giving/statement', signedIn, async (req, res) => {
    const found = await statementOf(req, res, donorOf(req).mobile);
    if (found) res.json(statementSummary(found.statement));
  });

  router.get(
    '/my-giving/statement.pdf',
    rateLimit(deps.limits, {
      name: 'my-giving-pdf',
      limit: PDF_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    signedIn,
    async (req, res) => {
      const donor = donorOf(req);
      const found = await statementOf(req, res, donor.mobile);
      if (!found) return;
      const locale = documentLocale(req, donor.locale);
      const t = fixedT(req, locale);
      const pdf = await renderStatementPdf(
        found.statement,
        associationHeader({ association: await loadAssociation(db) }, locale, t),
        locale,
        t,
      );
      sendPdf(res, pdf, t(found.file.key, found.file.params));
    },
  );

  router.get(
    '/my-giving/data.json',
    rateLimit(deps.limits, {
      name: 'my-giving-copy',
      limit: COPY_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    signedIn,
    async (req, res) => {
      const copy = await donorDataCopy(db, donorOf(req).mobile);
      res
        .set('Content-Disposition', 'attachment; filename="my-data.json"')
        .set('X-Robots-Tag', 'noindex')
        .type('application/json')
        .send(JSON.stringify(copy, null, 2));
    },
  );

  router.post('/my-giving/name', csrf, signedIn, async (req, res) => {
    const input = parseOr400(donorNameSchema, req.body, req, res);
    if (!input) return;
    const changed = await correctDonorName(db, donorOf(req).mobile, input.name);
    logger.info(changed, 'donor corrected their name');
    res.json({ name: input.name, ...changed });
  });

  myGivingCardRoutes(router, deps, {
    csrf,
    signedIn,
    donorOf,
    sessionOf: (req) => useDonorSession(db, req.cookies?.[DONOR_SESSION_COOKIE]),
  });

  router.post('/my-giving/erasure', csrf, signedIn, async (req, res) => {
    const input = parseOr400(donorErasureSchema, req.body, req, res);
    if (!input) return;
    const request = await requestErasure(db, donorOf(req).mobile, requestLocale(req));
    if (request.created) logger.info({ dueAt: request.dueAt }, 'donor asked for erasure');
    res.status(request.created ? 201 : 200).json({ requestedAt: request.requestedAt, dueAt: request.dueAt });
  });

  return router;
}
