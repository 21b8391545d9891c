/**
 * The browser-side figures of `npm run bench`, against the running production server: what each
 * page's HTML makes the browser fetch first (bench/page-assets.ts); Lighthouse mobile, median of
 * LIGHTHOUSE_RUNS runs per page (bench/lighthouse.ts; LIGHTHOUSE_RUNS=0 leaves it out: it takes
 * about a quarter of a minute a run); and what a phone observes on a slow and a fast link
 * (bench/phone-load.ts; PHONE_RUNS=0 leaves it out).
 *
 * Lighthouse runs twice per page: through an HTTP/2 front as production is served (nginx,
 * docs/deploy-nginx.md; bench/h2-front.ts), the figure the target is judged by, and against
 * `node server` directly over HTTP/1.1, the figure earlier decision records quote.
 * LIGHTHOUSE_FRONT=h2 or =direct runs one of them only. The phone figures go through the front.
 */
import { cpus, loadavg } from 'node:os';
import { startH2Front } from './h2-front';
import { ASSET_PATHS, pageAssetRows, pageAssets } from './page-assets';
import { LIGHTHOUSE_PATHS, lighthouse, lighthouseRows } from './lighthouse';
import { LINKS, PHONE_PATHS, phoneLoads, phoneRows } from './phone-load';

function print(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  rows.forEach((row, index) => {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  });
}

async function printLighthouse(origin: string, label: string, runs: number): Promise<void> {
  // Simulated throttling scales what this machine's CPU does: a busy machine lowers the scores.
  console.log(
    `\nLighthouse mobile (simulated throttling), ${label}, median of ${runs}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPU(s)`,
  );
  const summaries = await lighthouse(origin, LIGHTHOUSE_PATHS, runs);
  print(lighthouseRows(summaries));
  for (const summary of summaries) {
    if (summary.accessibilityFailures.length)
      console.log(`${summary.path} accessibility: ${summary.accessibilityFailures.join('; ')}`);
  }
}

export async function printFrontFigures(origin: string): Promise<void> {
  console.log(
    '\nFirst load as the HTML asks for it (JS: entry + module preloads; CSS: stylesheets; gzip -6; fonts: woff2 bytes)',
  );
  const assets = [];
  for (const urlPath of ASSET_PATHS) assets.push(await pageAssets(origin, urlPath));
  print(pageAssetRows(assets));

  const front = await startH2Front(origin);
  try {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const which = process.env.LIGHTHOUSE_FRONT ?? 'both';
    if (!['both', 'h2', 'direct'].includes(which))
      throw new Error(`LIGHTHOUSE_FRONT is both, h2 or direct, not ${which}`);
    if (runs > 0 && which !== 'direct')
      await printLighthouse(front.origin, 'through an HTTP/2 front as deployed', runs);
    if (runs > 0 && which !== 'h2') await printLighthouse(origin, 'node server directly (HTTP/1.1)', runs);

    const phoneRuns = Number(process.env.PHONE_RUNS ?? 3);
    if (phoneRuns > 0) {
      for (const link of LINKS) {
        console.log(
          `\nA phone on a ${link.name} link (observed: ${link.description}), through the HTTP/2 front, median of ${phoneRuns}`,
        );
        print(phoneRows(await phoneLoads(front.origin, PHONE_PATHS, phoneRuns, link)));
      }
    }
  } finally {
    await front.close();
  }
}
