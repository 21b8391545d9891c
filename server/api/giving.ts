import { Router } from 'express';
import { z } from 'zod';
import { catalogQuery, type GivingSettings } from '../../src/domain/giving/catalog';
import { inKindRequestSchema } from '../../src/domain/giving/in-kind-schema';
import { MAX_ITEM_HALALAS, MAX_QUANTITY, MIN_ITEM_HALALAS, PRESET_AMOUNTS } from '../../src/domain/giving/money';
import { numericId } from '../../src/domain/content-core';
import { requireCsrf } from '../security/csrf';
import { honeypotFilled } from '../security/honeypot';
import { rateLimit } from '../security/rate-limit';
import { getCatalogItem, getGiftOccasion, listCatalog, listGiftOccasions } from '../services/giving/catalog';
import { createInKindRequest, decoyReference } from '../services/giving/in-kind';
import { parseOr400, sendError } from './validate';
import { requestLocale } from './index';
import type { GivingDependencies } from './giving-context';

const CACHE = 'public, max-age=60';
const idParams = z.object({ id: numericId });

/** The giving catalog (reads) and in-kind offers (/contribute/samples). */
export function givingCatalogRouter(deps: GivingDependencies): Router {
  const { database, config, logger } = deps;
  const db = database.db;
  const router = Router();

  router.get('/giving/settings', (_req, res) => {
    const settings: GivingSettings = {
      minAmount: MIN_ITEM_HALALAS,
      maxAmount: MAX_ITEM_HALALAS,
      maxQuantity: MAX_QUANTITY,
      presets: [...PRESET_AMOUNTS],
      cardProvider: config.PAYMENT_PROVIDER,
      methods: ['card', 'bank-transfer'],
    };
    res.set('Cache-Control', CACHE).json(settings);
  });

  router.get('/giving/items', async (req, res) => {
    const query = parseOr400(catalogQuery, req.query, req, res);
    if (!query) return;
    res.set('Cache-Control', CACHE).json(await listCatalog(db, query.kind, query.page, query.size));
  });

  router.get('/giving/items/:id', async (req, res) => {
    const params = parseOr400(idParams, req.params, req, res);
    if (!params) return;
    const item = await getCatalogItem(db, params.id);
    if (!item) return sendError(req, res, 404, 'not_found', 'giving:errors.itemNotFound');
    res.set('Cache-Control', CACHE).json(item);
  });

  router.get('/giving/gift-occasions', async (_req, res) => {
    res.set('Cache-Control', CACHE).json(await listGiftOccasions(db));
  });

  router.get('/giving/gift-occasions/:id', async (req, res) => {
    const params = parseOr400(idParams, req.params, req, res);
    if (!params) return;
    const occasion = await getGiftOccasion(db, params.id);
    if (!occasion) return sendError(req, res, 404, 'not_found', 'giving:errors.itemNotFound');
    res.set('Cache-Control', CACHE).json(occasion);
  });

  router.post(
    '/giving/in-kind-requests',
    requireCsrf(config.PUBLIC_URL),
    rateLimit({ name: 'in-kind', limit: config.FORM_RATE_LIMIT, windowMs: 10 * 60_000 }),
    async (req, res) => {
      if (honeypotFilled(req.body)) {
        logger.info('honeypot filled on an in-kind request: answered as a success, nothing stored');
        return void res.status(201).json({ reference: decoyReference() });
      }
      const input = parseOr400(inKindRequestSchema, req.body, req, res);
      if (!input) return;
      const reference = await createInKindRequest(db, input, requestLocale(req));
      res.status(201).json({ reference });
    },
  );

  return router;
}
