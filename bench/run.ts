/**
 * `npm run bench`: figures, not tests (docs/architecture.md "bench/"). Builds if needed, then starts
 * the production server (`node server`, temporary DATA_DIR, free loopback port) four ways — one
 * worker with the HTML cache (cached), one worker without it (fresh), and both again with
 * WEB_CONCURRENCY = the number of CPUs — and a bare node:http server that answers the same gzip bytes
 * from memory (static). For each path, alternating between them: req/s, p99 and the ratio to the
 * bare server (the ratios with one worker, as the bare server is one process). Then the fresh-render
 * floor (bench/fresh-floor.ts: React writing each page's elements alone, and gzip of its bytes,
 * against the CPU the fresh target allows). Then: HTML and state sizes per page, first-load
 * JavaScript, the browser-side figures (bench/front.ts: first-load JS, CSS, fonts, HTML as the HTML
 * asks for them; Lighthouse mobile, median of LIGHTHOUSE_RUNS, through an HTTP/2 front as deployed
 * and directly; a phone's observed paint and hydration on a slow and a
 * fast link, median of PHONE_RUNS), RSS over BENCH_MEMORY_REQUESTS mixed requests (on a server
 * started for it), and last the flood (a normal visitor's p99 while FLOOD_CONNECTIONS connections
 * ask for cache-busting URLs; it spends the fresh-render allowance).
 * Environment: BENCH_DURATION (s, default 3), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10),
 * BENCH_SERVERS (which servers besides the bare and the cached one: fresh,multiCached,multiFresh;
 * default all), BENCH_LOG_LEVEL (the app's LOG_LEVEL, default info as in production), FLOOD_SECONDS
 * (10; 0 leaves it out), FLOOD_CONNECTIONS (50), BENCH_MEMORY_REQUESTS (100000; 0 leaves it out),
 * LIGHTHOUSE_RUNS (3; 0 leaves it out), LIGHTHOUSE_FRONT (both; h2 or direct for one of them),
 * PHONE_RUNS (3; 0 leaves it out).
 * `npm run bench -- --sizes` prints the first-load sizes only (no server, no load).
 * What makes up a page's first-load JavaScript: `npx tsx bench/bundle-breakdown.ts [page]`.
 * This machine may be shared: load from other processes moves every figure; the load average is
 * printed with them.
 */
import autocannon, { type Result } from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BENCH_REQUEST_HEADERS, capture, type CapturedResponse } from './captured';
import { firstLoad, pageModuleFor, scriptsInHtml } from './first-load';
import { printFrontFigures } from './front';
import { cleanUp, ROOT, startApp, startStatic, type AppServer } from './servers';
import { flood, memory } from './stress';
import { freshFloor } from './fresh-floor-run';

const PATHS = ['/ar', '/ar/news', '/en/programs-and-projects'];
const HOME = '/ar';
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 50);
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
const FRESH_RATIO_TARGET = 0.25;
const CACHED_RATIO_TARGET = 0.8;
const FLOOD_TARGET_MS = 300;
const RSS_TARGET_MB = 200;
const HOME_STATE_TARGET_KB = 15;
const HOME_HTML_TARGET_KB = 60;
const HOME_JS_TARGET_KB = 95;
const KB = 1024;
const SIZES_ONLY = process.argv.includes('--sizes');
const MEMORY_PATHS = [
  '/ar',
  '/en',
  '/ar/news',
  '/en/news?page=2',
  '/ar/programs-and-projects',
  '/en/pages/about',
  '/ar/no-such-page',
  '/ar/news?utm_source=bench',
  '/ar/pages/goals',
  '/en/contactus',
];

/** Fresh renders measured as throughput: no cache, no per-address limit, a queue long enough for every connection. */
const FRESH_ENV = {
  HTML_CACHE_SECONDS: '0',
  RENDER_RATE_LIMIT: '0',
  RENDER_QUEUE: '1000',
  RENDER_QUEUE_TIMEOUT_MS: '60000',
};

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

