import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestAssets } from '../server/render/assets';
import { splitLocalePrefix } from '../src/lib/locale';
import { rowByPath } from '../src/route-rows';

/** The page module (under src/pages, without .tsx) a static path renders, from the route rows. */
export function pageModuleFor(urlPath: string): string {
  const { rest } = splitLocalePrefix(urlPath);
  const row = rowByPath(rest);
  if (!row) throw new Error(`No route row for ${rest} in src/route-rows.ts`);
  return row.page;
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
