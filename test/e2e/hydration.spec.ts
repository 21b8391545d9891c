import { expect, test, type Page } from '@playwright/test';
import { withAppState } from '../helpers/app-state';
import { builtFile, builtFiles, holdFiles, hydrated, PHONE } from './helpers';

/**
 * The server renders with i18next and react-i18next, the browser hydrates with the site's own
 * interpreter of the same texts (docs/decisions/033-browser-i18n-interpreter.md). A text either gave
 * differently would make React throw the server's HTML away ("hydration failed", a console error)
 * and repaint the page: every page below must hydrate without one, in both languages, and keep
 * showing the server's texts after the language switch renders the page again in the browser.
 */
const PAGES = [
  '',
  '/news',
  '/calc/money',
  '/donate/cart',
  '/programs-and-projects',
  '/contactus',
  '/donate/instant-donation',
  '/pages/about',
];

function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Pictures from other sites (video thumbnails) cannot load on a machine without internet.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: net::'))
      errors.push(message.text());
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

test('the language switch renders the page in the other language in the browser, texts and digits', async ({
  page,
}) => {
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

/** Counts React's commits through the hook React offers developer tools (present in production builds). */
async function countCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as Window & { commits?: number };
    counter.commits = 0;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => (counter.commits = (counter.commits ?? 0) + 1),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

const commits = (page: Page) => page.evaluate(() => (window as Window & { commits?: number }).commits ?? -1);

/** Holds the locale's text chunks back until `release`; `arrived` settles once every one asked for has loaded. */
async function holdTexts(page: Page, locale: 'ar' | 'en') {
  const files = new Set(builtFiles(`locales/${locale}/`));
  expect(files.size).toBeGreaterThan(5);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const loading: Promise<unknown>[] = [];
  let finished = 0;
  page.on('requestfinished', (request) => {
    if (files.has(new URL(request.url()).pathname)) finished += 1;
  });
  await page.route(
    (url) => files.has(url.pathname),
    (route) => {
      loading.push(held.then(() => route.continue()));
    },
  );
  return {
    release,
    asked: () => loading.length,
    arrived: async () => {
      await Promise.all(loading);
      await expect.poll(() => finished).toBe(loading.length);
    },
  };
}

/** Waits until no commit came for a while (hydration's own effects have run). */
async function settled(page: Page): Promise<number> {
  let last = await commits(page);
  for (;;) {
    await page.waitForTimeout(400);
    const now = await commits(page);
    if (now === last) return now;
    last = now;
  }
}

test('the page does not render again when the rest of the texts arrive and nothing was missing', async ({ page }) => {
  // The page's state carries every text its server render used; the rest arrive after hydration.
  // Rendering the whole page again for them changes nothing shown and was the largest task after
  // hydration on a phone.
  await page.setViewportSize(PHONE);
  const errors = recordErrors(page);
  await countCommits(page);
  for (const [locale, path] of [
    ['ar', '/ar'],
    ['en', '/en/news'],
    ['ar', '/ar/calc/money'],
    ['ar', '/ar/donate/cart'],
  ] as const) {
    const texts = await holdTexts(page, locale);
    await page.goto(path);
    await hydrated(page);
    // The home's carousel code loads on its own and commits when it comes: let it come first.
    if (path === '/ar') await expect(page.locator('.carousel')).toHaveClass(/is-ready/);
    const before = await settled(page);
    expect(before, path).toBeGreaterThan(0);
    await expect
      .poll(() => texts.asked(), { message: `${path}: the rest of the texts are asked for` })
      .toBeGreaterThan(5);
    texts.release();
    await texts.arrived();
    expect(await settled(page), path).toBe(before);
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(errors).toEqual([]);
});

test('the home keeps the server carousel and news cards when their code arrives after the page rendered again', async ({
  page,
}) => {
  // On a slow phone the carousel's own code (loaded apart from the page's) can come in after the
  // rest of the page hydrated and rendered again: React must still adopt the server's slides, not
  // throw them away and draw them again (the carousel blinked out, and its picture counted as
  // painted late). The page renders again when the rest of the texts arrive if a part lacked one:
  // here the basket link's label, taken out of the page's state (an attribute, which hydration
  // leaves as the server wrote it).
  await page.setViewportSize(PHONE);
  const errors = recordErrors(page);
  await page.route('/ar', async (route) => {
    const response = await route.fetch();
    const html = withAppState(await response.text(), (state) => {
      const nav = (state.resources as { common: { nav: Record<string, string> } }).common.nav;
      for (const key of Object.keys(nav)) if (key.startsWith('basketWithCount')) delete nav[key];
    });
    await route.fulfill({ response, body: html });
  });
  const release = await holdFiles(page, [builtFile('src/pages/home/parts/home-carousel.tsx')]);
  // The news cards (with the dates in both calendars) are a part of their own too.
  const releaseNews = await holdFiles(page, [builtFile('src/pages/home/parts/home-news-cards.tsx')]);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const saved = window as Window & { serverSlide?: Element | null; serverNewsLink?: Element | null };
      saved.serverSlide = document.querySelector('.carousel__slide img');
      saved.serverNewsLink = document.querySelector('.home-news .news-card a');
    });
  });
  const texts = await holdTexts(page, 'ar');
  await countCommits(page);
  await page.goto('/ar');
  await hydrated(page);
  const before = await settled(page);
  texts.release();
  await texts.arrived();
  // The part that lacked its text rendered again with it, and so did the page around the carousel.
  await expect.poll(() => commits(page)).toBeGreaterThan(before);
  await expect(page.locator('.basket-link').first()).toHaveAttribute('aria-label', /سلة التبرعات/);
  await expect(page.locator('.carousel__slide img').first()).toBeVisible();
  expect(await page.locator('.carousel').getAttribute('class')).not.toMatch(/is-ready/);
  release();
  await expect(page.locator('.carousel')).toHaveClass(/is-ready/);
  const kept = await page.evaluate(() => {
    const server = (window as Window & { serverSlide?: Element | null }).serverSlide;
    return !!server && server === document.querySelector('.carousel__slide img');
  });
  expect(kept).toBe(true);
  // Until their code comes, the server's cards stay on screen as plain links, dates and all.
  const newsLink = page.locator('.home-news .news-card a').first();
  await expect(newsLink).toBeVisible();
  await expect(page.locator('.home-news .news-card time').first()).toContainText(/هـ/);
  const hydratedLink = () =>
    newsLink.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await hydratedLink()).toBe(false);
  releaseNews();
  await expect.poll(hydratedLink).toBe(true);
  const keptNews = await page.evaluate(() => {
    const server = (window as Window & { serverNewsLink?: Element | null }).serverNewsLink;
    return !!server && server === document.querySelector('.home-news .news-card a');
  });
  expect(keptNews).toBe(true);
  expect(errors).toEqual([]);
});

