import { expect, test, type Page } from '@playwright/test';
import { builtFile, hydrated, PHONE } from './helpers';

/**
 * The server renders with i18next and react-i18next, the browser hydrates with the site's own
 * interpreter of the same texts (docs/decisions/033-browser-i18n-interpreter.md). A text either gave
 * differently would make React throw the server's HTML away ("hydration failed", a console error)
 * and repaint the page: every page below must hydrate without one, in both languages, and keep
 * showing the server's texts after the language switch renders the page again in the browser.
 */
const PAGES = ['', '/news', '/calc/money', '/donate/cart', '/programs-and-projects', '/contactus', '/donate/instant-donation', '/pages/about'];

function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Pictures from other sites (video thumbnails) cannot load on a machine without internet.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: net::')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const locale of ['ar', 'en'] as const) {
  test(`every kind of page hydrates without a mismatch (${locale}, phone)`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = recordErrors(page);
    for (const path of PAGES) {
      await page.goto(`/${locale}${path}`);
      await hydrated(page);
      // Hydration errors are reported after the commit: give React a moment to report one.
      await page.waitForTimeout(150);
      expect(errors, `/${locale}${path}`).toEqual([]);
    }
  });
}

test('the language switch renders the page in the other language in the browser, texts and digits', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/ar/news');
  await hydrated(page);
  const arabicMain = await page.locator('main').innerText();
  expect(arabicMain).toMatch(/[\u0660-\u0669]/);
  // The same page as the server renders it in English.
  const fresh = await page.context().newPage();
  await fresh.goto('/en/news');
  const serverEnglish = await fresh.locator('main').innerText();
  await fresh.close();
  expect(serverEnglish).not.toMatch(/[\u0600-\u06ff]/);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL('/en/news');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => page.locator('main').innerText()).toBe(serverEnglish);
  expect(errors).toEqual([]);
});

test('the home keeps the server carousel when its code arrives after the page hydrated', async ({ page }) => {
  // On a slow phone the carousel's own code (loaded apart from the page's) can come in after the
  // rest of the page hydrated and re-rendered: React must still adopt the server's slides, not throw
  // them away and draw them again (the carousel blinked out, and its picture counted as painted late).
  await page.setViewportSize(PHONE);
  const errors = recordErrors(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const carousel = builtFile('src/pages/home/parts/home-carousel.tsx');
  await page.route((url) => url.pathname === carousel, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & { serverSlide?: Element | null }).serverSlide = document.querySelector('.carousel__slide img');
    });
  });
  // The rest of the texts arrive after hydration and render every translated part again.
  const homeTexts = builtFile('locales/ar/home.json');
  const restOfTexts = page.waitForResponse((response) => new URL(response.url()).pathname === homeTexts);
  await page.goto('/ar');
  await hydrated(page);
  await restOfTexts;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(page.locator('.carousel__slide img').first()).toBeVisible();
  release();
  await expect(page.locator('.carousel')).toHaveClass(/is-ready/);
  const kept = await page.evaluate(() => {
    const server = (window as Window & { serverSlide?: Element | null }).serverSlide;
    return !!server && server === document.querySelector('.carousel__slide img');
  });
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});
