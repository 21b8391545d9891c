import { expect, test, type Page } from '@playwright/test';
import { PHONE, hydrated, snapshot } from './helpers';
import { addStaff, database, open, signIn } from './admin-helpers';

/**
 * Campaigns in both languages: a donor starts one (pending: its address is a 404), an editor
 * approves it in the back office, then the page is public with its share links and Open Graph
 * image, and a gift made through it carries the campaign (a sandbox payment: counted nowhere).
 */
function inDays(days: number): string {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function startCampaign(page: Page, locale: 'ar' | 'en', name: string): Promise<string> {
  await page.goto(`/${locale}/campaigns/new`);
  await hydrated(page);
  await page.locator('select[name="causeRef"]').selectOption('family:20');
  await page.locator('input[name="target"]').fill('1500');
  await page.locator('input[name="endsOn"]').fill(inDays(20));
  await page.locator('input[name="displayName"]').fill(name);
  await page
    .locator('textarea[name="message"]')
    .fill(
      locale === 'ar'
        ? 'ساعدوا هذه الأسرة في إيجار الشتاء، جزاكم الله خيرًا.'
        : 'Please help this family with their winter rent.',
    );
  await page.locator('input[name="mobile"]').fill('0551234567');
  // A link in the message is refused in the visitor's language before anything is sent.
  await page
    .locator('textarea[name="message"]')
    .fill(locale === 'ar' ? 'تبرعوا عبر bit.ly/xyz123 بدلًا من هنا' : 'Give at bit.ly/xyz123 instead of here');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.error-summary').first()).toContainText(locale === 'ar' ? 'روابط' : 'links');
  await page
    .locator('textarea[name="message"]')
    .fill(
      locale === 'ar'
        ? 'ساعدوا هذه الأسرة في إيجار الشتاء، جزاكم الله خيرًا.'
        : 'Please help this family with their winter rent.',
    );
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('campaign-created')).toBeVisible();
  const href = (await page.getByTestId('campaign-address').getAttribute('href')) ?? '';
  const slug = href.split('/').pop() ?? '';
  expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
  return slug;
}

for (const locale of ['ar', 'en'] as const) {
  test(`start a campaign, approve it, give through it (${locale}, phone)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const name = locale === 'ar' ? 'سارة العتيبي' : 'Sara Otaibi';
    const slug = await startCampaign(page, locale, name);
    const pending = await page.goto(`/${locale}/campaigns/${slug}`);
    expect(pending?.status()).toBe(404);

    // An editor approves it in the back office (its own browser context: its own cookies).
    const db = database();
    const { id } = db.prepare('select id from campaigns where slug = ?').get(slug) as { id: number };
    db.close();
    const staff = await browser.newContext({ viewport: PHONE });
    const admin = await staff.newPage();
    await signIn(admin, addStaff('editor'), locale);
    await open(admin, `/campaigns/${id}/show`);
    await expect(admin.getByText(name).first()).toBeVisible();
    // Sums as the public page writes them (grouped, with the currency) and the last day in the screen's digits.
    await expect(admin.locator('.ra-field-target')).toContainText(
      locale === 'ar' ? '١٬٥٠٠\u00a0ر.س.' : 'SAR\u00a01,500',
    );
    await expect(admin.locator('.ra-field-endsOn')).toContainText(locale === 'ar' ? /[٠-٩]{4}/ : /\d{4}/);
    if (locale === 'ar') await expect(admin.locator('.ra-field-endsOn')).not.toContainText(/[0-9]/);
    await admin.getByTestId('campaign-approve').click();
    await expect(admin.getByText(locale === 'ar' ? 'منشورة' : 'Public').first()).toBeVisible();
    await staff.close();

    const page2 = await page.goto(`/${locale}/campaigns/${slug}`);
    expect(page2?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('campaign-organiser')).toHaveText(name);
    await expect(page.getByTestId('share-whatsapp')).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${slug}`),
    );
    await expect(page.getByTestId('share-x')).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?text=.*${slug}`),
    );
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`/api/v1/campaigns/${slug}/og/${locale}\\.png$`));
    const image = await page.request.get(new URL(ogImage ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await snapshot(page, `campaign-${locale}-phone`, true);

    // Give through it: the gift goes to the family and the line names the campaign.
    const form = page.locator('form.checkout-form');
    await form.locator('input[name="name"]').fill('Sample Donor');
    await form.locator('input[name="mobile"]').fill('0512345678');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
    await page.locator('input[name="card"]').fill('4111111111111111');
    await page.locator('button[value="pay"]').click();
    await page.waitForURL(/\/donate\/success\//);
    const after = database();
    const line = after.prepare('select kind, ref, campaign_id from order_items where campaign_id = ?').get(id) as
      | { kind: string; ref: string; campaign_id: number }
      | undefined;
    after.close();
    expect(line).toEqual({ kind: 'family', ref: '20', campaign_id: id });
  });
}
