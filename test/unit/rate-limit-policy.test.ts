import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import arCommon from '../../locales/ar/common.json';
import enCommon from '../../locales/en/common.json';
import { createServerI18n } from '../../server/locale/server-i18n';
import { FAILURE_WARNING_INTERVAL_MS, limitStoreFor, type LimitStore } from '../../server/security/limit-store';
import { createLimiter, rateLimit, spend } from '../../server/security/rate-limit';

/** A store whose counts cannot be reached (the database gone), its warnings written to `lines`. */
function unreachableStore(lines: string[], clock: { now: number }): LimitStore {
  const logger = pino(
    { level: 'warn' },
    new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
  );
  const broken = new RateLimiterMemory({ points: 1, duration: 60 });
  broken.consume = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  return { ...limitStoreFor(null, logger, () => clock.now), counter: (): RateLimiterAbstract => broken };
}

const warnings = (lines: string[]) =>
  lines.map(
    (line) => JSON.parse(line) as { msg: string; limit: string; letThrough: number; refused: number; reason: string },
  );

describe('what a limit does when its counts cannot be read', () => {
  it('an open limit lets the request through, a closed one refuses it', async () => {
    const store = unreachableStore([], { now: 0 });
    expect(
      await spend(createLimiter(store, { name: 'pages', limit: 5, windowMs: 60_000, whenStoreFails: 'open' }), 'a'),
    ).toEqual({ kind: 'allowed' });
    const refused = await spend(
      createLimiter(store, { name: 'sign-in', limit: 5, windowMs: 60_000, whenStoreFails: 'closed' }),
      'a',
    );
    expect(refused.kind).toBe('unavailable');
  });

  it('logs one warning per interval, not one per request, with how many met the failure', async () => {
    const lines: string[] = [];
    const clock = { now: 1_000_000 };
    const store = unreachableStore(lines, clock);
    const open = createLimiter(store, { name: 'orders', limit: 5, windowMs: 60_000, whenStoreFails: 'open' });
    const closed = createLimiter(store, { name: 'staff', limit: 5, windowMs: 60_000, whenStoreFails: 'closed' });
    for (let i = 0; i < 50; i += 1) await spend(open, `address-${i}`);
    await spend(closed, 'x');
    expect(warnings(lines)).toHaveLength(1);
    expect(warnings(lines)[0]).toMatchObject({
      limit: 'orders',
      letThrough: 1,
      refused: 0,
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    clock.now += FAILURE_WARNING_INTERVAL_MS - 1;
    await spend(open, 'y');
    expect(warnings(lines)).toHaveLength(1);
    clock.now += 1;
    await spend(open, 'z');
    expect(warnings(lines)).toHaveLength(2);
    // The 49 after the first, the one closed, the one a moment before the minute, and this one.
    expect(warnings(lines)[1]).toMatchObject({ letThrough: 51, refused: 1 });
  });

  it('over HTTP: open passes to the route, closed answers 503 with Retry-After in the visitor’s language', async () => {
    const i18n = await createServerI18n();
    const store = unreachableStore([], { now: 0 });
    const app = express();
    app.use(i18n.apiLocale);
    app.post(
      '/open',
      rateLimit(store, { name: 'open', limit: 1, windowMs: 60_000, whenStoreFails: 'open' }),
      (_req, res) => void res.status(201).end(),
    );
    app.post(
      '/closed',
      rateLimit(store, { name: 'closed', limit: 1, windowMs: 60_000, whenStoreFails: 'closed' }),
      (_req, res) => void res.status(201).end(),
    );
    await request(app).post('/open').expect(201);
    await request(app).post('/open').expect(201);
    const arabic = await request(app).post('/closed').set('Accept-Language', 'ar').expect(503);
    expect(arabic.body.error).toEqual({ code: 'limits_unavailable', message: arCommon.errors.busy });
    expect(Number(arabic.headers['retry-after'])).toBeGreaterThan(0);
    const english = await request(app).post('/closed').set('Accept-Language', 'en').expect(503);
    expect(english.body.error.message).toBe(enCommon.errors.busy);
  });

  it('a working store still limits: the limit-th request passes, the next is refused with the window’s wait', async () => {
    const store = limitStoreFor(null, pino({ level: 'silent' }));
    expect(store.scope).toBe('machine');
    const limiter = createLimiter(store, { name: 'forms', limit: 2, windowMs: 600_000, whenStoreFails: 'open' });
    expect(await spend(limiter, 'a')).toEqual({ kind: 'allowed' });
    expect(await spend(limiter, 'a')).toEqual({ kind: 'allowed' });
    const over = await spend(limiter, 'a');
    expect(over.kind).toBe('limited');
    expect(over.kind === 'limited' && over.retryAfter).toBeGreaterThan(590);
    expect(await spend(limiter, 'b')).toEqual({ kind: 'allowed' });
  });
});
