import type { Generated } from 'kysely';
import type { PublishingColumns } from './publishing';

/** Open positions (seeded; staff edit them in the database). Bilingual columns, `_ar` / `_en`. */
export interface JobOpeningTable extends PublishingColumns {
  id: Generated<number>;
  slug: string;
  title_ar: string;
  title_en: string;
  department_ar: string;
  department_en: string;
  location_ar: string;
  location_en: string;
  employment_type: 'fullTime' | 'partTime' | 'contract';
  summary_ar: string;
  summary_en: string;
  /** One requirement per line. */
  requirements_ar: string;
  requirements_en: string;
  /** 1 = shown and accepting applications. */
  is_open: number;
  sort_order: number;
  posted_at: string;
  closes_at: string | null;
  /** Publishing state from migration 0046: a draft or not-yet-due opening is not on /jobs and takes no applications. */
  updated_at: string | null;
}

/** Columns every submission has. `reference` is what the visitor is told (JOB-2026-000123). */
interface SubmissionColumns {
  id: Generated<number>;
  reference: string;
  /** The visitor's language when they sent it: staff reply in it. */
  locale: string;
  created_at: string;
}

/** The services inbox (migration 0045) on job, volunteer and contact rows: new → inProgress → done. */
interface InboxColumns {
  inbox_status: Generated<string>;
  inbox_updated_at: string | null;
}

export interface JobApplicationTable extends SubmissionColumns, InboxColumns {
  /** Null: an open application. */
  opening_id: number | null;
  full_name: string;
  /** Sealed under the operator's data keys (server/security/national-id-seal.ts, migration 0053). */
  national_id: string;
  /** Its blind index, for exact lookups (null only on a row not yet sealed). */
  national_id_index: string | null;
  mobile: string;
  email: string;
  city: string;
  qualification: string;
  major: string | null;
  years_experience: number;
  cover_letter: string | null;
  consent_at: string;
  status: string;
}

export interface VolunteerApplicationTable extends SubmissionColumns, InboxColumns {
  full_name: string;
  mobile: string;
  email: string;
  city: string;
  /** Comma-separated values of VOLUNTEER_INTERESTS. */
  interests: string;
  availability: string;
  skills: string | null;
  consent_at: string;
  status: string;
}

export interface AidRequestTable extends SubmissionColumns {
  applicant_name: string;
  /** Sealed under the operator's data keys (server/security/national-id-seal.ts, migration 0053). */
  applicant_national_id: string;
  /** Its blind index, for exact lookups (null only on a row not yet sealed). */
  applicant_national_id_index: string | null;
  mobile: string;
  email: string | null;
  city: string;
  patient_name: string;
  patient_relationship: string;
  patient_age: number;
  need_category: string;
  need_description: string;
  consent_at: string;
  /** One of AID_STATUSES. */
  status: string;
  status_updated_at: string;
  /** The back office's note to the applicant with the last status change (migration 0022). */
  applicant_note: string | null;
}

export interface ContactMessageTable extends SubmissionColumns, InboxColumns {
  name: string;
  mobile: string | null;
  email: string | null;
  subject: string;
  message: string;
  /** When the visitor agreed to the privacy notice (null for messages from before consent was asked, migration 0009). */
  consent_at: string | null;
}

/** Files sent with a submission, stored under DATA_DIR/uploads/<stored_name>; never served publicly. */
export interface UploadedFileTable {
  id: Generated<number>;
  /** The submission's reference. */
  owner_reference: string;
  /** The field it came in: cv, attachments. */
  field: string;
  /** Random name on disk (no extension from the visitor). */
  stored_name: string;
  /** As the visitor named it, for staff; never used as a path. */
  original_name: string;
  /** Detected from the content, not the visitor's claim. */
  mime_type: string;
  size_bytes: number;
  created_at: string;
  /** The file's data key, wrapped by the operator's key (migration 0053); null: stored in clear, before sealing began. */
  data_key: string | null;
}

export interface ApplicationTables {
  job_openings: JobOpeningTable;
  job_applications: JobApplicationTable;
  volunteer_applications: VolunteerApplicationTable;
  aid_requests: AidRequestTable;
  contact_messages: ContactMessageTable;
  uploaded_files: UploadedFileTable;
}
