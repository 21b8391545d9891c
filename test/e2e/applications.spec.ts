import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { saudiIdCheckDigit } from '../../src/domain/applications/national-id';
import { PHONE, hydrated, snapshot, startOwnServer } from './helpers';
import { formatPlainNumber } from '../../src/lib/format';
import { AID_REFERENCE_EXAMPLE } from '../../src/domain/applications/reference';

type Locale = 'ar' | 'en';
type Strings = Record<string, unknown>;
const strings = (locale: Locale, ns: string): Strings =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Strings;
const lookup = (bundle: Strings, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`missing string ${key}`);
  return value;
};
const text = (locale: Locale) => {
  const apply = strings(locale, 'apply');
  const validation = strings(locale, 'validation');
  return { t: (key: string) => lookup(apply, key), v: (key: string) => lookup(validation, key) };
};

const validId = (nine: string) => `${nine}${saudiIdCheckDigit(nine)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
// A whole 1 × 1 picture: uploads are decoded to the last pixel, so a signature and a header alone are refused.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// New references: a prefix, eight random base-32 characters in two groups and a check character.
const REFERENCE = (prefix: string) =>
  new RegExp(`^${prefix}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$`);

test.use({ viewport: PHONE });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The error shown under one field (its id comes from the form kit's fieldIds). */
const fieldError = (page: Page, name: string) => page.locator(`#field-${name}-error`);

