import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNavigator, type NavigatorDeps, type WindowLike } from '../../src/navigation/navigator';
import type { NavigationTarget } from '../../src/pipeline/run-pipeline';
import type { PageModule, PipelineOutcome } from '../../src/pipeline/types';
import type { SettledView } from '../../src/app/app-state';
import type { Locale } from '../../src/lib/locale';
import { recentErrors } from '../../src/lib/error-log';

/**
 * The navigator's locale and error rules (docs/behaviour.md#B-LOCALE-2, #B-ERR-5): a client
 * navigation to an unprefixed path does what a full load would, and errors are recorded with their time.
 */

afterEach(() => vi.restoreAllMocks());

function fakeWindow(): WindowLike & { urls: string[] } {
  const location = { origin: 'https://example.org', pathname: '/ar/news', search: '', hash: '' };
  let state: unknown = null;
  const urls: string[] = [];
  const move = (url: string) => {
    const parsed = new URL(url, location.origin);
    Object.assign(location, { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash });
    urls.push(url);
  };
  return {
    urls,
    location,
    history: {
      get state() {
        return state;
      },
      pushState: (next: unknown, _unused: string, url: string) => {
        state = next;
        move(url);
      },
      replaceState: (next: unknown, _unused: string, url?: string) => {
        state = next;
        if (url) move(url);
      },
    },
    scrollY: 0,
    navigator: { onLine: true },
    dispatchEvent: () => true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

const module: PageModule = { default: () => null };

function page(target: NavigationTarget): PipelineOutcome {
  return {
    kind: 'page',
    route: { key: 'news', path: '/news', section: 'media', load: async () => module },
    module,
    layout: 'default',
    data: null,
    layoutData: null,
    render: { path: target.path, pathname: '/news', params: {}, query: {}, locale: target.locale, routeKey: 'news' },
  };
}

function setup(options: {
  cookie?: string;
  browser: Locale | null;
  current?: Locale;
  outcome?: (target: NavigationTarget) => PipelineOutcome;
}) {
  const win = fakeWindow();
  const targets: NavigationTarget[] = [];
  const applied: Locale[] = [];
  const deps: NavigatorDeps = {
    window: win,
    loadingBar: Promise.resolve({
      start: () => undefined,
      increase: () => undefined,
      pause: () => undefined,
      finish: () => undefined,
      fail: () => undefined,
    }),
    loadApi: async () => ({}) as never,
    runPipeline: async (_api, target) => {
      targets.push(target);
      return (options.outcome ?? page)(target);
    },
    layoutHasData: () => false,
    readCookie: () => options.cookie,
    browserLocale: () => options.browser,
    applyLocale: async (locale) => void applied.push(locale),
    applyHead: () => ({ title: 't' }),
    viewShown: async () => undefined,
    scrollToAnchor: () => true,
    scrollTo: () => undefined,
    reloadOnChunkError: () => undefined,
    pageView: () => undefined,
  };
  const view: SettledView = {
    kind: 'page',
    routeKey: 'news',
    layout: 'default',
    data: null,
    layoutData: null,
    render: { path: '/ar/news', pathname: '/news', params: {}, query: {}, locale: 'ar', routeKey: 'news' },
  };
  const navigator = createNavigator(deps, {
    location: { path: '/ar/news', search: '', hash: '' },
    view,
    module,
    locale: options.current ?? 'ar',
  });
  return { navigator, win, targets, applied };
}

describe('client navigations follow the same locale rule as a full load', () => {
  it('no cookie, an English browser, an unprefixed link: the /en page, address included', async () => {
    const { navigator, win, targets, applied } = setup({ browser: 'en' });
    await navigator.navigate('/jobs?x=1#top');
    expect(targets.map((target) => [target.path, target.locale])).toEqual([['/en/jobs', 'en']]);
    expect(win.location.pathname + win.location.search + win.location.hash).toBe('/en/jobs?x=1#top');
    expect(win.urls).not.toContain('/jobs?x=1#top');
    expect(applied).toEqual(['en']);
  });

  it('the cookie wins: the unprefixed page in the cookie language, not moved', async () => {
    const { navigator, targets } = setup({ cookie: 'ar', browser: 'en', current: 'en' });
    await navigator.navigate('/jobs');
    expect(targets.map((target) => [target.path, target.locale])).toEqual([['/jobs', 'ar']]);
  });

  it('detection off (or no match) and no cookie: the locale on screen', async () => {
    const { navigator, targets } = setup({ browser: null, current: 'en' });
    await navigator.navigate('/jobs');
    expect(targets.map((target) => [target.path, target.locale])).toEqual([['/jobs', 'en']]);
  });

  it('a prefixed link keeps its prefix', async () => {
    const { navigator, targets } = setup({ browser: 'en' });
    await navigator.navigate('/ar/jobs');
    expect(targets.map((target) => [target.path, target.locale])).toEqual([['/ar/jobs', 'ar']]);
  });
});

describe('a navigation that ends in an error is recorded with its time', () => {
  it('status, message, path and route, with an ISO time', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const { navigator } = setup({
      browser: null,
      outcome: (target) => ({
        kind: 'error',
        error: { statusCode: 503, message: 'Upstream said no' },
        layout: 'default',
        render: (page(target) as Extract<PipelineOutcome, { kind: 'page' }>).render,
      }),
    });
    const before = Date.now();
    await navigator.navigate('/ar/jobs');
    const last = recentErrors().at(-1)!;
    expect(last).toMatchObject({ statusCode: 503, message: 'Upstream said no', path: '/ar/jobs', route: 'news' });
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(before - 1);
    expect(console).toHaveBeenCalledWith(
      expect.stringMatching(/^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] 503 on \/ar\/jobs \(news\): Upstream said no$/),
    );
  });
});
