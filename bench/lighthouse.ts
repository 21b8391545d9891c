/**
 * Lighthouse mobile figures (performance and accessibility, simulated throttling, Debian Chromium),
 * the median of several runs per page: a single Lighthouse run moves by a few points from one run
 * to the next. Runs the `lighthouse` CLI of the npm package, one page at a time (never in parallel:
 * the simulated throttling scales what it observes on this machine's CPU).
 *
 * Used by `npm run bench`, through an HTTP/2 front as in production (bench/h2-front.ts) and against
 * `node server` directly; alone: `npx tsx bench/lighthouse.ts ORIGIN [path …]` against a running
 * server or front, e.g. `npx tsx bench/lighthouse.ts http://127.0.0.1:4205 /ar /en/news`.
 * Environment: LIGHTHOUSE_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium).
 * What holds the score on a machine like this one, and what was tried: docs/decisions/037, 040 and 042.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

export const LIGHTHOUSE_PATHS = ['/ar', '/en/news', '/ar/calc/money', '/ar/donate/cart'];
export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100 };

/** The figures of one run (scores 0–100, times in ms, CLS unitless). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Titles of the failed accessibility audits (empty at 100). */
  accessibilityFailures: string[];
}

export interface LighthouseSummary extends LighthouseRun {
  path: string;
  runs: number;
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number }>;
}

function runOnce(url: string): Promise<LighthouseRun> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`Lighthouse needs Chromium at ${chromePath} (set CHROME_PATH)`);
  const args = [
    CLI,
    url,
    '--form-factor=mobile',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    // An https origin is the bench's own front (bench/h2-front.ts), whose certificate is made for the run.
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${url.startsWith('https:') ? ' --ignore-certificate-errors' : ''}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr}`));
        const report = JSON.parse(stdout) as Report;
        const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        const accessibility = report.categories.accessibility;
        resolve({
          performance: Math.round((report.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((accessibility.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          speedIndex: audit('speed-index'),
          accessibilityFailures: accessibility.auditRefs
            .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
            .map((ref) => report.audits[ref.id].title),
        });
      },
    );
  });
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try again. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      console.warn(`warning: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; trying again`);
    }
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median of `runs` Lighthouse runs per path, each figure on its own. */
export async function lighthouse(
  origin: string,
  paths = LIGHTHOUSE_PATHS,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseSummary[]> {
  const summaries: LighthouseSummary[] = [];
  for (const urlPath of paths) {
    const results: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await withRetries(() => runOnce(origin + urlPath)));
    const of = (key: Exclude<keyof LighthouseRun, 'accessibilityFailures'>) =>
      median(results.map((result) => result[key]));
    summaries.push({
      path: urlPath,
      runs,
      performance: of('performance'),
      accessibility: of('accessibility'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      speedIndex: of('speedIndex'),
      accessibilityFailures: [...new Set(results.flatMap((result) => result.accessibilityFailures))],
    });
  }
  return summaries;
}

/** Rows for bench/run.ts's table printer: header first. */
export function lighthouseRows(summaries: LighthouseSummary[]): string[][] {
  const rows = [['path', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'target']];
  for (const s of summaries) {
    const ok = s.performance >= LIGHTHOUSE_TARGETS.performance && s.accessibility >= LIGHTHOUSE_TARGETS.accessibility;
    rows.push([
      s.path,
      String(s.performance),
      String(s.accessibility),
      s.fcp.toFixed(0),
      s.lcp.toFixed(0),
      s.tbt.toFixed(0),
      s.cls.toFixed(3),
      s.speedIndex.toFixed(0),
      ok ? `≥ ${LIGHTHOUSE_TARGETS.performance}/${LIGHTHOUSE_TARGETS.accessibility} ok` : 'BELOW',
    ]);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: npx tsx bench/lighthouse.ts ORIGIN [path …]');
    process.exit(2);
  }
  const summaries = await lighthouse(origin.replace(/\/$/, ''), paths.length ? paths : LIGHTHOUSE_PATHS);
  const rows = lighthouseRows(summaries);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
  for (const s of summaries)
    if (s.accessibilityFailures.length) console.log(`${s.path} accessibility: ${s.accessibilityFailures.join('; ')}`);
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify(summaries));
}
