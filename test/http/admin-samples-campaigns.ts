import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

type Sample = (
  db: Kysely<Database>,
  app: Express,
  context: { dataDir: string },
) => Promise<{ path: string; body?: unknown }>;

let counter = 0;

/** A pending campaign as the public form leaves it (the route-table test moderates it). */
export async function pendingCampaignId(db: Kysely<Database>): Promise<number> {
  counter += 1;
  const at = new Date().toISOString();
  const slug =
    `sample${String(Date.now() % 1_000_000).padStart(6, '0')}`.slice(0, 10) + String(counter % 100).padStart(2, '0');
  const row = await db
    .insertInto('campaigns')
    .values({
      slug,
      status: 'pending',
      closed_reason: null,
      cause_kind: 'family',
      cause_ref: '20',
      target: 100_000,
      ends_on: '2099-12-30',
      ends_at: '2099-12-30T21:00:00.000Z',
      display_name: 'Sample Organiser',
      message: 'A sample campaign message for the route table.',
      locale: 'ar',
      creator_mobile: '0551234567',
      creator_address: '0'.repeat(64),
      review_note: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: at,
      updated_at: at,
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Samples for the campaign moderation routes (server/admin/resources/campaigns.ts). */
export const campaignSamples: Record<string, Sample> = {
  'GET /campaigns': async () => ({ path: '/campaigns?filter=%7B%22status%22%3A%22pending%22%7D' }),
  'GET /campaigns/:id': async (db) => ({ path: `/campaigns/${await pendingCampaignId(db)}` }),
  'POST /campaigns/:id/review': async (db) => ({
    path: `/campaigns/${await pendingCampaignId(db)}/review`,
    body: { decision: 'approve' },
  }),
  'POST /campaigns/:id/posts/:postId/review': async (db) => {
    const post = await pendingPost(db, null);
    return { path: `/campaigns/${post.campaignId}/posts/${post.id}/review`, body: { decision: 'approve' } };
  },
  'GET /campaigns/:id/posts/:postId/photo': async (db, _app, context) => {
    // The folder store (the route-table test runs on SQLite): the photo's bytes where the store keeps them.
    const name = `sample${String(++counter).padStart(6, '0')}.webp`;
    mkdirSync(path.join(context.dataDir, 'campaign-photos'), { recursive: true });
    writeFileSync(path.join(context.dataDir, 'campaign-photos', name), Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 '));
    const post = await pendingPost(db, name);
    return { path: `/campaigns/${post.campaignId}/posts/${post.id}/photo` };
  },
};

/** An organiser's pending post (an update, or a photo stored under `photo`). */
async function pendingPost(db: Kysely<Database>, photo: string | null): Promise<{ campaignId: number; id: number }> {
  const campaignId = await pendingCampaignId(db);
  const row = await db
    .insertInto('campaign_posts')
    .values({
      campaign_id: campaignId,
      kind: photo ? 'photo' : 'text',
      status: 'pending',
      body: photo ? null : 'Thank you all, we are half way there.',
      photo,
      reviewed_by: null,
      reviewed_at: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { campaignId, id: Number(row.id) };
}
