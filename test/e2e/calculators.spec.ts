import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { formatMoney, formatNumber } from '../../src/lib/format';
import { DESKTOP, PHONE, builtFile, hydrated, snapshot } from './helpers';

/** Opens a calculator, hydrated, with an empty basket; collects page errors. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  return errors;
}

/** Nothing on a calculator may make the page wider than the screen (phones especially). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const basketCount = (page: Page) => page.getByTestId('basket-count').first();

/** The basket badge, in the page's digits (Arabic-Indic on Arabic pages). */
async function expectCount(page: Page, count: number) {
  const lang = await page.locator('html').getAttribute('lang');
  await expect(basketCount(page)).toHaveText(formatNumber(count, lang === 'ar' ? 'ar' : 'en'));
}
const result = (page: Page) => page.getByTestId('calc-result');

/** "Donate this amount": the toast names the amount and the header count goes up by one. */
async function donate(page: Page, buttonName: string, amountText: string, before: number) {
  await expectCount(page, before);
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: amountText })).toBeVisible();
  await expectCount(page, before + 1);
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';

  test.describe(`at ${size} width`, () => {
    test.use({ viewport });

    test('zakat on money in Arabic with Arabic-Indic digits reaches the basket', async ({ page }) => {
      const errors = await open(page, '/ar/calc/money');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(result(page)).toContainText('أدخل أموالك');
      // ٥٠٬٠٠٠ ر.س نقدًا و١٠٠ غرام من عيار ٢١ (٨٧٫٥ غرامًا خالصًا × ٤٩٠ = ٤٢٬٨٧٥) → ٩٢٬٨٧٥ → الزكاة ٢٬٣٢١٫٨٨
      await page.getByLabel('النقد والأرصدة البنكية').fill('٥٠٬٠٠٠');
      await expect(result(page)).toContainText(formatMoney(125_000, 'ar'));
      await page.getByLabel('ذهب عيار ٢١').fill('١٠٠');
      await expect(result(page)).toContainText(formatMoney(9_287_500, 'ar'));
      await expect(result(page)).toContainText(formatMoney(232_188, 'ar'));
      await expect(result(page)).toContainText('تجب الزكاة في مالك');
      await snapshot(page, `calc-money-ar-${size}`, true);
      await donate(page, 'تبرّع بهذا المبلغ', formatMoney(232_188, 'ar'), 0);
      const line = await page.evaluate(() => JSON.parse(window.localStorage.getItem('basket:v1') ?? '[]'));
      expect(line).toEqual([
        expect.objectContaining({
          kind: 'zakat',
          ref: 'money',
          unitAmount: 232_188,
          title: { ar: 'زكاة المال', en: 'Zakat on money' },
        }),
      ]);
      expect(errors).toEqual([]);
    });

    test('zakat on money in English: silver basis, debts, and a clear error', async ({ page }) => {
      const errors = await open(page, '/en/calc/money');
      await page.getByLabel('Cash and bank balances').fill('5,000');
      await expect(result(page)).toContainText('below the nisab');
      await page.getByLabel(/^Silver: /).check();
      await expect(result(page)).toContainText('SAR 125');
      await page.getByLabel('Debts you must pay now').fill('2000');
      await page.getByLabel('Deduct debts due now').check();
      await expect(result(page)).toContainText('Debts deducted');
      await expect(result(page)).toContainText('below the nisab');
      await page.getByLabel('Debts you must pay now').fill('-5');
      await expect(page.getByText('The value cannot be negative')).toBeVisible();
      await expect(result(page)).toContainText('Correct the highlighted fields');
      await expect(page.locator('body')).not.toContainText('NaN');
      await page.getByLabel('Debts you must pay now').fill('0');
      await expect(result(page)).toContainText('SAR 125');
      await snapshot(page, `calc-money-en-${size}`, true);
      await donate(page, 'Donate this amount', 'SAR 125', 0);
      expect(errors).toEqual([]);
    });

    test('zakat al-Fitr in Arabic and English adds to the basket', async ({ page }) => {
      const errors = await open(page, '/ar/calc/fetir');
      await page.getByLabel('عدد الأفراد الذين تُخرج عنهم').fill('٧');
      await expect(result(page)).toContainText('٢١ كيلوغرامًا');
      await expect(result(page)).toContainText(formatMoney(17_500, 'ar'));
      await snapshot(page, `calc-fitr-ar-${size}`, true);
      await donate(page, 'تبرّع بهذا المبلغ', formatMoney(17_500, 'ar'), 0);

      await page.goto('/en/calc/fetir');
      await hydrated(page);
      await expectNoSidewaysScroll(page);
      await page.getByLabel('Number of persons you pay for').fill('4');
      await expect(result(page)).toContainText('12 kilograms');
      await expect(result(page)).toContainText('SAR 100');
      await snapshot(page, `calc-fitr-en-${size}`, true);
      // The same obligation again replaces the line rather than adding a second one.
      await page.getByRole('button', { name: 'Donate this amount' }).click();
      await expect(page.locator('.Toastify__toast').filter({ hasText: 'SAR 100' })).toBeVisible();
      await expectCount(page, 1);
      expect(errors).toEqual([]);
    });

    test('atonement in English and Arabic: each type, then the basket', async ({ page }) => {
      const errors = await open(page, '/en/calc/kafarat');
      await expect(result(page)).toContainText('SAR 150');
      await page.getByLabel(/Fidyah for missed fasts/).check();
      await page.getByLabel('Number of days missed').fill('30');
      await expect(result(page)).toContainText('30 poor people');
      await expect(result(page)).toContainText('SAR 450');
      await page.getByLabel(/Intercourse during a Ramadan fast/).check();
      await page.getByLabel('Number of days on which it happened').fill('1');
      await expect(result(page)).toContainText('60 poor people');
      await expect(result(page)).toContainText('SAR 900');
      await snapshot(page, `calc-kaffarah-en-${size}`, true);
      await donate(page, 'Donate this amount', 'SAR 900', 0);

      await page.goto('/ar/calc/kafarat');
      await hydrated(page);
      await expectNoSidewaysScroll(page);
      await page.getByLabel('عدد الأيمان التي حنثت فيها').fill('٢');
      await expect(result(page)).toContainText('٢٠ مسكينًا');
      await expect(result(page)).toContainText(formatMoney(30_000, 'ar'));
      await snapshot(page, `calc-kaffarah-ar-${size}`, true);
      await donate(page, 'تبرّع بهذا المبلغ', formatMoney(30_000, 'ar'), 1);
      expect(errors).toEqual([]);
    });
  });
}

