import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_SERVER_ENV } from './test/e2e/server-env';

/**
 * Browser tests in Debian's Chromium against the production build (scripts/e2e.js builds first and
 * checks that Chromium is there), each server with a fresh database.
 *
 * Each Playwright worker has its own production server and data folder, so workers never see each
 * other's baskets, staff, prices or rate limits. The main process starts one server per worker
 * (webServer below); a worker, which loads this file again with its TEST_PARALLEL_INDEX, finds its
 * own port and folder in E2E_PORT and E2E_DATA_DIR (the back-office specs create staff in it, and a
 * spec's own servers take ports just above E2E_PORT).
 */
// A worker keeps about two cores busy (Chromium drawing in software, its server rendering). Most
// specs only wait for what they check, so two workers share a 2-core machine well (each test
// slower, the run shorter). The specs that measure time (the loading bar's delays, toast and
// carousel timers, first paint, hydration order) run afterwards on their own, one at a time, so
// no other test's load stretches what they time: project `timed`, one worker, after `chromium`.
const TIMED_SPECS = [
  'navigation.spec.ts',
  'platform.spec.ts',
  'hydration.spec.ts',
  'content-media.spec.ts',
  'site-rules.spec.ts',
  'smoke.spec.ts',
];
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));
const firstPort = Number(process.env.E2E_FIRST_PORT ?? 4173);
const portOf = (index: number) => firstPort + 100 * index;
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
process.env.E2E_DATA_ROOT = dataRoot;
const dataDirOf = (index: number) => {
  const dir = path.join(dataRoot, `worker-${index}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = portOf(index);
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDirOf(index);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // Two workers on two cores stretch the longest journeys (basket → sandbox → receipt) towards 30 s.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: TIMED_SPECS.map((spec) => `**/${spec}`),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'timed',
      testMatch: TIMED_SPECS.map((spec) => `**/${spec}`),
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: Array.from({ length: workers }, (_, worker) => ({
    command: 'node server',
    url: `http://127.0.0.1:${portOf(worker)}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(portOf(worker)),
      PUBLIC_URL: `http://127.0.0.1:${portOf(worker)}`,
      DATA_DIR: dataDirOf(worker),
    },
  })),
});
