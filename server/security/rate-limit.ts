import type { RequestHandler } from 'express';
import { sendError } from '../api/validate';

export interface RateLimitOptions {
  /** Names the endpoint: each endpoint has its own budget per IP. */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A sliding-window limit per IP and endpoint, in memory (one process; behind several instances
 * each keeps its own count, which only makes the limit looser). Over the limit: 429, Retry-After.
 */
export function rateLimit({ name, limit, windowMs, now = Date.now }: RateLimitOptions): RequestHandler {
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(at: number): void {
    // Forget IPs that have been quiet for a whole window, so the map does not grow without bound.
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, times] of hits) if (times[times.length - 1] <= at - windowMs) hits.delete(key);
  }

  return (req, res, next) => {
    const at = now();
    sweep(at);
    const key = `${name}:${req.ip ?? 'unknown'}`;
    const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
    if (recent.length >= limit) {
      const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - at) / 1000));
      hits.set(key, recent);
      res.set('Retry-After', String(retryAfter));
      sendError(req, res, 429, 'rate_limited', 'apply:api.rateLimited');
      return;
    }
    recent.push(at);
    hits.set(key, recent);
    next();
  };
}
