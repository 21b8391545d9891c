import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, parseAst, type Rolldown } from 'vite';
import { markReactRouterPure, pureReactRouter } from '../../vite.config';

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
            load: (id) => (id === 'virtual:entry' ? "import { Router, Link, matchRoutes } from 'react-router'; globalThis.used = [Router, Link, matchRoutes];" : null),
          },
          ...plugins,
        ],
        build: { write: false, rolldownOptions: { input: 'virtual:entry', external: ['react', 'react-dom'] } },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      const result = Array.isArray(output) ? output[0] : output;
      return result.output.filter((item) => item.type === 'chunk').map((chunk) => chunk.code).join('');
    };
    const before = await bundle([]);
    const after = await bundle([pureReactRouter()]);
    expect(after.length).toBeLessThan(before.length * 0.8);
    // <Form> and <ScrollRestoration> are gone; what the site uses is still there.
    expect(before).toContain('formmethod');
    expect(after).not.toContain('formmethod');
    expect(after).toContain('useHref() may be used only in the context of a <Router> component.');
  }, 30_000);
});
