import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated, phases, PHONE, recordLoadingPhases, snapshot, startOwnServer } from './helpers';

/**
 * Site-wide rules in Chromium (docs/behaviour.md): browser-language detection on unprefixed paths,
 * the loading bar on request errors, /donate/paid without a payment, analytics only after consent.
 */

type Locale = 'ar' | 'en';
type Strings = Record<string, unknown>;
const bundle = (locale: Locale, ns: string): Strings =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Strings;
const say = (locale: Locale, ns: string, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], bundle(locale, ns));
  if (typeof value !== 'string') throw new Error(`missing string ${ns}:${key}`);
  return value;
};

async function browserIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test.describe('browser-language detection on unprefixed paths (no cookie yet)', () => {
  test('an English browser opening an unprefixed page lands on its /en form, and the cookie remembers it', async ({
    browser,
  }) => {
    const { context, page } = await browserIn(browser, 'en-US');
    await page.goto('/pages/about?from=link');
    await expect(page).toHaveURL('/en/pages/about?from=link');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    await context.close();
  });

  test('an Arabic browser stays on the unprefixed page, in Arabic', async ({ browser }) => {
    const { context, page } = await browserIn(browser, 'ar-SA');
    await page.goto('/pages/about');
    await expect(page).toHaveURL('/pages/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('a prefixed page keeps its prefix, whatever the browser prefers', async ({ browser }) => {
    const { context, page } = await browserIn(browser, 'en-US');
    await page.goto('/ar/pages/about');
    await expect(page).toHaveURL('/ar/pages/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined();
    await context.close();
  });

  test('the cookie wins over the browser on an unprefixed page', async ({ browser }) => {
    const { context, page } = await browserIn(browser, 'en-US');
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: test.info().project.use.baseURL! }]);
    await page.goto('/pages/about');
    await expect(page).toHaveURL('/pages/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });
});

test('a client navigation to an unprefixed address follows detection too (no full load)', async ({ browser }) => {
  const { context, page } = await browserIn(browser, 'en-US');
  await page.goto('/ar/pages/about');
  await hydrated(page);
  await page.evaluate(() => {
    (window as Window & { __marker?: string }).__marker = 'still here';
    // An unprefixed entry reached through history, as Back/Forward would.
    window.history.pushState(null, '', '/pages/test?from=history');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/en/pages/test?from=history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe('still here');
  await context.close();
});

test('a navigation that fails is recorded with its time, path and route', async ({ page }) => {
  const recorded: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') recorded.push(message.text());
  });
  await page.goto('/en/pages/test');
  await hydrated(page);
  const before = Date.now();
  await page.getByTestId('demo-fail').click();
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect
    .poll(() => recorded.find((line) => / 503 on \/en\/pages\/test \(pagesTest\): /.test(line)))
    .toBeDefined();
  const line = recorded.find((text) => / 503 on \/en\/pages\/test/.test(text))!;
  const at = Date.parse(/^\[([^\]]+)\]/.exec(line)?.[1] ?? '');
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
});

test.describe('the loading bar turns failed on request errors, not only on navigation', () => {
  test('a form whose post fails: failed, then hidden', async ({ page }) => {
    await page.route('**/api/v1/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"server_error"}}' })
        : route.continue(),
    );
    await page.goto('/en/contactus');
    await hydrated(page);
    const form = page.getByRole('form', { name: say('en', 'apply', 'contact.formLabel') });
    await form.locator('#field-name').fill('Abdullah');
    await form.locator('#field-email').fill('abdullah@example.org');
    await form.locator('#field-subject').fill('A question');
    await form.locator('#field-message').fill('How can I donate medical devices?');
    await form.locator('#field-consent').check();
    await recordLoadingPhases(page);
    await form.getByRole('button', { name: say('en', 'apply', 'contact.submit') }).click();
    await expect.poll(() => phases(page)).toEqual(['failed', 'hidden']);
  });

  test('a basket whose order fails to post: failed, then hidden', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/ar/contribute/waqf');
    await hydrated(page);
    await page.getByTestId('item-card').first().getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count').first()).toHaveText(/./);
    await page.route('**/api/v1/orders', (route) => route.abort('connectionreset'));
    await page.goto('/ar/donate/cart');
    await hydrated(page);
    const form = page.locator('form.checkout-form');
    await form.locator('input[name="name"]').fill('متبرع تجريبي');
    await form.locator('input[name="mobile"]').fill('0512345678');
    await form.getByTestId('method-card').check();
    await recordLoadingPhases(page);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => phases(page)).toEqual(['failed', 'hidden']);
  });
});

