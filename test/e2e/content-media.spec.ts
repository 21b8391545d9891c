import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, hydrated, snapshot } from './helpers';

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** How many slides sit fully inside the carousel's visible track. */
async function slidesInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const track = document.querySelector('.carousel__track')!.getBoundingClientRect();
    return [...document.querySelectorAll('.carousel__slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= track.left - 2 && box.right <= track.right + 2;
    }).length;
  });
}

const activeDot = (page: Page) =>
  page
    .locator('.carousel__dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

for (const locale of ['ar', 'en'] as const) {
  test.describe(`content-media pages in ${locale}`, () => {
    test('home: carousel with 3 slides on desktop, 1 on phones, right to left in Arabic', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize(DESKTOP);
      await page.goto(`/${locale}`);
      await hydrated(page);
      await expect(page.locator('.carousel')).toHaveClass(/is-ready/);
      expect(await slidesInView(page)).toBe(3);
      const first = page.locator('.carousel__slide').first();
      const track = await page.locator('.carousel__track').boundingBox();
      const box = await first.boundingBox();
      // Slide 1 starts at the reading edge: the right in Arabic, the left in English.
      if (locale === 'ar') expect(Math.abs(box!.x + box!.width - (track!.x + track!.width))).toBeLessThan(3);
      else expect(Math.abs(box!.x - track!.x)).toBeLessThan(3);
      await page.getByRole('button', { name: locale === 'ar' ? 'الشريحة التالية' : 'Next slide' }).click();
      await expect.poll(() => activeDot(page)).toBe(1);
      await page.setViewportSize(PHONE);
      await expect.poll(() => slidesInView(page)).toBe(1);
      await expect(page.locator('.home-stats dd').first()).toBeVisible();
      await expect(page.locator('.partner')).toHaveCount(6);
      expect(errors).toEqual([]);
    });

    test('home: Tab reaches only the slides in view, and a slide the arrows bring into view', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay moving the slides under the test
      for (const [viewport, perView] of [
        [DESKTOP, 3],
        [PHONE, 1],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/${locale}`);
        await hydrated(page);
        await expect(page.locator('.carousel')).toHaveClass(/is-ready/);
        const slides = page.locator('.carousel__slide');
        expect(await slides.count()).toBeGreaterThan(perView);
        await expect(page.locator('.carousel__slide:not([inert])')).toHaveCount(perView);
        // From the first slide shown, Tab walks through the slides in view and then to the arrows.
        await page.locator('.carousel__slide:not([inert]) a').first().focus();
        const reached: Array<{ inView: boolean; inTrack: boolean }> = [];
        for (let step = 0; step < 8; step += 1) {
          const where = await page.evaluate(() => {
            const focused = document.activeElement!;
            const track = document.querySelector('.carousel__track')!.getBoundingClientRect();
            const box = focused.getBoundingClientRect();
            return {
              inTrack: Boolean(focused.closest('.carousel__track')),
              inView: box.left >= track.left - 2 && box.right <= track.right + 2,
            };
          });
          if (!where.inTrack) break;
          reached.push(where);
          await page.keyboard.press('Tab');
        }
        expect(reached).toEqual(Array(perView).fill({ inTrack: true, inView: true }));
        await expect(page.locator(':focus')).toHaveClass(/carousel__arrow--prev/);
        // The next arrow brings a slide into view; it is the one Tab reaches now, and the one that left is out of reach.
        const firstShown = await slides.evaluateAll((all) => all.findIndex((slide) => !slide.hasAttribute('inert')));
        await page.getByRole('button', { name: locale === 'ar' ? 'الشريحة التالية' : 'Next slide' }).click();
        await expect.poll(() => slides.nth(firstShown).evaluate((slide) => slide.hasAttribute('inert'))).toBe(true);
        await expect(page.locator('.carousel__slide:not([inert])')).toHaveCount(perView);
        expect(await slidesInView(page)).toBe(perView);
        const shown = await slides.evaluateAll((all) =>
          all.flatMap((slide, index) => (slide.hasAttribute('inert') ? [] : [index])),
        );
        expect(shown).not.toContain(firstShown);
      }
    });

    test('home: autoplay moves on after 5 s and pauses while hovered', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/${locale}`);
      await hydrated(page);
      await page.mouse.move(0, 0);
      await expect.poll(() => activeDot(page), { timeout: 7000, intervals: [50] }).toBe(1);
      // The next move comes a full interval later (5000 ms), not sooner.
      await page.waitForTimeout(4200);
      expect(await activeDot(page)).toBe(1);
      await expect.poll(() => activeDot(page), { timeout: 2500, intervals: [50] }).toBe(2);
      await page.locator('.carousel__track').hover();
      await page.waitForTimeout(5800);
      expect(await activeDot(page)).toBe(2);
      await page.getByRole('button', { name: locale === 'ar' ? 'إيقاف مؤقت' : 'Pause' }).click();
      await expect(page.getByRole('button', { name: locale === 'ar' ? 'تشغيل' : 'Play' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test('home: video slides show a thumbnail (provider or local) and open the provider', async ({ page }) => {
      await page.goto(`/${locale}`);
      await hydrated(page);
      const video = page.locator('.slide-card--video').first();
      await expect(video).toHaveAttribute('href', /youtube\.com|youtu\.be|vimeo\.com/);
      await expect(video).toHaveAttribute('target', '_blank');
      // Offline here: the provider thumbnail fails and the local poster takes its place.
      await expect(video.locator('img')).toHaveAttribute(
        'src',
        /^\/media\/video|^\/media\/slide|^https:\/\/i\.ytimg\.com\//,
      );
      await expect
        .poll(() => video.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    test('news list → item, pager, program donate link', async ({ page }) => {
      await page.goto(`/${locale}/news`);
      await hydrated(page);
      const firstTitle = await page.locator('.media-card__title').first().innerText();
      await page.locator('.pager__link', { hasText: locale === 'ar' ? '٢' : '2' }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news\\?page=2$`));
      await expect(page.locator('.media-card__title').first()).not.toHaveText(firstTitle);
      await page.locator('.media-card__link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/\\d+$`));
      await expect(page.locator('.article .prose p').first()).toBeVisible();
      await page.goto(`/${locale}/programs-and-projects/1`);
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(page.locator('.donate-box__button')).toHaveAttribute(
        'href',
        `/${locale}/donate/instant-donation?program=1`,
      );
    });

    test('videos: a thumbnail button swaps in the provider player', async ({ page }) => {
      await page.goto(`/${locale}/videos`);
      await hydrated(page);
      await page.locator('.video-card__play').first().click();
      await expect(page.locator('.video-card__player iframe').first()).toHaveAttribute(
        'src',
        /youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\//,
      );
    });

    test('home, a list and a detail at phone and desktop width: no picture fails to load (screenshots for a person)', async ({
      page,
    }) => {
      for (const [width, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const [name, path] of [
          ['home', `/${locale}`],
          ['news', `/${locale}/news`],
          ['news-item', `/${locale}/news/1`],
          ['program', `/${locale}/programs-and-projects/1`],
          ['paths', `/${locale}/paths/1`],
        ] as const) {
          await page.goto(path);
          await hydrated(page);
          await loadLazyImages(page);
          const broken = await page
            .locator('img')
            .evaluateAll((images) =>
              images
                .filter(
                  (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0,
                )
                .map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')),
            );
          expect(broken, `${path} at ${width} width`).toEqual([]);
          await snapshot(page, `content-media-${name}-${locale}-${width}`, true);
        }
      }
    });

    test('no serious or critical accessibility violations', async ({ page }) => {
      test.setTimeout(120_000);
      const paths = [
        '',
        '/news',
        '/news/1',
        '/images',
        '/images/1',
        '/videos',
        '/messages',
        '/messages/1',
        '/programs-and-projects',
        '/programs-and-projects/ProgramList',
        '/programs-and-projects/1',
        '/paths',
        '/paths/1',
      ];
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(`/${locale}${path}`);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).include('main').analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          found.push(
            `${path || '/'}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
      }
      expect(found).toEqual([]);
    });
  });
}
