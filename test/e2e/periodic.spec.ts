import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { hydrated, snapshot, PHONE, DESKTOP } from './helpers';

/*
 * Periodic giving as a donor meets it, in both languages: set up a monthly gift, save a test card
 * on the gateway's page, receive the SMS (read from the outbox), open its link, skip the next
 * charge twice, change the amount, raise it past what the link alone may (the card page again),
 * cancel after its one question — each confirmed on the page at once.
 */

function latestSms(to: string): string {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? '', 'site.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return (
      (
        db
          .prepare("SELECT body FROM outbox_messages WHERE recipient = ? AND channel = 'sms' ORDER BY id DESC LIMIT 1")
          .get(to) as { body: string } | undefined
      )?.body ?? ''
    );
  } finally {
    db.close();
  }
}

const WORDS = {
  ar: {
    submit: 'متابعة لحفظ البطاقة',
    save: 'حفظ البطاقة',
    setUp: 'تم إعداد تبرعك الدوري',
    skipped: 'تم تخطي الخصم القادم',
    amountSaved: 'تغيّر المبلغ',
    cancelled: 'تم إلغاء تبرعك الدوري',
    status: 'ملغى',
    sms: 'تم إعداد تبرعك الدوري',
    amount: '٧٥',
    cardRequired: 'يحتاج إلى تأكيد بطاقتك',
    raised: 'تم تأكيد بطاقتك',
    big: '١٬٠٠٠٬٠٠٠',
    invalid: 'هذا الرابط لا يعمل',
    separator: '، ',
  },
  en: {
    submit: 'Continue to save a card',
    save: 'Save the card',
    setUp: 'Your periodic gift is set up',
    skipped: 'The next charge is skipped',
    amountSaved: 'The amount is changed',
    cancelled: 'Your periodic gift is cancelled',
    status: 'Cancelled',
    sms: 'Your periodic gift to',
    amount: '75',
    cardRequired: 'needs your card again',
    raised: 'Your card is confirmed',
    big: '1,000,000',
    invalid: 'This link does not work',
    separator: ', ',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`periodic gift (${locale}): set up monthly, SMS link, skip two, change the amount, raise it with the card, cancel`, async ({
    page,
  }) => {
    // Eight page loads and the gateway's page: under the whole suite's load this ran past 30 s once.
    test.setTimeout(90_000);
    const words = WORDS[locale];
    const mobile = locale === 'ar' ? '0509990011' : '0509990022';
    await page.setViewportSize(locale === 'ar' ? PHONE : DESKTOP);
    await page.goto(`/${locale}/donate/periodic`);
    await hydrated(page);
    await page.getByTestId('periodic-cause').selectOption('cause:1');
    await page.locator('#periodic-amount').fill(locale === 'ar' ? '٥٠' : '50');
    await page.locator('#periodic-frequency-monthly').check();
    await page.locator('#periodic-name').fill(locale === 'ar' ? 'عبدالله المتبرع' : 'Periodic Donor');
    await page.locator('#periodic-mobile').fill(mobile);
    await snapshot(page, `periodic-setup-${locale}`, true);
    await page.getByRole('button', { name: words.submit }).click();

    // The gateway's page: a test card, kept by the gateway; the site gets a token.
    await page.waitForURL(/\/api\/v1\/periodic\/cards\/sandbox\//);
    await page.locator('#card').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/35');
    await page.getByRole('button', { name: words.save }).click();
    await page.waitForURL(new RegExp(`/${locale}/periodic/manage\\?t=`));
    await hydrated(page);
    await expect(page.getByTestId('periodic-confirmed')).toContainText(words.setUp);

    // The SMS carries the signed link; open it as the donor would.
    const sms = latestSms(mobile);
    expect(sms).toContain(words.sms);
    const link = /https?:\/\/\S+\/periodic\/manage\?t=\S+/.exec(sms)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await hydrated(page);
    await expect(page.getByTestId('periodic-status')).toBeVisible();
    const next = await page.getByTestId('periodic-next').innerText();

    await page.getByTestId('periodic-skip').click();
    await expect(page.getByTestId('periodic-confirmed')).toContainText(words.skipped);
    // The answer is beside the button that asked, on screen, and holds the focus.
    await expect(page.locator('.periodic__live[data-place="buttons"]')).toBeFocused();
    await expect(page.getByTestId('periodic-confirmed')).toBeInViewport();
    await expect(page.getByTestId('periodic-skipped')).toContainText(next);
    await expect(page.getByTestId('periodic-next')).not.toHaveText(next);
    // A second skip: the skipped dates are listed with the language's own comma.
    const second = await page.getByTestId('periodic-next').innerText();
    await page.getByTestId('periodic-skip').click();
    await expect(page.getByTestId('periodic-skipped')).toHaveText(`${next}${words.separator}${second}`);

    await page.locator('#periodic-new-amount').fill(locale === 'ar' ? '٧٥' : '75');
    await page.locator('.periodic__amount button[type="submit"]').click();
    await expect(page.getByTestId('periodic-confirmed')).toContainText(words.amountSaved);
    await expect(page.getByTestId('periodic-amount')).toContainText(words.amount);
    await snapshot(page, `periodic-manage-${locale}`, true);

    // Far above what the card was confirmed for: the link alone is refused; the card page is offered.
    await page.locator('#periodic-new-amount').fill(locale === 'ar' ? '١٠٠٠٠٠٠' : '1000000');
    await page.locator('.periodic__amount button[type="submit"]').click();
    await expect(page.getByTestId('periodic-amount-error')).toContainText(words.cardRequired);
    await expect(page.getByTestId('periodic-amount')).toContainText(words.amount);
    await page.getByTestId('periodic-raise').click();
    await page.waitForURL(/\/api\/v1\/periodic\/cards\/sandbox\//);
    await page.locator('#card').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/35');
    await page.getByRole('button', { name: words.save }).click();
    await page.waitForURL(new RegExp(`/${locale}/periodic/manage\\?t=.*done=raise`));
    await hydrated(page);
    await expect(page.getByTestId('periodic-confirmed')).toContainText(words.raised);
    await expect(page.getByTestId('periodic-amount')).toContainText(words.big);

    // Asked once (a pause is offered instead), then confirmed at once.
    await page.getByTestId('periodic-cancel').click();
    await expect(page.getByTestId('periodic-cancel-pause')).toBeVisible();
    await page.getByTestId('periodic-cancel-yes').click();
    await expect(page.getByTestId('periodic-confirmed')).toContainText(words.cancelled);
    await expect(page.locator('.periodic__live[data-place="closed"]')).toBeFocused();
    await expect(page.getByTestId('periodic-status')).toHaveText(words.status);
    await expect(page.getByTestId('periodic-cancel')).toHaveCount(0);

    // A tampered link: a clear page, nothing changed.
    await page.goto(link!.slice(0, -3) + (link!.endsWith('abc') ? 'xyz' : 'abc'));
    await expect(page.getByTestId('link-invalid')).toContainText(words.invalid);
  });
}
