import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AidRequest } from '#src/domain/applications/aid-request';
import type { AidRequestCreated } from '#src/domain/applications/api-types';
import type { ContactMessage } from '#src/domain/applications/contact-message';
import type { JobApplication } from '#src/domain/applications/job-application';
import { newReference, type SubmissionKind } from '#src/domain/applications/reference';
import type { VolunteerApplication } from '#src/domain/applications/volunteer';
import type { Locale } from '#src/lib/locale';
import type { Database } from '../../db/schema';
import type { StoredFile } from '../../security/uploads';
import { sealNationalId } from '../../security/national-id-seal';
import { enqueue } from '../outbox/outbox';
import { queueAidAcknowledgement } from './aid-acknowledgement';
import { optionLabel, staffNotification } from './notifications';

/**
 * Every submission is one transaction: its row, its files' records and the staff notification in
 * the outbox. The visitor hears 201 only after the commit.
 */
export interface SubmissionContext {
  db: Kysely<Database>;
  staffEmail: string;
  /** The site's address, for links in texts to the visitor. */
  publicUrl: string;
  locale: Locale;
  now?: Date;
}

type SubmissionTable = 'job_applications' | 'volunteer_applications' | 'aid_requests' | 'contact_messages';

async function recordFiles(
  trx: Transaction<Database>,
  reference: string,
  files: StoredFile[],
  createdAt: string,
): Promise<void> {
  if (files.length === 0) return;
  await trx
    .insertInto('uploaded_files')
    .values(
      files.map((file) => ({
        owner_reference: reference,
        field: file.field,
        stored_name: file.storedName,
        original_name: file.originalName,
        mime_type: file.mimeType,
        size_bytes: file.size,
        created_at: createdAt,
        data_key: file.dataKey,
      })),
    )
    .execute();
}

type Line = [label: string, value: string | number | null | undefined];

/** The columns every submission table fills the same way (the frame sets them). */
type FrameColumns = 'reference' | 'locale' | 'created_at' | 'consent_at';

interface Submission<T extends SubmissionTable> {
  table: T;
  kind: SubmissionKind;
  /** The row's own columns; `at` is the submission time (ISO). */
  row: (at: string) => Omit<Insertable<Database[T]>, FrameColumns>;
  files?: StoredFile[];
  /** The staff email's lines (label key, value). */
  lines: Line[];
  /** What else the form does in the same transaction, once its row is in (the aid applicant's text). */
  after?: (trx: Transaction<Database>, reference: string, now: Date) => Promise<unknown>;
}

/**
 * The one frame of every form: insert the row with a new reference, record its files, queue the
 * staff notification (and the form's own step) — one transaction, so a 201 means all of it is stored.
 */
async function submit<T extends SubmissionTable>(ctx: SubmissionContext, submission: Submission<T>): Promise<string> {
  const { table, kind, files = [], lines, after } = submission;
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    // Random, so it is known before the insert (the references column is unique).
    const reference = newReference(kind);
    const values = { ...submission.row(at), reference, locale: ctx.locale, consent_at: at, created_at: at };
    // Kysely cannot type an insert over a union of tables; `row` is typed per table above.
    await trx
      .insertInto(table as 'contact_messages')
      .values(values as Insertable<Database['contact_messages']>)
      .execute();
    await recordFiles(trx, reference, files, at);
    await enqueue(
      trx,
      staffNotification(ctx.staffEmail, kind, reference, lines, { locale: ctx.locale, receivedAt: at }),
      now,
    );
    await after?.(trx, reference, now);
    return reference;
  });
}

export async function saveJobApplication(
  ctx: SubmissionContext,
  input: JobApplication,
  opening: { id: number; title: string } | null,
  files: StoredFile[],
): Promise<string> {
  const nationalId = await sealNationalId(ctx.db, 'job_applications.national_id', input.nationalId);
  return submit(ctx, {
    table: 'job_applications',
    kind: 'job',
    files,
    row: () => ({
      opening_id: opening?.id ?? null,
      full_name: input.fullName,
      national_id: nationalId.sealed,
      national_id_index: nationalId.index,
      mobile: input.mobile,
      email: input.email,
      city: input.city,
      qualification: input.qualification,
      major: input.major ?? null,
      years_experience: input.yearsOfExperience,
      cover_letter: input.coverLetter ?? null,
      status: 'received',
    }),
    lines: [
      ['name', input.fullName],
      ['opening', opening?.title],
      ['openApplication', opening ? null : '✓'],
      ['qualification', optionLabel('qualification', input.qualification)],
      ['yearsOfExperience', input.yearsOfExperience],
      ['city', input.city],
      ['mobile', input.mobile],
      ['email', input.email],
      ['attachments', files.length],
    ],
  });
}

export function saveVolunteerApplication(ctx: SubmissionContext, input: VolunteerApplication): Promise<string> {
  return submit(ctx, {
    table: 'volunteer_applications',
    kind: 'volunteer',
    row: () => ({
      full_name: input.fullName,
      mobile: input.mobile,
      email: input.email,
      city: input.city,
      interests: input.interests.join(','),
      availability: input.availability,
      skills: input.skills ?? null,
      status: 'received',
    }),
    lines: [
      ['name', input.fullName],
      ['interests', input.interests.map((value) => optionLabel('interest', value)).join('، ')],
      ['availability', optionLabel('availability', input.availability)],
      ['city', input.city],
      ['mobile', input.mobile],
      ['email', input.email],
    ],
  });
}

/** Stores the request; `texted`: whether its reference was queued to the applicant's mobile. */
export async function saveAidRequest(
  ctx: SubmissionContext,
  input: AidRequest,
  files: StoredFile[],
): Promise<AidRequestCreated> {
  let texted = false;
  const nationalId = await sealNationalId(ctx.db, 'aid_requests.applicant_national_id', input.applicantNationalId);
  const reference = await submit(ctx, {
    table: 'aid_requests',
    kind: 'aid',
    files,
    row: (at) => ({
      applicant_name: input.applicantName,
      applicant_national_id: nationalId.sealed,
      applicant_national_id_index: nationalId.index,
      mobile: input.mobile,
      email: input.email ?? null,
      city: input.city,
      patient_name: input.patientName,
      patient_relationship: input.patientRelationship,
      patient_age: input.patientAge,
      need_category: input.needCategory,
      need_description: input.needDescription,
      status: 'received',
      status_updated_at: at,
    }),
    // Health details stay out of email: the category and the city tell staff where to route it.
    lines: [
      ['needCategory', optionLabel('needCategory', input.needCategory)],
      ['city', input.city],
      ['attachments', files.length],
    ],
    after: async (trx, reference, now) => {
      texted = await queueAidAcknowledgement(
        trx,
        { reference, mobile: input.mobile, locale: ctx.locale },
        ctx.publicUrl,
        now,
      );
    },
  });
  return { reference, texted };
}

export function saveContactMessage(ctx: SubmissionContext, input: ContactMessage): Promise<string> {
  return submit(ctx, {
    table: 'contact_messages',
    kind: 'contact',
    row: () => ({
      name: input.name,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      subject: input.subject,
      message: input.message,
    }),
    lines: [
      ['name', input.name],
      ['mobile', input.mobile],
      ['email', input.email],
      ['subject', input.subject],
      ['message', input.message],
    ],
  });
}
