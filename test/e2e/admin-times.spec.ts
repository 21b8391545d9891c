import { expect, test } from '@playwright/test';
import { DESKTOP } from './helpers';
import { addStaff, database, open, signIn } from './admin-helpers';
import { addDays, riyadhDate } from '../../src/lib/civil-dates';

/**
 * Back-office times are Riyadh time whatever the browser's zone (the server runs on UTC): an editor
 * schedules a news item for 14:30, the API stores 11:30Z, and the form shows 14:30 again. Run with
 * the browser in Riyadh and in New York, where the input's wall-clock used to be read in the
 * browser's zone or, sent as it was, as UTC.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Each test creates its member with the CLI and signs in through two steps: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

for (const timezoneId of ['Asia/Riyadh', 'America/New_York']) {
  test.describe(`browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`an editor schedules news for 14:30 Riyadh time: stored as 11:30Z, shown again as 14:30 (English, desktop, ${timezoneId})`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const email = addStaff('editor');
      await signIn(page, email, 'en');
      await open(page, '/news/create');
      const day = addDays(riyadhDate(new Date()), 2);
      const title = `Scheduled at 14:30 Riyadh ${timezoneId} ${Date.now()}`;
      await page.locator('input[name=title_ar]').fill('خبر مجدول');
      await page.locator('textarea[name=summary_ar]').fill('ملخص الخبر المجدول');
      await page.locator('.ProseMirror').nth(0).fill('نص الخبر بالعربية.');
      await page.locator('input[name=title_en]').fill(title);
      await page.locator('textarea[name=summary_en]').fill('The scheduled summary');
      await page.locator('.ProseMirror').nth(1).fill('The news text in English.');
      await page.getByTestId('image-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('img[src^="/media/"]')).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Scheduled' }).click();
      const when = page.locator('input[name=published_at]');
      // The input says whose time it is.
      await expect(page.getByText('Riyadh time')).toBeVisible();
      await when.fill(`${day}T14:30`);
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/#\/news$/);

      const db = database();
      const row = db.prepare('SELECT id, published_at FROM news WHERE title_en = ?').get(title) as {
        id: number;
        published_at: string;
      };
      db.close();
      expect(row.published_at).toBe(`${day}T11:30:00.000Z`);
      // The list reads it in Riyadh time too.
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('14:30');

      await open(page, `/news/${row.id}`);
      await expect(page.locator('input[name=published_at]')).toHaveValue(`${day}T14:30`);
      // Saved again with the time untouched, it keeps its instant (no drift of three hours a save).
      await page.locator('input[name=title_en]').fill(`${title} again`);
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/#\/news$/);
      const again = database();
      const saved = again.prepare('SELECT published_at FROM news WHERE id = ?').get(row.id) as { published_at: string };
      again.close();
      expect(saved.published_at).toBe(`${day}T11:30:00.000Z`);
    });
  });
}
