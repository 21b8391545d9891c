import type { Logger } from 'pino';

/**
 * A background job that runs one pass now, then one pass `pollMs` after each pass ends (never two
 * at once), and stops cleanly: `close` cancels the next pass and waits for the one running. The
 * outbox worker and the periodic-giving scheduler both run this way in the one process that owns
 * them (server/cluster.ts).
 */
export interface PollingLoop {
  start(): void;
  close(): Promise<void>;
}

export function createPollingLoop(options: {
  pollMs: number;
  pass: () => Promise<unknown>;
  logger: Logger;
  name: string;
  startedLog?: Record<string, unknown>;
}): PollingLoop {
  const { pollMs, pass, logger, name } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let started = false;

  function runPass(): void {
    running = pass()
      .catch((error) => logger.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(runPass, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      logger.info({ pid: process.pid, ...options.startedLog }, `${name} started`);
      // A first pass right away: work left before a restart is picked up without waiting.
      runPass();
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
