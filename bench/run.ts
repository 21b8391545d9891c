/**
 * `npm run bench`: figures, not tests (ARCHITECTURE.md "bench/"). Builds if needed, starts the
 * production server (`node server`, temporary DATA_DIR, free loopback port) and a bare node:http
 * server that answers the same gzip bytes from memory, then runs autocannon against both,
 * alternating, for each path; prints req/s, p99 and the ratio, and the first-load JavaScript of
 * each page. Environment: BENCH_DURATION (s, default 3), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10),
 * BENCH_LOG_LEVEL (the app's LOG_LEVEL, default info as in production).
 * `npm run bench -- --sizes` prints the first-load sizes only (no server, no load).
 * What makes up a page's first-load JavaScript: `npx tsx bench/bundle-breakdown.ts [page]`.
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BENCH_REQUEST_HEADERS, capture, type CapturedResponse } from './captured';
import { firstLoad, pageModuleFor, scriptsInHtml } from './first-load';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PATHS = ['/ar', '/ar/news', '/en/programs-and-projects'];
const HOME = '/ar';
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const RATIO_TARGET = 0.25;
const HOME_JS_TARGET_KB = 110;
const KB = 1024;
const SIZES_ONLY = process.argv.includes('--sizes');

const children: ChildProcess[] = [];
const temporary: string[] = [];

function cleanUp(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function buildIfNeeded(): void {
  if (existsSync(path.join(ROOT, 'dist/server/main.js')) && existsSync(path.join(ROOT, 'dist/client/.vite/manifest.json'))) return;
  console.log('No build found: building first …');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startApp(): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  temporary.push(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready in 30 s:\n${stderr}`);
}

async function startStatic(captured: CapturedResponse[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-static-'));
  temporary.push(dir);
  const file = path.join(dir, 'responses.json');
  writeFileSync(file, JSON.stringify(captured.map((entry) => ({ ...entry, body: entry.body.toString('base64') }))));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/static-server.ts'), file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`The static server exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

function load(origin: string, urlPath: string, duration: number): Promise<Result> {
  return autocannon({ url: origin + urlPath, connections: CONNECTIONS, duration, headers: { ...BENCH_REQUEST_HEADERS } });
}

interface Figures {
  rps: number[];
  p99: number[];
  failures: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const pad = (value: string, width: number, right = false) => (right ? value.padStart(width) : value.padEnd(width));

function printTable(rows: string[][], rightAligned: boolean[]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  rows.forEach((row, index) => {
    console.log(row.map((cell, column) => pad(cell, widths[column], rightAligned[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  });
}

/** First-load JavaScript per path; with the captured pages, also checks that each HTML asks for exactly those files. */
function printSizes(captured: CapturedResponse[] | null): void {
  console.log('First-load JavaScript (entry, its static imports and the page chunk; gzip -6)');
  const clientDir = path.join(ROOT, 'dist/client');
  const routesFile = path.join(ROOT, 'src/routes.ts');
  const rows = [['path', 'page module', 'files', 'raw KB', 'gzip KB', 'target']];
  for (const urlPath of PATHS) {
    const page = pageModuleFor(routesFile, urlPath);
    const js = firstLoad(clientDir, page);
    const gzipKb = js.gzip / KB;
    const target = urlPath === HOME ? (gzipKb <= HOME_JS_TARGET_KB ? `≤ ${HOME_JS_TARGET_KB} ok` : `> ${HOME_JS_TARGET_KB} OVER`) : '';
    rows.push([urlPath, page, String(js.files.length), (js.raw / KB).toFixed(1), gzipKb.toFixed(1), target]);

    // A difference means the manifest is read differently here and in server/render/assets.ts.
    const response = captured?.find((entry) => entry.path === urlPath);
    if (!response) continue;
    const html = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body).toString('utf8') : response.body.toString('utf8');
    const inHtml = new Set(scriptsInHtml(html));
    const listed = new Set(js.files.map((file) => file.file));
    if (inHtml.size !== listed.size || [...listed].some((file) => !inHtml.has(file))) {
      console.warn(`warning: ${urlPath}: the HTML loads ${[...inHtml].join(', ')}; the manifest lists ${[...listed].join(', ')}`);
    }
  }
  printTable(rows, [false, false, true, true, true, false]);
  const home = firstLoad(clientDir, pageModuleFor(routesFile, HOME));
  console.log(`\n${HOME}: ${home.files.map((file) => `${file.file.replace('/assets/', '')} ${(file.gzip / KB).toFixed(1)}`).join(', ')} (KB gzip)`);
}

async function main(): Promise<void> {
  buildIfNeeded();
  if (SIZES_ONLY) {
    printSizes(null);
    return;
  }
  console.log(`Node ${process.version}, ${cpus().length} CPU(s); autocannon ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per server and path, alternating; app LOG_LEVEL=${LOG_LEVEL}\n`);

  const app = await startApp();
  const captured = await Promise.all(PATHS.map((urlPath) => capture(app.origin, urlPath)));
  for (const response of captured) {
    if (response.status !== 200) console.warn(`warning: ${response.path} answered ${response.status}`);
    if (response.headers['content-encoding'] !== 'gzip') console.warn(`warning: ${response.path} was not gzip-encoded`);
  }
  const staticOrigin = await startStatic(captured);

  // Warm-up (JIT, caches, connection setup); not recorded.
  for (const urlPath of PATHS) {
    await load(app.origin, urlPath, 1);
    await load(staticOrigin, urlPath, 1);
  }

  const figures = new Map<string, { app: Figures; static: Figures }>();
  for (const urlPath of PATHS) {
    const entry = { app: { rps: [], p99: [], failures: 0 } as Figures, static: { rps: [], p99: [], failures: 0 } as Figures };
    figures.set(urlPath, entry);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which server goes first so drift (thermal, other load) hits both alike.
      const order = round % 2 === 0 ? (['app', 'static'] as const) : (['static', 'app'] as const);
      for (const which of order) {
        const result = await load(which === 'app' ? app.origin : staticOrigin, urlPath, DURATION);
        entry[which].rps.push(result.requests.average);
        entry[which].p99.push(result.latency.p99);
        entry[which].failures += result.errors + result.timeouts + result.non2xx;
      }
    }
  }

  console.log('Throughput (HTML, gzip, keep-alive)');
  const rows = [['path', 'req/s app', 'req/s static', 'p99 app', 'p99 static', 'ratio app/static', 'target']];
  for (const [urlPath, { app: a, static: s }] of figures) {
    const ratio = mean(a.rps) / mean(s.rps);
    rows.push([
      urlPath,
      mean(a.rps).toFixed(0),
      mean(s.rps).toFixed(0),
      `${mean(a.p99).toFixed(1)} ms`,
      `${mean(s.p99).toFixed(1)} ms`,
      ratio.toFixed(2),
      ratio >= RATIO_TARGET ? `≥ ${RATIO_TARGET} ok` : `< ${RATIO_TARGET} BELOW`,
    ]);
    if (a.failures + s.failures > 0) console.warn(`warning: ${urlPath}: ${a.failures} failed app requests, ${s.failures} failed static requests`);
  }
  printTable(rows, [false, true, true, true, true, true, false]);

  console.log('');
  printSizes(captured);
}

try {
  await main();
} finally {
  cleanUp();
}
