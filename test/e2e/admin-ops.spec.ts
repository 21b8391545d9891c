import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, snapshot, startOwnServer } from './helpers';
import { addStaff, database, open, signIn } from './admin-helpers';

/**
 * Back-office operations in Chromium: finance records a refund typed with Arabic-Indic digits and
 * downloads the totals per fund; services moves an inbox item with a note and downloads a CV
 * through its one-time link; a member adds a passkey and signs in with it (Chromium's virtual
 * authenticator).
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

test.describe.configure({ timeout: 90_000 });

test('finance records a partial refund and reads this month per fund with a CSV download (Arabic, desktop)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = addStaff('finance');
  const placed = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'ar' },
    data: {
      donor: { name: 'Sample Donor', mobile: '0512345678' },
      items: [{ kind: 'anfahum', ref: '80', amount: 30_000 }],
      method: 'bank-transfer',
    },
  });
  const orderId = ((await placed.json()) as { orderId: string }).orderId;

  await signIn(page, email, 'ar');
  await open(page, `/orders/${orderId}/show`);
  // The transfer is confirmed with the statement's reference and amount (the value date defaults to today in Riyadh), after the dialog's question.
  await page
    .getByTestId('transfer-reference')
    .locator('input')
    .fill('FT-E2E-REFUND-' + Date.now());
  await page.getByTestId('transfer-amount').locator('input').fill('٣٠٠');
  await page.getByRole('button', { name: 'تأكيد التحويل…' }).click();
  await page.getByRole('button', { name: 'نعم، أؤكد' }).click();
  await expect(page.getByTestId('refund-amount')).toBeVisible();
  // Arabic-Indic digits and the Arabic decimal separator, as staff type them.
  await page.getByTestId('refund-amount').locator('input').fill('١٠٠٫٥');
  await page.getByTestId('refund-reason').locator('textarea').first().fill('طلب المتبرع استرداد جزء من المبلغ');
  // A transfer is refunded by the bank: its reference is recorded with the refund.
  await page
    .getByTestId('refund-bank-reference')
    .locator('input')
    .fill('FT-E2E-BACK-' + Date.now());
  await page.getByRole('button', { name: 'استرداد', exact: true }).click();
  await expect(page.getByTestId('order-refunds')).toContainText('طلب المتبرع استرداد جزء من المبلغ');
  await expect(page.getByTestId('order-items')).toContainText('الصدقة');
  await snapshot(page, 'admin-order-refund-ar-desktop', true);

  await open(page, '/orders');
  await expect(page.getByTestId('csv-export')).toBeVisible();
  // The page size is written in the screen's digits, as the row range beside it is.
  const pageSize = page.getByRole('combobox', { name: /صفوف في الصفحة/ });
  await expect(pageSize).toHaveText('١٠');
  await pageSize.click();
  await expect(page.getByRole('option')).toHaveText(['٥', '١٠', '٢٥', '٥٠']);
  await page.keyboard.press('Escape');
  await snapshot(page, 'admin-orders-ar-desktop');

  await open(page, '/totals');
  await expect(page.getByText('الصدقة (ريال)')).toBeVisible();
  await snapshot(page, 'admin-totals-ar-desktop');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^totals-\d{4}-\d{2}-\d{2}\.csv$/);

  await open(page, '/');
  await expect(page.getByTestId('dashboard-funds')).toContainText('الصدقة');
  await snapshot(page, 'admin-dashboard-finance-ar-desktop');
});

test('a services member works the inbox: a contact message moves to in progress with a note; a CV downloads through a one-time link (English, phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const email = addStaff('services');
  const db = database();
  const at = new Date().toISOString();
  const suffix = randomUUID()
    .slice(0, 4)
    .toUpperCase()
    .replace(/[ILOU]/g, '7');
  const message = `MSG-E2E${suffix}-TEST-X`;
  db.prepare(
    `insert into contact_messages (reference, locale, created_at, name, mobile, email, subject, message, consent_at) values (?, 'en', ?, 'Sample Sender', '0551112222', null, 'Opening hours', 'When is the Dammam branch open?', ?)`,
  ).run(message, at, at);
  const job = `JOB-E2E${suffix}-TEST-X`;
  db.prepare(
    `insert into job_applications (reference, locale, created_at, opening_id, full_name, national_id, mobile, email, city, qualification, major, years_experience, cover_letter, consent_at, status)
     values (?, 'ar', ?, null, 'Sample Applicant', '1000000008', '0553334444', 'applicant@example.org', 'Riyadh', 'bachelor', 'Nursing', 3, null, ?, 'received')`,
  ).run(job, at, at);
  const storedName = randomUUID().replace(/-/g, '');
  mkdirSync(path.join(DATA_DIR, 'uploads'), { recursive: true });
  writeFileSync(path.join(DATA_DIR, 'uploads', storedName), '%PDF-1.4 e2e CV');
  db.prepare(
    `insert into uploaded_files (owner_reference, field, stored_name, original_name, mime_type, size_bytes, created_at) values (?, 'cv', ?, 'cv.pdf', 'application/pdf', 15, ?)`,
  ).run(job, storedName, at);
  db.close();

  await signIn(page, email, 'en');
  await expect(page.getByTestId('dashboard-unread')).toBeVisible();
  await open(page, `/inbox-contact/${message}/show`);
  await expect(page.getByText('When is the Dammam branch open?')).toBeVisible();
  await page.getByTestId('inbox-moves').getByRole('button', { name: 'In progress' }).click();
  await expect(page.getByTestId('inbox-moves').getByRole('button', { name: 'Done' })).toBeVisible();
  await page.getByTestId('inbox-note-input').locator('textarea').first().fill('Called back; the branch opens at 8.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('inbox-notes')).toContainText('Called back; the branch opens at 8.');
  await snapshot(page, 'admin-inbox-contact-en-phone', true);

  await open(page, '/inbox-contact');
  await expect(page.getByText(message)).toBeVisible();
  await snapshot(page, 'admin-inbox-list-en-phone');

  await open(page, `/inbox-jobs/${job}/show`);
  // Codes by their names: the qualification as the form offered it, the language of the application.
  await expect(page.locator('.ra-field-qualification')).toContainText("Bachelor's degree");
  await expect(page.locator('.ra-field-locale')).toContainText('العربية');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('inbox-files').getByRole('button', { name: 'cv.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cv.pdf');
  // The file is not under any public path.
  expect((await page.request.get(`/uploads/${storedName}`)).status()).toBe(404);
});

test('a member adds a passkey and then signs in with it instead of a code (Arabic, desktop)', async ({ browser }) => {
  // WebAuthn does not take an IP address as the site's name: this server is reached as localhost.
  const port = Number(process.env.E2E_PORT) + 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-passkeys-'));
  const server = await startOwnServer(port, 'passkeys', { PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir });
  try {
    const email = `editor-${randomUUID().slice(0, 8)}@example.org`;
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/admin/cli.ts',
        'add',
        email,
        '--role',
        'editor',
        '--name',
        'E2E editor',
        '--password-stdin',
      ],
      {
        input: 'a long enough e2e password',
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: DESKTOP });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await signIn(page, email, 'ar');
    await open(page, '/passkeys');
    await page.getByTestId('passkey-name').locator('input').fill('حاسوب المكتب');
    await page.getByRole('button', { name: 'إضافة مفتاح مرور' }).click();
    await expect(page.getByTestId('passkey-list')).toContainText('حاسوب المكتب');
    await snapshot(page, 'admin-passkeys-ar-desktop');

    await context.clearCookies();
    await page.goto('/admin');
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: `http://localhost:${port}` }]);
    await page.reload();
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('a long enough e2e password');
    await page.locator('button[type=submit]').click();
    await expect(page.getByTestId('passkey-sign-in')).toBeVisible();
    await snapshot(page, 'admin-passkey-sign-in-ar-desktop');
    await page.getByTestId('passkey-sign-in').click();
    await expect(page.getByText('E2E editor').first()).toBeVisible();
    await context.close();
  } finally {
    server.kill('SIGTERM');
  }
});
