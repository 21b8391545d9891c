import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';

/**
 * The back office says "this changed" here; every process's HTML cache listens (server/app.ts).
 * Paths are site paths, with a locale prefix (`/ar/news/3`: that page) or without (`/news/3`: the
 * page in every language). Content types are table-ish names ('news', 'programs', 'home', …; see
 * content-dependencies.ts). An empty target means everything.
 *
 * With several workers (cluster.ts) a worker's call goes to the primary, which hands it to every
 * worker, the caller included; in a single process it applies at once.
 */
export interface InvalidationTarget {
  paths?: string[];
  contentTypes?: string[];
}

export type InvalidationListener = (target: InvalidationTarget) => void;

export const INVALIDATE_MESSAGE = 'html-cache:invalidate';

interface InvalidateMessage {
  type: typeof INVALIDATE_MESSAGE;
  target: InvalidationTarget;
}

const events = new EventEmitter();
events.setMaxListeners(0);

export function isInvalidateMessage(message: unknown): message is InvalidateMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === INVALIDATE_MESSAGE;
}

function clean(target: InvalidationTarget): InvalidationTarget {
  return {
    ...(target.paths ? { paths: target.paths.filter((path) => typeof path === 'string') } : {}),
    ...(target.contentTypes ? { contentTypes: target.contentTypes.filter((type) => typeof type === 'string') } : {}),
  };
}

/** Applies an invalidation in this process only (the primary's broadcast arrives here). */
export function applyInvalidation(target: InvalidationTarget): void {
  events.emit('invalidate', clean(target));
}

/** Reaches every worker's cache. */
export function invalidate(target: InvalidationTarget): void {
  if (cluster.isWorker && typeof process.send === 'function') {
    const message: InvalidateMessage = { type: INVALIDATE_MESSAGE, target: clean(target) };
    process.send(message);
    return;
  }
  applyInvalidation(target);
}

/** Listens to invalidations in this process; returns the function that stops listening. */
export function onInvalidate(listener: InvalidationListener): () => void {
  events.on('invalidate', listener);
  return () => events.off('invalidate', listener);
}

/** In a worker: applies the invalidations the primary broadcasts. Called once per worker at boot. */
export function listenForBroadcasts(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if (isInvalidateMessage(message)) applyInvalidation(message.target);
  });
}
