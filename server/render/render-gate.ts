/**
 * A bound on fresh renders running at once in this process, with a short queue. A request that
 * finds the queue full, or waits longer than `maxWaitMs`, is turned away (the caller answers 503
 * with Retry-After) instead of waiting seconds behind a pile of renders: under a flood of
 * cache-missing URLs the process keeps answering cached pages quickly.
 */
export interface RenderGateOptions {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class RenderGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: RenderGateOptions) {}

  /** Resolves with a release function once admitted, or with null when turned away. */
  enter(): Promise<(() => void) | null> {
    if (this.running < this.options.concurrency) return Promise.resolve(this.admitted());
    if (this.waiting.length >= this.options.queue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(this.admitted());
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index !== -1) this.waiting.splice(index, 1);
          resolve(null);
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private admitted(): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const next = this.waiting.shift();
      if (next) next.admit();
    };
  }
}
