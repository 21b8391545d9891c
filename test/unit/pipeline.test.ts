import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  runPipeline,
  type NavigationTarget,
  type PipelineEnvironment,
} from '../../src/pipeline/run-pipeline';
import { HttpError, normalizeError } from '../../src/pipeline/http-error';
import { RedirectSignal, isSafeLocalPath } from '../../src/pipeline/redirect';
import type { LayoutModule, LayoutName, Middleware, PageModule, RouteDefinition } from '../../src/pipeline/types';
import { fixtureRoutes } from '../fixtures/routes';

function target(path: string, overrides: Partial<NavigationTarget> = {}): NavigationTarget {
  return { path, query: {}, hash: '', locale: 'ar', signal: new AbortController().signal, ...overrides };
}

function env(routes: RouteDefinition[], overrides: Partial<PipelineEnvironment> = {}): PipelineEnvironment {
  return {
    routes,
    layouts: { default: {}, empty: {} },
    middleware: {},
    globalMiddleware: [],
    api: axios.create(),
    isServer: true,
    ...overrides,
  };
}

const Empty = () => null;

/** One route whose every hook records its call in `calls`. */
function recording(page: Partial<PageModule> = {}, layout: LayoutModule = {}) {
  const calls: string[] = [];
  const mw =
    (name: string): Middleware =>
    async () => {
      calls.push(`middleware:${name}`);
    };
  const module: PageModule = {
    default: Empty,
    middleware: ['pageMw'],
    validate: async () => {
      calls.push('validate');
      return true;
    },
    loadData: async () => {
      calls.push('data:page');
      return { page: true };
    },
    ...page,
  };
  const layouts: Record<LayoutName, LayoutModule> = {
    default: {
      middleware: 'layoutMw',
      loadData: async () => {
        calls.push('data:layout');
        return { layout: true };
      },
      ...layout,
    },
    empty: {},
  };
  const route: RouteDefinition = {
    key: 'recorded',
    path: '/recorded',
    section: 'home',
    load: async () => {
      calls.push('chunk');
      return module;
    },
  };
  const middleware: Record<string, Middleware> = { globalMw: mw('global'), layoutMw: mw('layout'), pageMw: mw('page') };
  const environment = env([route], { layouts, middleware, globalMiddleware: ['globalMw'] });
  return { calls, environment: { ...environment, middleware }, module };
}

describe('runPipeline: step order', () => {
  it('runs page chunk → global middleware → layout middleware → page middleware → validate → data', async () => {
    const { calls, environment } = recording();
    const outcome = await runPipeline(environment, target('/recorded'));
    expect(calls).toEqual([
      'chunk',
      'middleware:global',
      'middleware:layout',
      'middleware:page',
      'validate',
      'data:page',
      'data:layout',
    ]);
    expect(outcome).toMatchObject({
      kind: 'page',
      data: { page: true },
      layoutData: { layout: true },
      layout: 'default',
    });
  });

  it('the layout step comes after every middleware and before validate: an unknown layout stops the run there', async () => {
    const { calls, environment } = recording({ layout: 'sidebar' as LayoutName });
    const outcome = await runPipeline(environment, target('/recorded'));
    expect(calls).toEqual(['chunk', 'middleware:global', 'middleware:page']);
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 500, message: 'Unknown layout sidebar' } });
  });

  it('a layout without hooks needs no entry; no middleware at all is fine', async () => {
    const outcome = await runPipeline(
      { routes: fixtureRoutes, api: axios.create(), isServer: true },
      target('/fixtures/ok'),
    );
    expect(outcome).toMatchObject({ kind: 'page', layout: 'default', layoutData: null });
  });

  it('loads page and layout data in parallel', async () => {
    let releasePage!: () => void;
    const started: string[] = [];
    const { environment } = recording(
      {
        loadData: () => {
          started.push('page');
          return new Promise((resolve) => (releasePage = () => resolve('page')));
        },
      },
      {
        loadData: async () => {
          started.push('layout');
          return 'layout';
        },
      },
    );
    const running = runPipeline(environment, target('/recorded'));
    await vi.waitFor(() => expect(started).toEqual(['page', 'layout']));
    releasePage();
    await expect(running).resolves.toMatchObject({ kind: 'page', data: 'page', layoutData: 'layout' });
  });

  it('works in every locale form of a route and passes params', async () => {
    for (const path of ['/fixtures/items/7', '/ar/fixtures/items/7', '/en/fixtures/items/7']) {
      const outcome = await runPipeline(env(fixtureRoutes), target(path));
      expect(outcome.kind).toBe('page');
      if (outcome.kind === 'page') {
        expect(outcome.render.params).toEqual({ id: '7' });
        expect(outcome.render.pathname).toBe('/fixtures/items/7');
      }
    }
  });
});

