import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { newReference } from '../../src/domain/applications/reference';

/** Sample personal data for the retention and erasure tests, written as the site's forms and checkout leave it. */

let counter = 0;
const iso = (at: Date) => at.toISOString();

/** A file on disk under DATA_DIR/uploads with its record, owned by a submission. */
export async function fileOf(db: Kysely<Database>, dataDir: string, reference: string, at: Date): Promise<string> {
  const storedName = randomBytes(16).toString('hex');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', storedName), Buffer.from('%PDF-1.4 sample\n'));
  await db
    .insertInto('uploaded_files')
    .values({
      owner_reference: reference,
      field: 'attachments',
      stored_name: storedName,
      original_name: 'تقرير.pdf',
      mime_type: 'application/pdf',
      size_bytes: 16,
      created_at: iso(at),
    })
    .execute();
  return storedName;
}

export async function aidRequest(
  db: Kysely<Database>,
  options: { mobile: string; nationalId?: string; status: string; changedAt: Date },
): Promise<string> {
  const reference = newReference('aid');
  await db
    .insertInto('aid_requests')
    .values({
      reference,
      applicant_name: 'Sample Applicant',
      applicant_national_id: options.nationalId ?? '2000000006',
      mobile: options.mobile,
      email: null,
      city: 'Dammam',
      patient_name: 'Sample Patient',
      patient_relationship: 'parent',
      patient_age: 70,
      need_category: 'dialysis',
      need_description: 'Dialysis three times a week.',
      consent_at: iso(options.changedAt),
      status: options.status,
      status_updated_at: iso(options.changedAt),
      applicant_note: null,
      locale: 'ar',
      created_at: iso(options.changedAt),
    })
    .execute();
  return reference;
}

export async function jobApplication(
  db: Kysely<Database>,
  options: { mobile: string; nationalId?: string; at: Date; openingId?: number | null },
): Promise<string> {
  const reference = newReference('job');
  await db
    .insertInto('job_applications')
    .values({
      reference,
      locale: 'en',
      created_at: iso(options.at),
      opening_id: options.openingId ?? null,
      full_name: 'Sample Applicant',
      national_id: options.nationalId ?? '1000000008',
      mobile: options.mobile,
      email: 'applicant@example.org',
      city: 'Riyadh',
      qualification: 'bachelor',
      major: 'Nursing',
      years_experience: 3,
      cover_letter: null,
      consent_at: iso(options.at),
      status: 'received',
    })
    .execute();
  return reference;
}

export async function volunteerApplication(db: Kysely<Database>, mobile: string, at: Date): Promise<string> {
  const reference = newReference('volunteer');
  await db
    .insertInto('volunteer_applications')
    .values({
      reference,
      locale: 'ar',
      created_at: iso(at),
      full_name: 'Sample Volunteer',
      mobile,
      email: 'volunteer@example.org',
      city: 'Riyadh',
      interests: 'events',
      availability: 'weekends',
      skills: null,
      consent_at: iso(at),
      status: 'received',
    })
    .execute();
  return reference;
}

/** A contact message with an internal staff note on it. */
export async function contactWithNote(db: Kysely<Database>, mobile: string, at: Date): Promise<string> {
  const reference = newReference('contact');
  await db
    .insertInto('contact_messages')
    .values({
      reference,
      locale: 'ar',
      created_at: iso(at),
      name: 'Sample Sender',
      mobile,
      email: null,
      subject: 'A question',
      message: 'Please call me.',
      consent_at: iso(at),
    })
    .execute();
  await db
    .insertInto('inbox_notes')
    .values({
      kind: 'contact',
      reference,
      staff_email: 'services@example.org',
      body: 'Called back.',
      created_at: iso(at),
    })
    .execute();
  return reference;
}

export async function inKindOffer(db: Kysely<Database>, mobile: string, at: Date): Promise<string> {
  const reference = newReference('inKind');
  await db
    .insertInto('in_kind_requests')
    .values({
      reference,
      item_type: 'wheelchair',
      description: null,
      quantity: 1,
      condition: 'good',
      city: 'Riyadh',
      name: 'Sample Giver',
      mobile,
      locale: 'ar',
      created_at: iso(at),
    })
    .execute();
  return reference;
}

export async function statementRequest(db: Kysely<Database>, mobile: string, at: Date): Promise<string> {
  counter += 1;
  const id = `${randomBytes(15).toString('base64url')}${counter}`.slice(0, 22);
  await db
    .insertInto('statement_requests')
    .values({
      id,
      mobile,
      code_hash: '0'.repeat(64),
      attempts: 0,
      locale: 'ar',
      created_at: iso(at),
      expires_at: iso(at),
      verified_at: null,
      access_hash: null,
      access_expires_at: null,
    })
    .execute();
  return id;
}

export async function outboxMessage(
  db: Kysely<Database>,
  options: {
    recipient: string;
    body: string;
    status: 'pending' | 'sent' | 'failed';
    at: Date;
    channel?: 'sms' | 'email';
  },
): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({
      channel: options.channel ?? 'sms',
      recipient: options.recipient,
      subject: 'Subject',
      body: options.body,
      status: options.status,
      attempts: options.status === 'pending' ? 0 : 1,
      next_attempt_at: iso(options.at),
      last_error: null,
      created_at: iso(options.at),
      sent_at: options.status === 'sent' ? iso(options.at) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paid order of one line, with a gift to `giftTo` and a name on whose behalf it is given. */
export async function paidOrder(
  db: Kysely<Database>,
  options: { mobile: string; total: number; at: Date; giftTo?: string },
): Promise<string> {
  counter += 1;
  const id = randomBytes(16).toString('base64url').slice(0, 22);
  await db
    .insertInto('orders')
    .values({
      id,
      number: 900_000 + Math.floor(Math.random() * 90_000) + counter,
      idempotency_key: `erase-${id}`,
      request_hash: '0'.repeat(64),
      status: 'paid',
      method: 'card',
      is_test: 0,
      locale: 'ar',
      donor_name: 'Donor To Erase',
      donor_mobile: options.mobile,
      donor_email: 'donor@example.org',
      anonymous: 0,
      total: options.total,
      created_at: iso(options.at),
      paid_at: iso(options.at),
      reserved_until: null,
    })
    .execute();
  await db
    .insertInto('order_items')
    .values({
      order_id: id,
      position: 0,
      kind: 'cause',
      ref: '1',
      title_ar: 'سقيا',
      title_en: 'Water',
      unit_amount: options.total,
      quantity: 1,
      amount: options.total,
      on_behalf_json: JSON.stringify({ relation: 'parent', name: 'Named Parent' }),
      gift_code: options.giftTo ? randomBytes(8).toString('hex').toUpperCase().slice(0, 10) : null,
      gift_occasion_id: null,
      gift_card_id: null,
      gift_sender: options.giftTo ? 'Donor To Erase' : null,
      gift_recipient_name: options.giftTo ? 'Gift Recipient' : null,
      gift_recipient_mobile: options.giftTo ?? null,
      gift_message: options.giftTo ? 'For you' : null,
      gift_show_amount: null,
      redirected: 0,
      fund: 'general',
      campaign_id: null,
    })
    .execute();
  return id;
}
