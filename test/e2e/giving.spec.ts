import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PHONE, builtFile, hydrated, snapshot } from './helpers';
import { formatNumber } from '../../src/lib/format';

const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' };
/** Lets the page's fade-in finish before a screenshot. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * axe reads colours as painted, so a toast still bouncing in (partly transparent) fails contrast.
 * The toasts finish entering first; their progress bars, which run until they close, are not waited for.
 */
async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

const basketCount = (page: Page) => page.getByTestId('basket-count').first();

/** The basket badge, in the page's digits (Arabic-Indic on Arabic pages). */
async function expectCount(page: Page, count: number) {
  const lang = await page.locator('html').getAttribute('lang');
  await expect(basketCount(page)).toHaveText(formatNumber(count, lang === 'ar' ? 'ar' : 'en'));
}

/** Opens a page hydrated; the first call of a test also empties the basket. */
async function open(page: Page, path: string, fresh = false): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  if (fresh) {
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await hydrated(page);
  }
}

/** "Add to basket" on the first card of a contribution page: a toast, and the count goes up. */
async function addFirst(page: Page, path: string, expectedCount: number, fresh = false) {
  await open(page, path, fresh);
  await page.getByTestId('item-card').first().getByTestId('add-to-basket').click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  await expectCount(page, expectedCount);
}

async function fillDonor(page: Page, method: 'card' | 'bank-transfer' | 'sandbox' = 'card') {
  const form = page.locator('form.checkout-form');
  await form.locator('input[name="name"]').fill('Sample Donor');
  await form.locator('input[name="mobile"]').fill('0512345678');
  await form.getByTestId(`method-${method}`).check();
  await form.locator('button[type="submit"]').click();
}

async function payOnSandbox(page: Page, card: string) {
  await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
  await page.locator('input[name="card"]').fill(card);
  await page.locator('button[value="pay"]').click();
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`giving (${locale}, phone)`, () => {
    test.use({ viewport: PHONE });

    test('three contribution types into the basket, paid in the sandbox, then the receipt', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await addFirst(page, `/${locale}/contribute/waqf`, 1, true);
      await snapshot(page, `giving-waqf-${locale}-phone`, true);
      await expectNoAxeViolations(page);
      await addFirst(page, `/${locale}/contribute/products`, 2);
      await addFirst(page, `/${locale}/contribute/bills`, 3);

      await open(page, `/${locale}/donate/cart`);
      await expect(page.getByTestId('basket-line')).toHaveCount(3);
      const product = page.locator('[data-testid="basket-line"][data-kind="product"]');
      await product.getByRole('button', { name: locale === 'ar' ? 'زيادة واحد' : 'One more' }).click();
      await expect(product.getByTestId('line-quantity')).toHaveValue(locale === 'ar' ? '٢' : '2');
      await expectCount(page, 4);
      await snapshot(page, `giving-cart-${locale}-phone`, true);
      await expectNoAxeViolations(page);

      await fillDonor(page);
      await payOnSandbox(page, TEST_CARDS.success);
      await page.waitForURL(/\/donate\/success\//);
      await hydrated(page);
      await expect(page.getByTestId('receipt')).toBeVisible();
      await expect(page.locator('.receipt__items tbody tr')).toHaveCount(3);
      // The paid lines leave the basket once the receipt shows.
      await expectCount(page, 0);
      await settled(page);
      await snapshot(page, `giving-receipt-${locale}-phone`, true);
      expect(errors).toEqual([]);
    });

    test('a declined payment returns to the basket, intact, with a message', async ({ page }) => {
      await addFirst(page, `/${locale}/contribute/donate`, 1, true);
      await open(page, `/${locale}/donate/cart`);
      await fillDonor(page);
      await payOnSandbox(page, TEST_CARDS.declined);
      await page.waitForURL(/\/donate\/cart\?payment=failed/);
      await hydrated(page);
      await expect(page.getByTestId('payment-failed')).toBeVisible();
      await expect(page.getByTestId('basket-line')).toHaveCount(1);
      await expectCount(page, 1);
      await snapshot(page, `giving-failed-${locale}-phone`, true);
    });

    test('bank transfer shows the order number and the IBANs', async ({ page }) => {
      await addFirst(page, `/${locale}/contribute/relieve`, 1, true);
      await open(page, `/${locale}/donate/cart`);
      await fillDonor(page, 'bank-transfer');
      await expect(page.getByTestId('bank-instructions')).toBeVisible();
      await expect(page.getByTestId('order-number')).not.toBeEmpty();
      await expect(page.getByTestId('bank-accounts').locator('code').first()).toHaveText(/^SA\d{2}/);
      await expectCount(page, 0);
      await snapshot(page, `giving-bank-${locale}-phone`, true);
    });

    test('a gift through to the recipient’s card', async ({ page }) => {
      await open(page, `/${locale}/farheten`, true);
      await page.getByTestId('compose-link').first().click();
      await page.waitForURL(/\/farheten\/\d+/);
      await hydrated(page);
      const form = page.locator('form.gift-form');
      await form.locator('input[name="senderName"]').fill('Sample Sender');
      await form.locator('input[name="recipientName"]').fill('Sample Recipient');
      await form.locator('input[name="recipientMobile"]').fill('0598765432');
      await form.locator('textarea[name="message"]').fill(locale === 'ar' ? 'عيدك مبارك' : 'Happy Eid');
      await snapshot(page, `giving-gift-compose-${locale}-phone`, true);
      await form.locator('button[type="submit"]').click();
      await expectCount(page, 1);

      await open(page, `/${locale}/donate/cart`);
      await expect(page.locator('[data-testid="basket-line"][data-kind="gift"]')).toContainText('Sample Recipient');
      await fillDonor(page);
      await payOnSandbox(page, TEST_CARDS.success);
      await page.waitForURL(/\/donate\/success\//);
      await page.getByTestId('gift-card-link').click();
      await page.waitForURL(/\/gifts\/[A-Z0-9]{10}$/);
      await expect(page.getByTestId('gift-card')).toContainText('Sample Recipient');
      await expect(page.getByTestId('gift-card')).toContainText(locale === 'ar' ? 'عيدك مبارك' : 'Happy Eid');
      await settled(page);
      await snapshot(page, `giving-gift-card-${locale}-phone`, true);
    });
  });
}

