import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';

let site: TestApp;
let fixtures: TestApp;
beforeAll(async () => {
  site = await createTestApp({ database: 'sqlite' });
  fixtures = await createTestApp({ routes: fixtureRoutes, database: false });
});
afterAll(async () => {
  await site.close();
  await fixtures.close();
});

describe('head: hreflang, canonical, og:locale', () => {
  for (const [path, locale, canonical] of [
    ['/ar/fixtures/items/7', 'ar', '/ar/fixtures/items/7'],
    ['/en/fixtures/items/7', 'en', '/en/fixtures/items/7'],
    ['/fixtures/items/7', 'ar', '/ar/fixtures/items/7'],
    ['/', 'ar', '/ar'],
    ['/en', 'en', '/en'],
  ] as const) {
    it(`${path}: canonical ${canonical}, alternates ar/en/x-default, og:locale`, async () => {
      const res = await request(fixtures.app).get(path);
      const base = 'https://example.org';
      const rest = canonical.replace(/^\/(ar|en)/, '');
      expect(res.text).toContain(`<link rel="canonical" href="${base}${canonical}" data-head>`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="ar" href="${base}/ar${rest}" data-head>`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${base}/en${rest}" data-head>`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/ar${rest}" data-head>`);
      expect(res.text).toContain(
        `<meta property="og:locale" content="${locale === 'ar' ? 'ar_SA' : 'en_US'}" data-head>`,
      );
      expect(res.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(res.text).toContain('<link rel="icon" href="/favicon.ico"');
    });
  }

  it('a page head() sets title and description', async () => {
    const res = await request(fixtures.app).get('/en/fixtures/ok');
    expect(res.text).toMatch(/<title>Fixture page \| [^<]+<\/title>/);
    expect(res.text).toContain('<meta name="description" content="A page that only tests see" data-head>');
  });

  it('production pages: the route title in each language', async () => {
    const en = await request(site.app).get('/en/pages/about');
    expect(en.text).toContain('<title>About the association | Health Endowment Charitable Association</title>');
    const ar = await request(site.app).get('/ar/pages/about');
    expect(ar.text).toMatch(/<title>[^<|]*[\u0600-\u06ff][^<]*\|[^<]+<\/title>/);
  });

  it('the component showcase (/pages/test) is noindex', async () => {
    const res = await request(site.app).get('/en/pages/test');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('robots.txt names the sitemap and keeps crawlers out of the API', async () => {
    const res = await request(site.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: https://example.org/sitemap.xml');
  });

  it('sitemap.xml lists every public static page in both locales with hreflang alternates', async () => {
    const res = await request(site.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of routes.filter((r) => r.sitemap)) {
      const rest = route.path === '/' ? '' : route.path;
      expect(locs, route.path).toContain(`https://example.org/ar${rest}`);
      expect(locs, route.path).toContain(`https://example.org/en${rest}`);
    }
    expect(res.text).toContain(
      '<url><loc>https://example.org/en/news</loc><xhtml:link rel="alternate" hreflang="ar" href="https://example.org/ar/news"/><xhtml:link rel="alternate" hreflang="en" href="https://example.org/en/news"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/ar/news"/></url>',
    );
    // test and payment-check pages and patterns with ids are not listed
    expect(locs.some((loc) => loc.includes(':'.concat('id')))).toBe(false);
    expect(locs).not.toContain('https://example.org/ar/pages/test');
    expect(locs).not.toContain('https://example.org/ar/donate/paid');
    expect(new Set(locs).size).toBe(locs.length);
  });
});
