import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';
import { appStateOf } from '../helpers/app-state';

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ routes: fixtureRoutes, database: false, env });
  apps.push(t);
  return t;
}
afterAll(async () => Promise.all(apps.map((t) => t.close())));

function htmlLang(text: string): { lang: string; dir: string } | null {
  const match = /<html lang="(\w+)" dir="(\w+)">/.exec(text);
  return match ? { lang: match[1], dir: match[2] } : null;
}

let t: TestApp;
beforeAll(async () => {
  t = await app();
});

describe('locale: prefix → cookie → default', () => {
  it('the /en prefix wins over an Arabic cookie', async () => {
    const res = await request(t.app).get('/en/fixtures/ok').set('Cookie', 'i18n_redirected=ar');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(res.text).toContain('hello en');
  });

  it('the /ar prefix wins over an English cookie', async () => {
    const res = await request(t.app).get('/ar/fixtures/ok').set('Cookie', 'i18n_redirected=en');
    expect(htmlLang(res.text)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(res.text).toContain('hello ar');
  });

  it('without a prefix, the cookie decides', async () => {
    const res = await request(t.app).get('/fixtures/ok').set('Cookie', 'i18n_redirected=en');
    expect(htmlLang(res.text)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('without prefix and cookie: Arabic, right to left', async () => {
    const res = await request(t.app).get('/fixtures/ok');
    expect(htmlLang(res.text)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('an unknown cookie value falls back to Arabic', async () => {
    const res = await request(t.app).get('/fixtures/ok').set('Cookie', 'i18n_redirected=fr');
    expect(htmlLang(res.text)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('/, /ar and /en all show the index page', async () => {
    for (const path of ['/', '/ar', '/en']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('data-testid="fixture-ok"');
    }
  });

  it('pages vary on Cookie and Accept-Language', async () => {
    for (const path of ['/', '/ar/fixtures/ok', '/fixtures/ok']) {
      const res = await request(t.app).get(path);
      expect(res.headers.vary, path).toMatch(/Cookie/);
      expect(res.headers.vary, path).toMatch(/Accept-Language/);
    }
  });

  it('only the current locale resources are serialized', async () => {
    // The 404 page: its text is one the state must carry (the state holds the texts the render used).
    const res = await request(t.app).get('/en/fixtures/missing');
    const state = appStateOf(res.text);
    expect(state.locale).toBe('en');
    expect((state.resources.common.errors as Record<string, unknown>).notFound).toBe('Sorry, this page has been moved');
    // the Arabic bundle is not there (its own name for the language switch is the only Arabic in English resources)
    expect(JSON.stringify(state.resources)).not.toContain('عذرًا، هذه الصفحة تم نقلها');
  });

  it("the toasts' live region and close button are named in the page's language, in the page and its state", async () => {
    for (const [path, region, close] of [
      ['/ar/fixtures/ok', 'الإشعارات (Alt+T)', 'إغلاق الإشعار'],
      ['/en/fixtures/ok', 'Notifications (Alt+T)', 'Close the notification'],
    ] as const) {
      const res = await request(t.app).get(path);
      expect(res.text, path).toContain(
        `<section class="Toastify" aria-live="polite" aria-atomic="false" aria-relevant="additions text" aria-label="${region}">`,
      );
      // A toast can come before the rest of the texts: its close button's name travels with the page.
      const toast = appStateOf(res.text).resources.common.toast as Record<string, unknown>;
      expect(toast, path).toEqual({ region, close });
    }
  });
});

describe('browser-language detection on unprefixed paths (DETECT_BROWSER_LANGUAGE, default on)', () => {
  it('English Accept-Language → 302 /en and the cookie i18n_redirected for 365 days, Path=/, SameSite=Lax', async () => {
    const res = await request(t.app).get('/').set('Accept-Language', 'en-GB,en;q=0.9,ar;q=0.5');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('i18n_redirected='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('Arabic (or unsupported) Accept-Language stays on / in Arabic', async () => {
    for (const header of ['ar-SA,ar;q=0.9', 'fr-FR', 'en;q=0.2, ar;q=0.9']) {
      const res = await request(t.app).get('/').set('Accept-Language', header);
      expect(res.status, header).toBe(200);
      expect(htmlLang(res.text)).toEqual({ lang: 'ar', dir: 'rtl' });
    }
  });

  it('a visitor with the cookie is not redirected', async () => {
    const res = await request(t.app).get('/').set('Accept-Language', 'en').set('Cookie', 'i18n_redirected=ar');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)?.lang).toBe('ar');
  });

  it('every unprefixed path: an English browser goes to the same page under /en, query kept', async () => {
    const res = await request(t.app).get('/fixtures/ok?page=2&q=x').set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/fixtures/ok?page=2&q=x');
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('i18n_redirected=en;'))).toBe(
      true,
    );
    expect(res.headers.vary).toMatch(/Accept-Language/);
    // an unknown unprefixed path moves too (and is then the English 404 page)
    const missing = await request(t.app).get('/no-such-page').set('Accept-Language', 'en');
    expect(missing.status).toBe(302);
    expect(missing.headers.location).toBe('/en/no-such-page');
  });

  it('prefixed paths keep their prefix, whatever the browser says', async () => {
    for (const path of ['/ar', '/ar/fixtures/ok']) {
      const res = await request(t.app).get(path).set('Accept-Language', 'en');
      expect(res.status, path).toBe(200);
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(htmlLang(res.text)?.lang, path).toBe('ar');
    }
    const en = await request(t.app).get('/en/fixtures/ok').set('Accept-Language', 'ar');
    expect(en.status).toBe(200);
    expect(htmlLang(en.text)?.lang).toBe('en');
  });

  it('the cookie wins over the browser on unprefixed paths', async () => {
    const res = await request(t.app)
      .get('/fixtures/ok')
      .set('Accept-Language', 'en')
      .set('Cookie', 'i18n_redirected=ar');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)?.lang).toBe('ar');
  });

  it('an Arabic browser stays on the unprefixed path, in Arabic', async () => {
    const res = await request(t.app).get('/fixtures/ok').set('Accept-Language', 'ar-SA');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)?.lang).toBe('ar');
  });

  it('API calls and POSTs are never moved', async () => {
    const api = await request(t.app).get('/api/v1/no-such').set('Accept-Language', 'en');
    expect(api.status).not.toBe(302);
    const post = await request(t.app).post('/fixtures/ok').set('Accept-Language', 'en');
    expect(post.status).not.toBe(302);
  });

  it('off: an English browser is not redirected', async () => {
    const off = await app({ DETECT_BROWSER_LANGUAGE: 'off' });
    for (const path of ['/', '/fixtures/ok']) {
      const res = await request(off.app).get(path).set('Accept-Language', 'en');
      expect(res.status, path).toBe(200);
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(htmlLang(res.text)?.lang, path).toBe('ar');
    }
  });
});

describe('ROOT_REDIRECT', () => {
  it('redirects / with 302 by default, before any detection', async () => {
    const configured = await app({ ROOT_REDIRECT: '/en/fixtures/ok' });
    const res = await request(configured.app).get('/').set('Accept-Language', 'ar');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/fixtures/ok');
    // only the root: other paths are untouched
    expect((await request(configured.app).get('/ar')).status).toBe(200);
  });

  it('uses the configured status', async () => {
    const configured = await app({ ROOT_REDIRECT: '/ar/fixtures/ok', ROOT_REDIRECT_STATUS: '301' });
    const res = await request(configured.app).get('/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/ar/fixtures/ok');
    const head = await request(configured.app).head('/');
    expect(head.status).toBe(301);
  });
});