test('the instant donation picks "where most needed" and accepts an amount typed in Arabic digits', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/ar/donate/instant-donation', true);
  await expect(page.locator('input[name="cause"]:checked')).toHaveCount(1);
  await page.getByTestId('amount-custom').fill('٧٥');
  await expect(page.locator('.amount-chip[aria-pressed="true"]')).toHaveCount(0);
  await snapshot(page, 'giving-instant-ar-phone', true);
  await fillDonor(page);
  await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
  await expect(page.locator('body')).toContainText('٧٥ ر.س');
});

test('removing a line says so, and the test basket goes to the sandbox gateway', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await addFirst(page, '/en/contribute/haj', 1, true);
  await addFirst(page, '/en/contribute/anfahum', 2);
  await open(page, '/en/donate/cart-test');
  await expect(page.getByTestId('method-sandbox')).toBeChecked();
  await page.locator('[data-testid="basket-line"][data-kind="haj"]').getByTestId('line-remove').click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'removed' })).toBeVisible();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expectCount(page, 1);
  await fillDonor(page, 'sandbox');
  await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
});

test('an in-kind offer is stored and answered with a reference, without payment', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/ar/contribute/samples');
  await page.locator('select[name="itemType"]').selectOption('mobilityAids');
  await page.locator('input[name="quantity"]').fill('٢');
  await page.locator('select[name="condition"]').selectOption('likeNew');
  await page.locator('input[name="city"]').fill('الرياض');
  await page.locator('input[name="name"]').fill('متبرع تجريبي');
  await page.locator('input[name="mobile"]').fill('0512345678');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('submission-success')).toBeVisible();
  await expect(page.getByTestId('reference')).not.toBeEmpty();
  await settled(page);
  await snapshot(page, 'giving-samples-ar-phone', true);
});

test('the checkout form checks the donor with the shared schema, loaded after the page; nothing is posted until it passes (Arabic, phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const messages = JSON.parse(readFileSync('locales/ar/validation.json', 'utf8')) as Record<string, string>;
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/orders')) orders.push(request.url());
  });
  await addFirst(page, '/ar/contribute/waqf', 1, true);
  await open(page, '/ar/donate/cart');
  const form = page.locator('form.checkout-form');
  await form.locator('input[name="mobile"]').fill('12');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(form.locator('[id$="-name-error"]')).toContainText(messages.required);
  await expect(form.locator('[id$="-mobile-error"]')).toContainText(messages.mobile);
  // Corrected as the visitor types: the error goes; the other stays until the next submit.
  await form.locator('input[name="mobile"]').fill('0512345678');
  await expect(form.locator('[id$="-mobile-error"]')).toHaveCount(0);
  await expect(form.locator('[id$="-name-error"]')).toHaveCount(1);
  expect(orders).toEqual([]);
});

test('when the checkout schema and the rest of the texts cannot load (offline), a submit says so in words, posts nothing, and works once it can (Arabic, phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const messages = JSON.parse(readFileSync('locales/ar/validation.json', 'utf8')) as Record<string, string>;
  const apply = JSON.parse(readFileSync('locales/ar/apply.json', 'utf8')) as { form: { networkError: string } };
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/orders')) orders.push(request.url());
  });
  await addFirst(page, '/ar/contribute/waqf', 1, true);
  // Offline: neither the schema nor the rest of the texts (they load after hydration) arrive.
  const blocked = [
    'src/pages/giving/parts/checkout-schema.ts',
    'locales/ar/apply.json',
    'locales/ar/validation.json',
  ].map(builtFile);
  const offline = (url: URL) => blocked.includes(url.pathname);
  await page.route(offline, (route) => route.abort('internetdisconnected'));
  await open(page, '/ar/donate/cart');
  const form = page.locator('form.checkout-form');
  await form.locator('button[type="submit"]').click();
  await expect(form).toContainText(apply.form.networkError);
  expect(orders).toEqual([]);
  await page.unroute(offline);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[id$="-name-error"]')).toContainText(messages.required);
  expect(orders).toEqual([]);
});