for (const locale of ['ar', 'en'] as const) {
  test(`/donate/paid without a payment: a page that points to the basket and the receipt, noindex (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto(`/${locale}/donate/paid`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const notice = page.getByTestId('paid-without-payment');
    await expect(notice).toContainText(say(locale, 'giving', 'paid.none'));
    await expect(notice).toContainText(say(locale, 'giving', 'paid.receipts'));
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await snapshot(page, `paid-without-payment-${locale}`);
    await notice.getByRole('link', { name: say(locale, 'giving', 'paid.toBasket') }).click();
    await expect(page).toHaveURL(`/${locale}/donate/cart`);
  });
}

/** A server of our own with an analytics id (the shared one has none, as production defaults). */
test.describe('analytics only after consent (ANALYTICS_ID set)', () => {
  const port = Number(process.env.E2E_PORT) + 40;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    server = await startOwnServer(port, 'analytics', { ANALYTICS_ID: 'G-E2ETEST1' });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  /** Every hit to the analytics collector, answered here (no internet) and counted. */
  async function watchHits(page: Page): Promise<string[]> {
    const hits: string[] = [];
    await page.context().route(/google-analytics\.com/, async (route) => {
      hits.push(`${route.request().url()}\n${route.request().postData() ?? ''}`);
      await route.fulfill({ status: 204, body: '' });
    });
    return hits;
  }

  const stored = (page: Page) => page.evaluate(() => ({ ...window.localStorage }));

  for (const locale of ['ar', 'en'] as const) {
    test(`nothing is sent or stored before the answer; "Allow" counts from this page on (${locale})`, async ({
      page,
    }) => {
      const hits = await watchHits(page);
      await page.goto(`${base}/${locale}/news`);
      await hydrated(page);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(say(locale, 'common', 'consent.text'));
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="consent-banner"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await snapshot(page, `consent-banner-${locale}`);

      // A client navigation before answering: still nothing.
      await page.locator('a.brand').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await page.waitForTimeout(1000);
      expect(hits).toEqual([]);
      expect(Object.keys(await stored(page))).not.toContain('analytics-cid');

      await banner.getByRole('button', { name: say(locale, 'common', 'consent.allow'), exact: true }).click();
      await expect(banner).toHaveCount(0);
      await expect.poll(() => hits.length).toBe(1);
      expect(hits[0]).toContain('tid=G-E2ETEST1');
      expect(hits[0]).toContain('en=page_view');
      expect(decodeURIComponent(hits[0])).toContain(`${base}/${locale}`);
      expect(Object.keys(await stored(page))).toContain('analytics-cid');

      // Remembered: no question after a reload, and the reload is counted.
      await page.reload();
      await hydrated(page);
      await expect.poll(() => hits.length).toBe(2);
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    });

    test(`"Don't allow": nothing is ever sent, and the question is not asked again (${locale})`, async ({ page }) => {
      const hits = await watchHits(page);
      await page.goto(`${base}/${locale}`);
      await hydrated(page);
      await page
        .getByTestId('consent-banner')
        .getByRole('button', { name: say(locale, 'common', 'consent.decline'), exact: true })
        .click();
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
      await page.goto(`${base}/${locale}/news`);
      await hydrated(page);
      await page.waitForTimeout(1000);
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
      expect(hits).toEqual([]);
      expect(Object.keys(await stored(page))).not.toContain('analytics-cid');
    });
  }
});
