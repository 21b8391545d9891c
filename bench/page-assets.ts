/**
 * What a page's HTML makes the browser fetch before it can hydrate, read from the HTML a running
 * server answers: scripts (the entry and its module preloads), stylesheets and preloaded fonts,
 * each fetched and gzipped at level 6 like `compression`. Fonts are woff2 (already compressed): their
 * raw size is what travels. Also every font file the stylesheets can load, for the font budget.
 *
 * Used by `npm run bench`; alone: `npx tsx bench/page-assets.ts ORIGIN [path …]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

export const ASSET_PATHS = ['/ar', '/en', '/en/news', '/ar/calc/money', '/ar/donate/cart'];
/** Budgets of the home page's first load (KB gzip): JavaScript and CSS. */
export const ASSET_TARGETS = { homeJsKb: 95, cssKb: 12 };

const KB = 1024;

export interface PageAssets {
  path: string;
  html: { raw: number; gzip: number };
  js: { files: number; gzip: number };
  css: { files: number; gzip: number };
  preloadedFonts: { files: string[]; bytes: number };
  /** Every font file any stylesheet of the page names (loaded only if a glyph of its range shows). */
  fontFaces: { files: number; bytes: number };
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const hrefs = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? match[2])),
];

export async function pageAssets(origin: string, urlPath: string): Promise<PageAssets> {
  const htmlBytes = await fetchBytes(origin + urlPath);
  const html = htmlBytes.toString('utf8');
  const scripts = [
    ...hrefs(html, /<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...hrefs(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const stylesheets = hrefs(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const fonts = hrefs(
    html,
    /<link[^>]+rel="preload"[^>]+as="font"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+as="font"/g,
  );

  const sum = async (list: string[], measure: (bytes: Buffer) => number) =>
    (await Promise.all(list.map(async (href) => measure(await fetchBytes(new URL(href, origin).href))))).reduce(
      (a, b) => a + b,
      0,
    );

  const cssTexts = await Promise.all(
    stylesheets.map(async (href) => (await fetchBytes(new URL(href, origin).href)).toString('utf8')),
  );
  const faceFiles = [
    ...new Set(
      cssTexts.flatMap((css) =>
        [...css.matchAll(/url\(([^)]+\.woff2?)\)/g)].map((match) => match[1].replace(/["']/g, '')),
      ),
    ),
  ];

  return {
    path: urlPath,
    html: { raw: htmlBytes.length, gzip: gzipSize(htmlBytes) },
    js: { files: scripts.length, gzip: await sum(scripts, gzipSize) },
    css: { files: stylesheets.length, gzip: cssTexts.reduce((total, css) => total + gzipSize(Buffer.from(css)), 0) },
    preloadedFonts: { files: fonts, bytes: await sum(fonts, (bytes) => bytes.length) },
    fontFaces: { files: faceFiles.length, bytes: await sum(faceFiles, (bytes) => bytes.length) },
  };
}

/** Rows for a table printer: header first. */
export function pageAssetRows(list: PageAssets[]): string[][] {
  const rows = [['path', 'JS KB gz', 'CSS KB gz', 'fonts preloaded KB', 'font files KB', 'HTML KB raw', 'target']];
  for (const a of list) {
    const home = a.path === '/ar' || a.path === '/en';
    const over = [
      ...(home && a.js.gzip / KB > ASSET_TARGETS.homeJsKb ? [`JS > ${ASSET_TARGETS.homeJsKb}`] : []),
      ...(a.css.gzip / KB > ASSET_TARGETS.cssKb ? [`CSS > ${ASSET_TARGETS.cssKb}`] : []),
    ];
    rows.push([
      a.path,
      `${(a.js.gzip / KB).toFixed(1)} (${a.js.files})`,
      `${(a.css.gzip / KB).toFixed(1)} (${a.css.files})`,
      `${(a.preloadedFonts.bytes / KB).toFixed(1)} (${a.preloadedFonts.files.length})`,
      `${(a.fontFaces.bytes / KB).toFixed(1)} (${a.fontFaces.files})`,
      (a.html.raw / KB).toFixed(1),
      over.length
        ? over.join(', ') + ' OVER'
        : home
          ? `JS ≤ ${ASSET_TARGETS.homeJsKb}, CSS ≤ ${ASSET_TARGETS.cssKb} ok`
          : `CSS ≤ ${ASSET_TARGETS.cssKb} ok`,
    ]);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: npx tsx bench/page-assets.ts ORIGIN [path …]');
    process.exit(2);
  }
  const list = [];
  for (const urlPath of paths.length ? paths : ASSET_PATHS)
    list.push(await pageAssets(origin.replace(/\/$/, ''), urlPath));
  const rows = pageAssetRows(list);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
}
