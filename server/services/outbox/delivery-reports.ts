import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type DeliveryOutcome = 'delivered' | 'failed';

/** The SMS providers whose delivery reports the site takes (the transport's name). */
export const REPORTING_PROVIDERS = ['unifonic', 'taqnyat'] as const;
export type ReportingProvider = (typeof REPORTING_PROVIDERS)[number];

// Final states as the providers and SMPP delivery receipts spell them; anything else (sent, queued,
// accepted) is a step on the way and is not recorded.
const DELIVERED = new Set(['delivered', 'delivrd', 'delivered_to_handset']);
const FAILED = new Set([
  'undeliverable',
  'undeliv',
  'undelivered',
  'failed',
  'rejected',
  'rejectd',
  'expired',
  'deleted',
]);

/** A provider's status word as delivered or failed, or null for an interim state. */
export function deliveryOutcome(status: string): DeliveryOutcome | null {
  const word = status.trim().toLowerCase();
  if (DELIVERED.has(word)) return 'delivered';
  if (FAILED.has(word)) return 'failed';
  return null;
}

/** One report as the webhook reads it: the provider's id for the message and its status word. */
export interface DeliveryReport {
  providerMessageId: string;
  status: string;
}

const ID_FIELDS = ['messageId', 'MessageID', 'message_id', 'msgId', 'id'];
const STATUS_FIELDS = ['status', 'Status', 'dlrStatus', 'stat'];

/**
 * The report's id and status from a provider's payload. Unifonic and Taqnyat name them in
 * different cases (messageId / MessageID, status / Status); a Taqnyat id is a number. Null when
 * either is missing.
 */
export function readDeliveryReport(payload: Record<string, unknown>): DeliveryReport | null {
  const pick = (fields: string[]) => {
    for (const field of fields) {
      const value = payload[field];
      if (
        (typeof value === 'string' && value.trim() !== '' && value.length <= 100) ||
        (typeof value === 'number' && Number.isSafeInteger(value))
      )
        return String(value).trim();
    }
    return null;
  };
  const providerMessageId = pick(ID_FIELDS);
  const status = pick(STATUS_FIELDS);
  return providerMessageId && status ? { providerMessageId, status } : null;
}

export type RecordOutcome = 'recorded' | 'already-recorded' | 'unknown-message' | 'interim';

/**
 * Records a delivery report on the SMS the provider took under that id: the first final status
 * wins, so a replayed or late report changes nothing. An id the site never sent is not an error
 * (another site on the same account, a report for a row since erased).
 */
export async function recordDelivery(
  db: Kysely<Database>,
  provider: ReportingProvider,
  report: DeliveryReport,
  now: Date,
): Promise<RecordOutcome> {
  const outcome = deliveryOutcome(report.status);
  const row = await db
    .selectFrom('outbox_messages')
    .select(['id', 'delivery_status'])
    .where('provider', '=', provider)
    .where('provider_message_id', '=', report.providerMessageId)
    .where('channel', '=', 'sms')
    .executeTakeFirst();
  if (!row) return 'unknown-message';
  if (!outcome) return 'interim';
  if (row.delivery_status) return 'already-recorded';
  const updated = await db
    .updateTable('outbox_messages')
    .set({ delivery_status: outcome, delivery_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('delivery_status', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? 'recorded' : 'already-recorded';
}