function buildIfNeeded(): void {
  if (
    existsSync(path.join(ROOT, 'dist/server/main.js')) &&
    existsSync(path.join(ROOT, 'dist/client/.vite/manifest.json'))
  )
    return;
  console.log('No build found: building first …');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function load(origin: string, urlPath: string, duration: number): Promise<Result> {
  return autocannon({
    url: origin + urlPath,
    connections: CONNECTIONS,
    duration,
    headers: { ...BENCH_REQUEST_HEADERS },
  });
}

interface Figures {
  rps: number[];
  p99: number[];
  /** Server CPU time per answered request, in µs. */
  cpuUs: number[];
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
  const rows = [['path', 'page module', 'files', 'raw KB', 'gzip KB', 'target']];
  for (const urlPath of PATHS) {
    const page = pageModuleFor(urlPath);
    const js = firstLoad(clientDir, page);
    const gzipKb = js.gzip / KB;
    const target =
      urlPath === HOME
        ? gzipKb <= HOME_JS_TARGET_KB
          ? `≤ ${HOME_JS_TARGET_KB} ok`
          : `> ${HOME_JS_TARGET_KB} OVER`
        : '';
    rows.push([urlPath, page, String(js.files.length), (js.raw / KB).toFixed(1), gzipKb.toFixed(1), target]);

    // A difference means the manifest is read differently here and in server/render/assets.ts.
    const response = captured?.find((entry) => entry.path === urlPath);
    if (!response) continue;
    const html =
      response.headers['content-encoding'] === 'gzip'
        ? gunzipSync(response.body).toString('utf8')
        : response.body.toString('utf8');
    const inHtml = new Set(scriptsInHtml(html));
    const listed = new Set(js.files.map((file) => file.file));
    if (inHtml.size !== listed.size || [...listed].some((file) => !inHtml.has(file))) {
      console.warn(
        `warning: ${urlPath}: the HTML loads ${[...inHtml].join(', ')}; the manifest lists ${[...listed].join(', ')}`,
      );
    }
  }
  printTable(rows, [false, false, true, true, true, false]);
  const home = firstLoad(clientDir, pageModuleFor(HOME));
  console.log(
    `\n${HOME}: ${home.files.map((file) => `${file.file.replace('/assets/', '')} ${(file.gzip / KB).toFixed(1)}`).join(', ')} (KB gzip)`,
  );
}

type Which = 'static' | 'cached' | 'fresh' | 'multiCached' | 'multiFresh';
const WHICH: Which[] = ['static', 'cached', 'fresh', 'multiCached', 'multiFresh'];
/** BENCH_SERVERS=cached,fresh measures only those (the bare server and the cached one always). */
const MEASURED: Which[] = process.env.BENCH_SERVERS
  ? WHICH.filter(
      (which) => which === 'static' || which === 'cached' || process.env.BENCH_SERVERS!.split(',').includes(which),
    )
  : WHICH;

function decode(response: CapturedResponse): string {
  return response.headers['content-encoding'] === 'gzip'
    ? gunzipSync(response.body).toString('utf8')
    : response.body.toString('utf8');
}

function printPageSizes(captured: CapturedResponse[]): void {
  console.log('HTML and serialized state per page (raw bytes; gzip as sent)');
  const rows = [['path', 'HTML KB', 'HTML gzip KB', 'state KB', 'target']];
  for (const response of captured) {
    const html = decode(response);
    const state = /<script id="__APP_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const htmlKb = Buffer.byteLength(html) / KB;
    const stateKb = Buffer.byteLength(state) / KB;
    const target =
      response.path === HOME
        ? `HTML ≤ ${HOME_HTML_TARGET_KB} ${htmlKb <= HOME_HTML_TARGET_KB ? 'ok' : 'OVER'}, state ≤ ${HOME_STATE_TARGET_KB} ${stateKb <= HOME_STATE_TARGET_KB ? 'ok' : 'OVER'}`
        : '';
    rows.push([response.path, htmlKb.toFixed(1), (response.body.length / KB).toFixed(1), stateKb.toFixed(1), target]);
  }
  printTable(rows, [false, true, true, true, false]);
}

async function main(): Promise<void> {
  buildIfNeeded();
  if (SIZES_ONLY) {
    printSizes(null);
    return;
  }
  const workers = cpus().length;
  console.log(
    `Node ${process.version}, ${workers} CPU(s), load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' ',
      )}; autocannon ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s per server and path, alternating; app LOG_LEVEL=${LOG_LEVEL}`,
  );
  console.log('A shared, busy machine makes every figure noisy: compare figures of one run, not across runs.\n');

  // The cached one-worker server is always started: the captured bytes, sizes, browser figures and flood use it.
  const settings: Record<Exclude<Which, 'static'>, Record<string, string>> = {
    cached: { WEB_CONCURRENCY: '1' },
    fresh: { WEB_CONCURRENCY: '1', ...FRESH_ENV },
    multiCached: { WEB_CONCURRENCY: String(workers) },
    multiFresh: { WEB_CONCURRENCY: String(workers), ...FRESH_ENV },
  };
  const apps: Partial<Record<Exclude<Which, 'static'>, AppServer>> = {};
  for (const which of ['cached', ...MEASURED.filter((name) => name !== 'static' && name !== 'cached')] as Exclude<
    Which,
    'static'
  >[]) {
    apps[which] = await startApp(settings[which], LOG_LEVEL);
  }
  const cachedApp = apps.cached!;
  const captured = await Promise.all(PATHS.map((urlPath) => capture(cachedApp.origin, urlPath)));
  for (const response of captured) {
    if (response.status !== 200) console.warn(`warning: ${response.path} answered ${response.status}`);
    if (response.headers['content-encoding'] !== 'gzip') console.warn(`warning: ${response.path} was not gzip-encoded`);
  }
  const bare = await startStatic(captured);
  const servers: Partial<Record<Which, { origin: string; cpuMs: () => number }>> = { static: bare };
  for (const [which, app] of Object.entries(apps)) servers[which as Which] = app;
  const originOf = (which: Which) => servers[which]!.origin;

  // Warm-up (JIT, caches, connection setup); not recorded.
  for (const urlPath of PATHS) for (const which of MEASURED) await load(originOf(which), urlPath, 1);

  const figures = new Map<string, Record<Which, Figures>>();
  for (const urlPath of PATHS) {
    const entry = Object.fromEntries(
      WHICH.map((which) => [which, { rps: [], p99: [], cpuUs: [], failures: 0 } as Figures]),
    ) as Record<Which, Figures>;
    figures.set(urlPath, entry);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order so drift (thermal, other load) hits every server alike.
      const order = round % 2 === 0 ? MEASURED : [...MEASURED].reverse();
      for (const which of order) {
        const cpuBefore = servers[which]!.cpuMs();
        const result = await load(originOf(which), urlPath, DURATION);
        entry[which].cpuUs.push(((servers[which]!.cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total));
        entry[which].rps.push(result.requests.average);
        entry[which].p99.push(result.latency.p99);
        entry[which].failures += result.errors + result.timeouts + result.non2xx;
      }
    }
  }

  console.log(
    `Throughput (HTML, gzip, keep-alive): ratios of one worker to the bare server; ${workers} workers beside`,
  );
  const rows = [
    [
      'path',
      'static req/s',
      'cached req/s',
      'p99',
      'ratio',
      'fresh req/s',
      'p99',
      'ratio',
      `${workers}w cached`,
      `${workers}w fresh`,
      'targets',
    ],
  ];
  // A server left out (BENCH_SERVERS) shows a dash.
  const figure = (values: number[], digits: number, unit = '') =>
    values.length ? `${mean(values).toFixed(digits)}${unit}` : '-';
  for (const [urlPath, f] of figures) {
    const cachedRatio = mean(f.cached.rps) / mean(f.static.rps);
    const freshRatio = f.fresh.rps.length ? mean(f.fresh.rps) / mean(f.static.rps) : NaN;
    rows.push([
      urlPath,
      figure(f.static.rps, 0),
      figure(f.cached.rps, 0),
      figure(f.cached.p99, 0, ' ms'),
      cachedRatio.toFixed(2),
      figure(f.fresh.rps, 0),
      figure(f.fresh.p99, 0, ' ms'),
      Number.isNaN(freshRatio) ? '-' : freshRatio.toFixed(3),
      figure(f.multiCached.rps, 0),
      figure(f.multiFresh.rps, 0),
      `cached ≥ ${CACHED_RATIO_TARGET} ${cachedRatio >= CACHED_RATIO_TARGET ? 'ok' : 'BELOW'}` +
        (Number.isNaN(freshRatio)
          ? ''
          : `, fresh ≥ ${FRESH_RATIO_TARGET} ${freshRatio >= FRESH_RATIO_TARGET ? 'ok' : 'BELOW'}`),
    ]);
    const failed = MEASURED.filter((which) => f[which].failures > 0).map((which) => `${which} ${f[which].failures}`);
    if (failed.length) console.warn(`warning: ${urlPath}: failed requests: ${failed.join(', ')}`);
  }
  printTable(rows, [false, true, true, true, true, true, true, true, true, true, false]);

  // The same comparison by the servers' own CPU time per answer: load from other processes moves
  // req/s a lot on a shared machine, CPU per request much less. Ratio = bare CPU / app CPU.
  console.log('\nServer CPU per request (µs, user + system, from /proc); ratio = bare server ÷ app');
  const cpuRows = [['path', 'static µs', 'cached µs', 'ratio', 'fresh µs', 'ratio']];
  for (const [urlPath, f] of figures) {
    const bareUs = mean(f.static.cpuUs);
    cpuRows.push([
      urlPath,
      bareUs.toFixed(0),
      figure(f.cached.cpuUs, 0),
      (bareUs / mean(f.cached.cpuUs)).toFixed(2),
      figure(f.fresh.cpuUs, 0),
      f.fresh.cpuUs.length ? (bareUs / mean(f.fresh.cpuUs)).toFixed(3) : '-',
    ]);
  }
  printTable(cpuRows, [false, true, true, true, true, true]);
  apps.fresh?.stop();
  apps.multiCached?.stop();
  apps.multiFresh?.stop();

  // What no fresh render can avoid, against what the fresh target allows (docs/decisions/048).
  console.log(
    `\nFresh-render floor: React writing the page's elements alone, and gzip of its bytes, against the CPU a fresh render may take at ${FRESH_RATIO_TARGET}× the bare server (µs)`,
  );
  const floors = freshFloor(captured.map((response) => ({ path: response.path, html: decode(response) })));
  const floorRows = [
    ['path', 'elements', 'bare µs', `allowed µs`, 'React alone', 'gzip -1', 'gzip -4', 'floor ÷ allowed', 'fresh µs'],
  ];
  for (const floor of floors) {
    const f = figures.get(floor.path)!;
    const bareUs = mean(f.static.cpuUs);
    const allowed = bareUs / FRESH_RATIO_TARGET;
    floorRows.push([
      floor.path,
      String(floor.elements),
      bareUs.toFixed(0),
      allowed.toFixed(0),
      floor.reactUs.toFixed(0),
      floor.gzip1Us.toFixed(0),
      floor.gzip4Us.toFixed(0),
      `${((floor.reactUs + floor.gzip1Us) / allowed).toFixed(1)}×`,
      figure(f.fresh.cpuUs, 0),
    ]);
  }
  printTable(floorRows, [false, true, true, true, true, true, true, true, true]);

  console.log('');
  printPageSizes(captured);

  console.log('');
  printSizes(captured);
  // FRONT's section: first load as the HTML asks for it, and Lighthouse. Before the flood and the
  // memory run: the flood spends this address's fresh-render allowance (429 for a minute).
  await printFrontFigures(cachedApp.origin);

  if (MEMORY_REQUESTS > 0) {
    // A server of its own, started for it: the figure is what 100,000 requests leave, not what
    // the browser figures before it (two Lighthouse sets, the phone loads) happened to add.
    console.log(
      `\nMemory: RSS of a new one-worker server after each quarter of ${MEMORY_REQUESTS} requests over ${MEMORY_PATHS.length} mixed paths`,
    );
    const memoryApp = await startApp(settings.cached, LOG_LEVEL);
    const rss = await memory(memoryApp, MEMORY_REQUESTS, MEMORY_PATHS);
    memoryApp.stop();
    const growth = rss[3] - rss[1];
    console.log(
      `${rss.map((value, index) => `${((index + 1) * MEMORY_REQUESTS) / 4}: ${value.toFixed(0)} MB`).join(', ')}; ≤ ${RSS_TARGET_MB} MB ${rss[3] <= RSS_TARGET_MB ? 'ok' : 'OVER'}; 2nd → 4th quarter ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB`,
    );
  }

  if (FLOOD_SECONDS > 0) {
    console.log(
      `\nFlood: ${FLOOD_CONNECTIONS} connections ask /ar/news?page=<new every time> for ${FLOOD_SECONDS} s while one visitor reads /ar (one worker, production settings)`,
    );
    const flooded = await flood(cachedApp, FLOOD_SECONDS, FLOOD_CONNECTIONS);
    console.log(
      `visitor p99 ${flooded.visitorP99.toFixed(0)} ms (target ≤ ${FLOOD_TARGET_MS}: ${flooded.visitorP99 <= FLOOD_TARGET_MS ? 'ok' : 'OVER'}), visitor ${flooded.visitorRps.toFixed(0)} req/s, ${flooded.visitorFailures} failed; flood ${flooded.floodRps.toFixed(0)} req/s answered ${flooded.floodStatuses}`,
    );
  }
}

try {
  await main();
} finally {
  cleanUp();
}
