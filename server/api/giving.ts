import { Router } from 'express';
import { catalogQuery, type GivingSettings } from '#src/domain/giving/catalog';
import { inKindRequestSchema } from '#src/domain/giving/in-kind-schema';
import { MAX_ITEM_HALALAS, MAX_QUANTITY, MIN_ITEM_HALALAS, PRESET_AMOUNTS } from '#src/domain/giving/money';
import { requireCsrf } from '../security/csrf';
import { rateLimit } from '../security/rate-limit';
import { getCatalogItem, getGiftOccasion, listCatalog, listGiftOccasions } from '../services/giving/catalog';
import { createInKindRequest } from '../services/giving/in-kind';
import {
  decoyReference,
  detailRoute,
  formRoute,
  LIMIT_WINDOW_MS,
  listRoute,
  readRoute,
  requestLocale,
  type ApiDependencies,
} from './kit';

/** The giving catalog (public reads) and in-kind offers (/contribute/samples). */
export function givingCatalogRouter({ database: { db }, config, logger, limits }: ApiDependencies): Router {
  const router = Router();

  router.get(
    '/giving/settings',
    readRoute(
      (): GivingSettings => ({
        minAmount: MIN_ITEM_HALALAS,
        maxAmount: MAX_ITEM_HALALAS,
        maxQuantity: MAX_QUANTITY,
        presets: [...PRESET_AMOUNTS],
        cardProvider: config.PAYMENT_PROVIDER,
        methods: ['card', ...config.PAYMENT_WALLETS, 'bank-transfer'],
      }),
    ),
  );
  router.get(
    '/giving/items',
    listRoute(catalogQuery, (query) => listCatalog(db, query.kind, query.page, query.size)),
  );
  router.get(
    '/giving/items/:id',
    detailRoute((id) => getCatalogItem(db, id), 'giving:errors.itemNotFound'),
  );
  router.get(
    '/giving/gift-occasions',
    readRoute(() => listGiftOccasions(db)),
  );
  router.get(
    '/giving/gift-occasions/:id',
    detailRoute((id) => getGiftOccasion(db, id), 'giving:errors.itemNotFound'),
  );

  router.post(
    '/giving/in-kind-requests',
    requireCsrf(config.PUBLIC_URL),
    rateLimit(limits, {
      name: 'in-kind',
      limit: config.FORM_RATE_LIMIT,
      windowMs: LIMIT_WINDOW_MS,
      whenStoreFails: 'open',
    }),
    formRoute({
      kind: 'in-kind',
      schema: inKindRequestSchema,
      logger,
      decoy: () => ({ reference: decoyReference('inKind') }),
      save: async (req, input) => ({
        reference: await createInKindRequest(db, input, requestLocale(req), { staffEmail: config.STAFF_EMAIL }),
      }),
    }),
  );

  return router;
}
