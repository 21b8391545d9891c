import request from 'supertest';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { platformParts } from '../../server/platform';
import {
  createInvalidationFeed,
  setInvalidationRelay,
  type InvalidationFeed,
  type InvalidationTarget,
} from '../../server/render/invalidation';
import { SharedInvalidation } from '../../server/render/shared-invalidation';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { signIn, type Agent } from './admin-support';

/**
 * Two instances on one PostgreSQL database, in this process: A is the test app with the process's
 * invalidations, relayed to the other instances as main.ts does; B is a second app on the same
 * database whose HTML cache hears only what its own listener delivers, as in another machine. Both
 * keep pages for ten minutes: without the notification B would show the old page that long.
 */
const LONG_CACHE = { HTML_CACHE_SECONDS: '600', RENDER_RATE_LIMIT: '0' };
const logger = createLogger('silent');

async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${withinMs} ms`);
}

function news(title: string) {
  return {
    title_ar: 'خبر جديد',
    title_en: title,
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    body_ar: '<p>نص</p>',
    body_en: '<p>Text</p>',
    image: '/images/news/1.jpg',
    status: 'published',
    published_at: new Date(Date.now() - 60_000).toISOString(),
  };
}

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'a publish on one instance reaches the other (%s)',
  (dialect) => {
    let a: TestApp;
    let b: TestApp;
    let editor: { agent: Agent; csrf: string };
    let listenerA: SharedInvalidation;
    let listenerB: SharedInvalidation;
    let feedB: InvalidationFeed;
    const heardByA: InvalidationTarget[] = [];
    const drops = { a: 0, b: 0 };

    beforeAll(async () => {
      a = await createTestApp({ database: dialect, env: LONG_CACHE });
      const databaseUrl = (a.database!.location as { databaseUrl: string }).databaseUrl;
      feedB = createInvalidationFeed();
      b = await createTestApp({
        database: false,
        env: LONG_CACHE,
        ...platformParts(a.database!, logger, a.config),
        invalidations: feedB,
      });
      listenerA = new SharedInvalidation({
        databaseUrl,
        logger,
        deliver: (target) => heardByA.push(target),
        dropAll: () => (drops.a += 1),
      });
      listenerB = new SharedInvalidation({
        databaseUrl,
        logger,
        reconnectDelayMs: 50,
        deliver: (target) => feedB.apply(target),
        dropAll: () => {
          drops.b += 1;
          feedB.dropAll();
        },
      });
      await Promise.all([listenerA.start(), listenerB.start()]);
      setInvalidationRelay((target) => listenerA.publish(target));
      editor = await signIn(a.app, a.database!.db, 'editor');
    }, 60_000);
    afterAll(async () => {
      setInvalidationRelay(null);
      await Promise.all([listenerA?.close(), listenerB?.close()]);
      await a?.close();
    });

    const cachedOnB = async (path: string) => {
      await request(b.app).get(path).expect(200);
      const again = await request(b.app).get(path).expect(200);
      expect(again.headers['x-html-cache']).toBe('hit');
      return again.text;
    };

    it('news published through A reaches the cache of B within a second and shows there, though B had the page cached', async () => {
      const title = `Shared news ${Math.random().toString(36).slice(2, 8)}`;
      expect(await cachedOnB('/en/news')).not.toContain(title);
      let arrivedAt = 0;
      const stop = feedB.onInvalidate((target) => {
        if (!arrivedAt && target.contentTypes?.includes('news')) arrivedAt = Date.now();
      });
      await editor.agent.post('/api/admin/news').set('X-CSRF-Token', editor.csrf).send(news(title)).expect(201);
      const savedAt = Date.now();
      try {
        // B's cache hears of it within a second of the save (its fresh render may take longer on a busy machine).
        await until(async () => arrivedAt > 0, 1000);
        expect(arrivedAt - savedAt).toBeLessThan(1000);
      } finally {
        stop();
      }
      await until(async () => (await request(b.app).get('/en/news').expect(200)).text.includes(title), 5000);
      // A's own notification comes back to A's listener and is ignored: A's caches heard it in-process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardByA).toEqual([]);
    });

    it('a listener that lost its connection drops its whole page cache once it is back', async () => {
      await cachedOnB('/en/news');
      await cachedOnB('/ar');
      const dropsBefore = drops.b;
      const pid = listenerB.backendPid;
      expect(pid).not.toBeNull();
      const admin = new pg.Client({ connectionString: (a.database!.location as { databaseUrl: string }).databaseUrl });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await until(async () => listenerB.listening && listenerB.backendPid !== pid, 5000);
      expect(drops.b).toBe(dropsBefore + 1);
      expect(drops.a).toBe(0);
      for (const path of ['/en/news', '/ar']) {
        const first = await request(b.app).get(path).expect(200);
        expect(first.headers['x-html-cache']).toBe('miss');
      }
      // Listening again: the next publish still arrives.
      const title = `After the reconnect ${Math.random().toString(36).slice(2, 8)}`;
      await cachedOnB('/en/news');
      await editor.agent.post('/api/admin/news').set('X-CSRF-Token', editor.csrf).send(news(title)).expect(201);
      await until(async () => (await request(b.app).get('/en/news').expect(200)).text.includes(title), 5000);
    });
  },
);
