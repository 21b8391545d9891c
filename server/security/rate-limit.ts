import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sendError } from '../api/kit';
import { clientKey } from './client-address';
import type { LimitStore } from './limit-store';

/**
 * What a request meets when the counts cannot be read (the database unreachable, the cluster
 * primary not answering): `open` lets it through uncounted, with a warning in the log at most once
 * a minute; `closed` refuses it. Each limit says which: a limit guarding something the site can
 * afford to serve unlimited for a while (pages, public forms whose own work needs the same
 * database) is open; one guarding an account is closed.
 */
export type WhenStoreFails = 'open' | 'closed';

export interface RateLimitOptions {
  /** Names the endpoint: each endpoint has its own budget per key. */
  name: string;
  limit: number;
  windowMs: number;
  whenStoreFails: WhenStoreFails;
}

export interface Limiter {
  readonly name: string;
  readonly whenStoreFails: WhenStoreFails;
  readonly store: LimitStore;
  readonly counter: RateLimiterAbstract;
}

/** Allowed; over the limit (wait `retryAfter` seconds); or refused because the counts could not be read. */
export type Spent =
  | { kind: 'allowed' }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'unavailable'; retryAfter: number };

/** How long a refusal for an unreachable store asks the client to wait. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * A budget of `limit` hits per `windowMs` per key (rate-limiter-flexible), counted where `store`
 * keeps counts: for the whole site in PostgreSQL, or for one machine on SQLite (limit-store.ts).
 */
export function createLimiter(store: LimitStore, { name, limit, windowMs, whenStoreFails }: RateLimitOptions): Limiter {
  const counter = store.counter({ name, points: limit, durationSeconds: Math.max(1, Math.ceil(windowMs / 1000)) });
  return { name, whenStoreFails, store, counter };
}

/** Spends one point for `key`; a failed count is answered as the limiter's policy says. */
export async function spend(limiter: Limiter, key: string): Promise<Spent> {
  try {
    await limiter.counter.consume(key, 1);
    return { kind: 'allowed' };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { kind: 'limited', retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    const open = limiter.whenStoreFails === 'open';
    limiter.store.failed(limiter.name, open ? 'let through' : 'refused', rejection);
    return open ? { kind: 'allowed' } : { kind: 'unavailable', retryAfter: UNAVAILABLE_RETRY_SECONDS };
  }
}

/**
 * Per address and endpoint for API routes. Over the limit: 429, Retry-After, the visitor-language
 * text; a closed limit whose counts cannot be read: 503, Retry-After, the busy text.
 */
export function rateLimit(store: LimitStore, options: RateLimitOptions): RequestHandler {
  const limiter = createLimiter(store, options);
  return async (req, res, next) => {
    const spent = await spend(limiter, clientKey(req));
    if (spent.kind === 'allowed') return next();
    res.set('Retry-After', String(spent.retryAfter));
    if (spent.kind === 'limited') return sendError(req, res, 429, 'rate_limited', 'apply:api.rateLimited');
    sendError(req, res, 503, 'limits_unavailable', 'common:errors.busy');
  };
}
