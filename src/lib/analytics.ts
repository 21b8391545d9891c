/**
 * Page-view analytics, GA4-compatible (Measurement Protocol `g/collect` hits), docs/behaviour.md#B-PRIV-3.
 * No default id: without ANALYTICS_ID nothing is loaded, stored or sent. With one, nothing happens
 * before the visitor consents (docs/decisions/ has the record: the Saudi Personal Data Protection
 * Law); after consent, page views on route changes are batched with a 500 ms delay. No third-party
 * script: hits go out with `sendBeacon`.
 */
import { YEAR_MS } from './durations';

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
      .map((view) =>
        new URLSearchParams({
          en: 'page_view',
          dl: options.origin + view.path,
          dt: view.title,
          ul: view.locale,
        }).toString(),
      )
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

export type ConsentChoice = 'granted' | 'denied';
export const CONSENT_STORAGE_KEY = 'analytics-consent';
const CLIENT_ID_KEY = 'analytics-cid';
/** A choice is asked again after a year (what the law's guidance calls a reasonable period). */
export const CONSENT_MAX_AGE_MS = YEAR_MS;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The visitor's analytics choice, remembered in their own browser (never sent to the server). */
export interface ConsentStore {
  get(): ConsentChoice | null;
  set(choice: ConsentChoice): void;
  subscribe(listener: () => void): () => void;
}

export function createConsentStore(storage: KeyValueStorage | null, now: () => number = Date.now): ConsentStore {
  const listeners = new Set<() => void>();
  let memory: ConsentChoice | null = null;
  const read = (): ConsentChoice | null => {
    try {
      const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
        choice?: unknown;
        at?: unknown;
      } | null;
      if (
        (stored?.choice === 'granted' || stored?.choice === 'denied') &&
        typeof stored.at === 'number' &&
        now() - stored.at < CONSENT_MAX_AGE_MS
      ) {
        return stored.choice;
      }
      return null;
    } catch {
      return memory;
    }
  };
  let current = storage ? read() : memory;
  return {
    get: () => current,
    set(choice) {
      memory = choice;
      current = choice;
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now() }));
        // Declining also forgets the identifier an earlier consent created.
        if (choice === 'denied') storage?.removeItem(CLIENT_ID_KEY);
      } catch {
        // Storage refused (private mode, quota): the choice holds for this page's life.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Analytics that waits for consent: before it, page views are neither sent nor stored anywhere but
 * in memory (only the latest, so the page the visitor consents on is counted). `start` builds the
 * real analytics (and its client id) only once consent is granted.
 */
export function createConsentedAnalytics(options: {
  id: string;
  consent: ConsentStore;
  start: () => Analytics;
}): Analytics {
  if (!options.id) return noAnalytics;
  let started: Analytics | null = null;
  let latest: PageView | null = null;
  const live = () => (started ??= options.start());
  options.consent.subscribe(() => {
    if (options.consent.get() !== 'granted' || started) return;
    if (latest) live().pageView(latest);
    latest = null;
  });
  return {
    pageView(view) {
      if (options.consent.get() === 'granted') live().pageView(view);
      else latest = view;
    },
    flush: () => started?.flush(),
  };
}

export function browserClientId(): string {
  const key = CLIENT_ID_KEY;
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

/**
 * The browser's analytics: the visitor's stored choice and analytics that wait for it. Without an
 * id, nothing (not even the choice) is read or written.
 */
export function createBrowserAnalytics(id: string): { analytics: Analytics; consent: ConsentStore } {
  let storage: KeyValueStorage | null = null;
  try {
    storage = id ? window.localStorage : null;
  } catch {
    storage = null;
  }
  const consent = createConsentStore(storage);
  const analytics = createConsentedAnalytics({
    id,
    consent,
    start: () =>
      createAnalytics({
        id,
        clientId: browserClientId(),
        origin: window.location.origin,
        transport: { send: (url, body) => void navigator.sendBeacon(url, body) },
      }),
  });
  return { analytics, consent };
}
