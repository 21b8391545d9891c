import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatNumber, formatPlainNumber } from '../../src/lib/format';
import { hydrated, snapshot } from './helpers';

/*
 * What a donor sees, in both languages: the digit rule, isolated user text, unbroken references
 * with copy buttons, the test card page after Cancel, the instant donation's amount, the way from
 * a calculator to the basket, "Donate now" on phones and not-found lookups (no sideways scroll on
 * any route: every-route.spec.ts).
 */

type Locale = 'ar' | 'en';
const LOCALES: Locale[] = ['ar', 'en'];
const PHONE_360 = { width: 360, height: 760 };
const DESKTOP = { width: 1366, height: 900 };

function strings(locale: Locale, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as Record<string, unknown>;
}
/** A locale string by "namespace:dotted.key", with {{params}} filled in as given. */
function text(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings(locale, namespace));
  if (typeof value !== 'string') throw new Error(`no string ${locale}/${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

const WESTERN_DIGIT = /[0-9]/;

async function open(page: Page, path: string, fresh = false): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  // The page's state carries only the texts its server render used; the rest load when idle.
  await page.waitForLoadState('networkidle');
  if (fresh) {
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
}

async function addFirstToBasket(page: Page, locale: Locale): Promise<void> {
  await open(page, `/${locale}/contribute/donate`, true);
  await page.getByTestId('item-card').first().getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count').first()).toHaveText(formatNumber(1, locale));
}

async function checkout(page: Page, name: string, method = 'card'): Promise<void> {
  const form = page.locator('form.checkout-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="mobile"]').fill('0512345678');
  await form.getByTestId(`method-${method}`).check();
  await form.locator('button[type="submit"]').click();
}

for (const locale of LOCALES) {
  test.describe(`donor (${locale})`, () => {
    test('cancelling on the test card page, then Back, never reads as a completed payment', async ({ page }) => {
      await addFirstToBasket(page, locale);
      await open(page, `/${locale}/donate/cart`);
      await checkout(page, locale === 'ar' ? 'متبرع تجريبي' : 'Sample Donor');
      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      // The order number on the gateway page follows the page's digits.
      const summary = await page.locator('.sum').textContent();
      expect(WESTERN_DIGIT.test(summary ?? '') && locale === 'ar').toBe(false);
      await page.locator('button[value="cancel"]').click();
      await page.waitForURL(/\/donate\/cart\?payment=cancelled/);
      await page.goBack();
      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      await expect(page.getByText(text(locale, 'giving:sandbox.alreadyDone'))).toHaveCount(0);
      // Fresh from the server (no back-forward cache): it says the payment was cancelled.
      await page.reload();
      await expect(page.locator('[data-outcome="cancelled"]')).toHaveText(text(locale, 'giving:sandbox.cancelledDone'));
      await expect(page.getByText(text(locale, 'giving:sandbox.alreadyDone'))).toHaveCount(0);
      await expect(page.getByRole('link', { name: text(locale, 'giving:sandbox.backToBasket') })).toBeVisible();
    });

    test('instant donation: a wrong amount is named and nothing is posted', async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/v1/orders')) posts.push(request.url());
      });
      await open(page, `/${locale}/donate/instant-donation`);
      const form = page.locator('form.checkout-form');
      await form.locator('input[name="name"]').fill(locale === 'ar' ? 'متبرع' : 'Donor');
      await form.locator('input[name="mobile"]').fill('0512345678');
      for (const [typed, problem] of [
        ['0.5', 'giving:amount.min'],
        ['abc', 'giving:amount.invalid'],
      ] as const) {
        await page.getByTestId('amount-custom').fill(typed);
        await form.locator('button[type="submit"]').click();
        const summary = form.locator('.error-summary');
        await expect(summary).toBeVisible();
        // The message up to its {{min}}: "The smallest amount is …", "Enter an amount in riyals …".
        await expect(summary).toContainText(text(locale, problem).trim());
        await expect(summary).not.toContainText(text(locale, 'validation:itemsRequired'));
        // The entry leads to the amount box.
        await summary.locator('a').first().click();
        await expect(page.getByTestId('amount-custom')).toBeFocused();
      }
      expect(posts).toEqual([]);
      await snapshot(page, `donor-instant-amount-${locale}`);
    });

    test('phones: "Donate now" on an inner page, no sideways scroll', async ({ page }) => {
      await page.setViewportSize(PHONE_360);
      await open(page, `/${locale}/news`);
      const donate = page.getByTestId('donate-now-phone');
      await expect(donate).toBeVisible();
      await expect(donate).toHaveText(text(locale, 'nav.donateNow'));
      const box = await donate.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE_360.width).toBe(true);
      // The brand name keeps its width (not a letter per line).
      const name = await page.locator('.brand__name').boundingBox();
      expect(name && name.width > 80 && name.height < 120).toBe(true);
      await snapshot(page, `donor-phone-header-${locale}`);
      await page.setViewportSize(DESKTOP);
      await expect(donate).toBeHidden();
      await expect(page.locator('.site-header .donate-now')).toBeVisible();
    });

    test('a reference stays on one line at 360 px and copies as it is', async ({ page }) => {
      await page.setViewportSize(PHONE_360);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `/${locale}/contactus`);
      const form = page.locator('form').filter({ has: page.locator('#field-subject') });
      await form.locator('#field-name').fill(locale === 'ar' ? 'عبدالله' : 'Abdullah');
      await form.locator('#field-email').fill('abdullah@example.org');
      await form.locator('#field-subject').fill(locale === 'ar' ? 'استفسار' : 'A question');
      await form
        .locator('#field-message')
        .fill(locale === 'ar' ? 'أود معرفة طرق التبرع بالأجهزة الطبية.' : 'How can I donate medical devices?');
      await form.locator('#field-consent').check();
      await form.locator('button[type="submit"]').click();
      const reference = page.getByTestId('reference');
      await expect(reference).toHaveText(/^MSG-/);
      const { height, lineHeight } = await reference.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight) || 24,
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
      await page.getByTestId('reference-copy').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await reference.textContent());
      await snapshot(page, `donor-reference-${locale}-360`);
    });

    test('IBANs in groups of four, copied without spaces, Latin digits said next to them', async ({ page }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `/${locale}/donate`);
      const iban = page.locator('.bank-account__iban').first();
      await expect(iban).toHaveText(/^SA\d{2}( [0-9A-Z]{1,4})+$/);
      await expect(page.locator('.bank-account__note').first()).toHaveText(text(locale, 'apply:bank.latinDigits'));
      await page.locator('.bank-account button').first().click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        ((await iban.textContent()) ?? '').replace(/\s/g, ''),
      );
    });

    test('user-typed names and messages are isolated, and a name with < > is refused by name', async ({ page }) => {
      await open(page, `/${locale}/farheten`, true);
      await page.getByTestId('compose-link').first().click();
      await page.waitForURL(/\/farheten\/\d+/);
      await hydrated(page);
      const form = page.locator('form.gift-form');
      await form.locator('input[name="senderName"]').fill('<b>Sara</b>');
      await form.locator('input[name="recipientName"]').fill("Sara O'Neil");
      // Its own number: a number gets at most three gift messages a day.
      await form.locator('input[name="recipientMobile"]').fill(locale === 'ar' ? '0598700001' : '0598700002');
      await form.locator('textarea[name="message"]').fill('Sara & "Ali"');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('#gift-senderName-error')).toContainText(
        text(locale, 'validation:nameNoAngleBrackets'),
      );
      await expect(form.locator('#gift-senderName-error')).toContainText('<');
      await expect(form.locator('#gift-senderName-error')).toContainText('>');
      await form.locator('input[name="senderName"]').fill('Ali');
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('basket-count').first()).toHaveText(formatNumber(1, locale));

      await open(page, `/${locale}/donate/cart`);
      await expect(page.locator('.basket-line__note bdi')).toHaveText("Sara O'Neil");
      // The donor's own name: refused with the characters named, then isolated on the receipt.
      await checkout(page, 'Ali <x>');
      await expect(page.locator('form.checkout-form .error-summary')).toContainText(
        text(locale, 'validation:nameNoAngleBrackets'),
      );
      await checkout(page, 'Sara & Ali');
      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      await page.locator('input[name="card"]').fill('4111111111111111');
      await page.locator('button[value="pay"]').click();
      await page.waitForURL(/\/donate\/success\//);
      await hydrated(page);
      await expect(page.getByTestId('receipt-donor')).toHaveText('Sara & Ali');
      await expect(page.getByTestId('receipt-donor')).toHaveJSProperty('tagName', 'BDI');
      await expect(page.getByTestId('test-marker').first()).toBeVisible();
      const card = page.getByTestId('gift-card-link');
      await card.click();
      await page.waitForURL(/\/gifts\/[A-Z0-9]+/);
      await hydrated(page);
      await expect(page.locator('.ecard__to bdi')).toHaveText("Sara O'Neil");
      await expect(page.locator('.ecard__lead bdi')).toHaveText('Ali');
      await expect(page.locator('.ecard__message')).toHaveAttribute('dir', 'auto');
      await expect(page.locator('.ecard__message')).toHaveText('Sara & "Ali"');
      // A card from a test payment says so.
      await expect(page.getByTestId('test-marker')).toContainText(text(locale, 'giving:testMarker.stamp'));
      await snapshot(page, `donor-gift-card-${locale}`);
    });

    test('one digit rule: Arabic-Indic on Arabic pages, and plural-correct labels', async ({ page }) => {
      await addFirstToBasket(page, locale);
      const badge = page.getByTestId('basket-count').first();
      await expect(badge).toHaveText(formatNumber(1, locale));
      const label = await page.locator('.basket-link').first().getAttribute('aria-label');
      if (locale === 'en') expect(label).toBe('Donation basket, 1 item');
      else expect(label).toContain('١');
      const year = formatPlainNumber(new Date().getFullYear(), locale);
      await expect(page.locator('.site-footer__copy')).toContainText(year);

      await page.goto(`/${locale}/no-such-page-here`);
      await expect(page.locator('.error-page__code')).toHaveText(formatPlainNumber(404, locale));

      // The error summary's count and the file hint's size and count.
      await open(page, `/${locale}/electronic_services`);
      const aid = page.locator('form').filter({ has: page.locator('#field-applicantName') });
      await aid.locator('button[type="submit"]').click();
      const title = await aid.locator('.error-summary__title').textContent();
      const hint = await page.locator('#field-attachments-hint').textContent();
      for (const value of [title, hint]) {
        expect(value).toMatch(locale === 'ar' ? /[٠-٩]/ : /[0-9]/);
        expect(WESTERN_DIGIT.test(value ?? '')).toBe(locale === 'en');
      }

      // Carousel slide labels ("1 of 5").
      await open(page, `/${locale}`);
      const slideLabel = await page.locator('.carousel__slide').first().getAttribute('aria-label');
      expect(slideLabel).toContain(formatPlainNumber(1, locale));
      expect(WESTERN_DIGIT.test(slideLabel ?? '')).toBe(locale === 'en');

      if (locale === 'ar') {
        // Whole pages: no Western digit outside what a bank needs (marked ltr) or a visitor typed.
        for (const path of [
          '/ar',
          '/ar/donate',
          '/ar/donate/cart',
          '/ar/contribute/donate',
          '/ar/calc/money',
          '/ar/electronic_services',
        ]) {
          await page.goto(path);
          const stray = await page.evaluate(() => {
            const skip = 'script, style, [dir="ltr"], code, bdi, input, textarea, .visually-hidden';
            const found: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement;
              if (!parent || parent.closest(skip)) continue;
              if (/[0-9]/.test(node.textContent ?? ''))
                found.push(`${parent.tagName}.${parent.className}: ${node.textContent?.trim().slice(0, 60)}`);
            }
            return found;
          });
          expect(stray, path).toEqual([]);
        }
      }
    });

    test('"Donate this amount": a toast with a way to the basket, and on phones toasts stay off the form', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE_360);
      await open(page, `/${locale}/calc/fetir`, true);
      await page.getByLabel(text(locale, 'calc:fitr.fields.persons')).fill('4');
      await page.getByTestId('calc-donate').click();
      const toast = page.locator('.Toastify__toast').first();
      await expect(toast).toBeVisible();
      const link = toast.getByTestId('calc-toast-basket');
      await expect(link).toHaveText(text(locale, 'calc:result.toBasket'));
      // On a phone the toast comes from the top: the lower half (a form's last fields, its button) stays clear.
      const box = await toast.boundingBox();
      expect(box && box.y + box.height < PHONE_360.height / 2).toBe(true);
      await expect(page.getByTestId('calc-added').getByRole('link')).toHaveText(text(locale, 'calc:result.toBasket'));
      await snapshot(page, `donor-calc-toast-${locale}`);
      await link.click();
      await page.waitForURL(new RegExp(`/${locale}/donate/cart`));
      await expect(page.getByTestId('basket-line')).toHaveCount(1);
    });

    test('a tracking lookup that finds nothing is headed "not found"', async ({ page }) => {
      await open(page, `/${locale}/electronic_services`);
      const status = page.locator('form').filter({ has: page.locator('#status-reference') });
      await status.locator('#status-reference').fill('AID-2026-000999');
      await status.locator('#status-mobile').fill('0500000000');
      await status.locator('button[type="submit"]').click();
      const panel = page.getByTestId('status-not-found');
      await expect(panel.locator('h3')).toHaveText(text(locale, 'apply:status.notFoundTitle'));
      await expect(status.locator('.error-summary')).not.toContainText(text(locale, 'apply:form.failedTitle'));
    });

    test('wide screens: the figures fit their cards, the menu keeps one row, tab strips show they scroll', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `/${locale}`);
      const overflowing = await page.locator('.home-stats__item').evaluateAll(
        (items) =>
          items.filter((item) => {
            const figure = item.querySelector('dd');
            return (
              figure &&
              (figure.scrollWidth > figure.clientWidth + 1 ||
                figure.getBoundingClientRect().right > item.getBoundingClientRect().right + 1 ||
                figure.getBoundingClientRect().left < item.getBoundingClientRect().left - 1)
            );
          }).length,
      );
      expect(overflowing).toBe(0);

      await page.setViewportSize({ width: 1280, height: 900 });
      const rows = await page
        .locator('.site-nav__list > .site-nav__item:visible')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      expect(rows).toBe(1);

      await page.setViewportSize(PHONE_360);
      await open(page, `/${locale}/pages/vision`);
      const strip = page.locator('.section-nav__list');
      await expect(strip).toHaveAttribute('data-more-end', '');
      expect(await strip.evaluate((element) => getComputedStyle(element).maskImage)).toContain('gradient');
      await strip.evaluate((element) =>
        element.scrollBy({ left: element.scrollWidth * (document.dir === 'rtl' ? -1 : 1) }),
      );
      await expect(strip).toHaveAttribute('data-more-start', '');
      await expect(strip).not.toHaveAttribute('data-more-end', '');
    });
  });
}