describe('runPipeline: a redirect or an error stops the run after each step', () => {
  const order = ['chunk', 'middleware:global', 'middleware:layout', 'middleware:page', 'validate', 'data:page'];
  function stopper(kind: 'redirect' | 'error'): () => never {
    return () => {
      if (kind === 'redirect') throw new RedirectSignal('/en/elsewhere', 302);
      throw new HttpError(418, 'stopped here');
    };
  }

  for (const kind of ['redirect', 'error'] as const) {
    it(`${kind} in global middleware: nothing after it runs`, async () => {
      const { calls, environment } = recording();
      environment.middleware.globalMw = () => {
        calls.push('middleware:global');
        stopper(kind)();
      };
      const outcome = await runPipeline(environment, target('/recorded'));
      expect(calls).toEqual(order.slice(0, 2));
      expect(outcome.kind).toBe(kind);
    });

    it(`${kind} in layout middleware: page middleware, validate and data do not run`, async () => {
      const { calls, environment } = recording();
      environment.middleware.layoutMw = () => {
        calls.push('middleware:layout');
        stopper(kind)();
      };
      const outcome = await runPipeline(environment, target('/recorded'));
      expect(calls).toEqual(order.slice(0, 3));
      expect(outcome.kind).toBe(kind);
    });

    it(`${kind} in page middleware: validate and data do not run`, async () => {
      const { calls, environment } = recording();
      environment.middleware.pageMw = () => {
        calls.push('middleware:page');
        stopper(kind)();
      };
      const outcome = await runPipeline(environment, target('/recorded'));
      expect(calls).toEqual(order.slice(0, 4));
      expect(outcome.kind).toBe(kind);
    });

    it(`${kind} in validate: data does not run`, async () => {
      const { calls, environment } = recording({
        validate: async () => {
          calls.push('validate');
          return stopper(kind)();
        },
      });
      const outcome = await runPipeline(environment, target('/recorded'));
      expect(calls).toEqual(order.slice(0, 5));
      expect(outcome.kind).toBe(kind);
    });

    it(`${kind} in data: the outcome is the ${kind}`, async () => {
      const { environment } = recording({
        loadData: async () => stopper(kind)(),
      });
      const outcome = await runPipeline(environment, target('/recorded'));
      expect(outcome.kind).toBe(kind);
    });
  }

  it('a redirect is a signal, not an error: its target and status come back', async () => {
    const outcome = await runPipeline(
      env(fixtureRoutes),
      target('/fixtures/redirect', { query: { to: '/en/news', status: '301' } }),
    );
    expect(outcome).toEqual({ kind: 'redirect', to: '/en/news', statusCode: 301 });
  });

  it('an error in the page chunk stops before middleware', async () => {
    const { calls, environment } = recording();
    environment.routes[0] = { ...environment.routes[0], load: async () => Promise.reject(new Error('boom')) };
    const outcome = await runPipeline(environment, target('/recorded'));
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 500, message: 'boom' } });
  });
});

describe('runPipeline: the error catalogue (docs/behaviour.md#B-PIPE-2, #B-PIPE-3, #B-PIPE-7)', () => {
  it('an unknown path is a 404 with the "moved" message key', async () => {
    const outcome = await runPipeline(env(fixtureRoutes), target('/en/no/such/page'));
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 404, messageKey: 'errors.notFound' } });
  });

  it('an unknown middleware is a 500 "Unknown middleware NAME"', async () => {
    const outcome = await runPipeline(env(fixtureRoutes), target('/fixtures/unknown-middleware'));
    expect(outcome).toMatchObject({
      kind: 'error',
      error: { statusCode: 500, message: 'Unknown middleware noSuchMiddleware' },
    });
  });

  it('an unknown global middleware is a 500 too', async () => {
    const outcome = await runPipeline(
      env(fixtureRoutes, { globalMiddleware: ['missingGlobal'] }),
      target('/fixtures/ok'),
    );
    expect(outcome).toMatchObject({
      kind: 'error',
      error: { statusCode: 500, message: 'Unknown middleware missingGlobal' },
    });
  });

  it('validate false is a 404', async () => {
    const outcome = await runPipeline(env(fixtureRoutes), target('/fixtures/validate-false'));
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 404, messageKey: 'errors.notFound' } });
  });

  it('validate throwing gives its status and message', async () => {
    const outcome = await runPipeline(env(fixtureRoutes), target('/fixtures/validate-throws'));
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 403, message: 'Members only' } });
  });

  it('validate throwing without a status gives 500 and its message', async () => {
    const outcome = await runPipeline(
      env(fixtureRoutes),
      target('/fixtures/validate-throws', { query: { plain: '' } }),
    );
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 500, message: 'Plain validate failure' } });
  });

  it('a data error takes response.status (axios)', async () => {
    const outcome = await runPipeline(env(fixtureRoutes), target('/fixtures/data-error', { query: { status: '404' } }));
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 404, message: 'Upstream said no' } });
  });

  it('the layout of an error outcome is the page layout', async () => {
    const { environment } = recording({ layout: 'empty', validate: () => false });
    const outcome = await runPipeline(environment, target('/recorded'));
    expect(outcome).toMatchObject({ kind: 'error', layout: 'empty' });
  });
});

