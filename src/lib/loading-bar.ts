/**
 * The loading bar (docs/behaviour.md#B-LOAD-1): hidden, shown after a 200 ms throttle, increasing over
 * a 5000 ms duration until finished or failed, hidden 500 ms after finish. It turns failed on a
 * navigation error and on any API request error (docs/behaviour.md#B-LOAD-2). Drawn by `topbar`,
 * which is imported in the browser only (it touches `window` on import).
 */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 500;
export const LOADING_COLOR = '#0f766e';
export const LOADING_FAILED_COLOR = '#dc2626';
/** Nuxt's increments: 30 when a page has both kinds of data loading (ours: page and layout), else 45. */
export function loadingIncrement(pageHasData: boolean, layoutHasData: boolean): number {
  return pageHasData && layoutHasData ? 30 : 45;
}

export type LoadingPhase = 'hidden' | 'waiting' | 'shown' | 'finished' | 'failed';

export interface BarRenderer {
  show(): void;
  progress(fraction: number): void;
  color(value: string): void;
  hide(): void;
}

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

type RequestErrorListener = () => void;
const requestErrorListeners = new Set<RequestErrorListener>();

/**
 * Called by the API client for every failed request (an error status or no answer; never for a
 * request the app aborted itself). The browser's bar listens; on the server nobody does.
 */
export function reportRequestError(): void {
  for (const listener of requestErrorListeners) listener();
}

export function onRequestError(listener: RequestErrorListener): () => void {
  requestErrorListeners.add(listener);
  return () => requestErrorListeners.delete(listener);
}

/** The bar's state machine, independent of how it is drawn (so it can be tested with fake timers). */
export class LoadingBar {
  phase: LoadingPhase = 'hidden';
  percent = 0;
  /** Whether the renderer is drawing the bar now (it stays drawn from show() to hide()). */
  private visible = false;
  private throttleTimer: unknown = null;
  private tickTimer: unknown = null;
  private hideTimer: unknown = null;
  private readonly listeners = new Set<(phase: LoadingPhase, percent: number) => void>();

  constructor(
    private readonly renderer: BarRenderer,
    private readonly timers: Timers = defaultTimers,
  ) {}

  onChange(listener: (phase: LoadingPhase, percent: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.clearTimers();
    this.percent = 0;
    this.renderer.color(LOADING_COLOR);
    this.set('waiting');
    this.throttleTimer = this.timers.setTimeout(() => {
      this.throttleTimer = null;
      this.draw();
      this.set('shown');
      // Nuxt's step: 10000 / duration percent every 100 ms, reaching 100% at the duration.
      const step = 10000 / LOADING_DURATION_MS;
      this.tickTimer = this.timers.setInterval(() => this.increase(step), 100);
    }, LOADING_THROTTLE_MS);
  }

  increase(amount: number): void {
    this.percent = Math.min(100, Math.floor(this.percent + amount));
    if (this.phase === 'shown') this.renderer.progress(this.percent / 100);
    this.emit();
  }

  /** Pauses the automatic increase (the pipeline does this while the path changes). */
  pause(): void {
    if (this.tickTimer) this.timers.clearInterval(this.tickTimer);
    this.tickTimer = null;
  }

  /** A failed bar stays failed until it hides: the end of the navigation does not paint over it. */
  finish(): void {
    if (this.phase === 'failed') return;
    this.end('finished');
  }

  fail(): void {
    this.renderer.color(LOADING_FAILED_COLOR);
    this.end('failed');
  }

  private end(phase: 'finished' | 'failed'): void {
    const wasShown = this.phase === 'shown';
    this.clearTimers();
    this.percent = 100;
    if (!wasShown && phase === 'finished') {
      // Finished inside the throttle: the bar never appears (or goes, if an earlier run left it drawn).
      this.erase();
      this.set('hidden');
      return;
    }
    this.draw();
    this.renderer.progress(1);
    this.set(phase);
    this.hideTimer = this.timers.setTimeout(() => {
      this.hideTimer = null;
      this.erase();
      this.percent = 0;
      this.set('hidden');
    }, LOADING_HIDE_DELAY_MS);
  }

  private draw(): void {
    if (!this.visible) this.renderer.show();
    this.visible = true;
  }

  private erase(): void {
    if (this.visible) this.renderer.hide();
    this.visible = false;
  }

  private clearTimers(): void {
    if (this.throttleTimer) this.timers.clearTimeout(this.throttleTimer);
    if (this.tickTimer) this.timers.clearInterval(this.tickTimer);
    if (this.hideTimer) this.timers.clearTimeout(this.hideTimer);
    this.throttleTimer = this.tickTimer = this.hideTimer = null;
  }

  private set(phase: LoadingPhase): void {
    this.phase = phase;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.phase, this.percent);
  }
}

/** The browser's bar, drawn by topbar (loaded lazily) and mirrored on <html data-loading>. */
export async function createBrowserLoadingBar(): Promise<LoadingBar> {
  const { default: topbar } = await import('topbar');
  topbar.config({
    autoRun: false,
    barThickness: 3,
    shadowBlur: 0,
    className: 'loading-bar',
    barColors: { 0: LOADING_COLOR, '1.0': LOADING_COLOR },
  });
  const bar = new LoadingBar({
    show: () => topbar.show(),
    progress: (fraction) => void topbar.progress(fraction),
    color: (value) => topbar.config({ barColors: { 0: value, '1.0': value } }),
    hide: () => topbar.hide(),
  });
  bar.onChange((phase) => document.documentElement.setAttribute('data-loading', phase));
  onRequestError(() => bar.fail());
  return bar;
}
