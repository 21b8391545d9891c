import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startBuiltServer, type BuiltServer } from './built-server';

/**
 * The HTTP contract of the production server: statuses, redirects, headers, the request guards and
 * the HTML cache, against dist/ started as `node server`.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ HTML_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => raw(server.port, 'GET', path, headers);

describe('pages', () => {
  // First in the file: it needs the server's first render of the home.
  it('the first render of the home after a start has the carousel in place, not streamed after the page', async () => {
    const res = await get('/ar');
    expect(res.status).toBe(200);
    const carousel = res.body.indexOf('<section class="carousel"');
    expect(carousel).toBeGreaterThan(0);
    expect(carousel).toBeLessThan(res.body.indexOf('</main>'));
    // React's out-of-order segments and the script that reveals them later.
    expect(res.body).not.toContain('<div hidden id="S:');
    expect(res.body).not.toContain('$RC(');
  });

  it('/ar is an Arabic right-to-left page with a nonce CSP and security headers', async () => {
    const res = await get('/ar');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/\S/);
  });

  it('the head asks for the stylesheets and first fonts first, and the page’s modules at low priority', async () => {
    const res = await get('/en/news');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(2);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    const firstModule = head.indexOf('rel="modulepreload"');
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(firstModule);
    expect(head.lastIndexOf('as="font"')).toBeLessThan(firstModule);
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await raw(server.port, 'HEAD', '/en/news');
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });

  it('an unknown page is the 404 page in the visitor language', async () => {
    const res = await get('/ar/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('data-status="404"');
  });

  it('health and readiness answer JSON, never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('robots.txt and sitemap.xml are served', async () => {
    expect((await get('/robots.txt')).status).toBe(200);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<urlset');
  });
});

describe('redirects and methods', () => {
  it('a trailing slash answers 301 to the slashless path, query kept', async () => {
    const res = await get('/en/news/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/news?page=2');
  });

  it('/ is the Arabic home; an English browser without the cookie is sent to /en', async () => {
    const ar = await get('/', { 'accept-language': 'ar' });
    expect(ar.status).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    const en = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect([301, 302, 303, 307, 308]).toContain(en.status);
    expect(en.headers.location).toMatch(/^\/en(\/|$|\?)/);
  });

  it('pages answer GET and HEAD only: 405 with Allow', async () => {
    const res = await raw(server.port, 'POST', '/en/news', { 'content-length': '0' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('a missing hashed asset is a plain 404, never the app', async () => {
    const res = await get('/assets/no-such-file-abc123.js');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<html');
  });
});

describe('request guards in the built server', () => {
  it('malformed percent-encoding in a path is 400 in the visitor language', async () => {
    const en = await get('/en/news/%ZZ');
    expect(en.status).toBe(400);
    expect(en.body).toBe('The page address is not valid');
    const ar = await get('/ar/news/%E0%A4%A');
    expect(ar.status).toBe(400);
    expect(ar.body).toBe('عنوان الصفحة غير صالح');
  });

  it('an encoded NUL in the path or the query is 400 in the visitor language, also when the page is cached', async () => {
    await get('/ar/news');
    for (const path of ['/ar/news?q=%00', '/ar/news/1%00', '/api/v1/pages/a%00b']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toBe('عنوان الصفحة غير صالح');
    }
    expect((await get('/en/news?page=1%00')).body).toBe('The page address is not valid');
  });

  for (const path of [
    '//',
    '//evil.example',
    '//evil.example/ar',
    '/\\evil.example',
    '/\\',
    '//ar/news',
    '/%2F%2Fevil.example',
  ]) {
    it(`${JSON.stringify(path)} is never a 5xx and never redirects off the site`, async () => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) expect(String(res.headers.location)).toMatch(/^\/(?![\\/])/);
    });
  }

  it('an API path that does not exist is a JSON 404', async () => {
    const res = await get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the HTML cache in the built server', () => {
  it('the second request is a hit with a fresh nonce; tracking keys make no new entry', async () => {
    const first = await get('/en/programs-and-projects?utm_source=contract');
    const second = await get('/en/programs-and-projects?utm_campaign=other&fbclid=x');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['x-html-cache']).toBe('hit');
    const n1 = /nonce="([^"]+)"/.exec(first.body)?.[1];
    const n2 = /nonce="([^"]+)"/.exec(second.body)?.[1];
    expect(n1).not.toBe(n2);
    expect(second.headers['content-security-policy']).toContain(`'nonce-${n2}'`);
    expect(second.body).not.toContain('utm_source');
  });

  it('answers gzip from the cache to clients that accept it', async () => {
    await get('/ar/news');
    const res = await new Promise<{ encoding: string | undefined; label: string | undefined }>((resolve, reject) => {
      raw(server.port, 'GET', '/ar/news', { 'accept-encoding': 'gzip' })
        .then((r) =>
          resolve({
            encoding: r.headers['content-encoding'] as string | undefined,
            label: r.headers['x-html-cache'] as string | undefined,
          }),
        )
        .catch(reject);
    });
    expect(res.encoding).toBe('gzip');
    expect(res.label).toBe('hit');
  });

  it('a hit, answered before the middleware stack, carries the same headers as the miss', async () => {
    const perAnswer = new Set([
      'date',
      'x-request-id',
      'x-html-cache',
      'content-length',
      'transfer-encoding',
      'connection',
      'keep-alive',
    ]);
    const comparable = (headers: Record<string, string | string[] | undefined>) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !perAnswer.has(name))
          .map(([name, value]) => [
            name,
            name === 'content-security-policy' ? String(value).replace(/'nonce-[^']+'/, "'nonce-N'") : value,
          ]),
      );
    for (const [path, headers] of [
      ['/en/pages/vision', { 'accept-encoding': 'gzip' }],
      ['/ar/pages/goals', {}],
    ] as const) {
      const miss = await get(path, headers);
      const hit = await get(path, headers);
      expect(miss.headers['x-html-cache']).toBe('miss');
      expect(hit.headers['x-html-cache']).toBe('hit');
      expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
      expect(hit.headers['x-request-id']).toMatch(/\S/);
    }
    // Each hit is in the access log like any other answer.
    const id = 'contract-hit-1';
    await get('/en/pages/vision?utm_source=contract', { 'x-request-id': id, 'accept-encoding': 'gzip' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      server.output.some((line) => line.includes(`"id":"${id}"`) && line.includes('"msg":"request completed"')),
    ).toBe(true);
  });

  it('404 pages are cached too, with their status', async () => {
    await get('/en/contract-missing');
    const again = await get('/en/contract-missing');
    expect(again.status).toBe(404);
    expect(again.headers['x-html-cache']).toBe('hit');
  });
});
