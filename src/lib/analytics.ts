/**
 * Page-view analytics, GA4-compatible (Measurement Protocol `g/collect` hits). Loads and sends
 * nothing without an id; otherwise page views on route changes are batched with a 500 ms delay
 * (SPEC.md §7, §9). No third-party script: hits go out with `sendBeacon`.
 */
export const ANALYTICS_BATCH_DELAY_MS = 500;
export const ANALYTICS_ENDPOINT = 'https://www.google-analytics.com/g/collect';

export interface PageView {
  path: string;
  title: string;
  locale: string;
}

export interface AnalyticsTransport {
  send(url: string, body: string): void;
}

export interface Analytics {
  pageView(view: PageView): void;
  flush(): void;
}

export const noAnalytics: Analytics = { pageView: () => undefined, flush: () => undefined };

export function createAnalytics(options: {
  id: string;
  clientId: string;
  origin: string;
  transport: AnalyticsTransport;
  endpoint?: string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}): Analytics {
  if (!options.id) return noAnalytics;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  let queue: PageView[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer) clearTimer(timer);
    timer = null;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    const params = new URLSearchParams({ v: '2', tid: options.id, cid: options.clientId });
    const body = batch
      .map((view) => new URLSearchParams({ en: 'page_view', dl: options.origin + view.path, dt: view.title, ul: view.locale }).toString())
      .join('\n');
    options.transport.send(`${endpoint}?${params.toString()}`, body);
  };

  return {
    pageView(view) {
      queue.push(view);
      if (timer) clearTimer(timer);
      timer = setTimer(flush, ANALYTICS_BATCH_DELAY_MS);
    },
    flush,
  };
}

export function browserClientId(): string {
  const key = 'analytics-cid';
  try {
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const id = `${Math.floor(Math.random() * 1e10)}.${Math.floor(Date.now() / 1000)}`;
    window.localStorage.setItem(key, id);
    return id;
  } catch {
    return `${Math.floor(Math.random() * 1e10)}.${Math.floor(Date.now() / 1000)}`;
  }
}
