import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Cell } from './csv';
import { openNationalId } from '../../security/national-id-seal';

/** What staff can export (`npm run export -- <kind>`), oldest first; `in-kind`: offers from /contribute/samples. */
export const EXPORT_KINDS = ['jobs', 'volunteers', 'aid', 'contact', 'in-kind'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportTable {
  header: string[];
  rows: Cell[][];
}

/** Stored file names per submission, `;`-separated: they are the names under DATA_DIR/uploads. */
async function filesByReference(db: Kysely<Database>, references: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (references.length === 0) return map;
  const files = await db
    .selectFrom('uploaded_files')
    .select(['owner_reference', 'stored_name', 'original_name'])
    .where('owner_reference', 'in', references)
    .orderBy('id')
    .execute();
  for (const file of files) {
    const entry = `${file.stored_name} (${file.original_name})`;
    map.set(file.owner_reference, map.has(file.owner_reference) ? `${map.get(file.owner_reference)}; ${entry}` : entry);
  }
  return map;
}

/** Rows created at or after `since` (an ISO time). */
export async function exportSubmissions(db: Kysely<Database>, kind: ExportKind, since: string): Promise<ExportTable> {
  switch (kind) {
    case 'jobs': {
      const rows = await db
        .selectFrom('job_applications as a')
        .leftJoin('job_openings as o', 'o.id', 'a.opening_id')
        .selectAll('a')
        .select('o.slug as opening')
        .where('a.created_at', '>=', since)
        .orderBy('a.id')
        .execute();
      const files = await filesByReference(
        db,
        rows.map((row) => row.reference),
      );
      return {
        header: [
          'reference',
          'created_at',
          'status',
          'opening',
          'full_name',
          'national_id',
          'mobile',
          'email',
          'city',
          'qualification',
          'major',
          'years_experience',
          'cover_letter',
          'files',
          'locale',
        ],
        rows: rows.map((r) => [
          r.reference,
          r.created_at,
          r.status,
          r.opening ?? 'open application',
          r.full_name,
          openNationalId('job_applications.national_id', r.national_id),
          r.mobile,
          r.email,
          r.city,
          r.qualification,
          r.major,
          r.years_experience,
          r.cover_letter,
          files.get(r.reference),
          r.locale,
        ]),
      };
    }
    case 'volunteers': {
      const rows = await db
        .selectFrom('volunteer_applications')
        .selectAll()
        .where('created_at', '>=', since)
        .orderBy('id')
        .execute();
      return {
        header: [
          'reference',
          'created_at',
          'status',
          'full_name',
          'mobile',
          'email',
          'city',
          'interests',
          'availability',
          'skills',
          'locale',
        ],
        rows: rows.map((r) => [
          r.reference,
          r.created_at,
          r.status,
          r.full_name,
          r.mobile,
          r.email,
          r.city,
          r.interests,
          r.availability,
          r.skills,
          r.locale,
        ]),
      };
    }
    case 'aid': {
      const rows = await db
        .selectFrom('aid_requests')
        .selectAll()
        .where('created_at', '>=', since)
        .orderBy('id')
        .execute();
      const files = await filesByReference(
        db,
        rows.map((row) => row.reference),
      );
      return {
        header: [
          'reference',
          'created_at',
          'status',
          'applicant_name',
          'applicant_national_id',
          'mobile',
          'email',
          'city',
          'patient_name',
          'patient_relationship',
          'patient_age',
          'need_category',
          'need_description',
          'files',
          'locale',
        ],
        rows: rows.map((r) => [
          r.reference,
          r.created_at,
          r.status,
          r.applicant_name,
          openNationalId('aid_requests.applicant_national_id', r.applicant_national_id),
          r.mobile,
          r.email,
          r.city,
          r.patient_name,
          r.patient_relationship,
          r.patient_age,
          r.need_category,
          r.need_description,
          files.get(r.reference),
          r.locale,
        ]),
      };
    }
    case 'in-kind': {
      const rows = await db
        .selectFrom('in_kind_requests')
        .selectAll()
        .where('created_at', '>=', since)
        .orderBy('created_at')
        .orderBy('reference')
        .execute();
      return {
        header: [
          'reference',
          'created_at',
          'item_type',
          'description',
          'quantity',
          'condition',
          'city',
          'name',
          'mobile',
          'locale',
        ],
        rows: rows.map((r) => [
          r.reference,
          r.created_at,
          r.item_type,
          r.description,
          r.quantity,
          r.condition,
          r.city,
          r.name,
          r.mobile,
          r.locale,
        ]),
      };
    }
    case 'contact': {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('created_at', '>=', since)
        .orderBy('id')
        .execute();
      return {
        header: ['reference', 'created_at', 'name', 'mobile', 'email', 'subject', 'message', 'locale'],
        rows: rows.map((r) => [r.reference, r.created_at, r.name, r.mobile, r.email, r.subject, r.message, r.locale]),
      };
    }
  }
}
