import type { Kysely, Transaction } from 'kysely';
import { COMMAND_LINE_ACTOR, SCHEDULE_ACTOR, type AuditAction, type AuditEntity } from '#src/admin/audit-vocabulary';
import type { Database } from '../db/schema';

export interface Actor {
  id: number | null;
  email: string;
}

/** The command line acts as itself in the log. */
export const CLI_ACTOR: Actor = { id: null, email: COMMAND_LINE_ACTOR };

/** The site's own daily jobs act as the schedule. */
export const SCHEDULED_JOB_ACTOR: Actor = { id: null, email: SCHEDULE_ACTOR };

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_FIELDS = new Set(['password_hash', 'totp_secret', 'totp_pending_secret', 'password', 'token']);

/** Strips secrets before anything reaches the log. */
function redact(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (SECRET_FIELDS.has(key) ? '[redacted]' : v));
}

/**
 * Appends one entry, inside the caller's transaction when there is one, so a change and its
 * record commit together. The log is append-only: no code path updates or deletes its rows.
 */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: actor.id,
      staff_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before_json: redact(entry.before),
      after_json: redact(entry.after),
    })
    .execute();
}
