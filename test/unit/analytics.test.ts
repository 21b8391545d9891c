import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_DELAY_MS, ANALYTICS_ENDPOINT, createAnalytics, noAnalytics } from '../../src/lib/analytics';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function sink() {
  const sent: Array<{ url: string; body: string }> = [];
  return { sent, transport: { send: (url: string, body: string) => void sent.push({ url, body }) } };
}

describe('analytics (SPEC.md §7, §9)', () => {
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
