import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './helpers';
import { addStaff, open, signIn } from './admin-helpers';

/**
 * Every screen of the back office an administrator's menu leads to opens, in both languages:
 * each list, its create form when it has one, and the first row it shows. None may fall on
 * react-admin's error page, every control is named in the screen's language, and axe finds no
 * WCAG A/AA violation (staff read these screens all day; some with a screen reader).
 *
 * axe is what a screen costs (three to seven seconds on a loaded 2-core machine against under one
 * for opening it), so it runs where a violation can differ: on every screen's content in Arabic, the
 * first language, and on the whole page (menu and bar, the same on every screen) once per language,
 * on the first screen, since the bar and menu mirror. The English sweep opens every screen too and
 * checks the error page and the controls' names there; the content's structure, labels' presence,
 * roles and colours do not depend on the language, and an English text missing in the locale shows
 * as its key, which the names check reads.
 */
// The bound catches a hang, not a slow run: some fifty screens beside another spec on two cores.
test.describe.configure({ timeout: 720_000 });

/** Goes to a screen inside the running app (no reload: the whole sweep stays one session). */
async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
  await expect(page).toHaveURL(new RegExp(`#${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await settled(page);
}

/** The screen has its data: no loading bar or spinner left (a determinate bar, a campaign's progress, may stay). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForTimeout(250);
}

/** What axe looks at on a screen: its content, the whole page (with the menu and bar), or nothing. */
type AxeScope = 'content' | 'page' | 'none';

async function violations(page: Page, screen: string, locale: 'ar' | 'en', scope: AxeScope): Promise<string[]> {
  const errorPage = await page.locator('.RaError-title, h1[role=alert]').count();
  const found = errorPage ? [`${screen}: react-admin's error page`] : [];
  // What a screen reader announces of the controls is in the screen's language (a library's English default is not).
  const foreign = locale === 'ar' ? /[A-Za-z]{3,}/ : /[\u0600-\u06FF]{2,}/;
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    ),
  );
  for (const name of names)
    if (foreign.test(name.replace('CSV', ''))) found.push(`${screen}: a control named "${name}"`);
  if (scope === 'none') return found;
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const axe = await (scope === 'content' ? builder.include('#main-content') : builder).analyze();
  for (const violation of axe.violations)
    found.push(
      `${screen}: ${violation.id} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
    );
  return found;
}

/** An order and a contact message, as visitors send them, so the order and inbox screens have a record to open. */
async function submissions(page: Page): Promise<void> {
  const placed = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'ar' },
    data: {
      donor: { name: 'متبرع تجريبي', mobile: '0512345678' },
      items: [{ kind: 'anfahum', ref: '80', amount: 10_000 }],
      method: 'bank-transfer',
    },
  });
  expect(placed.status()).toBe(201);
  await page.goto('/ar/contactus');
  await page.locator('#field-name').fill('عبدالله');
  await page.locator('#field-subject').fill('استفسار');
  await page.locator('#field-message').fill('أود معرفة طرق التبرع بالأجهزة الطبية.');
  await page.locator('#field-email').fill('abdullah@example.org');
  await page.locator('#field-consent').check();
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('reference')).toBeVisible();
}

for (const locale of ['ar', 'en'] as const) {
  test(`every list, create form and first row an administrator can open works and names its controls in the screen’s language${locale === 'ar' ? ', and passes axe' : ''} (${locale === 'ar' ? 'Arabic' : 'English'})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await submissions(page);
    await signIn(page, addStaff('admin'), locale);
    await open(page, '/');
    await expect(page.locator('.RaMenu-open a[href="#/news"]')).toBeVisible();
    const menu = await page
      .locator('.RaMenu-open a[href^="#/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.slice(1)))]);
    expect(menu.length).toBeGreaterThan(30);
    const found: string[] = [];
    const visited: string[] = [];
    const scope: AxeScope = locale === 'ar' ? 'content' : 'none';
    for (const screen of menu) {
      await go(page, screen);
      visited.push(screen);
      found.push(...(await violations(page, screen, locale, visited.length === 1 ? 'page' : scope)));
      if (screen === '/') continue;
      const create = page.locator(`a[href="#${screen}/create"]`).first();
      const hasCreate = (await create.count()) > 0;
      const firstRow = page.locator('tbody tr.RaDataTable-clickableRow').first();
      if (await firstRow.count()) {
        await firstRow.locator('td:not(:has(input, button, a))').first().click();
        await expect(page).not.toHaveURL(new RegExp(`#${screen}$`));
        const row = new URL(page.url()).hash.slice(1);
        await settled(page);
        visited.push(row);
        found.push(...(await violations(page, row, locale, scope)));
      }
      if (hasCreate) {
        await go(page, `${screen}/create`);
        visited.push(`${screen}/create`);
        found.push(...(await violations(page, `${screen}/create`, locale, scope)));
      }
    }
    // The sweep saw the screens that matter, not just the menu: forms and records too.
    expect(visited, visited.join(' ')).toEqual(
      expect.arrayContaining([
        '/news',
        '/news/create',
        '/staff/create',
        '/orders',
        '/home-slides',
        '/catalog',
        '/catalog/create',
      ]),
    );
    expect(visited.filter((screen) => /\/(show|\d+)$/.test(screen)).length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
}

test('the audit log reads in the screen’s language: what was done and to what as words, filtered by choosing one (Arabic)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = addStaff('admin');
  await signIn(page, email, 'ar');
  await open(page, '/audit');
  // The command line added the member, who then set up a second factor, which signed them in:
  // two entries by them, about them.
  const rows = page.locator('tbody tr').filter({ hasText: email });
  await expect(rows.filter({ hasText: 'إعداد التحقق الثاني' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'تسجيل دخول' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'الموظفون' })).toHaveCount(2);
  const byCommandLine = page.locator('tbody tr').filter({ hasText: 'سطر الأوامر' });
  await expect(byCommandLine.filter({ hasText: 'إنشاء' }).filter({ hasText: 'الموظفون' }).first()).toBeVisible();
  await expect(page.locator('tbody')).not.toContainText('second-factor');
  await expect(page.locator('tbody')).not.toContainText(/\bcli\b/);
  // The action filter offers the words and filters by the code behind them.
  await page.getByRole('button', { name: 'إضافة مرشّح' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'الإجراء' }).click();
  await page.getByRole('combobox', { name: 'الإجراء' }).click();
  await page.getByRole('option', { name: 'إعداد التحقق الثاني' }).click();
  await expect(page).toHaveURL(/second-factor\.enrol/);
  const listed = page.locator('tbody tr.RaDataTable-row');
  await expect(listed.first()).toContainText('إعداد التحقق الثاني');
  const actions = await listed.evaluateAll((all) => all.map((row) => row.textContent ?? ''));
  expect(actions.length).toBeGreaterThan(0);
  for (const text of actions) expect(text).toContain('إعداد التحقق الثاني');
});

test('on a phone no list scrolls the page sideways: a wide list scrolls inside its own box (Arabic)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, addStaff('admin'), 'ar');
  await open(page, '/');
  await expect(page.locator('.RaMenu-open a[href="#/news"]')).toBeVisible();
  const menu = await page
    .locator('.RaMenu-open a[href^="#/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.slice(1)))]);
  await page.setViewportSize(PHONE);
  const sideways: string[] = [];
  const scrollingLists: string[] = [];
  for (const screen of menu) {
    await go(page, screen);
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      widestList: Math.max(
        0,
        ...[...document.querySelectorAll('.RaDataTable-tableWrapper')].map((box) => box.scrollWidth - box.clientWidth),
      ),
    }));
    if (width.page > width.screen) sideways.push(`${screen}: ${width.page} px`);
    if (width.widestList > 0) scrollingLists.push(screen);
  }
  expect(sideways).toEqual([]);
  // The widest lists are still all there, scrolled inside their box (those wide by their columns;
  // the audit's width depends on what earlier tests left in it).
  expect(scrollingLists).toEqual(expect.arrayContaining(['/staff', '/catalog']));
});

