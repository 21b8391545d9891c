import type { Kysely } from 'kysely';
import type { AidStatusResult } from '#src/domain/applications/api-types';
import type { AidStatusQuery } from '#src/domain/applications/aid-status-query';
import type { AidStatus } from '#src/domain/applications/options';
import type { Database } from '../../db/schema';

/** The status of an aid request, only when both the reference and the mobile match; else null. */
export async function findAidStatus(db: Kysely<Database>, query: AidStatusQuery): Promise<AidStatusResult | null> {
  const row = await db
    .selectFrom('aid_requests')
    .select(['reference', 'status', 'status_updated_at', 'applicant_note'])
    .where('reference', '=', query.reference)
    .where('mobile', '=', query.mobile)
    .executeTakeFirst();
  return row
    ? {
        reference: row.reference,
        status: row.status as AidStatus,
        updatedAt: row.status_updated_at,
        ...(row.applicant_note ? { note: row.applicant_note } : {}),
      }
    : null;
}
