/**
 * What a phone observes loading a page, in Debian's Chromium with the throttling DevTools applies
 * (a latency added to every request, a cap on throughput, the CPU slowed 4×), a cold cache each
 * run: the first contentful paint, the largest paint, and when the page has hydrated
 * (html[data-hydrated]: from then on the basket, the forms and in-app navigation work). Median of
 * PHONE_RUNS runs per page, on two links:
 * - slow: Lighthouse's "devtools" mobile figures, 562.5 ms per request, 1,474.56 kb/s down, 675 up;
 * - fast: a good 4G link, 40 ms per request, 9 Mb/s both ways.
 *
 * Lighthouse's simulated figures model the network from an unthrottled load, and no longer report
 * when a page becomes usable. These are observed, so a change that trades hydration for a paint
 * shows here (docs/decisions/042).
 *
 * Used by `npm run bench`; alone: `npx tsx bench/phone-load.ts ORIGIN [path …]`.
 * Environment: PHONE_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median } from './lighthouse';

export const PHONE_PATHS = ['/ar', '/en/news', '/ar/calc/money', '/ar/donate/cart'];

export interface Link {
  name: string;
  description: string;
  latency: number;
  /** Bytes per second. */
  down: number;
  up: number;
}

const KBIT = 1024 / 8;
export const LINKS: Link[] = [
  {
    name: 'slow',
    description: '562.5 ms per request, 1.47 Mb/s down, CPU 4× slower',
    latency: 562.5,
    down: 1474.56 * KBIT,
    up: 675 * KBIT,
  },
  {
    name: 'fast',
    description: '40 ms per request, 9 Mb/s, CPU 4× slower',
    latency: 40,
    down: 9000 * KBIT,
    up: 9000 * KBIT,
  },
];
const CPU_SLOWDOWN = 4;

export interface PhoneFigures {
  path: string;
  fcp: number;
  lcp: number;
  hydrated: number;
}

declare global {
  interface Window {
    phoneFigures?: { lcp: number; hydrated: number };
  }
}

export async function phoneLoads(origin: string, paths: string[], runs: number, link: Link): Promise<PhoneFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // An https origin is the bench's own front (bench/h2-front.ts), whose certificate is made for the run.
    args: ['--no-sandbox', '--disable-gpu', ...(origin.startsWith('https:') ? ['--ignore-certificate-errors'] : [])],
  });
  const figures: PhoneFigures[] = [];
  try {
    for (const urlPath of paths) {
      const samples: Omit<PhoneFigures, 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          ignoreHTTPSErrors: true,
        });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const figures = { lcp: Number.NaN, hydrated: Number.NaN };
          window.phoneFigures = figures;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) figures.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new MutationObserver((_, observer) => {
            if (document.documentElement.dataset.hydrated !== 'true') return;
            figures.hydrated = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: link.latency,
          downloadThroughput: link.down,
          uploadThroughput: link.up,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        try {
          await page.goto(origin + urlPath);
          await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
          samples.push(
            await page.evaluate(() => ({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
              lcp: window.phoneFigures?.lcp ?? Number.NaN,
              hydrated: window.phoneFigures?.hydrated ?? Number.NaN,
            })),
          );
        } catch (error) {
          // One stuck load is reported and left out of the median; the figures after it still come.
          console.warn(
            `warning: phone load of ${urlPath} (${link.name} link, run ${run + 1}) failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        } finally {
          await context.close();
        }
      }
      figures.push({
        path: urlPath,
        fcp: median(samples.map((sample) => sample.fcp)),
        lcp: median(samples.map((sample) => sample.lcp)),
        hydrated: median(samples.map((sample) => sample.hydrated)),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Rows for a table printer: header first. */
export function phoneRows(list: PhoneFigures[]): string[][] {
  return [
    ['path', 'FCP ms', 'LCP ms', 'hydrated ms'],
    ...list.map((row) => [row.path, row.fcp.toFixed(0), row.lcp.toFixed(0), row.hydrated.toFixed(0)]),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: npx tsx bench/phone-load.ts ORIGIN [path …]');
    process.exit(2);
  }
  for (const link of LINKS) {
    console.log(`${link.name}: ${link.description}`);
    for (const row of phoneRows(
      await phoneLoads(
        origin.replace(/\/$/, ''),
        paths.length ? paths : PHONE_PATHS,
        Number(process.env.PHONE_RUNS ?? 3),
        link,
      ),
    ))
      console.log(row.join('\t'));
  }
}
