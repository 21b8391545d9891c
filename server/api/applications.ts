import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { aidStatusQuerySchema } from '../../src/domain/applications/aid-status-query';
import { contactMessageSchema } from '../../src/domain/applications/contact-message';
import { volunteerSchema } from '../../src/domain/applications/volunteer';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { csrfTokenHandler, requireCsrf } from '../security/csrf';
import { honeypotFilled, pretendCreated } from '../security/honeypot';
import { rateLimit } from '../security/rate-limit';
import { findAidStatus } from '../services/applications/aid-status';
import { listOpenJobs } from '../services/applications/jobs';
import { saveContactMessage, saveVolunteerApplication } from '../services/applications/submit';
import { requestLocale } from './index';
import { postAidRequest, postJobApplication } from './applications-multipart';
import { parseOr400, sendError } from './validate';

export type ApplicationsConfig = Pick<AppConfig, 'DATA_DIR' | 'PUBLIC_URL' | 'STAFF_EMAIL' | 'FORM_RATE_LIMIT'>;

export interface ApplicationsDependencies {
  database: DatabaseHandle;
  config: ApplicationsConfig;
  logger: Logger;
}

const WINDOW_MS = 10 * 60 * 1000;

/**
 * Jobs, volunteering, aid requests and contact (issue 6), under /api/v1. Every POST: same-origin +
 * CSRF token, then a per-IP limit, then the shared zod schema; 201 `{ reference }` after the commit.
 */
export function applicationsRouter({ database, config, logger }: ApplicationsDependencies): Router {
  const router = Router();
  const db = database.db;
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  const csrf = requireCsrf(config.PUBLIC_URL);
  const limit = (name: string, factor = 1): RequestHandler => rateLimit({ name, limit: config.FORM_RATE_LIMIT * factor, windowMs: WINDOW_MS });
  const ctx = (req: Request) => ({ db, staffEmail: config.STAFF_EMAIL, locale: requestLocale(req) });

  router.get('/jobs', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ items: await listOpenJobs(db) });
  });

  router.get('/csrf', csrfTokenHandler);

  router.post('/applications/jobs', csrf, limit('jobs'), postJobApplication({ db, uploadsDir, ctx, logger }));

  router.post('/applications/volunteer', csrf, limit('volunteer'), async (req, res) => {
    if (honeypotFilled(req.body)) return pretendCreated(res, 'volunteer', logger);
    const input = parseOr400(volunteerSchema, req.body, req, res);
    if (!input) return;
    res.status(201).json({ reference: await saveVolunteerApplication(ctx(req), input) });
  });

  router.post('/aid-requests', csrf, limit('aid'), postAidRequest({ db, uploadsDir, ctx, logger }));

  // Looking a request up needs its reference and its mobile; a miss never says which one was wrong.
  router.get('/aid-requests/status', limit('aid-status', 3), async (req, res) => {
    const query = parseOr400(aidStatusQuerySchema, req.query, req, res);
    if (!query) return;
    const found = await findAidStatus(db, query);
    if (!found) return sendError(req, res, 404, 'not_found', 'apply:api.statusNotFound');
    res.json(found);
  });

  router.post('/contact', csrf, limit('contact'), async (req, res) => {
    if (honeypotFilled(req.body)) return pretendCreated(res, 'contact', logger);
    const input = parseOr400(contactMessageSchema, req.body, req, res);
    if (!input) return;
    res.status(201).json({ reference: await saveContactMessage(ctx(req), input) });
  });

  return router;
}
