import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { newReference } from '../../src/domain/applications/reference';
import type { Database } from '../../server/db/schema';
import { orderBody, postOrder } from '../helpers/giving-fixtures';

/** A bank-transfer order placed through the public API, waiting for the transfer. */
export async function transferOrderId(app: Express): Promise<string> {
  const response = await postOrder(
    app,
    orderBody([{ kind: 'anfahum', ref: '80', amount: 30_000 }], { method: 'bank-transfer' }),
  );
  if (response.status !== 201) throw new Error(`order not placed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { orderId: string }).orderId;
}

/** A bank-transfer order placed through the public API, then marked paid at `paidAt` (straight in the database). */
export async function paidOrderId(
  db: Kysely<Database>,
  app: Express,
  paidAt = new Date().toISOString(),
): Promise<string> {
  const id = await transferOrderId(app);
  await db.updateTable('orders').set({ status: 'paid', paid_at: paidAt }).where('id', '=', id).execute();
  await db.updateTable('payments').set({ status: 'paid', updated_at: paidAt }).where('order_id', '=', id).execute();
  return id;
}

/** A contact message as the public form leaves it; returns its reference. */
export async function contactMessage(
  db: Kysely<Database>,
  message = 'Please call me about volunteering.',
  at = new Date().toISOString(),
  mobile = '0551112222',
): Promise<string> {
  const reference = newReference('contact');
  await db
    .insertInto('contact_messages')
    .values({
      reference,
      locale: 'ar',
      created_at: at,
      name: 'Sample Sender',
      mobile,
      email: null,
      subject: 'A question',
      message,
      consent_at: at,
    })
    .execute();
  return reference;
}

/** A job application with a CV on disk under DATA_DIR/uploads, as the public form stores it. */
export async function jobWithCv(
  db: Kysely<Database>,
  dataDir: string,
  content = Buffer.from('%PDF-1.4 sample CV\n'),
): Promise<{ reference: string; fileId: number; storedName: string; content: Buffer }> {
  const reference = newReference('job');
  const at = new Date().toISOString();
  await db
    .insertInto('job_applications')
    .values({
      reference,
      locale: 'en',
      created_at: at,
      opening_id: null,
      full_name: 'Sample Applicant',
      national_id: '1000000008',
      mobile: '0553334444',
      email: 'applicant@example.org',
      city: 'Riyadh',
      qualification: 'bachelor',
      major: 'Nursing',
      years_experience: 3,
      cover_letter: null,
      consent_at: at,
      status: 'received',
    })
    .execute();
  const file = await storeFile(db, dataDir, reference, content);
  return { reference, ...file, content };
}

async function storeFile(
  db: Kysely<Database>,
  dataDir: string,
  reference: string,
  content: Buffer,
): Promise<{ fileId: number; storedName: string }> {
  const storedName = randomBytes(16).toString('hex');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', storedName), content);
  const row = await db
    .insertInto('uploaded_files')
    .values({
      owner_reference: reference,
      field: 'cv',
      stored_name: storedName,
      original_name: 'سيرة ذاتية.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { fileId: row.id, storedName };
}

/** A stored file (a job application's CV). */
export async function uploadedFile(db: Kysely<Database>, dataDir: string): Promise<{ id: number }> {
  const { fileId } = await jobWithCv(db, dataDir);
  return { id: fileId };
}
