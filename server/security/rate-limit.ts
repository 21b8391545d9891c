import cluster from 'node:cluster';
import type { RequestHandler } from 'express';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sendError } from '../api/kit';
import { clientKey } from './client-address';

export interface RateLimitOptions {
  /** Names the endpoint: each endpoint has its own budget per IP. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A budget of `limit` hits per `windowMs` per key (rate-limiter-flexible; docs/decisions). With
 * several workers (cluster.ts) the counts live in the primary (RateLimiterClusterMaster, started by
 * cluster.ts) and every worker asks it, so the limit holds for the whole site, not per worker; in
 * a single process they live in memory.
 */
export function createLimiter({ name, limit, windowMs }: RateLimitOptions): RateLimiterAbstract {
  const options = { keyPrefix: name, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: 2000 });
  return new RateLimiterMemory(options);
}

/**
 * Spends one point for `key`. Returns 0 when allowed, else the seconds to wait. If the primary does
 * not answer in time the request is let through: a limiter must never take the site down with it.
 */
export async function spend(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key, 1);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return 0;
  }
}

/** Per IP and endpoint for API routes. Over the limit: 429, Retry-After, the visitor-language text. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const limiter = createLimiter(options);
  return async (req, res, next) => {
    const retryAfter = await spend(limiter, clientKey(req));
    if (retryAfter === 0) return next();
    res.set('Retry-After', String(retryAfter));
    sendError(req, res, 429, 'rate_limited', 'apply:api.rateLimited');
  };
}
