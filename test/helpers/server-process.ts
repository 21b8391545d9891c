import { createServer } from 'node:net';

/**
 * What every place that starts the server in a process of its own needs (the bench, the
 * built-server contract suite, the durability tests, the end-to-end servers with their own settings):
 * a free loopback port, and a wait until /readyz answers.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ReadyWait {
  timeoutMs: number;
  intervalMs?: number;
  /** Called before every try: an error to give up with at once (the process has exited), or undefined. */
  failed?: () => Error | undefined;
}

/** Polls `origin`/readyz until it answers 2xx (true) or the time is up (false). */
export async function waitForReady(
  origin: string,
  { timeoutMs, intervalMs = 200, failed }: ReadyWait,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const error = failed?.();
    if (error) throw error;
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
