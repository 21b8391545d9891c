import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForReady } from '../helpers/server-process';
import { E2E_SERVER_ENV } from './server-env';

export const PHONE = { width: 390, height: 844 };

type Manifest = Record<string, { file: string }>;
let manifest: Manifest | undefined;

/** The client build's manifest (the browser tests run against dist/), read once. */
function builtManifest(): Manifest {
  return (manifest ??= JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest);
}

/** The URL path of a source's built file, e.g. 'locales/ar/calc.json' → /assets/calc-abc.js. */
export function builtFile(source: string): string {
  const chunk = builtManifest()[source];
  if (!chunk) throw new Error(`the client build has no file for ${source}`);
  return `/${chunk.file}`;
}

/** The URL paths of every built file whose source starts with `prefix` (e.g. one locale's namespaces). */
export function builtFiles(prefix: string): string[] {
  return Object.entries(builtManifest())
    .filter(([source]) => source.startsWith(prefix))
    .map(([, chunk]) => `/${chunk.file}`);
}
/** Holds every request for these URL paths (built files) back until the returned `release` is called. */
export async function holdFiles(page: Page, paths: readonly string[]): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

export const DESKTOP = { width: 1366, height: 900 };

/**
 * Saves a screenshot for a person to look at (test-results/screenshots/NAME.png), of the page or of
 * one element. No test reads these files, so CI (CI set) takes none unless E2E_SCREENSHOTS=1.
 */
export async function snapshot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('test-results/screenshots', { recursive: true });
  const file = `test-results/screenshots/${name}.png`;
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/** Waits until the app has hydrated (client navigation works from then on). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Records every value html[data-loading] takes from now on (read them with `phases`). */
export async function recordLoadingPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __phases?: string[] };
    w.__phases = [];
    new MutationObserver(() => {
      const phase = document.documentElement.getAttribute('data-loading') ?? '';
      if (w.__phases!.at(-1) !== phase) w.__phases!.push(phase);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-loading'] });
  });
}

/** The html[data-loading] values seen since `recordLoadingPhases`, in order. */
export async function phases(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { __phases?: string[] }).__phases ?? []);
}

/** The page's vertical scroll, in whole pixels. */
export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** Waits until the page has scrolled to the element `id` (its top at the top, or as far as the page can scroll) and stays there. */
export async function expectSettledAt(page: Page, id: string): Promise<void> {
  const expected = await page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
    return Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  }, id);
  expect(expected).toBeGreaterThan(800);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(expected - 3);
  await page.waitForTimeout(300);
  expect(Math.abs((await scrollY(page)) - expected)).toBeLessThan(3);
}

/**
 * `node server` (the build) on `port` with a fresh DATA_DIR and `env` on top of the production
 * settings the shared e2e server has: for the tests that need a setting the shared one lacks.
 */
export async function startOwnServer(port: number, name: string, env: Record<string, string>): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['server'], {
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `site-e2e-${name}-`)),
      ...env,
    },
    stdio: 'ignore',
  });
  if (!(await waitForReady(base, { timeoutMs: 30_000 }))) {
    server.kill('SIGTERM');
    throw new Error(`the ${name} test server did not start`);
  }
  return server;
}
