import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test('the home page hydrates in Arabic, right to left', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ar');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});
