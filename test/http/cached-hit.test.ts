import request from 'supertest';
import express from 'express';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { acceptsGzip } from '../../server/render/cached-hit';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Cache hits are answered at the front of the server (server/render/cached-hit.ts), before the
 * middleware that gives every other answer its headers: the answers must not differ.
 */

/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set([
  'date',
  'x-request-id',
  'x-html-cache',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

function comparable(headers: Record<string, string>): Record<string, string> {
  const kept = Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name));
  return Object.fromEntries(
    kept.map(([name, value]) => [
      name,
      name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/, "'nonce-N'") : value,
    ]),
  );
}

function nonceOf(html: string): string | undefined {
  return /nonce="([^"]+)"/.exec(html)?.[1];
}

const lines: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

describe('cache hits at the front of the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: 'sqlite',
      env: { HTML_CACHE_SECONDS: '60', DETECT_BROWSER_LANGUAGE: 'true' },
      logger: pino({ level: 'info', base: undefined }, logSink),
    });
  });
  afterAll(() => t.close());

  it('a URL with an encoded NUL is refused (400) even when its page is cached under the same key', async () => {
    await request(t.app).get('/ar/news').expect(200);
    expect((await request(t.app).get('/ar/news')).headers['x-html-cache']).toBe('hit');
    for (const url of ['/ar/news?utm_source=%00', '/ar/news?q=a%00b']) {
      const refused = await request(t.app).get(url).expect(400);
      expect(refused.text).toBe('عنوان الصفحة غير صالح');
    }
  });

  it('a hit carries the same headers as the miss that stored it, with its own nonce in the CSP and the page', async () => {
    for (const path of ['/en/news', '/ar', '/en/no-such-page']) {
      const miss = await request(t.app).get(path).set('Accept-Encoding', 'gzip');
      const hit = await request(t.app).get(path).set('Accept-Encoding', 'gzip');
      expect(miss.headers['x-html-cache']).toBe('miss');
      expect(hit.headers['x-html-cache']).toBe('hit');
      expect(hit.status).toBe(miss.status);
      expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
      expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
      const nonce = nonceOf(hit.text);
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe(nonceOf(miss.text));
      expect(hit.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(hit.text.split(nonce!).join('N')).toBe(miss.text.split(nonceOf(miss.text)!).join('N'));
    }
  });

  it('answers HEAD, plain text without gzip, and keeps a sane incoming request id', async () => {
    await request(t.app).get('/en/pages/about');
    const head = await request(t.app).head('/en/pages/about').set('Accept-Encoding', 'gzip');
    expect(head.headers['x-html-cache']).toBe('hit');
    expect(head.headers['content-length']).toMatch(/^\d+$/);
    expect(head.text ?? '').toBe('');
    const plain = await request(t.app)
      .get('/en/pages/about')
      .set('Accept-Encoding', 'identity')
      .set('X-Request-Id', 'trace-42');
    expect(plain.headers['x-html-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-request-id']).toBe('trace-42');
    expect(plain.text).toContain('<html lang="en"');
  });

  it('logs a hit with the same access-log line as any other answer', async () => {
    await request(t.app).get('/en/pages/goals');
    lines.length = 0;
    await request(t.app).get('/en/pages/goals?utm_source=x').set('User-Agent', 'probe').set('X-Request-Id', 'log-1');
    const line = lines.find((entry) => (entry.req as { id?: string } | undefined)?.id === 'log-1');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'log-1', method: 'GET', url: '/en/pages/goals?utm_source=x', userAgent: 'probe' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('leaves to the full stack what it must: other methods, the entry redirect, unprefixed paths by cookie', async () => {
    await request(t.app).get('/pages/vision').set('Cookie', 'i18n_redirected=ar');
    const post = await request(t.app).post('/pages/vision');
    expect(post.status).toBe(405);
    // A browser preferring English without the cookie is still sent to /en…, although /pages/vision is cached in Arabic.
    const moved = await request(t.app).get('/pages/vision').set('Accept-Language', 'en-US,en;q=0.9');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/en/pages/vision');
    const ar = await request(t.app)
      .get('/pages/vision')
      .set('Cookie', 'i18n_redirected=ar')
      .set('Accept-Language', 'en');
    expect(ar.headers['x-html-cache']).toBe('hit');
    expect(ar.text).toContain('<html lang="ar"');
    const en = await request(t.app).get('/pages/vision').set('Cookie', 'i18n_redirected=en');
    expect(en.text).toContain('<html lang="en"');
    const slash = await request(t.app).get('/pages/vision/').set('Cookie', 'i18n_redirected=ar');
    expect(slash.status).toBe(301);
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite' });
  });
  afterAll(() => t.close());

  it('streamed HTML and JSON answers are both gzip-compressed (two settings, one per kind)', async () => {
    const page = await request(t.app).get('/en/news').set('Accept-Encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('<html lang="en"');
    const json = await request(t.app).get('/api/v1/home').set('Accept-Encoding', 'gzip');
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers.vary).toContain('Accept-Encoding');
    expect(Array.isArray(json.body.paths)).toBe(true);
  });
});

describe('acceptsGzip', () => {
  it('decides as Express does (req.acceptsEncodings)', () => {
    const headers = [
      'gzip',
      'gzip, deflate, br',
      'br;q=1.0, gzip;q=0.8, *;q=0.1',
      'identity',
      'gzip;q=0',
      'GZIP',
      '*',
      '*;q=0',
      'deflate, *;q=0.5',
      'gzip;q=0, *',
      'br',
      ' gzip ; q=0.001',
      'gzip;q=abc',
      '',
    ];
    for (const header of headers) {
      const req = Object.assign(Object.create(express.request) as express.Request, {
        headers: { 'accept-encoding': header },
      });
      expect(acceptsGzip(header), header).toBe(req.acceptsEncodings('gzip') === 'gzip');
    }
    const bare = Object.assign(Object.create(express.request) as express.Request, { headers: {} });
    expect(acceptsGzip(undefined)).toBe(bare.acceptsEncodings('gzip') === 'gzip');
  });
});
