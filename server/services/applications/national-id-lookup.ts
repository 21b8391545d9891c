import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nationalIdDigits, nationalIdIndex } from '../../security/national-id-seal';

/**
 * Submissions looked up by a national ID or iqama number. The one place anything finds rows by the
 * ID, so that how the ID is stored is known here only: sealed, with a blind index beside it
 * (server/security/national-id-seal.ts, decision 056), so the lookup is an exact match on the index
 * and never a scan that opens every row. A row stored before sealing began and not sealed yet (the
 * next start seals it) has no index and is matched by its clear value.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** The aid requests of one ID, oldest first. */
export async function aidRequestIdsByNationalId(db: Db, nationalId: string): Promise<number[]> {
  const index = await nationalIdIndex(db, nationalId);
  const rows = await db
    .selectFrom('aid_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('applicant_national_id_index', '=', index),
        eb.and([
          eb('applicant_national_id_index', 'is', null),
          eb('applicant_national_id', '=', nationalIdDigits(nationalId)),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The job applications of one ID, by reference, oldest first. */
export async function jobApplicationReferencesByNationalId(db: Db, nationalId: string): Promise<string[]> {
  const index = await nationalIdIndex(db, nationalId);
  const rows = await db
    .selectFrom('job_applications')
    .select('reference')
    .where((eb) =>
      eb.or([
        eb('national_id_index', '=', index),
        eb.and([eb('national_id_index', 'is', null), eb('national_id', '=', nationalIdDigits(nationalId))]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.reference);
}
