import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AidRequest } from '../../../src/domain/applications/aid-request';
import type { ContactMessage } from '../../../src/domain/applications/contact-message';
import type { JobApplication } from '../../../src/domain/applications/job-application';
import { formatReference, type SubmissionKind } from '../../../src/domain/applications/reference';
import type { VolunteerApplication } from '../../../src/domain/applications/volunteer';
import type { Locale } from '../../../src/lib/locale';
import type { Database } from '../../db/schema';
import type { StoredFile } from '../../security/uploads';
import { enqueue } from '../outbox/outbox';
import { optionLabel, staffNotification } from './notifications';

/**
 * Every submission is one transaction: its row, its files' records and the staff notification in
 * the outbox. The visitor hears 201 only after the commit.
 */
export interface SubmissionContext {
  db: Kysely<Database>;
  staffEmail: string;
  locale: Locale;
  now?: Date;
}

type SubmissionTable = 'job_applications' | 'volunteer_applications' | 'aid_requests' | 'contact_messages';

/** A unique stand-in until the row's id is known; the reference is built from the id. */
function placeholderReference(): string {
  return `TMP-${randomBytes(8).toString('hex')}`;
}

async function assignReference(trx: Transaction<Database>, table: SubmissionTable, id: number, kind: SubmissionKind, now: Date): Promise<string> {
  const reference = formatReference(kind, now.getUTCFullYear(), id);
  // The four tables share the reference column; Kysely cannot type an update over a union of tables.
  await trx
    .updateTable(table as 'contact_messages')
    .set({ reference })
    .where('id', '=', id)
    .execute();
  return reference;
}

async function recordFiles(trx: Transaction<Database>, reference: string, files: StoredFile[], createdAt: string): Promise<void> {
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
      })),
    )
    .execute();
}

export async function saveJobApplication(ctx: SubmissionContext, input: JobApplication, opening: { id: number; title: string } | null, files: StoredFile[]): Promise<string> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('job_applications')
      .values({
        reference: placeholderReference(),
        opening_id: opening?.id ?? null,
        full_name: input.fullName,
        national_id: input.nationalId,
        mobile: input.mobile,
        email: input.email,
        city: input.city,
        qualification: input.qualification,
        major: input.major ?? null,
        years_experience: input.yearsOfExperience,
        cover_letter: input.coverLetter ?? null,
        consent_at: at,
        status: 'received',
        locale: ctx.locale,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = await assignReference(trx, 'job_applications', id, 'job', now);
    await recordFiles(trx, reference, files, at);
    await enqueue(
      trx,
      staffNotification(
        ctx.staffEmail,
        'job',
        reference,
        [
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
        { locale: ctx.locale, receivedAt: at },
      ),
      now,
    );
    return reference;
  });
}

export async function saveVolunteerApplication(ctx: SubmissionContext, input: VolunteerApplication): Promise<string> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('volunteer_applications')
      .values({
        reference: placeholderReference(),
        full_name: input.fullName,
        mobile: input.mobile,
        email: input.email,
        city: input.city,
        interests: input.interests.join(','),
        availability: input.availability,
        skills: input.skills ?? null,
        consent_at: at,
        status: 'received',
        locale: ctx.locale,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = await assignReference(trx, 'volunteer_applications', id, 'volunteer', now);
    await enqueue(
      trx,
      staffNotification(
        ctx.staffEmail,
        'volunteer',
        reference,
        [
          ['name', input.fullName],
          ['interests', input.interests.map((value) => optionLabel('interest', value)).join('، ')],
          ['availability', optionLabel('availability', input.availability)],
          ['city', input.city],
          ['mobile', input.mobile],
          ['email', input.email],
        ],
        { locale: ctx.locale, receivedAt: at },
      ),
      now,
    );
    return reference;
  });
}

export async function saveAidRequest(ctx: SubmissionContext, input: AidRequest, files: StoredFile[]): Promise<string> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('aid_requests')
      .values({
        reference: placeholderReference(),
        applicant_name: input.applicantName,
        applicant_national_id: input.applicantNationalId,
        mobile: input.mobile,
        email: input.email ?? null,
        city: input.city,
        patient_name: input.patientName,
        patient_relationship: input.patientRelationship,
        patient_age: input.patientAge,
        need_category: input.needCategory,
        need_description: input.needDescription,
        consent_at: at,
        status: 'received',
        status_updated_at: at,
        locale: ctx.locale,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = await assignReference(trx, 'aid_requests', id, 'aid', now);
    await recordFiles(trx, reference, files, at);
    // Health details stay out of email: the category and the city tell staff where to route it.
    await enqueue(
      trx,
      staffNotification(
        ctx.staffEmail,
        'aid',
        reference,
        [
          ['needCategory', optionLabel('needCategory', input.needCategory)],
          ['city', input.city],
          ['attachments', files.length],
        ],
        { locale: ctx.locale, receivedAt: at },
      ),
      now,
    );
    return reference;
  });
}

export async function saveContactMessage(ctx: SubmissionContext, input: ContactMessage): Promise<string> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        reference: placeholderReference(),
        name: input.name,
        mobile: input.mobile ?? null,
        email: input.email ?? null,
        subject: input.subject,
        message: input.message,
        locale: ctx.locale,
        consent_at: at,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = await assignReference(trx, 'contact_messages', id, 'contact', now);
    await enqueue(
      trx,
      staffNotification(
        ctx.staffEmail,
        'contact',
        reference,
        [
          ['name', input.name],
          ['mobile', input.mobile],
          ['email', input.email],
          ['subject', input.subject],
          ['message', input.message],
        ],
        { locale: ctx.locale, receivedAt: at },
      ),
      now,
    );
    return reference;
  });
}