test('the body editor offers only what the site keeps, in the screen’s language, with named controls (Arabic)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, addStaff('editor'), 'ar');
  await open(page, '/news/create');
  const arabicBody = page.locator('.ra-input-body_ar');
  const level = arabicBody.getByRole('combobox', { name: 'مستوى النص' });
  await expect(level.locator('option')).toHaveText(['فقرة', 'عنوان', 'عنوان فرعي', 'عنوان صغير']);
  for (const name of [
    'عريض',
    'مائل',
    'تسطير',
    'قائمة نقطية',
    'قائمة مرقّمة',
    'رابط',
    'صورة',
    'اقتباس',
    'إزالة التنسيق',
  ]) {
    await expect(arabicBody.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // Colours, highlights and alignment are dropped by the server's allow-list: they are not offered.
  await expect(
    arabicBody.locator('button[value=color], button[value=highlight], button[value=left], button[value=center]'),
  ).toHaveCount(0);
  const editor = arabicBody.getByRole('textbox', { name: 'النص (بالعربية)' });
  await editor.fill('عنوان القسم');
  await level.selectOption('h3');
  await expect(editor.locator('h3')).toHaveText('عنوان القسم');
  await expect(level).toHaveValue('h3');
  // A pasted h1 and a coloured span become what the site shows: a paragraph of plain text.
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<h1>عنوان كبير</h1><p><span style="color: red">نص ملون</span></p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText('نص ملون');
  await expect(editor.locator('h1, [style]')).toHaveCount(0);
  // A picture is added with its description.
  page.once('dialog', (address) => {
    expect(address.message()).toBe('عنوان الصورة (https://…)');
    page.once('dialog', (description) => void description.accept('شعار الجمعية'));
    void address.accept('https://example.org/logo.png');
  });
  await arabicBody.getByRole('button', { name: 'صورة', exact: true }).click();
  await expect(editor.getByRole('img', { name: 'شعار الجمعية' })).toHaveAttribute(
    'src',
    'https://example.org/logo.png',
  );
});

test('a list’s page buttons, positions, stock and days are written in the screen’s digits, as its row range is (Arabic)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, addStaff('editor'), 'ar');
  await open(page, '/news');
  // Twelve sample news items: two pages of ten.
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^١–١٠ من [٠-٩]+$/);
  const pages = page.locator('.MuiPagination-root .MuiPaginationItem-page');
  await expect(pages).toHaveText(['١', '٢']);
  await pages.nth(1).click();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^١١–[٠-٩]+ من [٠-٩]+$/);
  await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');

  // Numbers and days of the records themselves: no Western digit in those columns.
  const westernDigit = /[0-9]/;
  for (const [screen, column] of [
    ['/catalog', 'stock_left'],
    ['/home-slides', 'position'],
    ['/job-openings', 'posted_at'],
  ] as const) {
    await open(page, screen);
    const cells = page.locator(`tbody td.column-${column}`);
    await expect(cells.filter({ hasText: /[٠-٩]/ }).first()).toBeVisible();
    for (const text of await cells.allTextContents()) expect(text).not.toMatch(westernDigit);
  }
  // Stock is a quantity: grouped in thousands, as the public site writes it.
  await open(page, '/catalog');
  const stock = page.locator('tbody td.column-stock_left');
  await expect(stock.filter({ hasText: /^[٠-٩]{1,3}(٬[٠-٩]{3})+$/ }).first()).toBeVisible();
  for (const text of await stock.allTextContents()) expect(text).not.toMatch(/[٠-٩]{4}/);
});
