import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, snapshot } from './helpers';
import { addStaff, open, signIn } from './admin-helpers';
import { formatMoney, localizeDigits } from '../../src/lib/format';
import { readFileSync } from 'node:fs';

/**
 * Finance keeps the calculators' prices and the catalogue's prices in the back office; the public
 * pages show a change at once although they were cached (the server runs one worker per core: each
 * worker's HTML cache drops the pages, so every reload below shows the new price whichever worker
 * answers it).
 */
test.describe.configure({ timeout: 90_000 });

const validationAr = JSON.parse(readFileSync('locales/ar/validation.json', 'utf8')) as Record<string, string>;

/** The "form is not valid" notice covers the save button on a phone; it goes once the pointer leaves it. */
async function dismissNotice(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('.MuiSnackbar-root')).toBeHidden({ timeout: 15_000 });
}

/** Several loads (the workers take turns): each one shows `text`. */
async function everyLoadShows(page: Page, path: string, text: string): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text);
  }
}

test('finance sets new gold and silver prices: /ar/calc/money and /en/calc/money show them at once (Arabic, desktop)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // Cached before the change, in both languages.
  for (const path of ['/ar/calc/money', '/en/calc/money', '/ar/calc/money', '/en/calc/money']) await page.goto(path);
  const email = addStaff('finance');
  await signIn(page, email, 'ar');
  await open(page, '/calculator-settings/create');
  const gold = page.locator('input[name=gold_price_per_gram]');
  await expect(gold).not.toHaveValue('');
  // A price below zero is refused in the staff member's language before anything is sent.
  await gold.fill('-5');
  await page.locator('button[type=submit]').click();
  await expect(page.getByText(validationAr.tooSmall!.replace('{{min}}', localizeDigits('1', 'ar')))).toBeVisible();
  await dismissNotice(page);
  await gold.fill('523.45');
  await page.locator('input[name=silver_price_per_gram]').fill('6.55');
  await snapshot(page, 'admin-calculator-prices-ar-desktop', true);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/calculator-settings$/);
  await expect(page.locator('table')).toContainText(formatMoney(52_345, 'ar'));
  await snapshot(page, 'admin-calculator-history-ar-desktop');

  await everyLoadShows(page, '/ar/calc/money', formatMoney(52_345, 'ar'));
  await everyLoadShows(page, '/en/calc/money', formatMoney(52_345, 'en'));
  await expect(page.locator('main')).toContainText(formatMoney(655, 'en'));
  await snapshot(page, 'calc-money-new-prices-en-desktop');

  // The seeded prices again, the same way: the calculator specs that follow count on them.
  await open(page, '/calculator-settings/create');
  await gold.fill('490');
  await page.locator('input[name=silver_price_per_gram]').fill('6.10');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/calculator-settings$/);
  await everyLoadShows(page, '/en/calc/money', formatMoney(49_000, 'en'));
});

test('finance changes an endowment share’s price in the catalogue: /en/contribute/waqf shows it at once (English, phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/en/contribute/waqf', '/ar/contribute/waqf', '/en/contribute/waqf']) await page.goto(path);
  const email = addStaff('finance');
  await signIn(page, email, 'en');
  await open(page, '/catalog/10');
  const price = page.locator('input[name=unit_price]');
  await expect(price).toHaveValue('100');
  const stockBefore = await page.locator('input[name=stock_total]').inputValue();
  await price.fill('123.45');
  // The stock offered cannot fall below what is already sold (3,580 of this share are).
  await page.locator('input[name=stock_total]').fill('10');
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('The stock cannot be less than what is already sold (3580).')).toBeVisible();
  await dismissNotice(page);
  await page.locator('input[name=stock_total]').fill('12000');
  await snapshot(page, 'admin-catalog-item-en-phone', true);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/catalog$/);

  await everyLoadShows(page, '/en/contribute/waqf', formatMoney(12_345, 'en'));
  await everyLoadShows(page, '/ar/contribute/waqf', formatMoney(12_345, 'ar'));
  await snapshot(page, 'waqf-new-price-ar-phone');

  // The seeded price and stock again: the giving specs that follow count on them.
  await open(page, '/catalog/10');
  await price.fill('100');
  await page.locator('input[name=stock_total]').fill(stockBefore);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/catalog$/);
  await everyLoadShows(page, '/en/contribute/waqf', formatMoney(10_000, 'en'));
});
