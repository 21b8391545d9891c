import { prepareSplicedGzip, type SplicedGzip } from './spliced-gzip';
import { dependsOnContentType } from './content-dependencies';

/**
 * Rendered pages kept in memory, per locale and canonical URL (cache-key.ts). Pages carry no
 * per-visitor data in their HTML (docs/architecture.md), so one rendering serves every visitor.
 * Entries are compressed once and split at the CSP nonce; every answer gets a fresh nonce spliced
 * in (spliced-gzip.ts), so no two responses share one and none is compressed again.
 *
 * - Fresh for `ttlMs`, then stale for `staleMs` more: a stale entry is still answered while ONE
 *   request renders its replacement (stale-while-revalidate), so a popular page never expires
 *   under its visitors.
 * - Single flight: while a key is being rendered, the other requests for it wait for that one
 *   rendering (`flight`) instead of rendering it again.
 * - 404 pages are kept too, in their own smaller budget so random paths cannot push out real pages.
 * - `invalidate` marks entries stale by path or by the content they were built from.
 */
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

export interface CachedPage {
  page: SplicedGzip;
  status: number;
  /** False once the entry is past its freshness: answer it, but have one request refresh it. */
  fresh: boolean;
}

interface Entry {
  page: SplicedGzip;
  status: number;
  path: string;
  /** API paths the page read its data from (content-dependencies.ts maps them to content types). */
  sources: string[];
  freshUntil: number;
  staleUntil: number;
}

export interface HtmlCacheOptions {
  ttlMs: number;
  staleMs?: number;
  maxEntries?: number;
  /** Budget of 404 entries, apart from the pages'. */
  maxMissing?: number;
  now?: () => number;
}

export interface StoreInfo {
  status: number;
  path: string;
  sources?: string[];
}

export class HtmlCache {
  private readonly pages = new Map<string, Entry>();
  private readonly missing = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<void>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxMissing: number;
  private readonly now: () => number;

  constructor(options: HtmlCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.staleMs = options.staleMs ?? 0;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxMissing = options.maxMissing ?? 100;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The page (to splice a nonce into) and whether it is still fresh; null when absent or too old. */
  get(key: string): CachedPage | null {
    const [map, entry] = this.find(key);
    if (!map || !entry) return null;
    const at = this.now();
    if (entry.staleUntil <= at) {
      map.delete(key);
      return null;
    }
    // Refresh its place in the LRU order.
    map.delete(key);
    map.set(key, entry);
    return { page: entry.page, status: entry.status, fresh: entry.freshUntil > at };
  }

  /** Stores a page (200 or 404) rendered with `nonce`. */
  set(key: string, html: string, nonce: string, info: StoreInfo): void {
    if (!this.enabled || !nonce || (info.status !== 200 && info.status !== 404)) return;
    const at = this.now();
    const entry: Entry = {
      page: prepareSplicedGzip(html.split(nonce).join(NONCE_PLACEHOLDER), NONCE_PLACEHOLDER),
      status: info.status,
      path: info.path,
      sources: info.sources ?? [],
      freshUntil: at + this.ttlMs,
      staleUntil: at + this.ttlMs + this.staleMs,
    };
    this.pages.delete(key);
    this.missing.delete(key);
    const map = info.status === 404 ? this.missing : this.pages;
    map.set(key, entry);
    const limit = info.status === 404 ? this.maxMissing : this.maxEntries;
    while (map.size > limit) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }

  /** The rendering of `key` in progress, if any: wait for it, then look again. */
  flight(key: string): Promise<void> | null {
    return this.flights.get(key) ?? null;
  }

  /**
   * Claims the rendering of `key`: returns a function to call once it is done (stored or not), or
   * null when another request already renders it.
   */
  claim(key: string): (() => void) | null {
    if (this.flights.has(key)) return null;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    this.flights.set(key, done);
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.flights.delete(key);
      finish();
    };
  }

  /**
   * Marks entries stale (never deletes them: the next request refreshes each while the others are
   * answered the old one for that moment). No target at all: every entry.
   */
  invalidate(target: { paths?: string[]; contentTypes?: string[] }): number {
    const paths = new Set((target.paths ?? []).map(normalizePath));
    const types = target.contentTypes ?? [];
    const everything = paths.size === 0 && types.length === 0;
    const at = this.now();
    let marked = 0;
    for (const map of [this.pages, this.missing]) {
      for (const entry of map.values()) {
        const hit =
          everything ||
          paths.has(normalizePath(entry.path)) ||
          paths.has(withoutLocale(entry.path)) ||
          types.some((type) => dependsOnContentType(entry.sources, type));
        if (hit && entry.freshUntil > at - 1) {
          entry.freshUntil = Math.min(entry.freshUntil, at - 1);
          marked += 1;
        }
      }
    }
    return marked;
  }

  clear(): void {
    this.pages.clear();
    this.missing.clear();
  }

  get size(): number {
    return this.pages.size + this.missing.size;
  }

  private find(key: string): [Map<string, Entry>, Entry] | [null, null] {
    const page = this.pages.get(key);
    if (page) return [this.pages, page];
    const missing = this.missing.get(key);
    if (missing) return [this.missing, missing];
    return [null, null];
  }
}

/** A target path without a locale prefix (`/news/3`) means the page in every language. */
function withoutLocale(path: string): string {
  return normalizePath(path).replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
}

/** `/en/news/` and `/en/news` are one page (the trailing slash redirects). */
function normalizePath(path: string): string {
  const bare = path.split('?')[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}
