import type { RequestHandler } from 'express';
import { HOUR_MS } from '#src/lib/durations';
import { rateLimit } from '../security/rate-limit';
import type { ApiDependencies } from './kit';

const shared = new WeakMap<ApiDependencies, RequestHandler>();

/**
 * One budget per address for every request that makes the site send an SMS: a statement code, an
 * aid request (its reference), a periodic plan's card saved (its welcome or confirmation). Each
 * route also has its own limit; this one is shared by them, so one address cannot spend each
 * route's budget in turn on different numbers (docs/behaviour.md#B-SMS-3). SMS_RATE_LIMIT an
 * hour (0: none); past it a 429 in the visitor's language. The routers are built from one set of
 * dependencies, so they get the same limiter (and its one count for the whole site).
 */
export function smsRequestLimit(deps: ApiDependencies): RequestHandler {
  let limit = shared.get(deps);
  if (!limit) {
    const perHour = deps.config.SMS_RATE_LIMIT;
    limit =
      perHour > 0
        ? rateLimit(deps.limits, { name: 'sms-requests', limit: perHour, windowMs: HOUR_MS, whenStoreFails: 'open' })
        : (_req, _res, next) => next();
    shared.set(deps, limit);
  }
  return limit;
}
