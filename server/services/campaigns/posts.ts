import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema';
import type { CampaignPostTable } from '../../db/tables/campaigns';
import type { FileStore } from '../../files/store';
import { dayWindowStart } from '../../db/counting-lock';
import { ServiceError } from '../service-error';
import {
  CAMPAIGN_POSTS_PENDING_MAX,
  CAMPAIGN_POSTS_PER_DAY,
  CAMPAIGN_POSTS_SHOWN,
  type CampaignPostKind,
  type CampaignPostStatus,
  type CampaignPostView,
} from '#src/domain/campaign-posts';
import type { CampaignRow } from './campaigns';

/**
 * The organiser's photo and short updates (docs/decisions/066). Each is stored pending and shown
 * on the campaign's page only once staff approve it in the back office. A photo is checked by
 * content (server/security/file-checks.ts), written again at the page's size as WebP, and kept in
 * the file store's private `campaign-photos` area: it is served through the campaign's API, and
 * only while its post is approved, so nothing the organiser sends is ever public before review.
 */
export type CampaignPostRow = Selectable<CampaignPostTable>;

const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 675;

export function photoAddress(slug: string, post: Pick<CampaignPostRow, 'id' | 'photo'>): string | null {
  return post.photo ? `/api/v1/campaigns/${slug}/photos/${post.id}.webp` : null;
}

export function postView(slug: string, post: CampaignPostRow): CampaignPostView {
  return {
    id: post.id,
    kind: post.kind as CampaignPostKind,
    body: post.body,
    photo: photoAddress(slug, post),
    at: post.reviewed_at ?? post.created_at,
  };
}

/** Approved posts of a campaign, latest first. */
export async function approvedPosts(
  db: Kysely<Database>,
  campaign: Pick<CampaignRow, 'id' | 'slug'>,
): Promise<CampaignPostView[]> {
  const rows = await db
    .selectFrom('campaign_posts')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .where('status', '=', 'approved')
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CAMPAIGN_POSTS_SHOWN)
    .execute();
  return rows.map((row) => postView(campaign.slug, row));
}

export async function allPosts(db: Kysely<Database>, campaignId: number): Promise<CampaignPostRow[]> {
  return db
    .selectFrom('campaign_posts')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** The photo sent, as the page shows it: decoded and written again (nothing of the file itself is kept). */
export async function pagePhoto(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores a pending post, within the campaign's limits: a few a day and a few waiting at once.
 * The campaign's row is taken first (a no-op update holds its lock until commit), so posts sent
 * together are counted one after the other.
 */
export async function addPost(
  db: Kysely<Database>,
  files: FileStore,
  campaign: CampaignRow,
  post: { kind: 'text'; body: string } | { kind: 'photo'; picture: Buffer },
  now: Date,
): Promise<{ id: number; status: CampaignPostStatus }> {
  const photo = post.kind === 'photo' ? `${randomBytes(16).toString('hex')}.webp` : null;
  if (photo && post.kind === 'photo') await files.put('campaign-photos', photo, post.picture, 'image/webp');
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('campaigns')
        .set({ updated_at: campaign.updated_at })
        .where('id', '=', campaign.id)
        .execute();
      const [today, waiting] = await Promise.all([
        trx
          .selectFrom('campaign_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaign_id', '=', campaign.id)
          .where('created_at', '>=', dayWindowStart(now))
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('campaign_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaign_id', '=', campaign.id)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow(),
      ]);
      if (Number(today.n) >= CAMPAIGN_POSTS_PER_DAY)
        throw new ServiceError(429, 'campaign_post_limit', 'campaigns:errors.postLimit');
      if (Number(waiting.n) >= CAMPAIGN_POSTS_PENDING_MAX)
        throw new ServiceError(429, 'campaign_post_waiting', 'campaigns:errors.postsWaiting');
      const row = await trx
        .insertInto('campaign_posts')
        .values({
          campaign_id: campaign.id,
          kind: post.kind,
          status: 'pending',
          body: post.kind === 'text' ? post.body : null,
          photo,
          reviewed_by: null,
          reviewed_at: null,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), status: 'pending' as const };
    });
  } catch (error) {
    // Refused or failed: the picture it stored first is not left behind.
    if (photo) await files.delete('campaign-photos', photo).catch(() => false);
    throw error;
  }
}
