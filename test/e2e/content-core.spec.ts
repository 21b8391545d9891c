import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, hydrated, snapshot } from './helpers';

for (const locale of ['ar', 'en'] as const) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`screenshots ${locale} ${device}: a document page, an information page, the FAQ and a study`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const [name, path] of [
        ['governance', '/governance'],
        ['policies-tabs', '/policies/Tabs?tab=financial'],
        ['about', '/pages/about'],
        ['board', '/pages/board'],
        ['questions', '/pages/questions'],
        ['study', '/pages/studies/1'],
      ] as const) {
        await page.goto(`/${locale}${path}`);
        await hydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        await snapshot(page, `content-core-${name}-${locale}-${device}`, true);
      }
      // Nothing on these pages may be wider than the viewport (no sideways scrolling on phones).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('a document downloads as a PDF from its page', async ({ page }) => {
  await page.goto('/en/policies');
  await hydrated(page);
  const link = page.getByRole('link', { name: /^Download Conflict of interest policy \(PDF, \d+ KB\)$/ });
  await expect(link).toBeVisible();
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain('attachment');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the document tabs switch category through client-side navigation', async ({ page }) => {
  await page.goto('/ar/governance/Tabs');
  await hydrated(page);
  const tabs = page.getByRole('navigation', { name: 'تصنيفات الوثائق' });
  await tabs.getByRole('link', { name: 'القوائم المالية', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/governance\/Tabs\?tab=financial$/);
  await expect(page.getByRole('rowheader', { name: 'الموازنة التقديرية ٢٠٢٦' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'القوائم المالية', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the FAQ accordion opens and closes an answer', async ({ page }) => {
  await page.goto('/en/pages/questions');
  await hydrated(page);
  const second = page.locator('details.faq').nth(1);
  await expect(second).not.toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(second.locator('.faq__answer')).toBeVisible();
});
