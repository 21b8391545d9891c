import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_REDIRECTS,
  OFFLINE_ERROR,
  ROUTE_CHANGED_EVENT,
  createNavigator,
  type BarLike,
  type NavigatorDeps,
  type WindowLike,
} from '../../src/navigation/navigator';
import { MINIMUM_PENDING_MS, MinimumPending, type Clock } from '../../src/navigation/minimum-pending';
import type { NavigationTarget } from '../../src/pipeline/run-pipeline';
import type { PageModule, PipelineOutcome } from '../../src/pipeline/types';
import type { SettledView } from '../../src/app/app-state';

/** The browser's window, as far as the navigator sees it; history moves the location like a browser. */
class FakeWindow implements WindowLike {
  location = { origin: 'https://example.org', pathname: '/ar/news', search: '', hash: '' };
  scrollY = 0;
  navigator = { onLine: true };
  events: CustomEvent[] = [];
  private listeners = new Map<string, Set<() => void>>();
  private entries: { state: unknown; url: string }[] = [{ state: null, url: '/ar/news' }];
  private index = 0;
  history = {
    scrollRestoration: 'auto' as 'auto' | 'manual',
    get state() {
      return win().entries[win().index].state;
    },
    pushState: (state: unknown, _unused: string, url: string) => {
      this.entries = [...this.entries.slice(0, this.index + 1), { state, url }];
      this.index += 1;
      this.moveTo(url);
    },
    replaceState: (state: unknown, _unused: string, url?: string) => {
      this.entries[this.index] = { state, url: url ?? this.entries[this.index].url };
      if (url) this.moveTo(url);
    },
  };
  private moveTo(url: string) {
    const parsed = new URL(url, this.location.origin);
    this.location = { ...this.location, pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  }
  /** Back (-1) or Forward (+1), firing popstate like a browser. */
  go(delta: number) {
    this.index += delta;
    this.moveTo(this.entries[this.index].url);
    for (const listener of this.listeners.get('popstate') ?? []) listener();
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  dispatchEvent(event: Event) {
    this.events.push(event as CustomEvent);
    return true;
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
}
let current: FakeWindow;
const win = () => current;

function fakeBar(log: string[]): BarLike {
  return {
    start: () => log.push('bar:start'),
    increase: (amount) => log.push(`bar:increase:${amount}`),
    pause: () => log.push('bar:pause'),
    finish: () => log.push('bar:finish'),
    fail: () => log.push('bar:fail'),
  };
}

class FakeClock implements Clock {
  time = 0;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    this.ids += 1;
    this.timers.push({ at: this.time + ms, fn, id: this.ids });
    return this.ids;
  };
  clearTimeout = (id: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  };
  advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.fn();
  }
}

const Page = () => null;
const plain: PageModule = { default: Page };

function page(path: string, module: PageModule = plain, key = 'news'): PipelineOutcome {
  return {
    kind: 'page',
    route: { key, path, section: 'media', load: async () => module },
    module,
    layout: 'default',
    data: { path },
    layoutData: null,
    render: {
      path,
      pathname: path.replace(/^\/(ar|en)/, '') || '/',
      params: {},
      query: {},
      locale: 'ar',
      routeKey: key,
    },
  };
}

const initialView: SettledView = {
  kind: 'page',
  routeKey: 'news',
  layout: 'default',
  data: { path: '/ar/news' },
  layoutData: null,
  render:
    page('/ar/news').kind === 'page'
      ? (page('/ar/news') as Extract<PipelineOutcome, { kind: 'page' }>).render
      : (null as never),
};

interface Setup {
  outcomes?: (target: NavigationTarget) => PipelineOutcome | Promise<PipelineOutcome>;
  module?: PageModule;
  cookie?: string;
  deps?: Partial<NavigatorDeps>;
}

function setup({ outcomes = (target) => page(target.path), module = plain, cookie, deps = {} }: Setup = {}) {
  current = new FakeWindow();
  const log: string[] = [];
  const clock = new FakeClock();
  const targets: NavigationTarget[] = [];
  let shown: () => void = () => undefined;
  const navigator = createNavigator(
    {
      window: current,
      loadingBar: Promise.resolve(fakeBar(log)),
      loadApi: async () => axios.create(),
      runPipeline: async (_api, target) => {
        targets.push(target);
        log.push(`pipeline:${target.path}`);
        return outcomes(target);
      },
      layoutHasData: () => false,
      readCookie: (name) => (name === 'i18n_redirected' ? cookie : undefined),
      applyLocale: async (locale) => void log.push(`locale:${locale}`),
      applyHead: (view) => {
        log.push(`head:${view.kind}`);
        return { title: 'Title' };
      },
      // The view counts as shown when the test says so (the page transition, in the browser).
      viewShown: () =>
        new Promise<void>((resolve) => {
          log.push('wait:view');
          shown = resolve;
        }),
      scrollToAnchor: (hash) => {
        log.push(`anchor:${hash}`);
        return true;
      },
      scrollTo: (y) => void log.push(`scroll:${y}`),
      reloadOnChunkError: (href) => void log.push(`reload:${href}`),
      pageView: (view) => void log.push(`pageview:${view.path}`),
      clock,
      ...deps,
    },
    { location: { path: '/ar/news', search: '', hash: '' }, view: initialView, module, locale: 'ar' },
  );
  const stop = navigator.start();
  /** Navigates, letting the page transition finish at once. */
  const go = async (url: string, options?: { replace?: boolean }) => {
    const run = navigator.navigate(url, options);
    await settleView();
    await run;
  };
  const settleView = async () => {
    for (let i = 0; i < 20; i += 1) {
      await Promise.resolve();
      shown();
    }
  };
  return { navigator, log, clock, targets, go, settleView, stop, window: current };
}

describe('createNavigator: changes that skip the pipeline', () => {
  it('only the hash changed: the location moves, the anchor is scrolled to, nothing loads', async () => {
    const { navigator, log, window } = setup();
    await navigator.navigate('/ar/news#latest');
    expect(log).toEqual(['anchor:#latest']);
    expect(navigator.getState().location).toEqual({ path: '/ar/news', search: '', hash: '#latest' });
    expect(window.location.hash).toBe('#latest');
  });

  it('only an unwatched query key changed: the data stays, the page sees the new query', async () => {
    const { navigator, log } = setup({ module: { default: Page, watchQuery: ['page'] } });
    await navigator.navigate('/ar/news?sort=old');
    expect(log).toEqual([]);
    const state = navigator.getState();
    expect(state.location.search).toBe('?sort=old');
    expect(state.view.kind === 'page' && state.view.render.query).toEqual({ sort: 'old' });
  });

  it('a watched query key changed: the pipeline runs', async () => {
    const { log, go } = setup({ module: { default: Page, watchQuery: ['page'] } });
    await go('/ar/news?page=2');
    expect(log).toContain('pipeline:/ar/news');
  });

  it('watchQuery true watches every key', async () => {
    const { log, go } = setup({ module: { default: Page, watchQuery: true } });
    await go('/ar/news?anything=1');
    expect(log).toContain('pipeline:/ar/news');
  });
});

describe('createNavigator: a navigation', () => {
  it('runs bar, pipeline, history, view, head; scrolls only after the view is shown; then analytics and the event', async () => {
    const { navigator, log, go, window } = setup();
    window.scrollY = 640;
    await go('/ar/contactus');
    expect(log).toEqual([
      'bar:start',
      'pipeline:/ar/contactus',
      'bar:increase:45',
      'bar:finish',
      'head:page',
      'wait:view',
      'scroll:0',
      'pageview:/ar/contactus',
    ]);
    expect(navigator.getState().location.path).toBe('/ar/contactus');
    expect(window.location.pathname).toBe('/ar/contactus');
    expect(window.events.map((event) => [event.type, event.detail])).toEqual([
      [ROUTE_CHANGED_EVENT, { path: '/ar/contactus' }],
    ]);
  });

  it('the jump to the top waits for the new page', async () => {
    const { navigator, log, settleView } = setup();
    const run = navigator.navigate('/ar/contactus');
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(log.at(-1)).toBe('wait:view');
    expect(log).not.toContain('scroll:0');
    await settleView();
    await run;
    expect(log).toContain('scroll:0');
  });

  it('a page#anchor navigation scrolls to the anchor after the new page is shown, not to the top', async () => {
    const { log, go } = setup();
    await go('/ar/pages/test#showcase-bottom');
    expect(log.slice(-3)).toEqual(['wait:view', 'anchor:#showcase-bottom', 'pageview:/ar/pages/test']);
    expect(log).not.toContain('scroll:0');
  });

  it('page and layout data both: the bar increases by 30', async () => {
    const module: PageModule = { default: Page, loadData: async () => null };
    const { log, go } = setup({ outcomes: (target) => page(target.path, module), deps: { layoutHasData: () => true } });
    await go('/ar/contactus');
    expect(log).toContain('bar:increase:30');
  });

  it('history: push by default, replace when asked; the old entry remembers its scroll position', async () => {
    const { go, window } = setup();
    window.scrollY = 300;
    await go('/ar/contactus');
    expect(window.history.state).toMatchObject({ scrollY: 0 });
    window.go(-1);
    expect(window.history.state).toMatchObject({ scrollY: 300 });
    window.go(1);
    await go('/ar/about', { replace: true });
    window.go(-1);
    expect(window.location.pathname).toBe('/ar/news');
  });

  it('the browser does not restore scroll itself: the navigator does, after the swap', () => {
    const { window } = setup();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('Back and Forward restore each page’s position once the page is shown', async () => {
    const { log, go, settleView, window } = setup();
    window.scrollY = 1171;
    await go('/ar/contactus');
    window.scrollY = 420;
    log.length = 0;
    window.go(-1);
    await settleView();
    expect(log).toEqual([
      'bar:start',
      'pipeline:/ar/news',
      'bar:increase:45',
      'bar:finish',
      'head:page',
      'wait:view',
      'scroll:1171',
      'pageview:/ar/news',
    ]);
    window.scrollY = 1171;
    log.length = 0;
    window.go(1);
    await settleView();
    expect(log).toContain('scroll:420');
  });

  it('a newer navigation aborts the one in flight; the old outcome is never shown', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { navigator, targets, go } = setup({
      outcomes: async (target) => {
        if (target.path === '/ar/slow') await held;
        return page(target.path);
      },
    });
    const slow = navigator.navigate('/ar/slow');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await go('/ar/fast');
    expect(targets[0].signal.aborted).toBe(true);
    release();
    await slow;
    expect(navigator.getState().location.path).toBe('/ar/fast');
  });
});

describe('createNavigator: redirects', () => {
  it('a redirect to another path pauses the bar, emits a redirect event and follows it in the entry the old URL would have had', async () => {
    const { navigator, log, go, window } = setup({
      outcomes: (target) =>
        target.path === '/ar/old' ? { kind: 'redirect', to: '/ar/new', statusCode: 302 } : page(target.path),
    });
    await go('/ar/old');
    expect(log.slice(0, 4)).toEqual(['bar:start', 'pipeline:/ar/old', 'bar:pause', 'bar:start']);
    expect(navigator.getState().location.path).toBe('/ar/new');
    expect(window.events[0].detail).toEqual({ path: '/ar/new', redirect: true });
    window.go(-1);
    expect(window.location.pathname).toBe('/ar/news');
  });

  it('a redirect that keeps the path finishes the bar instead', async () => {
    const { log, go } = setup({
      outcomes: (target) =>
        target.query.step ? page(target.path) : { kind: 'redirect', to: '/ar/form?step=2', statusCode: 302 },
    });
    await go('/ar/form');
    const pausedOrFinished = log.filter((line) => line === 'bar:pause' || line === 'bar:finish');
    expect(pausedOrFinished[0]).toBe('bar:pause');
  });

  it('a redirect back to the page being left finishes the bar', async () => {
    const { log, go } = setup({
      outcomes: (target) =>
        target.path === '/ar/news' ? page(target.path) : { kind: 'redirect', to: '/ar/news?from=x', statusCode: 302 },
    });
    await go('/ar/elsewhere');
    expect(log.slice(0, 3)).toEqual(['bar:start', 'pipeline:/ar/elsewhere', 'bar:finish']);
  });

  it(`an off-site target is not followed; a loop stops after ${MAX_REDIRECTS}`, async () => {
    const offsite = setup({ outcomes: () => ({ kind: 'redirect', to: '//evil.example/x', statusCode: 302 }) });
    await offsite.go('/ar/x');
    expect(offsite.targets).toHaveLength(1);

    let n = 0;
    const loop = setup({ outcomes: () => ({ kind: 'redirect', to: `/ar/loop${(n += 1)}`, statusCode: 302 }) });
    await loop.go('/ar/loop0');
    expect(loop.targets).toHaveLength(MAX_REDIRECTS + 1);
  });
});

describe('createNavigator: errors and offline', () => {
  it('an error outcome turns the bar failed and shows the error view', async () => {
    const { navigator, log, go } = setup({
      outcomes: () => ({ kind: 'error', error: { statusCode: 503, message: 'down' }, layout: 'default', render: null }),
    });
    await go('/ar/broken');
    expect(log).toContain('bar:fail');
    expect(log).not.toContain('bar:finish');
    expect(navigator.getState().view).toMatchObject({ kind: 'error', error: { statusCode: 503 } });
  });

  it('offline, a page whose code or data could not load shows the offline message, and no reload is tried', async () => {
    const { navigator, log, go, window } = setup({
      deps: {
        runPipeline: async (_api, _target, onChunkError) => {
          onChunkError();
          return {
            kind: 'error',
            error: { statusCode: 500, message: 'Failed to fetch dynamically imported module' },
            layout: 'default',
            render: null,
          };
        },
      },
    });
    window.navigator.onLine = false;
    await go('/ar/unvisited');
    expect(navigator.getState().view).toMatchObject({ kind: 'error', error: OFFLINE_ERROR });
    expect(log.some((line) => line.startsWith('reload:'))).toBe(false);
  });

  it('offline, a failure before the pipeline (the API client chunk) shows the offline message too', async () => {
    const { navigator, go, window } = setup({
      deps: { loadApi: async () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
    });
    window.navigator.onLine = false;
    await go('/ar/unvisited');
    expect(navigator.getState().view).toMatchObject({ kind: 'error', error: OFFLINE_ERROR });
  });

  it('online, a failed chunk reloads the target page in full', async () => {
    const { log, go } = setup({
      deps: {
        runPipeline: async (_api, _target, onChunkError) => {
          onChunkError();
          return {
            kind: 'error',
            error: { statusCode: 500, message: 'Failed to fetch dynamically imported module' },
            layout: 'default',
            render: null,
          };
        },
      },
    });
    await go('/ar/new-code');
    expect(log).toContain('reload:/ar/new-code');
  });

  it('online and offline events set the flag', () => {
    const { navigator, window } = setup();
    window.fire('offline');
    expect(navigator.getState().online).toBe(false);
    window.fire('online');
    expect(navigator.getState().online).toBe(true);
  });
});

describe('createNavigator: locale', () => {
  it('the target’s locale is applied with the new page, not before the pipeline', async () => {
    const { log, go, navigator, targets } = setup();
    await go('/en/news');
    expect(targets[0].locale).toBe('en');
    expect(log.indexOf('locale:en')).toBeGreaterThan(log.indexOf('pipeline:/en/news'));
    expect(log.indexOf('locale:en')).toBeLessThan(log.indexOf('head:page'));
    expect(navigator.getState().locale).toBe('en');
  });

  it('an unprefixed path follows the cookie; the same locale is not applied again', async () => {
    const { log, go, targets } = setup({ cookie: 'ar' });
    await go('/contactus');
    expect(targets[0].locale).toBe('ar');
    expect(log.some((line) => line.startsWith('locale:'))).toBe(false);
  });
});

describe('createNavigator: pending', () => {
  it('raised at the start, held at least 200 ms even when the page is ready sooner', async () => {
    const { navigator, go, clock } = setup();
    const seen: boolean[] = [];
    navigator.subscribe(() => seen.push(navigator.getState().pending));
    await go('/ar/contactus');
    expect(seen[0]).toBe(true);
    expect(navigator.getState().pending).toBe(true);
    clock.advance(MINIMUM_PENDING_MS - 1);
    expect(navigator.getState().pending).toBe(true);
    clock.advance(1);
    expect(navigator.getState().pending).toBe(false);
  });
});

describe('MinimumPending', () => {
  it('a slow load lowers the flag at once when it ends; a new begin during the hold keeps it raised', () => {
    const clock = new FakeClock();
    const changes: boolean[] = [];
    const pending = new MinimumPending((value) => changes.push(value), clock);
    pending.begin();
    clock.advance(500);
    pending.end();
    expect(changes).toEqual([true, false]);

    pending.begin();
    clock.advance(50);
    pending.end();
    clock.advance(100);
    pending.begin();
    clock.advance(100);
    expect(changes).toEqual([true, false, true]);
    pending.end();
    expect(changes).toEqual([true, false, true, false]);
  });

  it('calls nothing when ended without a begin', () => {
    const listener = vi.fn();
    new MinimumPending(listener, new FakeClock()).end();
    expect(listener).not.toHaveBeenCalled();
  });
});
