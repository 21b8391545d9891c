import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { FIRST_PAINT_FONTS } from '../../src/styles/first-paint-fonts';

/** What a page needs in its head and at the end of its body, by route. */
export interface AssetProvider {
  /** Stylesheets, first-paint font preloads (by the page's language) and module preloads (low priority) for the entry and the route's page chunk. */
  head(page: string | undefined, nonce: string, lang?: string): Promise<string> | string;
  /** The client entry script. */
  entry(nonce: string): string;
}

/** The production provider, which can also list the JavaScript files a page loads first (the bench reads it). */
export interface ManifestAssets extends AssetProvider {
  firstLoadScripts(page: string | undefined): string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Production: the client build's manifest (dist/client/.vite/manifest.json). */
export function manifestAssets(clientDir: string): ManifestAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}; run npm run build`);

  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  };
  const cache = new Map<string, { js: string[]; css: string[] }>();
  const filesFor = (page: string | undefined) => {
    const cacheKey = page ?? '';
    let files = cache.get(cacheKey);
    if (!files) {
      const keys = new Set<string>();
      collect(CLIENT_ENTRY, keys);
      if (page && manifest[`src/pages/${page}.tsx`]) collect(`src/pages/${page}.tsx`, keys);
      const chunks = [...keys].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => !!chunk);
      files = {
        js: chunks.map((chunk) => `/${chunk.file}`),
        css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      };
      cache.set(cacheKey, files);
    }
    return files;
  };

  return {
    head(page, nonce, lang) {
      const { js, css } = filesFor(page);
      const fonts = (FIRST_PAINT_FONTS[lang ?? ''] ?? []).flatMap((source) =>
        manifest[source] ? [`/${manifest[source].file}`] : [],
      );
      // The modules hydrate a page that is already readable: at low priority they leave a slow
      // link to the stylesheets, the fonts and the first picture first.
      // docs/decisions/040-first-paint-counts-and-modules-wait.md
      return [
        ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
        ...fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`),
        ...js
          .filter((href) => href !== `/${entry.file}`)
          .map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}" nonce="${nonce}">`),
      ].join('');
    },
    entry(nonce) {
      return `<script type="module" src="/${entry.file}" nonce="${nonce}"></script>`;
    },
    firstLoadScripts(page) {
      return filesFor(page).js;
    },
  };
}

/** Development: Vite serves sources; its client and React refresh preamble go in the head. */
export function devAssets(vite: ViteDevServer): AssetProvider {
  return {
    async head(_page, nonce) {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      return head.replace(/<script/g, `<script nonce="${nonce}"`);
    },
    entry(nonce) {
      return `<script type="module" src="/${CLIENT_ENTRY}" nonce="${nonce}"></script>`;
    },
  };
}

/** Tests without a build: the page renders, no scripts load. */
export const noAssets: AssetProvider = {
  head: () => '',
  entry: () => '',
};
