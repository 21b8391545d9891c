import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlCache } from '../../server/render/html-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';

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

  it('never caches error pages', async () => {
    await request(t.app).get('/en/no-such-page');
    const again = await request(t.app).get('/en/no-such-page');
    expect(again.status).toBe(404);
    expect(again.headers['x-html-cache']).not.toBe('hit');
  });

  it('sends X-Accel-Buffering: no so nginx streams the HTML', async () => {
    const res = await request(t.app).get('/ar');
    expect(res.headers['x-accel-buffering']).toBe('no');
  });
});

describe('HtmlCache', () => {
  it('expires entries after the TTL and evicts the least recently used past the limit', () => {
    let now = 0;
    const cache = new HtmlCache(1000, 2, () => now);
    cache.set('a', '<p nonce="n1">a</p>', 'n1');
    cache.set('b', '<p nonce="n1">b</p>', 'n1');
    expect(cache.get('a', 'n2')).toBe('<p nonce="n2">a</p>');
    cache.set('c', 'c', 'n1');
    expect(cache.get('b', 'n3')).toBeNull();
    expect(cache.get('a', 'n3')).not.toBeNull();
    now = 1000;
    expect(cache.get('a', 'n4')).toBeNull();
  });

  it('is off with a TTL of 0', () => {
    const cache = new HtmlCache(0);
    cache.set('a', 'x', 'n');
    expect(cache.enabled).toBe(false);
    expect(cache.get('a', 'n')).toBeNull();
  });
});
