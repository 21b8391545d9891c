import { Router } from 'express';
import { MINUTE_MS } from '#src/lib/durations';
import { rateLimit } from '../security/rate-limit';
import { sameSecret } from '../security/secrets';
import {
  readDeliveryReport,
  recordDelivery,
  REPORTING_PROVIDERS,
  type ReportingProvider,
} from '../services/outbox/delivery-reports';
import { sendError, sendNotFound, type RouterFactory } from './kit';

/** Reports a provider may send per address per minute: far above a busy hour's reports, a floor for guessing the secret. */
const REPORTS_PER_MINUTE = 600;

/**
 * The SMS provider's delivery reports: POST /api/v1/sms/delivery/:provider, for the provider the
 * site sends through, with SMS_DELIVERY_WEBHOOK_SECRET in the `X-Webhook-Secret` header or the
 * `secret` query (the address given to the provider; the log redacts it). Unset secret or another
 * provider: 404. A wrong secret: 401. A report for an id the site never sent: 200, nothing changes.
 */
export const smsDeliveryRouter: RouterFactory = ({ config, database, logger, limits }) => {
  const router = Router();
  const limit = rateLimit(limits, {
    name: 'sms-delivery',
    limit: REPORTS_PER_MINUTE,
    windowMs: MINUTE_MS,
    whenStoreFails: 'open',
  });
  router.post('/sms/delivery/:provider', limit, async (req, res) => {
    const provider = req.params.provider as ReportingProvider;
    const secret = config.SMS_DELIVERY_WEBHOOK_SECRET;
    if (!secret || !REPORTING_PROVIDERS.includes(provider) || provider !== config.SMS_PROVIDER)
      return sendNotFound(req, res);
    const header = req.get('x-webhook-secret');
    const given = typeof header === 'string' ? header : typeof req.query.secret === 'string' ? req.query.secret : '';
    if (!sameSecret(secret, given)) {
      logger.warn({ provider }, 'SMS delivery report with a wrong secret refused');
      return sendError(req, res, 401, 'unauthorized', 'giving:errors.webhookForbidden');
    }
    const body =
      req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const report = readDeliveryReport(body);
    if (!report) return sendError(req, res, 400, 'bad_request', 'api.bad_request');
    const outcome = await recordDelivery(database.db, provider, report, new Date());
    if (outcome === 'unknown-message')
      logger.warn(
        { provider, providerMessageId: report.providerMessageId },
        'SMS delivery report for a message this site did not send',
      );
    res.json({ outcome });
  });
  return router;
};
