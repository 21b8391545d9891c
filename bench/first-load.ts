import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestAssets } from '../server/render/assets';

/** The page module (under src/pages, without .tsx) a path renders, read from src/routes.ts. */
export function pageModuleFor(routesFile: string, urlPath: string): string {
  const localeFree = urlPath.replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
  // src/routes.ts imports page modules with import.meta.glob (Vite only), so its rows are read as text.
  const row = /\[\s*'([^']+)',\s*'([^']+)',\s*'([^']+)'(?:,\s*'([^']+)')?\s*\]/g;
  for (const match of readFileSync(routesFile, 'utf8').matchAll(row)) {
    if (match[2] === localeFree) return match[4] ?? 'section-page';
  }
  throw new Error(`No route for ${localeFree} in ${routesFile}`);
}

export interface FirstLoad {
  page: string;
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** The JavaScript a page loads first (entry, its static imports, the page chunk), gzip level 6 like `compression`. */
export function firstLoad(clientDir: string, page: string): FirstLoad {
  const files = manifestAssets(clientDir)
    .firstLoadScripts(page)
    .map((href) => {
      const bytes = readFileSync(path.join(clientDir, href));
      return { file: href, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    });
  return {
    page,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** The scripts an HTML page references (entry script and modulepreloads), to check the manifest reading. */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]);
  return [...found];
}
