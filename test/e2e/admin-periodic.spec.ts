import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, snapshot } from './helpers';
import { addStaff, database, open, signIn } from './admin-helpers';

/**
 * Periodic giving in the back office, in Chromium: finance finds a donor's plan by mobile, sees
 * the card masked and cancels it on the donor's request (the donor's SMS goes out); the failed
 * charges list in Arabic on a phone.
 */
test.describe.configure({ timeout: 90_000 });

/** A monthly plan set up as a donor does it: the API, then the sandbox gateway's card page. */
async function donorPlan(page: Page, mobile: string): Promise<string> {
  const created = await page.request.post('/api/v1/periodic/plans', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
    data: { kind: 'cause', ref: '1', amount: 5_000, frequency: 'monthly', name: 'Periodic Donor', mobile },
  });
  expect(created.status()).toBe(201);
  const { planId, cardUrl } = (await created.json()) as { planId: string; cardUrl: string };
  await page.goto(cardUrl);
  await page.locator('#card').fill('4111 1111 1111 1111');
  await page.locator('#expiry').fill('12/35');
  await page.locator('button[value=save]').click();
  await page.waitForURL(/\/periodic\/manage\?t=/);
  return planId;
}

function smsTo(mobile: string): string[] {
  const db = database();
  try {
    return (
      db
        .prepare(`select body from outbox_messages where channel = 'sms' and recipient = ? order by id`)
        .all(mobile) as { body: string }[]
    ).map((row) => row.body);
  } finally {
    db.close();
  }
}

test('finance finds a plan by mobile, sees the masked card and cancels it on the donor’s request (English, desktop)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const mobile = '0507770011';
  const planId = await donorPlan(page, mobile);
  const email = addStaff('finance');
  await signIn(page, email, 'en');

  await open(page, '/periodic-plans');
  await page.getByLabel('Mobile contains').fill('7770011');
  // The filter is applied after a pause (the URL carries it); only then is the list final.
  await expect(page).toHaveURL(/7770011/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText('Monthly');
  await expect(page.getByTestId('csv-export')).toBeVisible();
  await snapshot(page, 'admin-periodic-plans-en-desktop');
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(new RegExp(`#/periodic-plans/${planId}/show`));
  await expect(page.getByTestId('plan-card')).toHaveText(/ending 1111 · expires 12\/2035/);

  const before = smsTo(mobile).length;
  await page.getByTestId('plan-cancel').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('plan-note')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('plan-note').fill('The donor called the office');
  await page.getByTestId('plan-cancel').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('plan-cancel')).toHaveCount(0);
  await snapshot(page, 'admin-periodic-plan-en-desktop', true);
  const sent = smsTo(mobile).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/cancelled/);
});

test('the failed charges list shows the reason in Arabic and opens the plan (Arabic, phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const mobile = '0507770022';
  const planId = await donorPlan(page, mobile);
  const at = new Date().toISOString();
  const db = database();
  db.prepare(
    `insert into periodic_charges (id, plan_id, due_date, due_at, status, amount, quantity, attempts, next_attempt_at, lease_owner, lease_until, order_id, payment_id, failure_reason, created_at, updated_at)
     values (?, ?, '2026-01-01', '2026-01-01T06:00:00.000Z', 'failed', 5000, 1, 3, '2026-01-01T12:00:00.000Z', null, null, null, null, 'insufficient_funds', ?, ?)`,
  ).run(randomUUID().replace(/-/g, '').slice(0, 22), planId, at, at);
  db.close();
  const email = addStaff('finance');
  await signIn(page, email, 'ar');

  await open(page, '/periodic-failures');
  await page.getByLabel('الجوال يحتوي').fill('7770022');
  await expect(page).toHaveURL(/7770022/);
  await expect(page.getByText('الرصيد غير كافٍ')).toBeVisible();
  await snapshot(page, 'admin-periodic-failures-ar-phone');
  await page.getByText('الرصيد غير كافٍ').click();
  await expect(page).toHaveURL(new RegExp(`#/periodic-plans/${planId}/show`));
  await expect(page.getByTestId('plan-charges')).toContainText('أخفق');
  await expect(page.getByTestId('plan-pause')).toBeVisible();
  // The screen's title beside the bar's buttons: whole, on up to two lines, not cut off.
  const title = page.locator('#react-admin-title');
  await expect(title).toContainText('خطط العطاء الدوري');
  const fits = await title.evaluate((element) => ({
    across: element.scrollWidth <= element.clientWidth,
    down: element.scrollHeight <= element.clientHeight + 1,
  }));
  expect(fits).toEqual({ across: true, down: true });
  await snapshot(page, 'admin-periodic-plan-ar-phone', true);
});
