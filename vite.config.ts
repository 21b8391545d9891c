import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const FIRST_LOAD_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

const REACT_ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/][^\\/]+\.mjs$/;

/**
 * Lets the bundler drop the parts of react-router the site never renders (data routers, <Form>,
 * <Await>, …): about 4 KB gzip of first-load JavaScript. react-router's bundle creates its contexts
 * and components at the top level and then assigns `displayName` to each, which the bundler must
 * treat as side effects, so it keeps all of them. Here the factory calls are marked pure and the
 * top-level `displayName` assignments (a DevTools label, nothing else) are removed. Client build only.
 * If an upgrade changes these patterns the transform simply matches less and the bundle grows back.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        return { code: markReactRouterPure(code), map: null };
      },
    },
  };
}

export function markReactRouterPure(code: string): string {
  return code
    .replace(/(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
}

const BROWSER_STAND_INS: Record<string, string> = {
  i18next: fileURLToPath(new URL('./src/lib/browser-i18n.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./src/lib/browser-react-i18n.ts', import.meta.url)),
};

/**
 * In the browser, `i18next` and `react-i18next` are the site's own interpreter of the same locale
 * texts and the three hooks the site uses of them (src/lib/browser-i18n.ts,
 * src/lib/browser-react-i18n.ts, docs/decisions/033-browser-i18n-interpreter.md): about 14 KB gzip
 * less first-load JavaScript. The server's render takes the same hooks (react-i18next made a wrapper
 * object on every call, a share of each fresh render; decision 035) and keeps i18next itself for its
 * API messages, SMS and PDFs; a unit test proves every text comes out alike. In development and in
 * the build.
 */
export function browserI18n(): Plugin {
  return {
    name: 'browser-i18n',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (options?.ssr) return source === 'react-i18next' ? BROWSER_STAND_INS[source] : null;
      return BROWSER_STAND_INS[source] ?? null;
    },
  };
}

/**
 * One config, two builds: `vite build` makes the browser bundle (dist/client, with a manifest the
 * server reads for preload links); `vite build --ssr` makes the Node server (dist/server/main.js)
 * and the SSR entry (dist/server/entry-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pureReactRouter(), browserI18n()],
  publicDir: 'public',
  ssr: {
    // These ship ESM/CSS that Node cannot load as they are (ARCHITECTURE.md "Libraries").
    noExternal: ['keen-slider', '@googlemaps/markerclusterer', 'react-toastify'],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: {
          // The operator tools are built too, so they run where the development tools were pruned (scripts/tool.js);
          // so is the thread uploaded PDFs are parsed on (server/security/pdf-scan.ts finds it beside main.js).
          input: {
            main: 'server/main.ts',
            'entry-server': 'src/entry-server.tsx',
            staff: 'server/admin/cli.ts',
            export: 'scripts/export.ts',
            backup: 'server/operations/backup-cli.ts',
            'data-keys': 'server/operations/data-keys-cli.ts',
            privacy: 'server/operations/privacy-cli.ts',
            files: 'server/operations/files-cli.ts',
            'pdf-scan-worker': 'server/security/pdf-scan-worker.ts',
          },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Browsers of the last few years (Vite's "baseline widely available"): CSS logical properties
        // stay as written instead of being expanded into :lang() copies for right-to-left scripts
        // (which had made the stylesheet 70 % larger), and no syntax is lowered needlessly.
        target: 'baseline-widely-available',
        // Fonts are files of their own (cached, preloadable), never base64 inside the stylesheet.
        assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              // The libraries every page needs, in one file: it compresses better than the scattered
              // shared chunks the bundler makes otherwise (~2 KB gzip less first-load JavaScript) and
              // its hash changes only when they are upgraded. Libraries only some pages use are not
              // listed here, so they stay in those pages' chunks.
              groups: [{ name: 'vendor', test: FIRST_LOAD_LIBRARIES }],
            },
          },
        },
      },
}));
