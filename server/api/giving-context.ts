import type { Request } from 'express';
import type { NotifyContext, Translate } from '../services/giving/notifications';
import { enqueue as outboxEnqueue } from '../services/outbox/outbox';
import type { ApiDependencies } from './kit';

interface I18nOnRequest {
  i18n?: { getFixedT(lng: string): (key: string, options?: Record<string, unknown>) => string };
}

/** Messages go out in the order's language, whatever language the request that settles it speaks. */
export function notifyContext(req: Request, deps: ApiDependencies): NotifyContext {
  const i18n = (req as Request & I18nOnRequest).i18n;
  const translate: Translate = (locale, key, params) => (i18n ? String(i18n.getFixedT(locale)(key, params ?? {})) : key);
  return { publicUrl: deps.config.PUBLIC_URL, translate, enqueue: deps.enqueue ?? ((trx, message) => outboxEnqueue(trx, message)) };
}
