import type { Request } from 'express';
import type { NotifyContext, Translate } from '../services/giving/notifications';
import { enqueue as outboxEnqueue } from '../services/outbox/outbox';
import type { ApiDependencies } from './kit';
import { translateIn } from '../locale/server-i18n';

/** Messages go out in the order's language, whatever language the request that settles it speaks. */
export function notifyContext(req: Request, deps: ApiDependencies): NotifyContext {
  const translate: Translate = translateIn(req);
  return {
    publicUrl: deps.config.PUBLIC_URL,
    translate,
    enqueue: deps.enqueue ?? ((trx, message) => outboxEnqueue(trx, message)),
  };
}
