/**
 * Attempts per key in a fixed window, in memory. Verification is limited per payment, not per
 * address: /donate/paid verifies during server rendering, where every visitor's call arrives
 * in-process from the same address, so an address budget would be one budget for the whole site.
 * (server/security/rate-limit.ts is per address; this is the per-resource complement.)
 */
export interface AttemptCounter {
  /** Counts an attempt; false once `limit` attempts were made in the current window. */
  take(key: string, now?: number): boolean;
}

export function createAttemptCounter(limit: number, windowMs: number): AttemptCounter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    take(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        for (const [entryKey, entry] of windows) if (now - entry.start >= windowMs) windows.delete(entryKey);
      }
      const entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}
