import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createMember } from './admin-support';
import { campaignSamples } from './admin-samples-campaigns';
import { siteContentSamples } from './admin-samples-site-content';
import { contentSamples } from './admin-samples-content';
import { periodicSamples } from './admin-samples-periodic';
import { accountSamples } from './admin-samples-account';
import { transferSamples } from './admin-samples-transfers';
import { donorSamples } from './admin-samples-donors';
import { contactMessage, paidOrderId, transferOrderId, uploadedFile } from './admin-ops-fixtures';

export { transferOrderId };
import { digest, newSecret } from '../../server/security/secrets';
import { softAuthenticator } from '../helpers/soft-authenticator';

/** Who calls (their member id; none when signed out) and where the app keeps its files. */
export interface SampleContext {
  memberId?: number;
  dataDir: string;
}

/** `fileName` is what an upload is called (`sample.png` unless said): uploads refuse a name that says another kind of file. */
type Sample = (
  db: Kysely<Database>,
  app: Express,
  context: SampleContext,
) => Promise<{ path: string; body?: unknown; file?: Buffer; fileName?: string; headers?: Record<string, string> }>;

const NEWS = {
  title_ar: 'عنوان',
  title_en: 'Title',
  summary_ar: 'ملخص',
  summary_en: 'Summary',
  body_ar: '<p>نص</p>',
  body_en: '<p>Text</p>',
  image: '/images/news/1.jpg',
  status: 'draft',
  published_at: '2026-01-01T00:00:00.000Z',
};

