/**
 * The browser-side figures of `npm run bench`, against the running production server: what each
 * page's HTML makes the browser fetch first (bench/page-assets.ts) and Lighthouse mobile, median of
 * LIGHTHOUSE_RUNS runs per page (bench/lighthouse.ts; LIGHTHOUSE_RUNS=0 leaves it out: it takes
 * about half a minute a run).
 */
import { cpus, loadavg } from 'node:os';
import { ASSET_PATHS, pageAssetRows, pageAssets } from './page-assets';
import { LIGHTHOUSE_PATHS, lighthouse, lighthouseRows } from './lighthouse';

function print(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  rows.forEach((row, index) => {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  });
}

export async function printFrontFigures(origin: string): Promise<void> {
  console.log('\nFirst load as the HTML asks for it (JS: entry + module preloads; CSS: stylesheets; gzip -6; fonts: woff2 bytes)');
  const assets = [];
  for (const urlPath of ASSET_PATHS) assets.push(await pageAssets(origin, urlPath));
  print(pageAssetRows(assets));

  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (runs <= 0) return;
  // Simulated throttling scales what this machine's CPU does: a busy machine lowers the scores.
  console.log(`\nLighthouse mobile (simulated throttling), median of ${runs}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPU(s)`);
  const summaries = await lighthouse(origin, LIGHTHOUSE_PATHS, runs);
  print(lighthouseRows(summaries));
  for (const summary of summaries) {
    if (summary.accessibilityFailures.length) console.log(`${summary.path} accessibility: ${summary.accessibilityFailures.join('; ')}`);
  }
}
