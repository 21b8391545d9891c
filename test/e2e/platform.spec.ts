import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, builtFile, hydrated, snapshot } from './helpers';
import { rowByKey } from '../../src/route-rows';

/** Platform behaviours in the browser (docs/behaviour.md#B-UI-1, #B-NAV-5, #B-PRIV-3): toasts, prefetch, analytics, layout screenshots. */

function homeModule(): string {
  return rowByKey('home').page;
}

const TYPES = ['default', 'info', 'success', 'error', 'warning'] as const;

async function showToast(page: Page, type: (typeof TYPES)[number]) {
  await page.locator(`button[data-toast="${type}"]`).click();
}

test.describe('toasts on /pages/test (docs/behaviour.md#B-UI-1)', () => {
  test('each of the five types, bottom-right, in the visitor language', async ({ page }) => {
    await page.goto('/en/pages/test');
    await hydrated(page);
    for (const type of TYPES) await showToast(page, type);
    const toasts = page.locator('.Toastify__toast');
    await expect(toasts).toHaveCount(5);
    for (const type of TYPES) await expect(page.locator(`.Toastify__toast--${type}`)).toHaveCount(1);
    await expect(page.locator('.Toastify__toast--success')).toContainText('Done: your action succeeded.');
    const container = page.locator('.Toastify__toast-container');
    await expect(container).toHaveClass(/Toastify__toast-container--bottom-right/);
    const box = (await container.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 60);
    await snapshot(page, 'toasts-en-desktop');
  });

  test('Arabic toasts read right to left, and what a screen reader hears of them is Arabic too', async ({ page }) => {
    await page.goto('/ar/pages/test');
    // The live region is in the server's page, named before any toast or script.
    await expect(page.getByRole('region', { name: 'الإشعارات (Alt+T)' })).toHaveCount(1);
    await hydrated(page);
    await showToast(page, 'info');
    const toast = page.locator('.Toastify__toast--info');
    await expect(toast).toContainText('للعلم');
    await expect(toast).toHaveClass(/Toastify__toast--rtl/);
    await toast.hover(); // holds the countdown while the toast is examined
    await expect(page.getByRole('region', { name: 'الإشعارات (Alt+T)' })).toHaveCount(1);
    // The only name inside the toast a screen reader reaches is Arabic: no "close", no "notification timer".
    await expect(toast.getByRole('progressbar')).toHaveCount(0);
    const names = await toast.evaluate((element) =>
      [...element.querySelectorAll('[aria-label]')]
        .filter((named) => !named.closest('[aria-hidden="true"]'))
        .map((named) => named.getAttribute('aria-label')),
    );
    expect(names).toEqual(['إغلاق الإشعار']);
    await snapshot(page, 'toasts-ar-desktop');
    // Alt+T takes the keyboard to the toast, whose close button is named in Arabic and closes it.
    await page.keyboard.press('Alt+t');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Tab');
    const close = toast.getByRole('button', { name: 'إغلاق الإشعار' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });

  test('a toast closes by itself after about 3 s', async ({ page }) => {
    await page.goto('/en/pages/test');
    await hydrated(page);
    await page.mouse.move(0, 0);
    // Timed in the page, from the toast's arrival to the start of its exit (react-toastify gives it an
    // exit class when the time is up), so neither the test's own polling nor the length of the exit
    // animation on a loaded machine counts.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const toast = document.querySelector('.Toastify__toast--info');
        if (toast && times.shown === undefined) times.shown = performance.now();
        const leaving = toast === null || /-exit/.test(toast.className);
        if (leaving && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await showToast(page, 'info');
    const toast = page.locator('.Toastify__toast--info');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 4000 });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    expect(gone - shown).toBeGreaterThan(2500);
    expect(gone - shown).toBeLessThan(4500);
  });

  test('hovering pauses the countdown', async ({ page }) => {
    await page.goto('/en/pages/test');
    await hydrated(page);
    await showToast(page, 'warning');
    const toast = page.locator('.Toastify__toast--warning');
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.waitForTimeout(4500);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 5000 });
  });

  test('a click dismisses a toast', async ({ page }) => {
    await page.goto('/en/pages/test');
    await hydrated(page);
    await showToast(page, 'error');
    const toast = page.locator('.Toastify__toast--error');
    await toast.click();
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });
});

test('page code is prefetched when a link becomes visible, before any click', async ({ page }) => {
  const chunk = builtFile(`src/pages/${homeModule()}.tsx`);
  const prefetched = page.waitForRequest((request) => request.url().endsWith(chunk), { timeout: 10_000 });
  await page.goto('/ar/pages/test');
  await hydrated(page);
  // the brand link (home) is visible at the top: its page chunk is fetched while idle
  const request = await prefetched;
  expect(page.url()).toMatch(/\/ar\/pages\/test$/);
  expect(request.resourceType()).toBe('script');
});

test('no analytics request without an analytics id', async ({ page }) => {
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (/google-analytics|googletagmanager|\/g\/collect/.test(request.url())) analytics.push(request.url());
  });
  await page.goto('/ar');
  await hydrated(page);
  await page.locator('.site-footer a').first().click();
  await expect(page).not.toHaveURL(/\/ar$/);
  await page.waitForTimeout(1200);
  expect(analytics).toEqual([]);
  expect(await page.locator('script[src*="google"]').count()).toBe(0);
});

test.describe('screenshots of the header, a page and the 404 page', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const locale of ['ar', 'en'] as const) {
      test(`${locale} ${device}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/${locale}/pages/about`);
        await hydrated(page);
        const header = page.locator('header.site-header');
        await snapshot(page, `page-about-${locale}-${device}`);
        await snapshot(header, `header-${locale}-${device}`);
        // nothing in the header sticks out sideways
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (device === 'phone') {
          await page.locator('button.menu-toggle').click();
          await expect(page.locator('nav.site-nav')).toHaveClass(/site-nav--open/);
          await snapshot(page, `header-menu-${locale}-${device}`);
          await page.locator('button.menu-toggle').click();
        }
        await snapshot(page, `page-about-full-${locale}-${device}`, true);
        await page.goto(`/${locale}/no/such/page`);
        await hydrated(page);
        await expect(page.getByTestId('error-page')).toBeVisible();
        await snapshot(page, `404-${locale}-${device}`);
        const overflow404 = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow404).toBeLessThanOrEqual(0);
      });
    }
  }
});

test('the showcase has the carousel, with the video error messages of docs/behaviour.md#B-UI-2', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/pages/test');
  await hydrated(page);
  await expect(page.locator('.slide-card').first()).toBeVisible();
  await expect(page.locator('.slide-card--error')).toHaveCount(2);
  await expect(page.locator('.slide-card--error').first()).toContainText(
    /Missing video URL\.|Video URL not supported\./,
  );
  await page.locator('#showcase-carousel').scrollIntoViewIfNeeded();
  await snapshot(page, 'showcase-carousel-en-desktop');
  await page.goto('/ar/pages/test');
  await hydrated(page);
  await page.locator('#showcase-carousel').scrollIntoViewIfNeeded();
  await snapshot(page, 'showcase-carousel-ar-desktop');
  expect(errors).toEqual([]);
});
