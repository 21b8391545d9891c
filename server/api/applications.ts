import { Router, type Request } from 'express';
import { aidStatusQuerySchema } from '#src/domain/applications/aid-status-query';
import { contactMessageSchema } from '#src/domain/applications/contact-message';
import { volunteerSchema } from '#src/domain/applications/volunteer';
import { csrfTokenHandler, requireCsrf } from '../security/csrf';
import { rateLimit } from '../security/rate-limit';
import { smsRequestLimit } from './sms-request-limit';
import { findAidStatus } from '../services/applications/aid-status';
import { listOpenJobs } from '../services/applications/jobs';
import { saveContactMessage, saveVolunteerApplication, type SubmissionContext } from '../services/applications/submit';
import { postAidRequest, postJobApplication } from './applications-multipart';
import {
  decoyReference,
  formRoute,
  LIMIT_WINDOW_MS,
  parseOr400,
  readRoute,
  requestLocale,
  sendNotFound,
  type ApiDependencies,
} from './kit';

/**
 * Jobs, volunteering, aid requests and contact, under /api/v1. Every POST: same-origin + CSRF
 * token, then a per-IP limit, then the honeypot and the shared zod schema; 201 `{ reference }`
 * after the commit.
 */
export function applicationsRouter(deps: ApiDependencies): Router {
  const {
    database: { db },
    config,
    logger,
  } = deps;
  const router = Router();
  const csrf = requireCsrf(config.PUBLIC_URL);
  const limit = (name: string, factor = 1) =>
    rateLimit(deps.limits, {
      name,
      limit: config.FORM_RATE_LIMIT * factor,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    });
  const ctx = (req: Request): SubmissionContext => ({
    db,
    staffEmail: config.STAFF_EMAIL,
    publicUrl: config.PUBLIC_URL,
    locale: requestLocale(req),
  });

  router.get(
    '/jobs',
    readRoute(async () => ({ items: await listOpenJobs(db) })),
  );
  router.get('/csrf', csrfTokenHandler);

  router.post('/applications/jobs', csrf, limit('jobs'), postJobApplication({ db, files: deps.files, ctx, logger }));
  router.post(
    '/applications/volunteer',
    csrf,
    limit('volunteer'),
    formRoute({
      kind: 'volunteer',
      schema: volunteerSchema,
      logger,
      decoy: () => ({ reference: decoyReference('volunteer') }),
      save: async (req, input) => ({ reference: await saveVolunteerApplication(ctx(req), input) }),
    }),
  );
  router.post(
    '/aid-requests',
    csrf,
    limit('aid'),
    smsRequestLimit(deps),
    postAidRequest({ db, files: deps.files, ctx, logger }),
  );

  // Looking a request up needs its reference and its mobile; a miss never says which one was wrong.
  router.get('/aid-requests/status', limit('aid-status', 3), async (req, res) => {
    const query = parseOr400(aidStatusQuerySchema, req.query, req, res);
    if (!query) return;
    const found = await findAidStatus(db, query);
    if (!found) return sendNotFound(req, res, 'apply:api.statusNotFound');
    res.json(found);
  });

  router.post(
    '/contact',
    csrf,
    limit('contact'),
    formRoute({
      kind: 'contact',
      schema: contactMessageSchema,
      logger,
      decoy: () => ({ reference: decoyReference('contact') }),
      save: async (req, input) => ({ reference: await saveContactMessage(ctx(req), input) }),
    }),
  );

  return router;
}
