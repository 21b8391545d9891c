import { readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, PHONE, hydrated, snapshot } from './helpers';
import { hasArabicPhrase, pdfText } from '../helpers/pdf-text';

/**
 * Receipts in the browser, both languages: pay one donation in the sandbox, download the PDF from
 * the receipt and read its text back, print the page, open the public check from the receipt's
 * address, and ask for a yearly statement with the code the outbox holds.
 */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** One donation to the first cause, paid with the sandbox's success card; ends on the receipt. */
async function payOneDonation(page: Page, locale: 'ar' | 'en', mobile: string) {
  await page.goto(`/${locale}/contribute/donate`);
  await hydrated(page);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await hydrated(page);
  await page.getByTestId('item-card').first().getByTestId('add-to-basket').click();
  await page.goto(`/${locale}/donate/cart`);
  await hydrated(page);
  const form = page.locator('form.checkout-form');
  await form.locator('input[name="name"]').fill('Sample Donor');
  await form.locator('input[name="mobile"]').fill(mobile);
  await form.getByTestId('method-card').check();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
  await page.locator('input[name="card"]').fill('4111111111111111');
  await page.locator('button[value="pay"]').click();
  await page.waitForURL(/\/donate\/success\//);
  await hydrated(page);
}

/** The e2e server's database (SQLite in its data folder, shared in WAL mode). */
function withDatabase<T>(use: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? '', 'site.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

function latestSms(to: string): string {
  return withDatabase(
    (db) =>
      (
        db
          .prepare("SELECT body FROM outbox_messages WHERE recipient = ? AND channel = 'sms' ORDER BY id DESC LIMIT 1")
          .get(to) as { body: string } | undefined
      )?.body ?? '',
  );
}

for (const locale of ['ar', 'en'] as const) {
  test(`receipt (${locale}): fund, QR code, PDF download, print, public check`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(DESKTOP);
    await payOneDonation(page, locale, locale === 'ar' ? '0512300001' : '0512300002');
    await expect(page.getByTestId('receipt-fund').first()).toHaveText(locale === 'ar' ? 'صدقة' : 'Sadaqah (charity)');
    await expect(page.getByTestId('receipt-qr')).toBeVisible();
    await settled(page);
    await snapshot(page, `receipt-${locale}-desktop`, true);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    if (locale === 'ar') {
      expect(hasArabicPhrase(text, 'إيصال تبرع'), text).toBe(true);
      expect(hasArabicPhrase(text, 'التحقق من الإيصال'), text).toBe(true);
    } else {
      expect(text).toContain('Donation receipt');
      expect(text).toContain('Sadaqah (charity)');
    }

    // The print stylesheet keeps the receipt and its QR code, drops the site's chrome and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.receipt__downloads')).toBeHidden();
    await expect(page.getByTestId('receipt-qr')).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const address = (await page.locator('.receipt-qr__url').textContent())!.trim();
    await page.setViewportSize(PHONE);
    await page.goto(new URL(address).pathname);
    await hydrated(page);
    await expect(page.getByTestId('receipt-check-valid')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Sample Donor');
    await settled(page);
    await snapshot(page, `receipt-check-${locale}-phone`, true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`yearly statement (${locale}): the code from the SMS opens the download`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const mobile = locale === 'ar' ? '0512300011' : '0512300012';
    await payOneDonation(page, locale, mobile);
    // Sandbox payments are test payments and never count: this one is made to count, as a card payment would.
    withDatabase((db) => db.prepare('UPDATE orders SET is_test = 0 WHERE donor_mobile = ?').run(mobile));
    await page.goto(`/${locale}/receipts/statement`);
    await hydrated(page);
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('donor-code-sent')).toBeVisible();
    const code =
      /(\d{6})/.exec(latestSms(mobile).replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('input[name="code"]').fill('000000' === code ? '111111' : '000000');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('.error-summary:not(.error-summary--empty)')).toBeVisible();
    await page.locator('input[name="code"]').fill(code);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('donor-statement-pdf')).toBeVisible();
    await settled(page);
    await snapshot(page, `statement-${locale}-phone`, true);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('donor-statement-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}\.pdf$/);
    const text = pdfText(readFileSync((await download.path())!));
    if (locale === 'ar') expect(hasArabicPhrase(text, 'كشف التبرعات لعام'), text).toBe(true);
    else expect(text).toContain('Donation statement for the year');
  });
}
