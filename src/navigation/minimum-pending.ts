/** Data-fetch pending states show for at least this long once raised, so they never flash. */
export const MINIMUM_PENDING_MS = 200;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * A pending flag with a minimum display time: `begin` raises it at once; `end` lowers it no sooner
 * than `minimumMs` after it was raised. A `begin` during the hold keeps it raised.
 */
export class MinimumPending {
  private since: number | null = null;
  private timer: unknown = null;

  constructor(
    private readonly onChange: (pending: boolean) => void,
    private readonly clock: Clock,
    private readonly minimumMs = MINIMUM_PENDING_MS,
  ) {}

  get active(): boolean {
    return this.since !== null;
  }

  begin(): void {
    if (this.timer !== null) {
      this.clock.clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.since !== null) return;
    this.since = this.clock.now();
    this.onChange(true);
  }

  end(): void {
    if (this.since === null || this.timer !== null) return;
    const remaining = this.since + this.minimumMs - this.clock.now();
    if (remaining <= 0) return this.lower();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.lower();
    }, remaining);
  }

  private lower(): void {
    this.since = null;
    this.onChange(false);
  }
}
