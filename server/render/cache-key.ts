import type { Query } from '#src/pipeline/types';

/**
 * The canonical cache key of a page: locale, path and only the query keys that page reads or
 * watches. `?utm_source=…` or any other key the page never looks at makes no new entry, so random
 * query strings cannot turn every request into a fresh render.
 *
 * Which keys matter is learned per route: the keys its `watchQuery` declares, plus every key any
 * rendering of it has read (the query handed to the pipeline records reads, `recordingQuery`).
 * The set only grows. A rendering that read a key outside the set it was keyed with is answered
 * but not stored; later requests are keyed with the larger set.
 */
export class QueryKeys {
  private readonly learned = new Map<string, Set<string> | 'all'>();

  /** The keys that matter for `routeKey` now (declared ∪ learned); 'all' when a page enumerated its query. */
  significant(routeKey: string | null, declared: readonly string[] | boolean | undefined): Set<string> | 'all' {
    if (routeKey === null) return new Set();
    if (declared === true) return 'all';
    const learned = this.learned.get(routeKey);
    if (learned === 'all') return 'all';
    return new Set([...(Array.isArray(declared) ? declared : []), ...(learned ?? [])]);
  }

  learn(routeKey: string, read: Set<string> | 'all'): void {
    if (read === 'all') {
      this.learned.set(routeKey, 'all');
      return;
    }
    const known = this.learned.get(routeKey);
    if (known === 'all') return;
    const set = known ?? new Set<string>();
    for (const key of read) set.add(key);
    this.learned.set(routeKey, set);
  }
}

/** `?a=1&b=2` with only the significant keys, sorted (so key order makes no new entry either). */
export function canonicalSearch(search: string, significant: Set<string> | 'all'): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([key]) => significant === 'all' || significant.has(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : '';
}

export function cacheKey(locale: string, path: string, search: string): string {
  return `${locale} ${path}${search}`;
}

export interface RecordingQuery {
  query: Query;
  /** Keys read so far; 'all' once the query was enumerated. */
  read(): Set<string> | 'all';
  /** Stops recording (the state is serialized after rendering; that is no page reading). */
  stop(): void;
}

/**
 * The query as pages see it: every key of the request can be read (and each read is recorded),
 * but enumerating it (Object.keys, JSON) shows only `visible` keys, so the serialized state of a
 * cached page carries no one visitor's extra keys.
 */
export function recordingQuery(full: Query, visible: Set<string> | 'all'): RecordingQuery {
  const read = new Set<string>();
  let all = false;
  let recording = true;
  const shown = (key: string) => visible === 'all' || visible.has(key);
  const query = new Proxy(full, {
    get(target, key, receiver) {
      if (typeof key === 'string' && recording) read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string' && recording) read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      if (recording) all = true;
      return Reflect.ownKeys(target).filter((key) => typeof key !== 'string' || shown(key));
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string' && recording) read.add(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return {
    query,
    read: () => (all ? 'all' : new Set(read)),
    stop: () => {
      recording = false;
    },
  };
}
