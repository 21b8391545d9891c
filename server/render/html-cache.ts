import { prepareSplicedGzip, type SplicedGzip } from './spliced-gzip';

/**
 * A short-lived cache of rendered pages, per locale and URL. ARCHITECTURE.md keeps per-visitor data
 * out of server HTML so that pages are cacheable per path and locale; this is that cache, on the
 * server. Entries are kept compressed once, split at the CSP nonce, and every answer gets a fresh
 * nonce spliced in (spliced-gzip.ts), so no two responses share one and none is compressed again.
 * Bounded by age and by count (least recently used out).
 */
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

interface Entry {
  page: SplicedGzip;
  expires: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  static key(locale: string, url: string): string {
    return `${locale} ${url}`;
  }

  /** The page (to splice a nonce into), or null when absent or expired. */
  get(key: string): SplicedGzip | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Stores a page rendered with `nonce`. */
  set(key: string, html: string, nonce: string): void {
    if (!this.enabled || !nonce) return;
    this.entries.delete(key);
    this.entries.set(key, { page: prepareSplicedGzip(html.split(nonce).join(NONCE_PLACEHOLDER), NONCE_PLACEHOLDER), expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
