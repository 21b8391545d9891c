import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { dropAllMessage, invalidateMessage, isInvalidateMessage } from './render/invalidation';
import { SharedInvalidation } from './render/shared-invalidation';

/**
 * The primary process when WEB_CONCURRENCY > 1: it serves nothing itself. It starts the workers
 * (node:cluster shares the port between them), one at a time at first so that only one migrates
 * the database, and then:
 * - keeps the per-address counts of every rate limit (RateLimiterClusterMaster), so a limit holds
 *   for the whole machine, not per worker (on PostgreSQL the workers count in the database
 *   instead, for every instance at once: security/limit-store.ts);
 * - hands every HTML-cache invalidation to every worker, and with PostgreSQL to every other
 *   instance, whose invalidations it hands to its workers in turn (shared-invalidation.ts);
 * - gives exactly one worker the outbox role (a replacement inherits it if that worker dies);
 * - on SIGTERM/SIGINT passes the signal on, waits for every worker to drain, then exits.
 */
export const WORKER_ROLE_VARIABLE = 'SITE_WORKER_ROLE';
export type WorkerRole = 'outbox' | 'web';

/** This process's role: a single process, or a worker the primary named, runs the outbox. */
export function workerRole(): WorkerRole {
  return process.env[WORKER_ROLE_VARIABLE] === 'web' ? 'web' : 'outbox';
}

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  shutdownTimeoutMs: number;
  /** Each worker's V8 old-space bound in MB; 0 leaves it to V8 (docs/decisions/036). */
  workerHeapMb: number;
  /** PostgreSQL, shared with other instances: invalidations travel between them. */
  databaseUrl?: string;
}

const HEAP_FLAG = '--max-old-space-size';

/**
 * The workers' Node options: this process's, plus the heap bound unless the operator gave one
 * (in the command line or NODE_OPTIONS, which the workers inherit).
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions: string | undefined, heapMb: number): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((option) => option.startsWith(HEAP_FLAG));
  return heapMb > 0 && !given ? [...execArgv, `${HEAP_FLAG}=${heapMb}`] : [...execArgv];
}

export async function runPrimary({
  workers,
  logger,
  shutdownTimeoutMs,
  workerHeapMb,
  databaseUrl,
}: PrimaryOptions): Promise<void> {
  new RateLimiterClusterMaster();
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, workerHeapMb) });
  const roles = new Map<Worker, WorkerRole>();
  const started = new WeakSet<Worker>();
  let shuttingDown = false;
  const toEveryWorker = (message: object) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(message);
  };
  const shared = databaseUrl
    ? new SharedInvalidation({
        databaseUrl,
        logger,
        deliver: (target) => toEveryWorker(invalidateMessage(target)),
        dropAll: () => toEveryWorker(dropAllMessage),
      })
    : null;
  await shared?.start();

  const fork = (role: WorkerRole): Promise<Worker> => {
    const worker = cluster.fork({ [WORKER_ROLE_VARIABLE]: role });
    roles.set(worker, role);
    worker.on('message', (message: unknown) => {
      if (!isInvalidateMessage(message)) return;
      toEveryWorker(message);
      shared?.publish(message.target);
    });
    return new Promise((resolve, reject) => {
      worker.once('listening', () => {
        started.add(worker);
        resolve(worker);
      });
      worker.once('exit', (code) => reject(new Error(`worker exited before listening (code ${code})`)));
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'web';
    roles.delete(worker);
    // One that never started is reported by its fork() and not replaced (it would fail again).
    if (shuttingDown || !started.has(worker)) return;
    logger.error({ pid: worker.process.pid, code, signal, role }, 'worker died; starting another');
    fork(role).catch((error: unknown) => logger.error({ err: error }, 'replacement worker failed to start'));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, workers: roles.size }, 'primary: draining every worker');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const timer = setTimeout(() => {
      logger.warn('primary: workers did not finish in time');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + 2000);
    timer.unref();
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('primary: every worker finished; bye');
        process.exit(0);
      }
    };
    cluster.on('exit', check);
    check();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    // The first worker migrates and seeds the database; the others start once it listens.
    await fork('outbox');
    await Promise.all(Array.from({ length: workers - 1 }, () => fork('web')));
    logger.info({ workers }, 'all workers listening');
  } catch (error) {
    logger.error({ err: error }, 'a worker failed to start');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(1);
  }
}
