import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';

/**
 * The back office says "this changed" here; every process's HTML cache listens (server/app.ts).
 * Paths are site paths, with a locale prefix (`/ar/news/3`: that page) or without (`/news/3`: the
 * page in every language). Content types are table-ish names ('news', 'programs', 'home', …; see
 * content-dependencies.ts). An empty target means everything.
 *
 * With several workers (cluster.ts) a worker's call goes to the primary, which hands it to every
 * worker, the caller included; in a single process it applies at once. With PostgreSQL the primary
 * (or the single process) also tells every other instance (shared-invalidation.ts), through the
 * relay it installs here; what other instances publish arrives back through `applyInvalidation`,
 * and a whole-cache drop through `dropAllPages`.
 */
export interface InvalidationTarget {
  paths?: string[];
  contentTypes?: string[];
}

export type InvalidationListener = (target: InvalidationTarget) => void;

export const INVALIDATE_MESSAGE = 'html-cache:invalidate';
export const DROP_ALL_MESSAGE = 'html-cache:drop-all';

interface InvalidateMessage {
  type: typeof INVALIDATE_MESSAGE;
  target: InvalidationTarget;
}

interface DropAllMessage {
  type: typeof DROP_ALL_MESSAGE;
}

/** What a cache listens to: invalidations, and drops of everything (a listener that lost notifications). */
export interface InvalidationFeed {
  apply(target: InvalidationTarget): void;
  dropAll(): void;
  onInvalidate(listener: InvalidationListener): () => void;
  onDropAll(listener: () => void): () => void;
}

export function createInvalidationFeed(): InvalidationFeed {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    apply: (target) => events.emit('invalidate', clean(target)),
    dropAll: () => events.emit('drop-all'),
    onInvalidate(listener) {
      events.on('invalidate', listener);
      return () => events.off('invalidate', listener);
    },
    onDropAll(listener) {
      events.on('drop-all', listener);
      return () => events.off('drop-all', listener);
    },
  };
}

/**
 * The process's feed and relay, kept on globalThis: in development the app is loaded through Vite
 * while main.ts imports this module natively, and both copies must reach the same caches.
 */
interface ProcessInvalidation {
  feed: InvalidationFeed;
  relay: InvalidationListener | null;
}
const PROCESS_KEY = Symbol.for('site.html-cache.invalidation');
const processState: ProcessInvalidation = ((globalThis as Record<symbol, ProcessInvalidation | undefined>)[
  PROCESS_KEY
] ??= { feed: createInvalidationFeed(), relay: null });

/** The feed every cache of this process listens to unless it is given its own (tests of two instances). */
export const processFeed: InvalidationFeed = processState.feed;

export function isInvalidateMessage(message: unknown): message is InvalidateMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === INVALIDATE_MESSAGE;
}

export function isDropAllMessage(message: unknown): message is DropAllMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === DROP_ALL_MESSAGE;
}

/** Keeps only lists of strings: a target may arrive from another process or another instance. */
export function clean(target: InvalidationTarget): InvalidationTarget {
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : undefined;
  const paths = strings(target?.paths);
  const contentTypes = strings(target?.contentTypes);
  return { ...(paths ? { paths } : {}), ...(contentTypes ? { contentTypes } : {}) };
}

export function invalidateMessage(target: InvalidationTarget): InvalidateMessage {
  return { type: INVALIDATE_MESSAGE, target: clean(target) };
}

export const dropAllMessage: DropAllMessage = { type: DROP_ALL_MESSAGE };

/** Applies an invalidation in this process only (the primary's broadcast arrives here). */
export function applyInvalidation(target: InvalidationTarget): void {
  processFeed.apply(target);
}

/** Drops every cached page of this process (nothing stale is answered afterwards). */
export function dropAllPages(): void {
  processFeed.dropAll();
}

/**
 * Where a single process also sends its invalidations: the other instances (shared-invalidation.ts).
 * Null (the default, and SQLite): this process is the whole site.
 */
export function setInvalidationRelay(relay: InvalidationListener | null): void {
  processState.relay = relay;
}

/** Reaches every worker's cache, and with PostgreSQL every instance's. */
export function invalidate(target: InvalidationTarget): void {
  if (cluster.isWorker && typeof process.send === 'function') {
    process.send(invalidateMessage(target));
    return;
  }
  applyInvalidation(target);
  processState.relay?.(clean(target));
}

/** Listens to invalidations in this process; returns the function that stops listening. */
export function onInvalidate(listener: InvalidationListener): () => void {
  return processFeed.onInvalidate(listener);
}

/** Listens to drops of the whole cache in this process. */
export function onDropAll(listener: () => void): () => void {
  return processFeed.onDropAll(listener);
}

/** In a worker: applies the invalidations the primary broadcasts. Called once per worker at boot. */
export function listenForBroadcasts(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if (isInvalidateMessage(message)) applyInvalidation(message.target);
    else if (isDropAllMessage(message)) dropAllPages();
  });
}
