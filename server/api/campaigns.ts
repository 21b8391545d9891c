import { Router, type Request } from 'express';
import { campaignStartFormSchema } from '#src/domain/campaigns';
import { isLocale } from '#src/lib/locale';
import { requireCsrf } from '../security/csrf';
import { rateLimit } from '../security/rate-limit';
import { associationNames, getCampaign, listCauses, newSlug, startCampaign } from '../services/campaigns/campaigns';
import { cachedOgImage } from '../services/campaigns/og-image';
import { campaignOrganiserRoutes } from './campaign-organiser';
import {
  answeredHoneypot,
  LIMIT_WINDOW_MS,
  parseOr400,
  requestLocale,
  sendNotFound,
  sendPublic,
  type ApiDependencies,
} from './kit';
import { translateIn } from '../locale/server-i18n';
import { clientKey } from '../security/client-address';
import { keptSecret } from '../security/kept-secrets';
import { sharedUntilFailure } from '#src/lib/shared-until-failure';

/**
 * Campaigns (docs/decisions/028-campaigns.md):
 * - GET  /campaigns/causes            what a campaign can be started for;
 * - POST /campaigns                   start one (CSRF, per-IP limit, honeypot, per-mobile and per-address limits) → pending;
 * - GET  /campaigns/:slug             an approved or closed campaign (pending/rejected: 404), short cache for the live total;
 * - GET  /campaigns/:slug/og/:lang.png  its Open Graph image, cached in the file store;
 * - the organiser's photo and updates: ./campaign-organiser.ts.
 */
export function campaignsRouter(deps: ApiDependencies): Router {
  const { database, config, logger } = deps;
  const db = database.db;
  const router = Router();
  const csrf = requireCsrf(config.PUBLIC_URL);
  const addressKey = sharedUntilFailure(() => keptSecret(db, 'campaign-address'));

  router.get('/campaigns/causes', async (_req, res) => sendPublic(res, { items: await listCauses(db) }));

  router.post(
    '/campaigns',
    csrf,
    rateLimit(deps.limits, {
      name: 'campaigns',
      limit: config.FORM_RATE_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    async (req, res) => {
      if (answeredHoneypot(req.body, res, logger, 'campaign', () => ({ slug: newSlug(), status: 'pending' }))) return;
      const input = parseOr400(campaignStartFormSchema(undefined, await associationNames(db)), req.body, req, res);
      if (!input) return;
      const created = await startCampaign(db, input, {
        locale: requestLocale(req),
        address: clientKey(req),
        addressKey: await addressKey(),
      });
      logger.info(
        { slug: created.slug, cause: `${input.causeKind}:${input.causeRef}` },
        'campaign started (pending review)',
      );
      res.status(201).json(created);
    },
  );

  router.get('/campaigns/:slug', async (req, res) => {
    const view = await getCampaign(db, String(req.params.slug));
    if (!view) return sendNotFound(req, res, 'campaigns:errors.notFound');
    // The live total: a few seconds in any cache, then asked again (the page polls).
    res.set('Cache-Control', 'public, max-age=10').json(view);
  });

  router.get('/campaigns/:slug/og/:file', async (req: Request, res) => {
    const match = /^(ar|en)\.png$/.exec(String(req.params.file));
    const lang = match?.[1];
    const view = lang && isLocale(lang) ? await getCampaign(db, String(req.params.slug)) : null;
    if (!view || !lang || !isLocale(lang)) return sendNotFound(req, res, 'campaigns:errors.notFound');
    const translate = translateIn(req);
    const png = await cachedOgImage(deps.files, view, lang, (key, params) =>
      translate(lang, key, { ns: 'campaigns', ...params }),
    );
    res.set('Cache-Control', 'public, max-age=300').type('image/png').send(png);
  });

  campaignOrganiserRoutes(router, deps);
  return router;
}