for (const locale of ['ar', 'en'] as const) {
  const { t, v } = text(locale);

  test.describe(`forms in ${locale}`, () => {
    test(`job application: bad input is refused per field, a good one gets a reference (${locale})`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, `/${locale}/jobs`);
      await page.locator('.opening .button').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/jobs/apply\\?opening=\\d+`));
      await expect(page.locator('#field-openingId')).not.toHaveValue('');

      // Nothing filled: the browser refuses with the shared schema's messages, and the summary takes focus.
      await page.getByRole('button', { name: t('jobApply.submit') }).click();
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(fieldError(page, 'fullName')).toContainText(v('required'));
      await expect(fieldError(page, 'consent')).toContainText(v('consentRequired'));
      await expect(fieldError(page, 'cv')).toContainText(v('fileRequired'));
      const fullName = page.getByRole('textbox', { name: new RegExp(t('jobApply.fullName')) });
      await expect(fullName).toHaveAttribute('aria-invalid', 'true');
      await expect(fullName).toHaveAccessibleDescription(new RegExp(v('required')));

      await page.locator('#field-fullName').fill(locale === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
      await page.locator('#field-nationalId').fill('1234567890');
      await page.locator('#field-mobile').fill('0412345678');
      await page.locator('#field-email').fill('sara@example.org');
      await page.locator('#field-city').fill(locale === 'ar' ? 'الرياض' : 'Riyadh');
      await page.locator('#field-qualification').selectOption('bachelor');
      await page.locator('#field-yearsOfExperience').fill('٣');
      await page
        .locator('#field-cv')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
      await page.locator('#field-consent').check();
      await page.getByRole('button', { name: t('jobApply.submit') }).click();
      await expect(fieldError(page, 'nationalId')).toContainText(v('nationalIdChecksum'));
      await expect(fieldError(page, 'mobile')).toContainText(v('mobile'));

      // The browser lets a disguised file through (its name says PDF); the server reads its content and says no, on the field.
      await page.locator('#field-nationalId').fill(validId('104563789'));
      await page.locator('#field-mobile').fill('+966 50 123 4567');
      await page.getByRole('button', { name: t('jobApply.submit') }).click();
      await expect(fieldError(page, 'cv')).toContainText(v('fileTypeCv'));
      await expect(fieldError(page, 'nationalId')).toHaveCount(0);
      await snapshot(page, `applications-job-errors-${locale}`, true);

      await page.locator('#field-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: t('jobApply.submit') }).click();
      const success = page.getByTestId('submission-success');
      await expect(success).toBeFocused();
      await expect(success).toContainText(t('jobApply.success'));
      await expect(page.getByTestId('reference')).toHaveText(REFERENCE('JOB'));
      await snapshot(page, `applications-job-success-${locale}`);
      expect(errors).toEqual([]);
    });

    test(`volunteering (${locale})`, async ({ page }) => {
      await open(page, `/${locale}/contribute/volunteer`);
      await page.locator('#field-fullName').fill(locale === 'ar' ? 'خالد العتيبي' : 'Khalid Alotaibi');
      await page.locator('#field-mobile').fill('0551234567');
      await page.locator('#field-email').fill('not-an-email');
      await page.locator('#field-city').fill(locale === 'ar' ? 'جدة' : 'Jeddah');
      await page.locator('#field-availability').selectOption('weekends');
      await page.locator('#field-consent').check();
      await page.getByRole('button', { name: t('volunteer.submit') }).click();
      await expect(fieldError(page, 'interests')).toContainText(v('chooseAtLeastOne'));
      await expect(fieldError(page, 'email')).toContainText(v('email'));
      await expect(page.locator('.error-summary')).toContainText(
        `${t('volunteer.interests')}: ${v('chooseAtLeastOne')}`,
      );
      await snapshot(page, `applications-volunteer-errors-${locale}`, true);

      await page.locator('#field-email').fill('khalid@example.org');
      await page.getByLabel(lookup(strings(locale, 'apply'), 'options.interest.awareness')).check();
      await page.getByLabel(lookup(strings(locale, 'apply'), 'options.interest.events')).check();
      await page.getByRole('button', { name: t('volunteer.submit') }).click();
      await expect(page.getByTestId('reference')).toHaveText(REFERENCE('VOL'));
      await expect(page.getByTestId('submission-success')).toContainText(t('volunteer.success'));
    });

    test(`aid request and its status (${locale})`, async ({ page }) => {
      await open(page, `/${locale}/electronic_services`);
      const aid = page.getByRole('form', { name: t('aid.formLabel') });
      await aid.locator('#field-applicantName').fill(locale === 'ar' ? 'منى القحطاني' : 'Mona Alqahtani');
      await aid.locator('#field-applicantNationalId').fill(validId('212345678'));
      // A number of its own per language: each gets its text (two a day per number).
      await aid.locator('#field-mobile').fill(locale === 'ar' ? '0561234567' : '0561234568');
      await aid.locator('#field-city').fill(locale === 'ar' ? 'الدمام' : 'Dammam');
      await aid.locator('#field-patientName').fill(locale === 'ar' ? 'سعد القحطاني' : 'Saad Alqahtani');
      await aid.locator('#field-patientRelationship').selectOption('parent');
      await aid.locator('#field-patientAge').fill('130');
      await aid.locator('#field-needCategory').selectOption('dialysis');
      await aid.locator('#field-needDescription').fill('short');
      await aid.locator('#field-consent').check();
      await aid.getByRole('button', { name: t('aid.submit') }).click();
      await expect(fieldError(page, 'patientAge')).toContainText(
        v('tooLarge').replace('{{max}}', formatPlainNumber(120, locale)),
      );
      await expect(fieldError(page, 'needDescription')).toContainText(
        v('tooShort').replace('{{min}}', formatPlainNumber(10, locale)),
      );

      await aid.locator('#field-patientAge').fill('64');
      await aid
        .locator('#field-needDescription')
        .fill(
          locale === 'ar'
            ? 'يحتاج إلى جلسات غسيل كلى ثلاث مرات أسبوعيًا.'
            : 'Needs dialysis sessions three times a week.',
        );
      await aid.locator('#field-attachments').setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: PNG });
      await aid.getByRole('button', { name: t('aid.submit') }).click();
      const reference = page.getByTestId('reference');
      await expect(reference).toHaveText(REFERENCE('AID'));
      await expect(page.getByTestId('reference-texted')).toHaveText(t('aid.referenceTexted'));

      // The lookup form is filled in with what was just sent.
      const status = page.getByRole('form', { name: t('status.formLabel') });
      const sent = (await reference.textContent()) ?? '';
      await expect(status.locator('#status-reference')).toHaveValue(sent);
      // A malformed reference is refused with the valid example, kept whole on one line (not broken at a hyphen).
      await status.locator('#status-reference').fill('AID-12');
      await status.getByRole('button', { name: t('status.submit') }).click();
      const example = page.locator('#status-reference-error bdi');
      await expect(example).toHaveText(AID_REFERENCE_EXAMPLE);
      // Widths where the sentence wraps right at the code in one language or the other.
      const viewport = page.viewportSize()!;
      for (const width of [360, 768, 900, 1280]) {
        await page.setViewportSize({ width, height: viewport.height });
        expect(await example.evaluate((element) => element.getClientRects().length), `${width} px`).toBe(1);
      }
      await page.setViewportSize(viewport);
      await status.locator('#status-reference').fill(sent);
      await status.getByRole('button', { name: t('status.submit') }).click();
      await expect(page.getByTestId('status-result')).toContainText(
        lookup(strings(locale, 'apply'), 'options.aidStatus.received'),
      );
      // The answer stands apart from the form that asked for it, at every width.
      const formBox = await status.boundingBox();
      const resultBox = await page.getByTestId('status-result').boundingBox();
      expect(resultBox!.y - (formBox!.y + formBox!.height)).toBeGreaterThanOrEqual(16);
      await snapshot(page, `applications-aid-status-${locale}`, true);

      // A wrong mobile: the server's answer, in the visitor's language, without saying which half was wrong.
      await status.locator('#status-mobile').fill('0500000000');
      await status.getByRole('button', { name: t('status.submit') }).click();
      await expect(page.getByTestId('status-not-found')).toContainText(t('api.statusNotFound'));
    });

    test(`contact form and the address list without a maps key (${locale})`, async ({ page }) => {
      await open(page, `/${locale}/contactus`);
      // No MAPS_API_KEY on this server: the list at once, with a short note.
      const map = page.locator('.branch-map');
      await expect(map).toHaveAttribute('data-map-state', 'unconfigured');
      await expect(map).toContainText(t('map.unconfigured'));
      await expect(map.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(map.locator('a[href^="https://www.google.com/maps/search/"]').first()).toBeVisible();

      const form = page.getByRole('form', { name: t('contact.formLabel') });
      await form.locator('#field-name').fill(locale === 'ar' ? 'عبدالله' : 'Abdullah');
      await form.locator('#field-subject').fill(locale === 'ar' ? 'استفسار' : 'A question');
      await form
        .locator('#field-message')
        .fill(locale === 'ar' ? 'أود معرفة طرق التبرع بالأجهزة الطبية.' : 'How can I donate medical devices?');
      await form.getByRole('button', { name: t('contact.submit') }).click();
      await expect(fieldError(page, 'mobile')).toContainText(v('mobileOrEmail'));
      await expect(fieldError(page, 'email')).toContainText(v('mobileOrEmail'));
      await expect(fieldError(page, 'consent')).toContainText(v('consentRequired'));
      await snapshot(page, `applications-contact-errors-${locale}`);

      await form.locator('#field-email').fill('abdullah@example.org');
      await form.locator('#field-consent').check();
      await form.getByRole('button', { name: t('contact.submit') }).click();
      await expect(page.getByTestId('reference')).toHaveText(REFERENCE('MSG'));

      // Copy an IBAN: the toast confirms it in the visitor's language.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator('.bank-account button').first().click();
      await expect(page.locator('.Toastify__toast').filter({ hasText: t('bank.copied') })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^SA\d{22}$/);
      await snapshot(page, `applications-contact-${locale}`, true);
    });
  });
}

/**
 * A server of our own with a maps key (the shared one has none), and routes standing in for the
 * maps script: one that never answers (after 5 s: the message and the list), a stand-in that
 * loads, one that breaks, one that is refused.
 */
test.describe('the maps script: never answering, loading, breaking', () => {
  const port = Number(process.env.E2E_PORT) + 10;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    server = await startOwnServer(port, 'maps', { MAPS_API_KEY: 'e2e-test-key' });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  for (const locale of ['ar', 'en'] as const) {
    test(`'Loading took too long' and the address list (${locale})`, async ({ page }) => {
      const { t } = text(locale);
      const scriptRequests: string[] = [];
      await page.route('https://maps.googleapis.com/**', (route) => {
        scriptRequests.push(route.request().url());
        // Never fulfilled: the script hangs, as on a network that drops it.
      });
      const started = Date.now();
      await page.goto(`${base}/${locale}/contactus`);
      await hydrated(page);
      const map = page.locator('.branch-map');
      await expect(map).toHaveAttribute('data-map-state', 'loading');
      await expect(map.getByRole('status')).toHaveText(t('map.loading'));
      await expect.poll(() => scriptRequests.length).toBeGreaterThan(0);
      const url = new URL(scriptRequests[0]);
      expect(url.searchParams.get('key')).toBe('e2e-test-key');
      expect(url.searchParams.get('language')).toBe(locale);

      await expect(map).toHaveAttribute('data-map-state', 'timeout', { timeout: 8000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
      await expect(map.getByRole('alert')).toHaveText(locale === 'en' ? 'Loading took too long' : t('map.timeout'));
      await expect(map.locator('.place-list__item').first()).toBeVisible();
      await expect(map.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(map.locator('a[href^="https://www.google.com/maps/search/"]').first()).toBeVisible();
      await map.scrollIntoViewIfNeeded();
      await snapshot(page, `applications-map-timeout-${locale}`);
    });
  }

  /*
   * A stand-in for the maps script (no internet here): it installs google.maps.importLibrary with a
   * places library whose suggestions echo the input, then calls the loader's callback, as the real
   * script does. Enough to prove the address field asks Places and offers the answers.
   */
  const FAKE_MAPS_SCRIPT = `(() => {
    const maps = window.google.maps;
    const places = {
      AutocompleteSessionToken: function () {},
      AutocompleteSuggestion: {
        fetchAutocompleteSuggestions: async (request) => ({
          suggestions: [{ placePrediction: { text: { text: request.input + ' (' + request.language + ', ' + request.includedRegionCodes.join() + ')' } } }],
        }),
      },
    };
    maps.version = '3.61.0';
    maps.Settings = { getInstance: () => ({}) };
    maps.importLibrary = async (name) => (name === 'places' ? places : {});
    maps.__ib__();
  })();`;

  test('address fields offer Places suggestions when the script loads', async ({ page }) => {
    const requests: string[] = [];
    await page.route('https://maps.googleapis.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
    });
    await page.goto(`${base}/en/contribute/volunteer`);
    await hydrated(page);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    const city = page.locator('#field-city');
    await city.pressSequentially('Riyadh Ol');
    await expect(city).toHaveAttribute('list', 'field-city-suggestions');
    await expect(page.locator('#field-city-suggestions option')).toHaveAttribute('value', 'Riyadh Ol (en, sa)');
  });

  test('a maps script that breaks leaves the form working with a plain input', async ({ page }) => {
    // A script that installs importLibrary but not the rest of the API: the React wrapper throws.
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.google.maps.importLibrary = async () => ({}); window.google.maps.__ib__();',
      }),
    );
    await page.goto(`${base}/en/contribute/volunteer`);
    await hydrated(page);
    await expect(page.locator('#field-city-suggestions')).toHaveCount(0);
    await page.locator('#field-city').fill('Riyadh');
    await expect(page.locator('#field-city')).toHaveValue('Riyadh');
    await expect(page.getByRole('button', { name: text('en').t('volunteer.submit') })).toBeVisible();
  });

  test('without the script the address field stays a plain input', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
    await page.goto(`${base}/ar/contribute/volunteer`);
    await hydrated(page);
    const city = page.locator('#field-city');
    await city.fill('الرياض');
    await expect(city).toHaveValue('الرياض');
    await expect(city).not.toHaveAttribute('list', /.+/);
    await expect(page.locator('#field-city-suggestions')).toHaveCount(0);
  });
});