test('a navigation in the browser shows the home with its news cards in place, never an empty news section', async ({
  page,
}) => {
  await page.goto('/ar/news');
  await hydrated(page);
  // Watch every change of the page: the home must never be on screen without its news cards.
  await page.evaluate(() => {
    const seen = window as Window & { homeWithoutNews?: boolean };
    seen.homeWithoutNews = false;
    new MutationObserver(() => {
      const news = document.querySelector('.home-news');
      if (news && !news.querySelector('.news-card')) seen.homeWithoutNews = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.site-header a[href="/ar"]').first().click();
  await expect(page.locator('.home-news .news-card').first()).toBeVisible();
  await expect(page.locator('.home-news .news-card time').first()).toContainText(/هـ/);
  expect(await page.evaluate(() => (window as Window & { homeWithoutNews?: boolean }).homeWithoutNews)).toBe(false);
});

test('the first page fades in and its main picture counts as painted with the first paint', async ({ browser }) => {
  // Chromium does not take an image painted at opacity 0 as the largest paint. With the first
  // page's fade starting at 0, the home's first slide only counted once something repainted it
  // after the fade: on a slow phone, the carousel starting up after hydration, seconds later.
  // Pixel ratio of a mid-range phone, no scripts; the stylesheets come late, so the picture is
  // there for the first paint.
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.addInitScript(() => {
    const paints: { slide: boolean; time: number }[] = [];
    (window as Window & { paints?: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        paints.push({ slide: !!entry.element?.closest('.carousel__slide'), time: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/ar');
  await page.waitForTimeout(1500);
  const { paints, first } = await page.evaluate(() => ({
    paints: (window as Window & { paints?: { slide: boolean; time: number }[] }).paints ?? [],
    first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const slide = paints.find((paint) => paint.slide);
  expect(slide, JSON.stringify(paints)).toBeDefined();
  // In the first paint's frame, not after the fade (180 ms).
  expect(slide!.time - first).toBeLessThan(100);
  // The page still appears with the fade (docs/behaviour.md#B-NAV-3).
  await expect(page.locator('[data-transition]')).toHaveClass(/fade-appear/);
  expect(await page.locator('[data-transition]').evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'fade-in',
  );
  await context.close();
});
