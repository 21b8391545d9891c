import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlCache } from '../../server/render/html-cache';
import { invalidate } from '../../server/render/invalidation';
import { canonicalSearch, QueryKeys, recordingQuery } from '../../server/render/cache-key';
import type { Entry } from '../../server/render/page-handler';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PAGE = { status: 200, path: '/en/x' };

/** The real entry, counting fresh renders (each `prepare` is one) and optionally slowed down. */
function countingEntry(counter: { renders: number; delayMs?: number }): () => Promise<Entry> {
  return async () => {
    const entry = (await import('../../src/entry-server')) as Entry;
    return {
      ...entry,
      prepare: async (req) => {
        counter.renders += 1;
        if (counter.delayMs) await new Promise((resolve) => setTimeout(resolve, counter.delayMs));
        return entry.prepare(req);
      },
    };
  };
}

describe('HTML cache through HTTP: single flight, stale refresh, canonical keys, invalidation', () => {
  const counter = { renders: 0, delayMs: 0 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { HTML_CACHE_SECONDS: '60' },
      loadEntry: countingEntry(counter),
    });
  });
  afterAll(() => t.close());

  it('renders a cold page once while ten requests ask for it at the same time', async () => {
    counter.renders = 0;
    counter.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(t.app).get('/en/pages/about')));
    counter.delayMs = 0;
    expect(counter.renders).toBe(1);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(answers.filter((res) => res.headers['x-html-cache'] === 'miss')).toHaveLength(1);
    expect(answers.filter((res) => res.headers['x-html-cache'] === 'hit')).toHaveLength(9);
  });

  it('ignores query keys the page never reads (utm_*), in any order', async () => {
    await request(t.app).get('/en/news');
    counter.renders = 0;
    const tagged = await request(t.app).get('/en/news?utm_source=mail&utm_campaign=x&fbclid=1');
    expect(tagged.headers['x-html-cache']).toBe('hit');
    expect(counter.renders).toBe(0);
    // The cached page carries no one visitor's extra keys in its state.
    expect(tagged.text).not.toContain('utm_source');
  });

  it('keeps the keys a page watches: another page of the list is another entry', async () => {
    counter.renders = 0;
    const second = await request(t.app).get('/en/news?page=2&utm_source=a');
    expect(second.headers['x-html-cache']).toBe('miss');
    const again = await request(t.app).get('/en/news?utm_source=b&page=2');
    expect(again.headers['x-html-cache']).toBe('hit');
    expect(counter.renders).toBe(1);
  });

  it('a stale page is answered while exactly one request renders its replacement', async () => {
    await request(t.app).get('/en/pages/goals');
    invalidate({ paths: ['/en/pages/goals'] });
    counter.renders = 0;
    counter.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(t.app).get('/en/pages/goals')));
    counter.delayMs = 0;
    expect(counter.renders).toBe(1);
    const labels = answers.map((res) => res.headers['x-html-cache']).sort();
    expect(labels).toEqual(['miss', 'stale', 'stale', 'stale', 'stale', 'stale']);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const fresh = await request(t.app).get('/en/pages/goals');
    expect(fresh.headers['x-html-cache']).toBe('hit');
  });

  it('invalidates by content type only the pages built from that content', async () => {
    await request(t.app).get('/en/news');
    await request(t.app).get('/en/pages/about');
    invalidate({ contentTypes: ['news'] });
    expect((await request(t.app).get('/en/pages/about')).headers['x-html-cache']).toBe('hit');
    expect((await request(t.app).get('/en/news')).headers['x-html-cache']).toBe('miss');
    expect((await request(t.app).get('/en/news')).headers['x-html-cache']).toBe('hit');
  });

  it('a path without a locale prefix invalidates the page in both languages', async () => {
    await request(t.app).get('/ar/pages/about');
    await request(t.app).get('/en/pages/about');
    invalidate({ paths: ['/pages/about'] });
    expect((await request(t.app).get('/ar/pages/about')).headers['x-html-cache']).toBe('miss');
    expect((await request(t.app).get('/en/pages/about')).headers['x-html-cache']).toBe('miss');
  });
});

describe('load shedding', () => {
  const counter = { renders: 0, delayMs: 300 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_QUEUE_TIMEOUT_MS: '100' },
      loadEntry: countingEntry(counter),
    });
  });
  afterAll(() => t.close());

  it('beyond the bound and its queue: 503, Retry-After and a tiny page in the visitor language', async () => {
    const answers = await Promise.all(
      ['/ar/pages/about', '/ar/pages/goals', '/ar/pages/vision'].map((path) => request(t.app).get(path)),
    );
    const statuses = answers.map((res) => res.status).sort();
    // One renders, one waits in the queue longer than 100 ms and one finds the queue full.
    expect(statuses).toEqual([200, 503, 503]);
    const busy = answers.find((res) => res.status === 503)!;
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy.text).toContain('<html lang="ar" dir="rtl">');
    expect(busy.text).toContain('الموقع مشغول الآن');
    expect(busy.text.length).toBeLessThan(1200);
    expect(busy.text).not.toContain('<script');
  });
});

