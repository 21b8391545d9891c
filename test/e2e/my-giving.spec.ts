import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { PHONE, hydrated } from './helpers';

/*
 * The donor's space as a donor meets it, in both languages (Arabic on a phone, English at 1280 px):
 * sign in with the code from the SMS outbox; three donations, two periodic gifts and a statement for
 * a range of days; one new card for both gifts in one trip to the card page, confirmed with the
 * focus on it and one SMS; a lost manage link found again; the copy of the data downloaded.
 * Donations and plans are made through the API (as the basket and the plan form post them), so the
 * browser's time goes to the space itself.
 */
const DESKTOP_1280 = { width: 1280, height: 900 };

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

function smsTo(mobile: string): { kind: string; body: string }[] {
  return withDatabase(
    (db) =>
      db
        .prepare("SELECT kind, body FROM outbox_messages WHERE recipient = ? AND channel = 'sms' ORDER BY id DESC")
        .all(mobile) as { kind: string; body: string }[],
  );
}

const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

/** A paid donation to the first cause, through the orders API and the sandbox's hosted form. */
async function paidDonation(api: APIRequestContext, mobile: string, amount: number): Promise<void> {
  const created = await api.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
    data: { donor: { name: 'Space Donor', mobile }, items: [{ kind: 'cause', ref: '1', amount }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const paymentId = ((await created.json()) as { payment: { id: string } }).payment.id;
  const paid = await api.post(`/api/v1/payments/sandbox/${paymentId}?lang=en`, {
    form: { card: TEST_CARDS.success, action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect((await api.post(`/api/v1/payments/${paymentId}/verify`)).status()).toBe(200);
}

/** A monthly plan set up with a card that will not pay (its last four: 9995), as the plan form does. */
/** `amount` in halalas, as the plan form posts it. */
async function monthlyPlan(api: APIRequestContext, mobile: string, amount: string): Promise<void> {
  const created = await api.post('/api/v1/periodic/plans', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
    data: { kind: 'cause', ref: '1', amount, frequency: 'monthly', name: 'Space Donor', mobile },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cardUrl = ((await created.json()) as { cardUrl: string }).cardUrl;
  const saved = await api.post(cardUrl, {
    form: { card: TEST_CARDS.insufficientFunds, expiry: '12/35', action: 'save' },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
}

const WORDS = {
  ar: {
    replace: 'تغيير البطاقة لتبرعَيّ الدوريين',
    save: 'حفظ البطاقة',
    done: 'أصبحت البطاقة المنتهية بـ ١١١١ بطاقة تبرعَيك الدوريين',
    card: 'بطاقة تنتهي بـ ١١١١',
    count: '٣',
    sms: 'بطاقة تبرعَيك الدوريين',
  },
  en: {
    replace: 'Replace the card on my 2 gifts',
    save: 'Save the card',
    done: 'The card ending 1111 now pays your 2 periodic gifts',
    card: 'Card ending 1111',
    count: '3',
    sms: 'now pays your 2 periodic gifts',
  },
} as const;

async function signIn(page: Page, locale: 'ar' | 'en', mobile: string): Promise<void> {
  await page.goto(`/${locale}/my-giving`);
  await hydrated(page);
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('donor-code-sent')).toBeVisible();
  const code = /(\d{6})/.exec(latinDigits(smsTo(mobile)[0]?.body ?? ''))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('donor-space')).toBeVisible();
}

for (const locale of ['ar', 'en'] as const) {
  test(`donor's space (${locale}): three donations, two plans, a statement range, one card for both plans, a lost link, the data copy`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[locale];
    const mobile = locale === 'ar' ? '0509990031' : '0509990032';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(locale === 'ar' ? PHONE : DESKTOP_1280);

    await Promise.all([
      paidDonation(page.request, mobile, 10_000),
      paidDonation(page.request, mobile, 20_000),
      paidDonation(page.request, mobile, 30_000),
      monthlyPlan(page.request, mobile, '5000'),
      monthlyPlan(page.request, mobile, '7000'),
    ]);
    // Sandbox payments are test payments, which statements leave out: these count, as card payments would.
    withDatabase((db) => db.prepare('UPDATE orders SET is_test = 0 WHERE donor_mobile = ?').run(mobile));

    await signIn(page, locale, mobile);
    await expect(page.getByTestId('donor-order')).toHaveCount(3);
    await expect(page.getByTestId('donor-plan')).toHaveCount(2);

    // A statement for a range of days: from a week ago to today (Riyadh).
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('.donor-statement input[type="radio"]').nth(1).check();
    await page.locator('#donor-statement-from').fill(weekAgo);
    await page.locator('#donor-statement-to').fill(today);
    await page.locator('.donor-statement button[type="submit"]').click();
    await expect(page.getByTestId('donor-statement-summary').locator('dd').first()).toHaveText(words.count);
    await expect(page.getByTestId('donor-statement-pdf')).toBeVisible();

    // One card for both plans: one trip to the gateway's page, back to the space with the focus on what changed.
    const smsBefore = smsTo(mobile).length;
    await page.getByRole('button', { name: words.replace }).click();
    await page.waitForURL(/\/api\/v1\/my-giving\/cards\/sandbox\//);
    await page.locator('#card').fill(TEST_CARDS.success);
    await page.locator('#expiry').fill('12/35');
    await page.getByRole('button', { name: words.save }).click();
    await page.waitForURL(new RegExp(`/${locale}/my-giving`));
    await expect(page.getByTestId('donor-cards-done')).toContainText(words.done);
    await expect(page.getByTestId('donor-cards-done')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${locale}/my-giving$`));
    await expect(page.getByTestId('donor-plan').filter({ hasText: words.card })).toHaveCount(2);
    const texts = smsTo(mobile);
    expect(texts).toHaveLength(smsBefore + 1);
    expect(texts[0]).toMatchObject({ kind: 'periodic.cardsChanged' });
    expect(texts[0]!.body).toContain(words.sms);

    // A lost manage link: a broken one points to the space, whose plans carry fresh ones.
    await page.goto(`/${locale}/periodic/manage?t=v1.lost`);
    await hydrated(page);
    await expect(page.getByTestId('link-invalid')).toBeVisible();
    await page.getByTestId('link-find-again').click();
    await expect(page.getByTestId('donor-plan')).toHaveCount(2);
    await page.getByTestId('donor-plan-manage').first().click();
    await page.waitForURL(new RegExp(`/${locale}/periodic/manage\\?t=`));
    await hydrated(page);
    await expect(page.getByTestId('periodic-status')).toBeVisible();

    // The copy of the data (PDPL access): the three donations and two plans, no card token.
    await page.goBack();
    await hydrated(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('donor-data-copy').click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const text = readFileSync((await download.path())!, 'utf8');
    const copy = JSON.parse(text) as { orders: unknown[]; periodicPlans: unknown[] };
    expect(copy.orders).toHaveLength(3);
    expect(copy.periodicPlans).toHaveLength(2);
    expect(text).not.toMatch(/card_token|tok_/);
    expect(errors).toEqual([]);
  });
}
