import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, parseAst, type Rolldown } from 'vite';
import { markReactRouterPure, pureReactRouter } from '../../vite.config';
import { firstLoad } from '../../bench/first-load';

const DIST = path.resolve('node_modules/react-router/dist/development');
const chunks = readdirSync(DIST).filter((file) => file.endsWith('.mjs'));
const source = chunks.map((file) => readFileSync(path.join(DIST, file), 'utf8')).join('\n');

describe('pure-react-router (vite.config.ts)', () => {
  it('marks react-router’s context and component factories pure and drops its top-level displayName labels', () => {
    const out = markReactRouterPure(source);
    const annotated = out.match(/\/\* @__PURE__ \*\/ React\d*\.(createContext|forwardRef|memo)\(/g) ?? [];
    // If a react-router upgrade changes these patterns, this fails and the bundle has grown back.
    expect(annotated.length).toBeGreaterThanOrEqual(10);
    expect(out).not.toMatch(/^Link\.displayName = "Link";$/m);
    expect(out).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/m);
    // Assignments inside functions stay (they are not module side effects).
    expect(out).toContain('FetcherForm2.displayName = "fetcher.Form";');
    expect(out).toContain('RenderErrorBoundary.contextType = RSCRouterContext;');
  });

  it('keeps every react-router module valid JavaScript', () => {
    for (const file of chunks) {
      const code = markReactRouterPure(readFileSync(path.join(DIST, file), 'utf8'));
      expect(() => parseAst(code), file).not.toThrow();
    }
  });

  it('lets the bundler drop what the site does not use', async () => {
    const bundle = async (plugins: ReturnType<typeof pureReactRouter>[]) => {
      const output = (await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'virtual-entry',
            resolveId: (id) => (id === 'virtual:entry' ? id : null),
            load: (id) =>
              id === 'virtual:entry'
                ? "import { Router, Link, matchRoutes } from 'react-router'; globalThis.used = [Router, Link, matchRoutes];"
                : null,
          },
          ...plugins,
        ],
        build: { write: false, rolldownOptions: { input: 'virtual:entry', external: ['react', 'react-dom'] } },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      const result = Array.isArray(output) ? output[0] : output;
      return result.output
        .filter((item) => item.type === 'chunk')
        .map((chunk) => chunk.code)
        .join('');
    };
    const before = await bundle([]);
    const after = await bundle([pureReactRouter()]);
    expect(after.length).toBeLessThan(before.length * 0.8);
    // <Form> and <ScrollRestoration> are gone; what the site uses is still there.
    expect(before).toContain('formmethod');
    expect(after).not.toContain('formmethod');
    expect(after).toContain('useHref() may be used only in the context of a <Router> component.');
  }, 120_000);
});

/*
 * Budgets of what a page loads before it can paint and hydrate (gzip -6, as `compression` sends it),
 * checked on a real client build. JavaScript: the home page's entry, its static imports and the page
 * chunk, ≤ 95 KB (react-dom alone is 63 KB; the browser reads the texts with the site's own
 * interpreter, not i18next: docs/decisions/033-browser-i18n-interpreter.md). CSS: the entry's
 * stylesheet and the page's own, ≤ 12 KB.
 */
const HOME_JS_BUDGET_KB = 95;
const CSS_BUDGET_KB = 12;
const PAGES = ['index', 'news/index', 'calc/money', 'giving/cart'];

describe('first-load budgets (client build)', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'site-budget-'));
    // Vitest runs with NODE_ENV=test, which would make the build bundle React's development code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: path.resolve('vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const manifest = () =>
    JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; css?: string[] }
    >;
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 6 }).length / 1024;

  function firstLoadCss(page: string): string[] {
    const entries = manifest();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !entries[key]) return;
      seen.add(key);
      for (const imported of entries[key].imports ?? []) visit(imported);
    };
    visit('src/entry-client.tsx');
    visit(`src/pages/${page}.tsx`);
    return [...new Set([...seen].flatMap((key) => entries[key].css ?? []))];
  }

  it(`home JavaScript stays within ${HOME_JS_BUDGET_KB} KB gzip`, () => {
    const home = firstLoad(outDir, 'index');
    expect(home.files.length).toBeGreaterThan(1);
    expect(home.gzip / 1024).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  const firstLoadCode = (page: string) =>
    firstLoad(outDir, page)
      .files.map((file) => readFileSync(path.join(outDir, file.file), 'utf8'))
      .join('\n');

  it('keeps axios out of every page’s first load, and zod out of the calculators’ and the cart’s (both come with the data or the form)', () => {
    for (const page of [
      'index',
      'news/index',
      'calc/money',
      'calc/fetir',
      'giving/cart',
      'contact/contactus',
      'jobs/apply',
    ]) {
      expect(firstLoadCode(page), page).not.toContain('ERR_FR_TOO_MANY_REDIRECTS');
    }
    expect(firstLoadCode('calc/money')).not.toContain('ZodError');
    expect(firstLoadCode('giving/cart')).not.toContain('ZodError');
    // The check can fail: the contact page imports its form's schema with the page.
    expect(firstLoadCode('contact/contactus')).toContain('ZodError');
  });

  it('ships the site’s interpreter of the texts to the browser, not i18next or react-i18next', () => {
    const code = firstLoadCode('index');
    // Messages only the libraries hold; the interpreter's own text for an object where a text was asked for.
    expect(code).not.toContain('accessing an object - but returnObjects options is not enabled');
    expect(code).not.toContain('You will need to pass in an i18next instance');
    expect(code).toContain('returned an object instead of string.');
  });

  it.each(PAGES)(`%s loads at most ${CSS_BUDGET_KB} KB gzip of CSS, only its own page stylesheets`, (page) => {
    const css = firstLoadCss(page);
    expect(css.length).toBeGreaterThan(0);
    expect(css.reduce((sum, file) => sum + gzipKb(file), 0)).toBeLessThanOrEqual(CSS_BUDGET_KB);
    const text = css.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('');
    // Page stylesheets stay with their pages.
    expect(text.includes('.home-hero')).toBe(page === 'index');
    expect(text.includes('.calc-')).toBe(page === 'calc/money');
  });

  it('keeps logical properties and fonts out of the stylesheet', () => {
    const text = firstLoadCss('index')
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('');
    expect(text).toContain('margin-inline');
    expect(text).not.toMatch(/margin-left|margin-right/);
    expect(text).not.toContain('url(data:font');
    expect(text).toContain('font-display:swap');
  });
});