/** A news row to read, change or delete (numbered by the database, as the back office's are). */
async function newsId(db: Kysely<Database>): Promise<number> {
  const { body_ar, body_en, ...rest } = NEWS;
  const { id } = await db
    .insertInto('news')
    .values({ ...rest, body_ar, body_en, body_html_ar: body_ar, body_html_en: body_en, updated_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An aid request as the public form leaves it. */
export async function aidRequestId(
  db: Kysely<Database>,
  status = 'received',
  mobile = '0551234567',
): Promise<{ id: number; reference: string }> {
  const reference = `AID-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('aid_requests')
    .values({
      reference,
      applicant_name: 'Sample Applicant',
      applicant_national_id: '2000000006',
      mobile,
      email: null,
      city: 'Dammam',
      patient_name: 'Sample Patient',
      patient_relationship: 'parent',
      patient_age: 70,
      need_category: 'dialysis',
      need_description: 'Dialysis three times a week.',
      consent_at: at,
      status,
      status_updated_at: at,
      applicant_note: null,
      locale: 'ar',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}

/** A real picture (the upload route decodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
const unique = () => `sample-${Date.now()}-${(counter += 1)}`;

/** A valid request for every admin route (the route-table test fails if one is missing). */
export const adminSamples: Record<string, Sample> = {
  ...donorSamples,
  ...campaignSamples,
  ...siteContentSamples,
  ...contentSamples,
  ...periodicSamples,
  ...accountSamples,
  ...transferSamples,
  'GET /dashboard': async () => ({ path: '/dashboard' }),
  'GET /passkeys': async () => ({ path: '/passkeys' }),
  'POST /passkeys/options': async () => ({ path: '/passkeys/options', body: {} }),
  // A registration answering a challenge set on every session of the caller (the test apps' origin).
  'POST /passkeys': async (db, _app, context) => {
    const challenge = newSecret();
    if (context.memberId !== undefined) {
      const sessions = await db
        .selectFrom('staff_sessions')
        .select('id_hash')
        .where('staff_id', '=', context.memberId)
        .execute();
      for (const session of sessions) {
        await db.deleteFrom('staff_webauthn_challenges').where('session_hash', '=', session.id_hash).execute();
        await db
          .insertInto('staff_webauthn_challenges')
          .values({
            session_hash: session.id_hash,
            purpose: 'register',
            challenge,
            expires_at: new Date(Date.now() + 60_000).toISOString(),
          })
          .execute();
      }
    }
    return {
      path: '/passkeys',
      body: { name: 'Sample key', response: softAuthenticator('https://example.org').register(challenge) },
    };
  },
  'DELETE /passkeys/:id': async (db, _app, context) => {
    if (context.memberId === undefined) return { path: '/passkeys/1' };
    const row = await db
      .insertInto('staff_passkeys')
      .values({
        staff_id: context.memberId,
        credential_id: newSecret(),
        public_key: 'AA',
        counter: 0,
        transports: null,
        name: 'Sample key',
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { path: `/passkeys/${row.id}` };
  },
  'GET /staff': async () => ({ path: '/staff' }),
  'GET /staff/:id': async (db) => ({ path: `/staff/${(await createMember(db, 'editor')).id}` }),
  'POST /staff': async () => ({
    path: '/staff',
    body: { email: `${unique()}@example.org`, name: 'New member', role: 'editor' },
  }),
  'POST /staff/:id/disable': async (db) => ({ path: `/staff/${(await createMember(db, 'editor')).id}/disable` }),
  'POST /staff/:id/reset': async (db) => ({ path: `/staff/${(await createMember(db, 'editor')).id}/reset` }),
  'GET /audit': async () => ({ path: '/audit?filter=%7B%22entity%22%3A%22staff%22%7D' }),
  // A mobile no other sample uses: an erasure as admin touches that sender's message only.
  'POST /erasure/preview': async () => ({ path: '/erasure/preview', body: { by: 'mobile', value: '0550000017' } }),
  'POST /erasure': async (db) => {
    await contactMessage(db, 'Please erase me.', new Date().toISOString(), '0550000018');
    return { path: '/erasure', body: { by: 'mobile', value: '0550000018', confirm: true } };
  },
  'GET /erasure/requests': async () => ({ path: '/erasure/requests' }),
  'GET /news': async () => ({ path: '/news?filter=%7B%22status%22%3A%22draft%22%7D' }),
  'GET /news/:id': async (db) => ({ path: `/news/${await newsId(db)}` }),
  'POST /news': async () => ({ path: '/news', body: NEWS }),
  'PUT /news/:id': async (db) => ({ path: `/news/${await newsId(db)}`, body: NEWS }),
  'DELETE /news/:id': async (db) => ({ path: `/news/${await newsId(db)}` }),
  'POST /uploads/images': async () => ({ path: '/uploads/images', file: PNG }),
  'GET /aid-requests': async () => ({ path: '/aid-requests?filter=%7B%22status%22%3A%22received%22%7D' }),
  'GET /aid-requests/:id': async (db) => ({ path: `/aid-requests/${(await aidRequestId(db)).id}` }),
  'POST /aid-requests/:id/status': async (db) => ({
    path: `/aid-requests/${(await aidRequestId(db)).id}/status`,
    body: { status: 'underReview', note: '' },
  }),
  'GET /orders': async () => ({ path: '/orders?filter=%7B%22method%22%3A%22bank-transfer%22%7D' }),
  'GET /orders/:id': async (_db, app) => ({ path: `/orders/${await transferOrderId(app)}` }),
  'POST /orders/:id/refunds': async (db, app) => ({
    path: `/orders/${await paidOrderId(db, app)}/refunds`,
    body: { amount: '1', reason: 'Sample refund', bankReference: 'FT-SAMPLE-1' },
    headers: { 'Idempotency-Key': unique() },
  }),
  'GET /totals': async () => ({ path: '/totals?from=2026-01-01&to=2026-12-31&by=month' }),
  'POST /staff/:id/role': async (db) => ({
    path: `/staff/${(await createMember(db, 'editor')).id}/role`,
    body: { role: 'finance' },
  }),
  'GET /inbox/:kind': async () => ({ path: '/inbox/contact?filter=%7B%22status%22%3A%22new%22%7D' }),
  'GET /inbox/:kind/:reference': async (db) => ({ path: `/inbox/contact/${await contactMessage(db)}` }),
  'POST /inbox/:kind/:reference/status': async (db) => ({
    path: `/inbox/contact/${await contactMessage(db)}/status`,
    body: { status: 'inProgress' },
  }),
  'POST /inbox/:kind/:reference/notes': async (db) => ({
    path: `/inbox/contact/${await contactMessage(db)}/notes`,
    body: { body: 'Called back.' },
  }),
  'POST /files/:id/link': async (db, _app, context) => ({
    path: `/files/${(await uploadedFile(db, context.dataDir)).id}/link`,
    body: {},
  }),
  // A link of the caller's own (links are per member); signed out, any well-formed token.
  'GET /files/download/:token': async (db, _app, context) => {
    const token = newSecret();
    if (context.memberId !== undefined) {
      const file = await uploadedFile(db, context.dataDir);
      const at = new Date();
      await db
        .insertInto('staff_file_links')
        .values({
          token_hash: digest(token),
          file_id: file.id,
          staff_id: context.memberId,
          expires_at: new Date(at.getTime() + 60_000).toISOString(),
          used_at: null,
          created_at: at.toISOString(),
        })
        .execute();
    }
    return { path: `/files/download/${token}` };
  },
};
