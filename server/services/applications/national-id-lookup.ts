import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Submissions looked up by a national ID or iqama number (already normalised to ASCII digits). The
 * one place anything finds rows by the ID, so that how the ID is stored (in clear, or sealed with a
 * blind index beside it) is known here only.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** The aid requests of one ID. */
export async function aidRequestIdsByNationalId(db: Db, nationalId: string): Promise<number[]> {
  const rows = await db.selectFrom('aid_requests').select('id').where('applicant_national_id', '=', nationalId).execute();
  return rows.map((row) => row.id);
}

/** The job applications of one ID, by reference. */
export async function jobApplicationReferencesByNationalId(db: Db, nationalId: string): Promise<string[]> {
  const rows = await db.selectFrom('job_applications').select('reference').where('national_id', '=', nationalId).execute();
  return rows.map((row) => row.reference);
}