test('the calculators have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/ar/calc/money', '/en/calc/fetir', '/ar/calc/kafarat']) {
    await page.goto(path);
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map(
        (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
});

test('a client-side move between calculators loads the settings in the browser', async ({ page }) => {
  const errors = await open(page, '/en/calc/money');
  const settingsCall = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/calculator-settings') && response.status() === 200,
  );
  await page.locator('.section-nav').getByRole('link', { name: 'Zakat al-Fitr calculator' }).click();
  await settingsCall;
  await expect(page).toHaveURL(/\/en\/calc\/fetir$/);
  await expect(page.locator('.calc-settings')).toContainText('SAR 25');
  await page.getByLabel('Number of persons you pay for').fill('٣');
  await expect(result(page)).toContainText('9 kilograms');
  await expect(result(page)).toContainText('SAR 75');
  expect(errors).toEqual([]);
});

test('a basket line gets its title in the page language when the rest of the texts never arrive', async ({ page }) => {
  // The page's state carries only the texts its server render showed; the rest load after
  // hydration. On a connection that drops them, the line written to the basket must still be
  // named in words, never by its text key (it is kept and shown at checkout).
  const texts = ['locales/ar/calc.json', 'locales/en/calc.json'].map(builtFile);
  await page.route(
    (url) => texts.includes(url.pathname),
    (route) => route.abort(),
  );
  const errors = await open(page, '/ar/calc/money');
  await page.getByLabel('النقد والأرصدة البنكية').fill('٥٠٬٠٠٠');
  await expect(result(page)).toContainText(formatMoney(125_000, 'ar'));
  await donate(page, 'تبرّع بهذا المبلغ', formatMoney(125_000, 'ar'), 0);
  const line = await page.evaluate(() => JSON.parse(window.localStorage.getItem('basket:v1') ?? '[]'));
  expect(line).toEqual([
    expect.objectContaining({ kind: 'zakat', ref: 'money', title: { ar: 'زكاة المال', en: 'زكاة المال' } }),
  ]);
  expect(errors).toEqual([]);
});
