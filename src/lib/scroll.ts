/** docs/behaviour.md#B-NAV-2: scroll-to takes 500 ms, eased. */
export const SCROLL_DURATION_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/** Scrolls to an anchor (`#id`) with the eased 500 ms animation; instant for reduced motion. */
export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const start = window.scrollY;
  const end = start + target.getBoundingClientRect().top;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, end);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS);
    window.scrollTo(0, start + (end - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** How long a client navigation waits for its anchor to appear in the new page. */
export const ANCHOR_WAIT_MS = 3000;

/**
 * Scrolls to an anchor once it exists (a page swapped in by the transition, or content that renders
 * a moment later): checks every animation frame up to `ANCHOR_WAIT_MS`. Resolves whether it did.
 */
export function scrollToHashWhenPresent(hash: string, waitMs = ANCHOR_WAIT_MS): Promise<boolean> {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return Promise.resolve(false);
  const began = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (document.getElementById(id)) {
        scrollToHash(hash);
        resolve(true);
      } else if (performance.now() - began >= waitMs) {
        resolve(false);
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  });
}

/** How long a restored position is held while the page settles. */
export const SCROLL_HOLD_MS = 600;

/**
 * Scrolls to `y` and keeps it there while the page settles: content that sizes itself just after
 * the swap (a carousel, say) would otherwise move the reader through scroll anchoring. Any input of
 * the reader's (wheel, touch, key, pointer) ends the hold at once.
 */
export function scrollToAndHold(y: number, holdMs = SCROLL_HOLD_MS): void {
  window.scrollTo(0, y);
  if (y === 0 || typeof ResizeObserver === 'undefined') return;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    if (Math.round(window.scrollY) !== Math.round(y)) window.scrollTo(0, y);
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, holdMs);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}
