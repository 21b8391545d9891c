import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_ENDPOINT,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  createAnalytics,
  createConsentStore,
  createConsentedAnalytics,
  noAnalytics,
} from '../../src/lib/analytics';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function sink() {
  const sent: Array<{ url: string; body: string }> = [];
  return { sent, transport: { send: (url: string, body: string) => void sent.push({ url, body }) } };
}

describe('analytics', () => {
  it('without an id nothing is created and nothing is sent', () => {
    const { sent, transport } = sink();
    const analytics = createAnalytics({ id: '', clientId: 'c', origin: 'https://example.org', transport });
    expect(analytics).toBe(noAnalytics);
    analytics.pageView({ path: '/ar', title: 'x', locale: 'ar' });
    analytics.flush();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('with an id, page views are batched and sent 500 ms after the last one', () => {
    const { sent, transport } = sink();
    const analytics = createAnalytics({ id: 'G-TEST123', clientId: '42.1', origin: 'https://example.org', transport });
    analytics.pageView({ path: '/ar', title: 'الرئيسية', locale: 'ar' });
    vi.advanceTimersByTime(300);
    analytics.pageView({ path: '/ar/news?page=2', title: 'News', locale: 'ar' });
    vi.advanceTimersByTime(ANALYTICS_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].url);
    expect(url.origin + url.pathname).toBe(ANALYTICS_ENDPOINT);
    expect(url.searchParams.get('tid')).toBe('G-TEST123');
    expect(url.searchParams.get('cid')).toBe('42.1');
    expect(url.searchParams.get('v')).toBe('2');
    const events = sent[0].body.split('\n').map((line) => Object.fromEntries(new URLSearchParams(line)));
    expect(events).toEqual([
      { en: 'page_view', dl: 'https://example.org/ar', dt: 'الرئيسية', ul: 'ar' },
      { en: 'page_view', dl: 'https://example.org/ar/news?page=2', dt: 'News', ul: 'ar' },
    ]);
  });

  it('the delay is 500 ms; a later view starts a new batch', () => {
    expect(ANALYTICS_BATCH_DELAY_MS).toBe(500);
    const { sent, transport } = sink();
    const analytics = createAnalytics({ id: 'G-TEST123', clientId: 'c', origin: 'https://example.org', transport });
    analytics.pageView({ path: '/a', title: 'a', locale: 'en' });
    vi.advanceTimersByTime(500);
    analytics.pageView({ path: '/b', title: 'b', locale: 'en' });
    vi.advanceTimersByTime(500);
    expect(sent).toHaveLength(2);
  });

  it('flush sends at once and nothing is sent twice', () => {
    const { sent, transport } = sink();
    const analytics = createAnalytics({ id: 'G-TEST123', clientId: 'c', origin: 'https://example.org', transport });
    analytics.pageView({ path: '/a', title: 'a', locale: 'en' });
    analytics.flush();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    analytics.flush();
    expect(sent).toHaveLength(1);
  });
});

describe('analytics waits for consent', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  }

  function setUp(storage = memoryStorage()) {
    const { sent, transport } = sink();
    const consent = createConsentStore(storage, () => Date.UTC(2026, 10, 23));
    let starts = 0;
    const analytics = createConsentedAnalytics({
      id: 'G-TEST123',
      consent,
      start: () => {
        starts += 1;
        return createAnalytics({ id: 'G-TEST123', clientId: 'c', origin: 'https://example.org', transport });
      },
    });
    return { sent, consent, analytics, storage, starts: () => starts };
  }

  it('without an id nothing is created, whatever the choice', () => {
    const consent = createConsentStore(memoryStorage());
    consent.set('granted');
    expect(createConsentedAnalytics({ id: '', consent, start: () => expect.unreachable() })).toBe(noAnalytics);
  });

  it('before a choice nothing is started (no client id) or sent', () => {
    const { sent, analytics, starts } = setUp();
    analytics.pageView({ path: '/ar', title: 'a', locale: 'ar' });
    analytics.pageView({ path: '/ar/news', title: 'b', locale: 'ar' });
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(starts()).toBe(0);
  });

  it('consent counts the page it is given on, then every page view', () => {
    const { sent, consent, analytics } = setUp();
    analytics.pageView({ path: '/ar', title: 'a', locale: 'ar' });
    analytics.pageView({ path: '/ar/news', title: 'b', locale: 'ar' });
    consent.set('granted');
    analytics.pageView({ path: '/ar/jobs', title: 'c', locale: 'ar' });
    vi.advanceTimersByTime(ANALYTICS_BATCH_DELAY_MS);
    const pages = sent.flatMap((hit) => hit.body.split('\n').map((line) => new URLSearchParams(line).get('dl')));
    expect(pages).toEqual(['https://example.org/ar/news', 'https://example.org/ar/jobs']);
  });

  it('declining sends nothing, ever, and forgets an earlier identifier', () => {
    const { sent, consent, analytics, storage, starts } = setUp(memoryStorage({ 'analytics-cid': '1.2' }));
    consent.set('denied');
    analytics.pageView({ path: '/en', title: 'a', locale: 'en' });
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(starts()).toBe(0);
    expect(storage.data.has('analytics-cid')).toBe(false);
  });

  it('the choice is remembered in the browser for a year, then asked again', () => {
    const storage = memoryStorage();
    const day = 24 * 60 * 60 * 1000;
    createConsentStore(storage, () => 0).set('granted');
    expect(JSON.parse(storage.data.get(CONSENT_STORAGE_KEY)!)).toEqual({ choice: 'granted', at: 0 });
    expect(createConsentStore(storage, () => 364 * day).get()).toBe('granted');
    expect(createConsentStore(storage, () => CONSENT_MAX_AGE_MS).get()).toBeNull();
    expect(createConsentStore(memoryStorage({ [CONSENT_STORAGE_KEY]: 'garbage' })).get()).toBeNull();
  });

  it('subscribers hear the choice (the banner closes on it)', () => {
    const consent = createConsentStore(null);
    const heard: Array<string | null> = [];
    const stop = consent.subscribe(() => heard.push(consent.get()));
    consent.set('denied');
    stop();
    consent.set('granted');
    expect(heard).toEqual(['denied']);
    expect(consent.get()).toBe('granted');
  });
});