describe('a visitor who leaves while queued', () => {
  const counter = { renders: 0, delayMs: 300 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '4', RENDER_QUEUE_TIMEOUT_MS: '5000' },
      loadEntry: countingEntry(counter),
    });
  });
  afterAll(() => t.close());

  it('gives the render slot back: later visitors are still served', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const first = fetch(`http://127.0.0.1:${port}/en/pages/about`);
      // Queued behind the first, then gone.
      const leaving = new AbortController();
      const left = fetch(`http://127.0.0.1:${port}/en/pages/goals`, { signal: leaving.signal }).catch(() => 'left');
      await new Promise((resolve) => setTimeout(resolve, 50));
      leaving.abort();
      expect(await left).toBe('left');
      expect((await first).status).toBe(200);
      counter.delayMs = 0;
      for (let i = 0; i < 3; i += 1) expect((await fetch(`http://127.0.0.1:${port}/en/pages/vision`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('per-address limit on fresh renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { RENDER_RATE_LIMIT: '2', HTML_CACHE_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  it('a third fresh render in a minute is 429; cached answers cost nothing', async () => {
    expect((await request(t.app).get('/en/pages/about')).status).toBe(200);
    expect((await request(t.app).get('/en/pages/goals')).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await request(t.app).get('/en/pages/about')).headers['x-html-cache']).toBe('hit');
    const over = await request(t.app).get('/en/pages/vision');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.text).toContain('The site is busy right now');
  });
});

describe('HtmlCache units', () => {
  it('is fresh for the TTL, stale for the stale window, then gone', () => {
    let now = 0;
    const cache = new HtmlCache({ ttlMs: 1000, staleMs: 5000, now: () => now });
    cache.set('a', '<p nonce="n">a</p>', 'n', PAGE);
    expect(cache.get('a')?.fresh).toBe(true);
    now = 1500;
    expect(cache.get('a')?.fresh).toBe(false);
    now = 6001;
    expect(cache.get('a')).toBeNull();
  });

  it('lets one claim a key at a time; the others get the flight to wait for', async () => {
    const cache = new HtmlCache({ ttlMs: 1000 });
    const finish = cache.claim('k');
    expect(finish).not.toBeNull();
    expect(cache.claim('k')).toBeNull();
    const flight = cache.flight('k');
    expect(flight).not.toBeNull();
    finish!();
    await flight;
    expect(cache.flight('k')).toBeNull();
    expect(cache.claim('k')).not.toBeNull();
  });

  it('keeps 404 pages in their own budget so random paths cannot push out real pages', () => {
    const cache = new HtmlCache({ ttlMs: 1000, maxEntries: 2, maxMissing: 1 });
    cache.set('page', 'p', 'n', PAGE);
    cache.set('m1', 'x', 'n', { status: 404, path: '/en/m1' });
    cache.set('m2', 'x', 'n', { status: 404, path: '/en/m2' });
    expect(cache.get('page')).not.toBeNull();
    expect(cache.get('m1')).toBeNull();
    expect(cache.get('m2')?.status).toBe(404);
    cache.set('err', 'x', 'n', { status: 500, path: '/en/e' });
    expect(cache.get('err')).toBeNull();
  });

  it('invalidates by content type through the API paths a page was built from', () => {
    const cache = new HtmlCache({ ttlMs: 1000 });
    cache.set('home', 'h', 'n', { status: 200, path: '/ar', sources: ['/home'] });
    cache.set('faq', 'f', 'n', { status: 200, path: '/ar/faq', sources: ['/faqs'] });
    cache.invalidate({ contentTypes: ['programs'] });
    expect(cache.get('home')?.fresh).toBe(false);
    expect(cache.get('faq')?.fresh).toBe(true);
  });
});

describe('canonical keys', () => {
  it('keeps only significant keys, sorted', () => {
    expect(canonicalSearch('?utm_source=x&page=2&b=1', new Set(['page', 'b']))).toBe('?b=1&page=2');
    expect(canonicalSearch('?utm_source=x', new Set())).toBe('');
    expect(canonicalSearch('?z=1&a=2', 'all')).toBe('?a=2&z=1');
  });

  it('learns the keys a rendering reads, even absent ones, and only grows', () => {
    const keys = new QueryKeys();
    const recording = recordingQuery({ utm: '1' }, new Set());
    void recording.query.deduct;
    keys.learn('calc', recording.read());
    expect(keys.significant('calc', ['page'])).toEqual(new Set(['page', 'deduct']));
    const enumerating = recordingQuery({ a: '1' }, new Set());
    void Object.keys(enumerating.query);
    keys.learn('calc', enumerating.read());
    expect(keys.significant('calc', undefined)).toBe('all');
  });

  it('shows only the visible keys when serialized, and stops recording on demand', () => {
    const recording = recordingQuery({ page: '2', utm_source: 'x' }, new Set(['page']));
    recording.stop();
    expect(JSON.stringify(recording.query)).toBe('{"page":"2"}');
    expect(recording.read()).toEqual(new Set());
  });
});
