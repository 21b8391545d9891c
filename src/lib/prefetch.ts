/** docs/behaviour.md#B-NAV-5: prefetch page code when a link becomes visible, in an idle callback (2000 ms timeout). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Never on 2g, save-data or offline. */
export function canPrefetch(nav: { onLine?: boolean; connection?: NetworkInformationLike } | undefined): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return true;
}

export function whenIdle(callback: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, 1);
}
