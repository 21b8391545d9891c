import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Providers } from '../payments';
import type { Enqueue, NotifyContext, Translate } from '../services/giving/notifications';
import { enqueue as outboxEnqueue } from '../services/outbox/outbox';

export interface GivingDependencies {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  providers: Providers;
  /** The outbox; tests may watch it. */
  enqueue?: Enqueue;
}

interface I18nOnRequest {
  i18n?: { getFixedT(lng: string): (key: string, options?: Record<string, unknown>) => string };
}

/** Messages go out in the order's language, whatever language the request that settles it speaks. */
export function notifyContext(req: Request, deps: GivingDependencies): NotifyContext {
  const i18n = (req as Request & I18nOnRequest).i18n;
  const translate: Translate = (locale, key, params) => (i18n ? String(i18n.getFixedT(locale)(key, params ?? {})) : key);
  return { publicUrl: deps.config.PUBLIC_URL, translate, enqueue: deps.enqueue ?? ((trx, message) => outboxEnqueue(trx, message)) };
}

export const RANDOM_ID = /^[A-Za-z0-9_-]{22}$/;
