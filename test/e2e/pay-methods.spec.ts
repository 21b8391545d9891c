import { expect, test, type Page } from '@playwright/test';
import { PHONE, hydrated, snapshot } from './helpers';

/**
 * Payment methods through the sandbox gateway (decision 072): STC Pay's code step, Apple Pay's
 * test buttons (the sandbox simulates Apple Pay in any browser), and a mada card named on the
 * receipt, in both languages.
 */
const MADA_TEST_CARD = '4464040000000007';
const STC_PAY_TEST_CODE = '123456';

const RECEIPT_METHOD = {
  ar: { stcpay: 'STC Pay', applepay: 'Apple Pay', mada: 'بطاقة مدى' },
  en: { stcpay: 'STC Pay', applepay: 'Apple Pay', mada: 'mada card' },
} as const;

async function basketWithOneGift(page: Page, locale: 'ar' | 'en') {
  await page.goto(`/${locale}/contribute/donate`);
  await hydrated(page);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await hydrated(page);
  await page.getByTestId('item-card').first().getByTestId('add-to-basket').click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  await page.goto(`/${locale}/donate/cart`);
  await hydrated(page);
}

async function checkout(page: Page, method: 'card' | 'applepay' | 'stcpay') {
  const form = page.locator('form.checkout-form');
  await form.locator('input[name="name"]').fill('Sample Donor');
  await form.locator('input[name="mobile"]').fill('0512345678');
  await form.getByTestId(`method-${method}`).check();
  await form.locator('button[type="submit"]').click();
}

async function expectReceiptMethod(page: Page, text: string) {
  await page.waitForURL(/\/donate\/success\//);
  await hydrated(page);
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText(text);
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`payment methods (${locale}, phone)`, () => {
    test.use({ viewport: PHONE });

    test('the choices: card with the mada mark, Apple Pay (simulated), STC Pay with its hint', async ({ page }) => {
      await basketWithOneGift(page, locale);
      const form = page.locator('form.checkout-form');
      await expect(form.getByTestId('method-card')).toBeChecked();
      await expect(form.getByTestId('mada-mark')).toHaveText(locale === 'ar' ? 'مدى' : 'mada');
      await expect(form.getByTestId('method-applepay')).toBeVisible();
      await expect(form.getByTestId('method-stcpay')).toBeVisible();
      await snapshot(page, `pay-methods-choices-${locale}-phone`, true);
    });

    test('STC Pay: a wrong code is refused with a message, the test code pays', async ({ page }) => {
      await basketWithOneGift(page, locale);
      await checkout(page, 'stcpay');
      await page.waitForURL(/\/api\/v1\/payments\/[\w-]+\/stcpay/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.locator('input[name="otp"]').fill('999999');
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('alert')).toContainText(
        locale === 'ar' ? 'هذا الرمز غير صحيح' : 'This code is not right',
      );
      await page.locator('input[name="otp"]').fill(STC_PAY_TEST_CODE);
      await page.locator('button[type="submit"]').click();
      await expectReceiptMethod(page, RECEIPT_METHOD[locale].stcpay);
    });

    test('Apple Pay (sandbox): the test approval pays; a decline returns to the basket', async ({ page }) => {
      await basketWithOneGift(page, locale);
      await checkout(page, 'applepay');
      await page.waitForURL(/\/api\/v1\/payments\/[\w-]+\/applepay/);
      await page.locator('button[value="decline"]').click();
      await page.waitForURL(/\/donate\/cart\?payment=failed/);
      await hydrated(page);
      await expect(page.getByTestId('payment-failed')).toBeVisible();
      await expect(page.getByTestId('basket-line')).toHaveCount(1);

      await checkout(page, 'applepay');
      await page.waitForURL(/\/api\/v1\/payments\/[\w-]+\/applepay/);
      await page.locator('button[value="approve"]').click();
      await expectReceiptMethod(page, RECEIPT_METHOD[locale].applepay);
    });

    test('a mada card is named mada on the receipt', async ({ page }) => {
      await basketWithOneGift(page, locale);
      await checkout(page, 'card');
      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      await page.locator('input[name="card"]').fill(MADA_TEST_CARD);
      await page.locator('button[value="pay"]').click();
      await page.waitForURL(/\/donate\/success\//);
      await hydrated(page);
      await expect(page.getByTestId('receipt-mada')).toHaveText(RECEIPT_METHOD[locale].mada);
    });
  });
}
