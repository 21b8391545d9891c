import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InboxKind } from '#src/admin/operations-schemas';
import { dropFileRecords } from './stored-files';

/** The tables of what visitors send through the site's forms, each keyed by its reference. */
export type SubmissionTable =
  | 'aid_requests'
  | 'job_applications'
  | 'volunteer_applications'
  | 'contact_messages'
  | 'in_kind_requests';

/** The services inbox kind of a table, whose internal notes go with the item. */
const INBOX_KIND_OF: Record<SubmissionTable, InboxKind | null> = {
  aid_requests: null,
  job_applications: 'jobs',
  volunteer_applications: 'volunteers',
  contact_messages: 'contact',
  in_kind_requests: 'in-kind',
};

/**
 * Deletes submissions by reference with everything hanging on them (staff notes, file records and
 * links), inside the caller's transaction. Returns the stored file names, to delete from disk once
 * the transaction has committed.
 */
export async function eraseSubmissions(
  trx: Transaction<Database>,
  table: SubmissionTable,
  references: readonly string[],
): Promise<string[]> {
  if (references.length === 0) return [];
  const files = await dropFileRecords(trx, references);
  const inboxKind = INBOX_KIND_OF[table];
  if (inboxKind)
    await trx.deleteFrom('inbox_notes').where('kind', '=', inboxKind).where('reference', 'in', references).execute();
  await trx.deleteFrom(table).where('reference', 'in', references).execute();
  return files;
}
