import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DESKTOP, PHONE, snapshot } from './helpers';
import { addStaff, database, open, signIn } from './admin-helpers';
import { localizeDigits } from '../../src/lib/format';
import { MIN_PASSWORD_LENGTH, PREVIEW_MINUTES, SET_PASSWORD_HOURS } from '../../src/admin/limits';

/**
 * The back office in Chromium: staff created with the CLI (as on a new server), signing in with
 * the password and a TOTP code generated here, then the three things staff do most: publish news,
 * answer an aid applicant, confirm a bank transfer. Each shows on the public site at once.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Each test creates its member with the CLI and signs in through two steps: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('an admin invites an editor in the back office; the editor sets a password from the one-time link and signs in with the second factor (English, desktop)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const adminEmail = addStaff('admin');
  await signIn(page, adminEmail, 'en');
  await open(page, '/staff/create');
  const email = `invited-${randomUUID().slice(0, 8)}@example.org`;
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=name]').fill('E2E invited editor');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.locator('button[type=submit]').click();
  const link = (await page.getByTestId('invite-link').textContent())!.trim();
  // The invitee's language defaults to the one on the inviting screen; the link's page opens in it.
  expect(link).toMatch(/\/admin#\/set-password\/[\w-]{20,}\?lang=en$/);
  await expect(page.getByTestId('invite-emailed')).toContainText('The invitation was emailed to');
  await expect(page.getByTestId('invite-emailed')).toContainText(`${email}\u2069 in English.`);
  // The sentence states how long the link lasts: the server's own figure.
  await expect(
    page.getByText(`The same link, to copy if the email does not reach them (valid ${SET_PASSWORD_HOURS} hours):`),
  ).toBeVisible();

  // The new member, in a browser of their own: the link, a password, then the usual sign-in.
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: new URL(link).origin }]);
  const editor = await context.newPage();
  // Without a session the app's role read is refused; the page open to everyone stays (it once went
  // to the sign-in form a moment later, while the new member was choosing a password).
  const roleRead = editor.waitForResponse(
    (response) => response.url().endsWith('/api/admin/me') && response.status() === 401,
  );
  await editor.goto(link);
  await roleRead;
  await editor.waitForLoadState('networkidle');
  await expect(editor).toHaveURL(/#\/set-password\//);
  await expect(editor.getByLabel(`New password (at least ${MIN_PASSWORD_LENGTH} characters)`)).toBeVisible();
  const password = 'the invited editor chose this one';
  await editor.locator('input[name=password]').fill(password);
  await editor.locator('input[name=confirm]').fill(password);
  await editor.locator('button[type=submit]').click();
  await expect(editor.getByText('Your password is set. Sign in now.')).toBeVisible();
  // The link works once.
  await editor.goto(link);
  await editor.reload();
  await editor.locator('input[name=password]').fill(password);
  await editor.locator('input[name=confirm]').fill(password);
  await editor.locator('button[type=submit]').click();
  await expect(editor.getByText('This link has expired or was already used.', { exact: false })).toBeVisible();
  await signIn(editor, email, 'en', password);
  await expect(editor.getByRole('menuitem', { name: 'News' })).toBeVisible();
  await expect(editor.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);

  // The administrator's own row offers nothing to click; another member's asks before disabling them.
  await open(page, '/staff');
  const own = page.getByRole('row').filter({ hasText: adminEmail });
  await expect(own.getByText('Your account')).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  const invited = page.getByRole('row').filter({ hasText: email });
  await invited.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Disable \u2068${email}\u2069?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await editor.reload();
  await expect(editor.getByRole('menuitem', { name: 'News' })).toBeVisible();
  await invited.getByRole('button', { name: 'Disable' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(invited.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  // Their open screen goes to the sign-in page at the next load; a refused read is not retried
  // (React Query's retries kept it on "Loading" for seven seconds).
  let refused = 0;
  editor.on(
    'response',
    (response) => void (response.url().endsWith('/api/admin/me') && response.status() === 401 && (refused += 1)),
  );
  await editor.reload();
  await expect(editor.locator('input[name=password]')).toBeVisible();
  expect(refused).toBeLessThanOrEqual(2);
  await context.close();
});

test('an editor publishes a news item in both languages with a picture: on /ar/news and /en/news at once (Arabic, desktop)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = addStaff('editor');
  await signIn(page, email, 'ar');
  await snapshot(page, 'admin-dashboard-ar-desktop');
  await open(page, '/news/create');
  // Staff write Arabic titles with Arabic-Indic digits, as the Arabic pages show every number.
  const stamp = Date.now();
  const title = { ar: `خبر تجريبي ${localizeDigits(String(stamp), 'ar')}`, en: `Test news ${stamp}` };
  await page.locator('input[name=title_ar]').fill(title.ar);
  await page.locator('textarea[name=summary_ar]').fill('ملخص الخبر التجريبي');
  await page.locator('.ProseMirror').nth(0).fill('نص الخبر بالعربية.');
  await page.locator('input[name=title_en]').fill(title.en);
  await page.locator('textarea[name=summary_en]').fill('The test news summary');
  await page.locator('.ProseMirror').nth(1).fill('The news text in English.');
  await page.getByTestId('image-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img[src^="/media/"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'الحالة' }).click();
  await page.getByRole('option', { name: 'منشور' }).click();
  await snapshot(page, 'admin-news-form-ar-desktop', true);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/news$/);
  await expect(page.getByText(title.ar)).toBeVisible();

  await page.goto('/ar/news');
  await expect(page.getByText(title.ar)).toBeVisible();
  await page.goto('/en/news');
  await expect(page.getByText(title.en)).toBeVisible();
});

test('a services member moves an aid request to "documents needed" and the public tracker shows it (English, phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const email = addStaff('services');
  const reference = `AID-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
  const mobile = '0551239876';
  const db = database();
  const at = new Date().toISOString();
  const id = db
    .prepare(
      `insert into aid_requests (reference, applicant_name, applicant_national_id, mobile, email, city, patient_name, patient_relationship, patient_age, need_category, need_description, consent_at, status, status_updated_at, locale, created_at)
       values (?, 'Sample Applicant', '2000000006', ?, null, 'Dammam', 'Sample Patient', 'parent', 70, 'dialysis', 'Dialysis three times a week.', ?, 'underReview', ?, 'en', ?)`,
    )
    .run(reference, mobile, at, at, at).lastInsertRowid;
  db.close();

  await signIn(page, email, 'en');
  await open(page, `/aid-requests/${id}/show`);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  // The need is named by its label, as the form offered it, not by its stored code.
  await expect(page.getByText('Dialysis', { exact: true })).toBeVisible();
  await expect(page.getByText('Father or mother', { exact: true })).toBeVisible();
  await page.getByTestId('aid-next-status').getByRole('combobox').click();
  await page.getByRole('option', { name: 'More documents needed' }).click();
  await page.getByLabel('Note to the applicant (sent by SMS)').fill('Please send the latest medical report.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please send the latest medical report.').first()).toBeVisible();
  await snapshot(page, 'admin-aid-request-en-phone', true);

  await page.goto('/en/electronic_services');
  const tracker = page.getByRole('form', { name: 'Request status form' });
  await tracker.getByLabel('Reference number').fill(reference);
  await tracker.getByLabel('Mobile number').fill(mobile);
  await tracker.getByRole('button', { name: 'Show the status' }).click();
  await expect(page.locator('.status-badge--needsDocuments')).toBeVisible();
  await expect(page.getByTestId('status-note')).toContainText('Please send the latest medical report.');
  await snapshot(page, 'admin-tracker-en-phone');
});

test('finance marks a bank transfer received and the receipt shows it paid (Arabic, phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = addStaff('finance');
  const placed = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'ar' },
    data: {
      donor: { name: 'Sample Donor', mobile: '0512345678' },
      items: [{ kind: 'anfahum', ref: '80', amount: 30_000 }],
      method: 'bank-transfer',
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { orderId: string }).orderId;

  await signIn(page, email, 'ar');
  await open(page, `/orders/${orderId}/show`);
  // The transfer is confirmed with the statement's reference and amount (the value date defaults to today in Riyadh), after the dialog's question.
  await page
    .getByTestId('transfer-reference')
    .locator('input')
    .fill('FT-E2E-PHONE-' + Date.now());
  await page.getByTestId('transfer-amount').locator('input').fill('٣٠٠');
  await page.getByRole('button', { name: 'تأكيد التحويل…' }).click();
  await page.getByRole('button', { name: 'نعم، أؤكد' }).click();
  await expect(page.getByText('مدفوع').first()).toBeVisible();
  await snapshot(page, 'admin-order-ar-phone', true);

  await page.goto(`/ar/donate/success/${orderId}`);
  await expect(page.locator('.receipt__status--paid')).toBeVisible();
});

test('an editor rewrites an information page in both languages, previews it and publishes it: on /ar/pages/values and /en/pages/values at once (English, desktop)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = addStaff('editor');
  await signIn(page, email, 'en');
  await open(page, '/info-pages/values');
  const stamp = Date.now();
  const title = { ar: `قيمنا ${localizeDigits(String(stamp), 'ar')}`, en: `Our values ${stamp}` };
  await page.locator('input[name=title_ar]').fill(title.ar);
  await page.locator('.ProseMirror').nth(0).fill('الأمانة والإتقان.');
  await page.locator('input[name=title_en]').fill(title.en);
  await page.locator('.ProseMirror').nth(1).fill('Trust and care.');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  // A draft: not public, but its preview link shows it.
  expect((await page.request.get('/en/pages/values')).status()).toBe(404);
  await page.getByRole('button', { name: `Preview the public page (link for ${PREVIEW_MINUTES} minutes)` }).click();
  const preview = await page.locator('a[href^="/preview/"][hreflang=en]').getAttribute('href');
  expect(preview).toMatch(/^\/preview\/[\w-]{43}\/en$/);
  await snapshot(page, 'admin-info-page-en-desktop', true);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.goto('/ar/pages/values');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.ar);
  await expect(page.getByText('الأمانة والإتقان.')).toBeVisible();
  await page.goto('/en/pages/values');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.en);
});
