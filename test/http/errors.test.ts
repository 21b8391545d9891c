import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';
import { pino } from 'pino';
import { appStateOf } from '../helpers/app-state';

const MOVED = { ar: 'عذرًا، هذه الصفحة تم نقلها', en: 'Sorry, this page has been moved' };
const HOME = { ar: 'العودة إلى الرئيسية', en: 'Go back to home' };
const FAILED = { ar: 'حدث خطأ أثناء عرض صفحة الخطأ', en: 'An error occurred while showing the error page' };

const REQUEST_FAILED = {
  ar: 'تعذّر تحميل هذه الصفحة. حاول مرة أخرى.',
  en: 'We could not load this page. Please try again.',
};
const SERVER_FAILED = {
  ar: 'حدث خلل من جهتنا. حاول مرة أخرى بعد قليل.',
  en: 'Something went wrong on our side. Please try again in a moment.',
};

let t: TestApp;
let failing: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
  t = await createTestApp({ routes: fixtureRoutes, database: false, logger });
  failing = await createTestApp({
    routes: fixtureRoutes,
    database: false,
    errorPageFails: true,
  });
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

function errorPage(html: string): { status: string; title: string } | null {
  const status = /data-testid="error-page" data-status="(\d+)"/.exec(html)?.[1];
  const title = /<h1 class="error-page__title">([^<]*)<\/h1>/.exec(html)?.[1];
  return status && title ? { status, title } : null;
}

describe('404: no matching page', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: the "this page has been moved" message, inside the full layout`, async () => {
      const res = await request(t.app).get(`/${locale}/no/such/page`);
      expect(res.status).toBe(404);
      expect(res.type).toBe('text/html');
      expect(errorPage(res.text)).toEqual({ status: '404', title: MOVED[locale] });
      expect(res.text).toContain(HOME[locale]);
      expect(res.text).toContain('<header class="site-header"');
      expect(res.text).toContain(`<html lang="${locale}"`);
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  }

  it('an unprefixed unknown path is Arabic by default and English with the cookie', async () => {
    expect(errorPage((await request(t.app).get('/nothing-here')).text)?.title).toBe(MOVED.ar);
    expect(errorPage((await request(t.app).get('/nothing-here').set('Cookie', 'i18n_redirected=en')).text)?.title).toBe(
      MOVED.en,
    );
  });
});

describe('the pipeline error catalogue through HTTP', () => {
  it('validate false → 404 with the moved message', async () => {
    const res = await request(t.app).get('/en/fixtures/validate-false');
    expect(res.status).toBe(404);
    expect(errorPage(res.text)).toEqual({ status: '404', title: MOVED.en });
  });

  // A library's or a page's technical message is English: the page shows a text in the visitor's
  // language and the message goes to the log only.
  it('validate throws → its status, a visitor-language text, the message only in the log', async () => {
    const res = await request(t.app).get('/en/fixtures/validate-throws');
    expect(res.status).toBe(403);
    expect(errorPage(res.text)?.status).toBe('403');
    expect(res.text).toContain(`<p class="error-page__message">${REQUEST_FAILED.en}</p>`);
    expect(res.text).not.toContain('Members only');
    expect(logged.some((line) => line.includes('Members only') && line.includes('"status":403'))).toBe(true);
  });

  it('validate throws without a status → 500, the Arabic text, never the English message', async () => {
    const res = await request(t.app).get('/ar/fixtures/validate-throws?plain');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('Plain validate failure');
    expect(res.text).toContain(SERVER_FAILED.ar);
    expect(errorPage(res.text)?.title).toBe('حدث خطأ');
    expect(logged.some((line) => line.includes('Plain validate failure'))).toBe(true);
  });

  it('unknown middleware → 500; "Unknown middleware NAME" is logged, not shown', async () => {
    const res = await request(t.app).get('/en/fixtures/unknown-middleware');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('Unknown middleware noSuchMiddleware');
    expect(logged.some((line) => line.includes('Unknown middleware noSuchMiddleware'))).toBe(true);
  });

  it('a data error takes response.status', async () => {
    const res = await request(t.app).get('/ar/fixtures/data-error?status=502');
    expect(res.status).toBe(502);
    expect(res.text).not.toContain('Upstream said no');
    expect(res.text).toContain(SERVER_FAILED.ar);
  });

  it('the error travels in the serialized state for hydration, as a status and a text key', async () => {
    const res = await request(t.app).get('/en/fixtures/validate-throws');
    const state = appStateOf(res.text);
    expect(state.view).toMatchObject({
      kind: 'error',
      error: { statusCode: 403, message: '', messageKey: 'errors.requestFailed' },
    });
  });
});

describe('render failures', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: a page component that throws while rendering → 500 error page`, async () => {
      const res = await request(t.app).get(`/${locale}/fixtures/render-throws`);
      expect(res.status).toBe(500);
      expect(errorPage(res.text)?.status).toBe('500');
      expect(res.text).not.toContain('Fixture render failure');
      expect(res.text).toContain(SERVER_FAILED[locale]);
      expect(logged.some((line) => line.includes('Fixture render failure'))).toBe(true);
      expect(res.text).toContain(`<html lang="${locale}"`);
      expect(res.text).toContain('<header class="site-header"');
    });

    it(`${locale}: when the error page itself fails → "${FAILED[locale]}" and "${HOME[locale]}"`, async () => {
      const res = await request(failing.app).get(`/${locale}/fixtures/render-throws`);
      expect(res.status).toBe(500);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain(`<p>${FAILED[locale]}</p>`);
      expect(res.text).toContain(`<a href="/${locale}">${HOME[locale]}</a>`);
      expect(res.text).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    });

    it(`${locale}: a 404 whose error page fails keeps its status and shows the last-resort text`, async () => {
      const res = await request(failing.app).get(`/${locale}/no/such/page`);
      expect(res.status).toBe(404);
      expect(res.text).toContain(FAILED[locale]);
      expect(res.text).toContain(HOME[locale]);
    });
  }

  it('the failing error page is injected by the test app: healthy pages still render on that app', async () => {
    const res = await request(failing.app).get('/en/fixtures/ok');
    expect(res.status).toBe(200);
    expect(res.text).toContain('hello en');
  });
});
