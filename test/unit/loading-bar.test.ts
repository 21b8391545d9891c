import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../../src/lib/api';
import {
  LOADING_COLOR,
  LOADING_DURATION_MS,
  LOADING_FAILED_COLOR,
  LOADING_HIDE_DELAY_MS,
  LOADING_THROTTLE_MS,
  LoadingBar,
  loadingIncrement,
  onRequestError,
  reportRequestError,
  type BarRenderer,
} from '../../src/lib/loading-bar';

function renderer() {
  const log: string[] = [];
  const r: BarRenderer & { log: string[]; visible: boolean; fraction: number; colour: string } = {
    log,
    visible: false,
    fraction: 0,
    colour: '',
    show() {
      r.visible = true;
      log.push('show');
    },
    progress(fraction) {
      r.fraction = fraction;
    },
    color(value) {
      r.colour = value;
    },
    hide() {
      r.visible = false;
      log.push('hide');
    },
  };
  return r;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading bar state machine', () => {
  it('the constants are the spec: 200 ms throttle, 5000 ms duration, hidden 500 ms after finish', () => {
    expect([LOADING_THROTTLE_MS, LOADING_DURATION_MS, LOADING_HIDE_DELAY_MS]).toEqual([200, 5000, 500]);
  });

  it('hidden → waiting → shown only after the 200 ms throttle', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    expect(bar.phase).toBe('hidden');
    bar.start();
    expect(bar.phase).toBe('waiting');
    vi.advanceTimersByTime(199);
    expect(bar.phase).toBe('waiting');
    expect(r.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.phase).toBe('shown');
    expect(r.visible).toBe(true);
    expect(r.colour).toBe(LOADING_COLOR);
  });

  it('a navigation that finishes inside the throttle never shows the bar', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(r.log).toEqual([]);
    expect(bar.phase).toBe('hidden');
  });

  it('increases steadily to 100% over the 5000 ms duration, never beyond', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    vi.advanceTimersByTime(2500);
    expect(bar.percent).toBe(50);
    expect(r.fraction).toBeCloseTo(0.5);
    vi.advanceTimersByTime(2500);
    expect(bar.percent).toBe(100);
    vi.advanceTimersByTime(5000);
    expect(bar.percent).toBe(100);
    expect(bar.phase).toBe('shown');
  });

  it('finished → hidden 500 ms after finish', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    const phases: string[] = [];
    bar.onChange((phase) => phases.push(phase));
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.phase).toBe('finished');
    expect(r.fraction).toBe(1);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
    expect(r.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(r.visible).toBe(false);
    expect(bar.phase).toBe('hidden');
    expect([...new Set(phases)]).toEqual(['waiting', 'shown', 'finished', 'hidden']);
  });

  it('a failure turns the bar to the failed colour, shows it even inside the throttle, then hides it', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.start();
    vi.advanceTimersByTime(50);
    bar.fail();
    expect(bar.phase).toBe('failed');
    expect(r.colour).toBe(LOADING_FAILED_COLOR);
    expect(r.visible).toBe(true);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(bar.phase).toBe('hidden');
    expect(r.visible).toBe(false);
    // the next navigation starts in the normal colour again
    bar.start();
    expect(r.colour).toBe(LOADING_COLOR);
  });

  it('a new start during the hide delay cancels the hide', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.start();
    vi.advanceTimersByTime(250);
    bar.finish();
    bar.start();
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(bar.phase).toBe('shown');
  });

  it('pause stops the automatic increase', () => {
    const bar = new LoadingBar(renderer());
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS + 1000);
    const at = bar.percent;
    bar.pause();
    vi.advanceTimersByTime(2000);
    expect(bar.percent).toBe(at);
  });

  it('increments are 30 when both page and layout load data, otherwise 45', () => {
    expect(loadingIncrement(true, true)).toBe(30);
    expect(loadingIncrement(true, false)).toBe(45);
    expect(loadingIncrement(false, true)).toBe(45);
    expect(loadingIncrement(false, false)).toBe(45);
    const bar = new LoadingBar(renderer());
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    bar.increase(loadingIncrement(true, true));
    expect(bar.percent).toBe(30);
    bar.increase(45);
    expect(bar.percent).toBe(75);
    bar.increase(45);
    expect(bar.percent).toBe(100);
  });
});

describe('request errors turn the bar failed, not only navigation', () => {
  it('a failure after the navigation has started stays failed when the navigation finishes', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    bar.increase(45);
    bar.finish();
    expect(bar.phase).toBe('failed');
    expect(r.colour).toBe(LOADING_FAILED_COLOR);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(bar.phase).toBe('hidden');
    expect(r.visible).toBe(false);
  });

  it('a failure with no navigation running shows the bar in the failed colour, then hides it', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.fail();
    expect(bar.phase).toBe('failed');
    expect(r.visible).toBe(true);
    expect(r.fraction).toBe(1);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(r.visible).toBe(false);
  });

  it('a navigation that finishes inside the throttle removes a bar still drawn from the previous one', () => {
    const r = renderer();
    const bar = new LoadingBar(r);
    bar.fail();
    bar.start();
    vi.advanceTimersByTime(100);
    bar.finish();
    expect(r.visible).toBe(false);
    expect(bar.phase).toBe('hidden');
    expect(r.log).toEqual(['show', 'hide']);
  });

  it('the API client reports error statuses and unreachable servers, never requests the app cancelled', async () => {
    let reported = 0;
    const stop = onRequestError(() => (reported += 1));
    const answering =
      (status: number | null): AxiosAdapter =>
      (config: InternalAxiosRequestConfig) => {
        if (status === null) return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
        const response = { data: {}, status, statusText: '', headers: {}, config };
        if (status < 400) return Promise.resolve(response);
        return Promise.reject(new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response));
      };
    try {
      const api = createApiClient('/api/v1', 'en');
      await api.get('/x', { adapter: answering(200) });
      expect(reported).toBe(0);
      await expect(api.post('/x', {}, { adapter: answering(422) })).rejects.toThrow();
      expect(reported).toBe(1);
      await expect(api.get('/x', { adapter: answering(null) })).rejects.toThrow();
      expect(reported).toBe(2);
      const controller = new AbortController();
      controller.abort();
      await expect(api.get('/x', { adapter: answering(200), signal: controller.signal })).rejects.toThrow();
      expect(reported).toBe(2);
      reportRequestError();
      expect(reported).toBe(3);
    } finally {
      stop();
    }
  });
});
