import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { clean, type InvalidationTarget } from './invalidation';

/**
 * HTML-cache invalidations between instances that share one PostgreSQL database (docs/decisions/059).
 * Each instance's primary (or its single process) keeps one connection of its own that LISTENs on
 * a channel and NOTIFYs on it: a publish anywhere reaches every instance within the round trip of
 * one notification. An instance ignores its own notifications (its workers already heard from the
 * primary). PostgreSQL keeps no notifications for a session that is not there: after losing its
 * connection the listener connects again and drops its whole page cache, since it cannot know
 * what it missed. What this instance publishes while disconnected is sent once it is back.
 */
export const INVALIDATION_CHANNEL = 'site_html_cache';

/** NOTIFY's payload must stay under 8000 bytes; a larger target becomes "everything". */
const MAX_PAYLOAD_BYTES = 7000;
/** Publishes kept while disconnected; beyond that they collapse into one "everything". */
const MAX_PENDING = 100;

export interface SharedInvalidationOptions {
  databaseUrl: string;
  /** Another instance's invalidation, for this instance's caches. */
  deliver: (target: InvalidationTarget) => void;
  /** The connection came back: notifications may have been missed. */
  dropAll: () => void;
  logger: Logger;
  channel?: string;
  /** First wait before connecting again (doubles up to `maxReconnectDelayMs`). */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** How often the listening session is checked with a trivial query (a connection cut silently looks alive). */
  heartbeatMs?: number;
}

/** A connection attempt, a check or a send that takes longer counts as a lost connection. */
const DATABASE_TIMEOUT_MS = 5000;

interface Notice {
  from: string;
  target: InvalidationTarget;
}

export class SharedInvalidation {
  private readonly instance = randomUUID();
  private readonly channel: string;
  /** The session being opened or in use; events of an older one are ignored. */
  private current: pg.Client | null = null;
  private client: pg.Client | null = null;
  private connected = false;
  /** Until the first session listens nothing can have been missed; after any failure, anything may have been. */
  private missedNothing = true;
  private closed = false;
  private pending: InvalidationTarget[] = [];
  private delay: number;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: SharedInvalidationOptions) {
    this.channel = options.channel ?? INVALIDATION_CHANNEL;
    this.delay = options.reconnectDelayMs ?? 250;
  }

  /** Connects and listens; resolves once listening (or once the first attempt failed: it keeps trying). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** True while listening: a test (or a health view) may wait for it. */
  get listening(): boolean {
    return this.connected;
  }

  /** The listening session's server process id (tests end it to prove a reconnect drops the cache). */
  get backendPid(): number | null {
    return this.connected ? ((this.client as unknown as { processID?: number } | null)?.processID ?? null) : null;
  }

  /** Tells every other instance. Never throws: a failed send is kept and sent after the reconnect. */
  publish(target: InvalidationTarget): void {
    if (this.closed) return;
    if (!this.connected || !this.client) {
      this.keep(target);
      return;
    }
    this.send(this.client, target).catch(() => this.keep(target));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.current;
    this.current = null;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'site-invalidation',
      connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
      query_timeout: DATABASE_TIMEOUT_MS,
      keepAlive: true,
    });
    this.current = client;
    // Both fire when the session is lost (the server restarted, the network dropped, a terminate).
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed || client !== this.current) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
    this.delay = this.options.reconnectDelayMs ?? 250;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.check(), this.options.heartbeatMs ?? 15_000);
      this.heartbeat.unref();
    }
    if (!this.missedNothing) {
      this.options.logger.warn(
        'page-cache listener reconnected: dropping every cached page (notifications may have been missed)',
      );
      this.options.dropAll();
    }
    const waiting = this.pending;
    this.pending = [];
    for (const target of waiting) this.publish(target);
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.closed || client !== this.current) return;
    this.current = null;
    this.connected = false;
    this.client = null;
    this.missedNothing = false;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    this.options.logger.warn(
      { err: error ?? undefined },
      'page-cache listener lost its database connection; connecting again',
    );
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.options.maxReconnectDelayMs ?? 5000);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
    this.timer.unref();
  }

  /** A session that no longer answers is lost: what was notified meanwhile never arrived. */
  private check(): void {
    const client = this.client;
    if (!this.connected || !client) return;
    client.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
  }

  private async send(client: pg.Client, target: InvalidationTarget): Promise<void> {
    let payload = JSON.stringify({ from: this.instance, target } satisfies Notice);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      payload = JSON.stringify({ from: this.instance, target: {} } satisfies Notice);
    await client.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  private keep(target: InvalidationTarget): void {
    this.pending.push(target);
    if (this.pending.length > MAX_PENDING) this.pending = [{}];
  }

  private receive(payload: string | undefined): void {
    let notice: Partial<Notice>;
    try {
      notice = JSON.parse(payload ?? '') as Partial<Notice>;
    } catch {
      return;
    }
    if (typeof notice !== 'object' || notice === null || notice.from === this.instance) return;
    this.options.deliver(clean(notice.target ?? {}));
  }
}