describe('normalizeError', () => {
  it('takes statusCode, then status, then response.status, else 500', () => {
    expect(normalizeError({ statusCode: 410, status: 400, message: 'gone' })).toEqual({
      statusCode: 410,
      message: 'gone',
    });
    expect(normalizeError({ status: 401, response: { status: 402 }, message: 'who' })).toEqual({
      statusCode: 401,
      message: 'who',
    });
    expect(normalizeError({ response: { status: 503 }, message: 'down' })).toEqual({
      statusCode: 503,
      message: 'down',
    });
    expect(normalizeError(new Error('plain'))).toEqual({ statusCode: 500, message: 'plain' });
  });

  it('a normalised error with no status, or a non-error status, is 500', () => {
    expect(normalizeError({}).statusCode).toBe(500);
    expect(normalizeError({ statusCode: 200 }).statusCode).toBe(500);
    expect(normalizeError({ status: 'x' }).statusCode).toBe(500);
    expect(normalizeError(null)).toEqual({ statusCode: 500, message: 'Error' });
    expect(normalizeError('text thrown')).toEqual({ statusCode: 500, message: 'text thrown' });
  });

  it('keeps an HttpError message key', () => {
    expect(normalizeError(new HttpError(404, 'x', 'errors.notFound'))).toEqual({
      statusCode: 404,
      message: 'x',
      messageKey: 'errors.notFound',
    });
  });
});

describe('abort: a newer navigation aborts the older one', () => {
  it('an aborted navigation rejects with AbortError and never reaches data', async () => {
    let releaseMiddleware!: () => void;
    const { calls, environment } = recording();
    environment.middleware.pageMw = () => new Promise<void>((resolve) => (releaseMiddleware = resolve));
    const older = new AbortController();
    const running = runPipeline(environment, target('/recorded', { signal: older.signal }));
    await vi.waitFor(() => expect(releaseMiddleware).toBeTypeOf('function'));
    // the newer navigation starts: the older one is aborted
    older.abort();
    const newer = runPipeline(env(fixtureRoutes), target('/fixtures/ok'));
    releaseMiddleware();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).not.toContain('data:page');
    await expect(newer).resolves.toMatchObject({ kind: 'page' });
  });

  it('an abort during data loading also rejects', async () => {
    const controller = new AbortController();
    const { environment } = recording({
      loadData: async () => {
        controller.abort();
        return 'late';
      },
    });
    await expect(runPipeline(environment, target('/recorded', { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('chunk-load errors', () => {
  it('recognises the Vite and webpack messages and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/news-abc.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk pages-news failed. (error: https://x/_nuxt/1.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/news-abc.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed'))).toBe(false);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('the pipeline calls onChunkError for a chunk failure, not for other load errors', async () => {
    const onChunkError = vi.fn();
    const failing = (message: string): RouteDefinition[] => [
      { key: 'x', path: '/x', section: 'home', load: () => Promise.reject(new TypeError(message)) },
    ];
    const outcome = await runPipeline(
      env(failing('Failed to fetch dynamically imported module: /assets/x.js'), { onChunkError }),
      target('/x'),
    );
    expect(onChunkError).toHaveBeenCalledTimes(1);
    expect(outcome.kind).toBe('error');
    await runPipeline(env(failing('x is not a function'), { onChunkError }), target('/x'));
    expect(onChunkError).toHaveBeenCalledTimes(1);
  });
});

describe('isSafeLocalPath', () => {
  it('accepts same-site paths and refuses off-site forms', () => {
    for (const ok of ['/', '/en/news', '/ar/news/7?page=2#x', '/a%20b']) expect(isSafeLocalPath(ok), ok).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'https://evil.example',
      'evil.example',
      '/%E0%A4%A',
      '/\u0000x',
      '/\t/evil.example',
    ])
      expect(isSafeLocalPath(bad), bad).toBe(false);
  });
});
