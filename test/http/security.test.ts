import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';
import { hostileValues } from '../fixtures/pages/fixture-state';
import type { AssetProvider } from '../../server/render/assets';
import { appStateOf } from '../helpers/app-state';

/** Assets that print script tags like the production manifest does, so nonces can be checked. */
const scriptAssets: AssetProvider = {
  head: (_page, nonce) => `<link rel="modulepreload" href="/assets/page.js" nonce="${nonce}">`,
  entry: (nonce) => `<script type="module" src="/assets/entry.js" nonce="${nonce}"></script>`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: fixtureRoutes, database: false, assets: scriptAssets });
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('CSP with a per-request nonce that matches every script tag; no unsafe-inline scripts', async () => {
    const first = await request(t.app).get('/en/fixtures/ok');
    const second = await request(t.app).get('/en/fixtures/ok');
    const nonces = [first, second].map((res) => {
      const csp = directives(res.headers['content-security-policy']);
      const script = csp.get('script-src') ?? [];
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      const nonce = script.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      const tags = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(tags.length).toBeGreaterThanOrEqual(2);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('nosniff, referrer policy, frame denial, no x-powered-by', async () => {
    for (const path of ['/en/fixtures/ok', '/en/no/such/page', '/robots.txt', '/healthz', '/api/v1/nothing']) {
      const res = await request(t.app).get(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
    const page = await request(t.app).get('/en/fixtures/ok');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serialized state is escaped in real HTML and round-trips', async () => {
    const res = await request(t.app).get('/en/fixtures/state');
    expect(res.status).toBe(200);
    const match = /<script id="__APP_STATE__" type="application\/json" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(
      res.text,
    );
    expect(match).not.toBeNull();
    const raw = match![1];
    expect(raw).not.toContain('<');
    expect(raw).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(raw).view.data).toEqual(hostileValues);
    // the hostile close tag never appears as markup anywhere in the document
    expect(res.text).not.toContain('<script>window.__pwned');
  });
});

describe('request guards', () => {
  it('malformed percent-encoding → 400 text in the visitor language, never a 500', async () => {
    for (const path of ['/%E0%A4%A', '/en/%E0%A4%A', '/ar/news/%', '/%ZZ']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.type).toBe('text/plain');
    }
    expect((await request(t.app).get('/en/%E0%A4%A')).text).toBe('The page address is not valid');
    expect((await request(t.app).get('/ar/%E0%A4%A')).text).toBe('عنوان الصفحة غير صالح');
  });

  it('pages answer GET and HEAD only: others → 405 with Allow', async () => {
    const head = await request(t.app).head('/en/fixtures/ok');
    expect(head.status).toBe(200);
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const res = await request(t.app)[method]('/en/fixtures/ok');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    const root = await request(t.app).post('/');
    expect(root.status).toBe(405);
    expect((await request(t.app).delete('/en/fixtures/ok')).text).toBe('This method is not allowed');
  });

  const offSite = (location: string | undefined) => {
    if (!location) return false;
    const url = new URL(location, 'https://example.org');
    return url.host !== 'example.org';
  };

  it('no request path produces an off-site Location', async () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5C%5Cevil.example',
      '//evil.example/',
      '/en//evil.example',
      '///evil.example',
      '/%09/evil.example',
      '/assets//evil.example',
    ]) {
      const res = await request(t.app).get(path);
      expect(offSite(res.headers.location), `${path} → ${res.status} ${res.headers.location}`).toBe(false);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('a page that redirects off-site is refused', async () => {
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example/x',
      '/%5Cevil.example',
    ]) {
      const res = await request(t.app).get(`/en/fixtures/redirect?to=${encodeURIComponent(to)}`);
      expect(res.headers.location, to).toBeUndefined();
      expect(res.status, to).toBe(400);
    }
  });

  it('a page redirect with a status that is not a redirect status becomes a 302', async () => {
    const res = await request(t.app).get('/en/fixtures/redirect?to=%2Fen%2Ffixtures%2Fok&status=200');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/fixtures/ok');
  });

  it('a trailing slash answers 301 to the canonical slashless path, query kept', async () => {
    const res = await request(t.app).get('/en/fixtures/ok/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/fixtures/ok?a=1');
    expect((await request(t.app).get('/ar/')).headers.location).toBe('/ar');
    // a protocol-relative result is never produced
    const evil = await request(t.app).get('//evil.example/');
    expect(evil.headers.location).toBeUndefined();
  });

  it('a malformed query string is not an error', async () => {
    const res = await request(t.app).get('/en/fixtures/ok?x=%E0%A4%A&y=%');
    expect(res.status).toBe(200);
  });

  it('a page redirect on site works with its status', async () => {
    const res = await request(t.app).get('/en/fixtures/redirect?to=%2Fen%2Ffixtures%2Fok&status=301');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/fixtures/ok');
  });
});

describe('analytics configuration (docs/behaviour.md#B-PRIV-3)', () => {
  it('without ANALYTICS_ID: no analytics origin in the CSP and an empty id in the runtime config', async () => {
    const res = await request(t.app).get('/en/fixtures/ok');
    expect(res.headers['content-security-policy']).not.toContain('google-analytics');
    const state = appStateOf(res.text);
    expect(state.config.analyticsId).toBe('');
  });

  it('with ANALYTICS_ID: the id reaches the browser and the CSP allows sending page views', async () => {
    const withId = await createTestApp({ routes: fixtureRoutes, database: false, env: { ANALYTICS_ID: 'G-TEST123' } });
    try {
      const res = await request(withId.app).get('/en/fixtures/ok');
      const connect = directives(res.headers['content-security-policy']).get('connect-src') ?? [];
      expect(connect).toContain('https://www.google-analytics.com');
      const state = appStateOf(res.text);
      expect(state.config.analyticsId).toBe('G-TEST123');
      // no third-party script is loaded for it
      expect(res.text).not.toMatch(/<script[^>]+googletagmanager/);
    } finally {
      await withId.close();
    }
  });
});
