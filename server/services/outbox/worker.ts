import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { OutboxMessageTable } from '../../db/tables/outbox';
import type { OutgoingMessage } from './outbox';
import type { Transports } from './transport';
import { createPollingLoop } from '../polling-loop';
import { placeInBudget, type SmsBudget } from './sms-budget';
import { SmsSendError } from './sms-send-error';
import { HOUR_MS, isoAfter, MINUTE_MS } from '#src/lib/durations';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transports: Transports;
  logger: Logger;
  /** How often to look for due messages. */
  pollMs?: number;
  /** After this many failed attempts a message is marked failed and left for staff. */
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** While one worker delivers a message, others skip it for this long (several app instances). */
  leaseMs?: number;
  batchSize?: number;
  /** The site's hourly SMS budget (./sms-budget.ts); without it SMS are not metered. */
  smsBudget?: SmsBudget;
  now?: () => Date;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the delivery in progress. */
  close(): Promise<void>;
  /** One pass: delivers what is due. Returns how many were sent and how many failed this pass. */
  runOnce(): Promise<{ sent: number; failed: number }>;
}

/** Delay before retry number `attempt` (1 = first retry): base · 2^(attempt-1), capped. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transports, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 6 * HOUR_MS;
  const leaseMs = options.leaseMs ?? 5 * MINUTE_MS;
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());

  // Claim the row by moving its time forward; if another worker got there first, nothing updates.
  async function claimIn(
    executor: Kysely<Database>,
    row: Selectable<OutboxMessageTable>,
    until: string,
  ): Promise<boolean> {
    const claimed = await executor
      .updateTable('outbox_messages')
      .set({ next_attempt_at: until })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Claims a due row; an SMS also takes its place in the hourly budget, or is claimed to wait for one. */
  async function claim(row: Selectable<OutboxMessageTable>): Promise<boolean> {
    const smsBudget = options.smsBudget;
    if (row.channel !== 'sms' || !smsBudget) return claimIn(db, row, isoAfter(now(), leaseMs));
    return db.transaction().execute(async (trx) => {
      if (!(await claimIn(trx, row, isoAfter(now(), leaseMs)))) return false;
      const verdict = await placeInBudget(trx, row, smsBudget, now(), logger);
      if (verdict.go) return true;
      // Held, not tried: no attempt is counted and nothing is lost.
      await trx
        .updateTable('outbox_messages')
        .set({ next_attempt_at: verdict.until })
        .where('id', '=', row.id)
        .execute();
      return false;
    });
  }

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const due = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now().toISOString())
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const row of due) {
      if (!(await claim(row))) continue;
      const attempts = row.attempts + 1;
      const message: OutgoingMessage = {
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
      };
      try {
        const transport = transports[row.channel];
        if (!transport) throw new Error(`no transport for channel ${row.channel}`);
        const receipt = await transport.send(message);
        await db
          .updateTable('outbox_messages')
          .set({
            status: 'sent',
            attempts,
            sent_at: now().toISOString(),
            last_error: null,
            provider: transport.name,
            provider_message_id: receipt?.providerMessageId?.slice(0, 100) ?? null,
          })
          .where('id', '=', row.id)
          .execute();
        sent += 1;
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        // A provider's final refusal (a number it rejects) is not asked again.
        const giveUp = attempts >= maxAttempts || (error instanceof SmsSendError && error.permanent);
        await db
          .updateTable('outbox_messages')
          .set({
            status: giveUp ? 'failed' : 'pending',
            attempts,
            last_error: reason,
            next_attempt_at: isoAfter(now(), backoffDelay(attempts, baseDelayMs, maxDelayMs)),
          })
          .where('id', '=', row.id)
          .execute();
        if (giveUp) {
          failed += 1;
          logger.error({ outboxId: row.id, attempts, reason }, 'outbox message failed for good');
        } else {
          logger.warn({ outboxId: row.id, attempts, reason }, 'outbox delivery failed; will retry');
        }
      }
    }
    return { sent, failed };
  }

  // One process per site delivers the outbox (cluster.ts names it); the log says which.
  const loop = createPollingLoop({ pollMs, pass: runOnce, logger, name: 'outbox worker' });
  return { runOnce, start: loop.start, close: loop.close };
}
