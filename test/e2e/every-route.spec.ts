import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_ROWS } from '../../src/route-rows';

/*
 * Every route in each language: no sideways scroll at 320, 1024 and 1280 px, and on every page of
 * "who we are and how we are governed" no serious or critical axe violation. A page loads once
 * (hydrated, its fonts in place) and is measured at each width, since a resize lays it out again;
 * the information pages are checked by axe in the same visit. No screenshots.
 *
 * The walk is cut into slices that run in parallel, so the two workers share it and no one test
 * holds a worker for minutes.
 */
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const SLICES = 4;

/** Every information route of "who we are and how we are governed". */
const INFO_PATHS = [
  '/pages/about',
  '/pages/vision',
  '/pages/message',
  '/pages/values',
  '/pages/goals',
  '/pages/idea',
  '/pages/organizational_structure',
  '/pages/services',
  '/pages/team',
  '/pages/evaluation',
  '/pages/evidence',
  '/pages/strategic_plan',
  '/pages/Operational_Plan',
  '/pages/annual_report',
  '/pages/financial_statements',
  '/pages/general_assembly',
  '/pages/general_assembly_members',
  '/pages/board',
  '/pages/executive_committee',
  '/executive_management',
  '/permanent_committees',
  '/pages/questions',
  '/pages/studies',
  '/pages/studies/1',
  '/governance',
  '/governance/Tabs',
  '/policies',
  '/policies/Tabs',
  '/regulations',
  '/regulations/Tabs',
  '/reports',
];

/** The route table's paths; a row with a required parameter takes the first matching page of the sitemap. */
async function everyRoute(sitemap: string): Promise<string[]> {
  const listed = [...sitemap.matchAll(/<loc>[^<]*?\/(?:ar|en)(\/[^<]*)?<\/loc>/g)].map((match) => match[1] ?? '/');
  const paths = new Set<string>();
  for (const row of ROUTE_ROWS) {
    const path: string = row.path;
    if (!path.includes(':')) paths.add(path);
    else if (path.endsWith('?')) paths.add(path.replace(/\/:[^/]+\?$/, '') || '/');
    else {
      const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
      const example = listed.find((candidate) => pattern.test(candidate));
      if (example) paths.add(example);
    }
  }
  for (const path of INFO_PATHS) paths.add(path);
  return [...paths].sort();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const locale of ['ar', 'en'] as const) {
  for (let slice = 0; slice < SLICES; slice++) {
    test(`every route, slice ${slice + 1} of ${SLICES} (${locale}): no sideways scroll at 320, 1024 and 1280 px; no serious axe violation on the information pages`, async ({
      page,
      request,
    }) => {
      const all = await everyRoute(await (await request.get('/sitemap.xml')).text());
      expect(all.length).toBeGreaterThan(80);
      const paths = all.filter((_, index) => index % SLICES === slice);
      const wide: string[] = [];
      const violations: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: 1280, height: 800 });
        const url = `/${locale}${path === '/' ? '' : path}`;
        // A page that sends the visitor on (a form without its id) aborts the first navigation.
        await page.goto(url, { waitUntil: 'domcontentloaded' }).catch(() => page.waitForLoadState('domcontentloaded'));
        // Hydrated (scripted layout such as the carousel in place; images need not have arrived).
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 }).catch(() => undefined);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (INFO_PATHS.includes(path))
          violations.push(...(await seriousViolations(page)).map((found) => `${url} ${found}`));
        for (const width of [1280, 1024, 320]) {
          await page.setViewportSize({ width, height: 800 });
          const { scroll, inner } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          if (scroll > inner) wide.push(`${width}px ${url}: ${scroll}`);
        }
      }
      expect(wide).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
}
