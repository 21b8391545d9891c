import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { HtmlCache } from '../../server/render/html-cache';
import { routeByKey } from '../../src/routes';
import { spliceGzip, spliceText } from '../../server/render/spliced-gzip';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PAGE = { status: 200, path: '/en/x' };

function nonces(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
}

describe('server HTML cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'sqlite', env: { HTML_CACHE_SECONDS: '30' } });
  });
  afterAll(() => t.close());

  it('answers the second request from the cache with the same page and a fresh nonce', async () => {
    const first = await request(t.app).get('/en/pages/about');
    const second = await request(t.app).get('/en/pages/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-html-cache']).toBe('miss');
    expect(second.headers['x-html-cache']).toBe('hit');
    expect(second.status).toBe(200);
    const [n1] = nonces(first.text);
    const [n2] = nonces(second.text);
    expect(n1).toBeTruthy();
    expect(n2).toBeTruthy();
    expect(n2).not.toBe(n1);
    // Every nonce in the cached page is this response's nonce, and it matches the CSP header.
    expect(new Set(nonces(second.text))).toEqual(new Set([n2]));
    expect(second.headers['content-security-policy']).toContain(`'nonce-${n2}'`);
    expect(second.text.split(n2).join('N')).toBe(first.text.split(n1).join('N'));
  });

  it('keeps locales apart: the cookie-chosen locale of an unprefixed path is part of the key', async () => {
    const ar = await request(t.app).get('/pages/vision');
    const en = await request(t.app).get('/pages/vision').set('Cookie', 'i18n_redirected=en');
    expect(ar.text).toContain('<html lang="ar"');
    expect(en.text).toContain('<html lang="en"');
  });

  it('keeps 404 pages too, with their status', async () => {
    const first = await request(t.app).get('/en/no-such-page');
    const again = await request(t.app).get('/en/no-such-page');
    expect(first.status).toBe(404);
    expect(first.headers['x-html-cache']).toBe('miss');
    expect(again.status).toBe(404);
    expect(again.headers['x-html-cache']).toBe('hit');
    expect(again.text).toContain('data-testid="error-page" data-status="404"');
  });

  it('answers gzip from the cache without compressing again, and plain text to clients without gzip', async () => {
    await request(t.app).get('/en/pages/goals');
    const gz = await request(t.app).get('/en/pages/goals').set('Accept-Encoding', 'gzip');
    expect(gz.headers['x-html-cache']).toBe('hit');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('<html lang="en"');
    const plain = await request(t.app).get('/en/pages/goals').set('Accept-Encoding', 'identity');
    expect(plain.headers['x-html-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<html lang="en"');
  });

  it('sends X-Accel-Buffering: no so nginx streams the HTML', async () => {
    const res = await request(t.app).get('/ar');
    expect(res.headers['x-accel-buffering']).toBe('no');
  });
});

describe('HtmlCache', () => {
  it('expires entries after the TTL and evicts the least recently used past the limit', () => {
    let now = 0;
    const cache = new HtmlCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('a', '<p nonce="n1">a</p>', 'n1', PAGE);
    cache.set('b', '<p nonce="n1">b</p>', 'n1', PAGE);
    const a = cache.get('a');
    expect(a && spliceText(a.page, 'n2').toString()).toBe('<p nonce="n2">a</p>');
    cache.set('c', 'c', 'n1', PAGE);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    now = 1000;
    expect(cache.get('a')).toBeNull();
  });

  it('is off with a TTL of 0', () => {
    const cache = new HtmlCache({ ttlMs: 0 });
    cache.set('a', 'x', 'n', PAGE);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeNull();
  });

  it('splices each nonce into one gzip stream that decompresses to the page', () => {
    const cache = new HtmlCache({ ttlMs: 1000 });
    const html = `<html><head><link nonce="N0"></head><body>${'<p>صحة لا تنقطع</p>'.repeat(500)}<script nonce="N0"></script></body></html>`;
    cache.set('k', html, 'N0', PAGE);
    const page = cache.get('k')?.page ?? null;
    expect(page).not.toBeNull();
    for (const nonce of ['abc', 'Zm9vYmFyYmF6cXV4MTIzNA==', '']) {
      const expected = html.split('N0').join(nonce);
      expect(gunzipSync(spliceGzip(page!, nonce)).toString('utf8')).toBe(expected);
      expect(spliceText(page!, nonce).toString('utf8')).toBe(expected);
    }
  });
});

describe('pages that opt out of the HTML cache', () => {
  it('payment return, receipt and gift card pages say serverCache = false', async () => {
    for (const key of ['paid', 'success', 'giftCard'] as const) {
      const module = await routeByKey(key).load();
      expect(module.serverCache, key).toBe(false);
    }
  });
});
