import { Router } from 'express';
import {
  statementCodeSchema,
  statementQuerySchema,
  statementRequestSchema,
} from '#src/domain/receipts/statement-schema';
import { rateLimit } from '../security/rate-limit';
import { getReceipt, loadAssociation } from '../services/giving/receipt';
import {
  ensureVerifyCode,
  checkReceipt,
  normaliseVerifyCode,
  receiptVerification,
} from '../services/receipts/verification';
import { renderReceiptPdf, associationHeader } from '../services/receipts/receipt-pdf';
import { renderStatementPdf } from '../services/receipts/statement-pdf';
import {
  loadStatement,
  requestStatementCode,
  statementAccess,
  verifyStatementCode,
} from '../services/receipts/statements';
import {
  LIMIT_WINDOW_MS,
  parseOr400,
  randomIdParam,
  requestLocale,
  sendError,
  sendNotFound,
  type ApiDependencies,
} from './kit';
import { documentLocale, fixedT, sendPdf } from './document-answers';
import { mobileCodeLimits, numberMayAsk } from './mobile-code-limits';

/** Per address: PDFs cost CPU; the check page and codes are worth no brute force. */
const PDF_LIMIT = 30;
const CHECK_LIMIT = 60;

/**
 * Receipts (docs/behaviour.md#B-RECEIPT-1…3): a paid order's PDF and verification code (keyed by
 * the order's random id, like the receipt), the public check of a printed receipt, and yearly
 * statements by one-time SMS code.
 */
export function receiptsRouter(deps: ApiDependencies): Router {
  const { database, config, logger } = deps;
  const db = database.db;
  const router = Router();
  // The same budgets as the donor's space's sign-in (one set of code limits, mobile-code-limits.ts).
  const codeLimits = mobileCodeLimits(deps);

  router.get('/orders/:orderId/verification', async (req, res) => {
    const orderId = randomIdParam(req, 'orderId');
    const order =
      orderId === null
        ? null
        : await db.selectFrom('orders').select(['id', 'status', 'locale']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return sendNotFound(req, res, 'giving:errors.orderNotFound');
    if (order.status !== 'paid') return sendError(req, res, 409, 'not_paid', 'receipts:errors.receiptNotPaid');
    const code = await ensureVerifyCode(db, order.id);
    res
      .set('Cache-Control', 'private, no-store')
      .set('X-Robots-Tag', 'noindex')
      .json(receiptVerification(config.PUBLIC_URL, code, requestLocale(req)));
  });

  router.get(
    '/orders/:orderId/receipt.pdf',
    rateLimit(deps.limits, {
      name: 'receipt-pdf',
      limit: PDF_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    async (req, res) => {
      const orderId = randomIdParam(req, 'orderId');
      const receipt = orderId === null ? null : await getReceipt(db, orderId);
      if (!receipt) return sendNotFound(req, res, 'giving:errors.orderNotFound');
      if (receipt.status !== 'paid') return sendError(req, res, 409, 'not_paid', 'receipts:errors.receiptNotPaid');
      const order = await db
        .selectFrom('orders')
        .select('locale')
        .where('id', '=', receipt.orderId)
        .executeTakeFirstOrThrow();
      const locale = documentLocale(req, order.locale);
      const code = await ensureVerifyCode(db, receipt.orderId);
      const t = fixedT(req, locale);
      const pdf = await renderReceiptPdf(receipt, receiptVerification(config.PUBLIC_URL, code, locale), locale, t);
      sendPdf(res, pdf, t('receipts:pdf.receiptFile', { number: String(receipt.number) }));
    },
  );

  router.get(
    '/receipts/verify/:code',
    rateLimit(deps.limits, {
      name: 'receipt-check',
      limit: CHECK_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    async (req, res) => {
      const check = await checkReceipt(db, normaliseVerifyCode(String(req.params.code)));
      if (!check) return sendNotFound(req, res, 'receipts:verify.notFound');
      res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').json(check);
    },
  );

  router.post('/statements/requests', ...codeLimits.asking, async (req, res) => {
    const input = parseOr400(statementRequestSchema, req.body, req, res);
    if (!input) return;
    if (!(await numberMayAsk(codeLimits, input.mobile, req, res, 'receipts:errors.tooMany'))) return;
    const created = await requestStatementCode(
      db,
      { mobile: input.mobile, locale: requestLocale(req) },
      { translate: (locale, key, params) => fixedT(req, locale)(key, params) },
    );
    logger.info({ request: created.requestId.slice(0, 6) }, 'statement code sent');
    res
      .status(201)
      .json({ requestId: created.requestId, mobileMasked: created.mobileMasked, expiresAt: created.expiresAt });
  });

  router.post('/statements/requests/:requestId/verify', codeLimits.trying, async (req, res) => {
    const requestId = randomIdParam(req, 'requestId');
    if (requestId === null) return sendError(req, res, 410, 'code_expired', 'receipts:errors.codeExpired');
    const input = parseOr400(statementCodeSchema, req.body, req, res);
    if (!input) return;
    res.json(await verifyStatementCode(db, requestId, input.code));
  });

  router.get(
    '/statements/:token/statement.pdf',
    rateLimit(deps.limits, {
      name: 'statement-pdf',
      limit: PDF_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    async (req, res) => {
      const access = await statementAccess(db, String(req.params.token));
      if (!access) return sendError(req, res, 410, 'access_expired', 'receipts:errors.accessExpired');
      const query = parseOr400(statementQuerySchema, req.query, req, res);
      if (!query) return;
      const locale = documentLocale(req, access.locale);
      const t = fixedT(req, locale);
      const [statement, association] = await Promise.all([
        loadStatement(db, access.mobile, query.calendar, query.year),
        loadAssociation(db),
      ]);
      const pdf = await renderStatementPdf(statement, associationHeader({ association }, locale, t), locale, t);
      sendPdf(res, pdf, t('receipts:pdf.statementFile', { year: String(query.year) }));
    },
  );

  return router;
}
