import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { createProviders } from '../payments';
import type { Enqueue } from '../services/giving/notifications';
import { givingCatalogRouter } from './giving';
import { givingOrdersRouter } from './giving-orders';
import { givingPaymentsRouter } from './giving-payments';

/** Every giving router, sharing one set of payment providers built from the config. */
export function givingRouters(database: DatabaseHandle, config: AppConfig, logger: Logger, enqueue?: Enqueue): Router[] {
  const deps = { database, config, logger, providers: createProviders(config), enqueue };
  return [givingCatalogRouter(deps), givingOrdersRouter(deps), givingPaymentsRouter(deps)];
}
