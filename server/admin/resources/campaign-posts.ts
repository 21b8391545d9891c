import { pipeline } from 'node:stream/promises';
import { campaignPostReviewSchema } from '#src/domain/campaign-posts';
import { numericParam } from '../../api/kit';
import { allPosts, type CampaignPostRow } from '../../services/campaigns/posts';
import { audit } from '../audit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';

/**
 * The organiser's photos and updates, reviewed by editors (docs/decisions/066): listed with their
 * campaign (GET /campaigns/:id carries them), approved or rejected once each — one conditional
 * update on `pending` with its audit entry, so two editors at once get one decision and a 409 —
 * and a pending photo shown to staff only, through the back office.
 */
export function staffPostView(campaignId: number, post: CampaignPostRow) {
  return {
    id: post.id,
    kind: post.kind,
    status: post.status,
    body: post.body,
    photo: post.photo ? `/api/admin/campaigns/${campaignId}/posts/${post.id}/photo` : null,
    createdAt: post.created_at,
    reviewedAt: post.reviewed_at,
  };
}

export async function campaignPostsFor(ctx: AdminContext, campaignId: number) {
  return (await allPosts(ctx.db, campaignId)).map((post) => staffPostView(campaignId, post));
}

async function findPost(ctx: AdminContext): Promise<CampaignPostRow | null> {
  const campaignId = numericParam(ctx.req);
  const postId = numericParam(ctx.req, 'postId');
  if (campaignId === null || postId === null) return null;
  return (
    (await ctx.db
      .selectFrom('campaign_posts')
      .selectAll()
      .where('id', '=', postId)
      .where('campaign_id', '=', campaignId)
      .executeTakeFirst()) ?? null
  );
}

export async function reviewCampaignPostHandler(ctx: AdminContext): Promise<void> {
  const post = await findPost(ctx);
  if (!post) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(campaignPostReviewSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const at = ctx.now.toISOString();
  const after = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('campaign_posts')
      .set({ status, reviewed_by: ctx.actor.id, reviewed_at: at })
      .where('id', '=', post.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await audit(
      trx,
      ctx.actor,
      {
        action: input.decision,
        entity: 'campaign',
        entityId: post.campaign_id,
        before: { post: post.id, kind: post.kind, status: post.status },
        after: { post: post.id, status },
      },
      ctx.now,
    );
    return trx.selectFrom('campaign_posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
  });
  if (!after)
    return sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      decision: ctx.t('errors.transition'),
    });
  ctx.res.json({ data: staffPostView(post.campaign_id, after) });
}

/** GET /campaigns/:id/posts/:postId/photo — any post's photo, for the editors reviewing it. */
export async function campaignPostPhotoHandler(ctx: AdminContext): Promise<void> {
  const post = await findPost(ctx);
  const stored = post?.photo ? await ctx.files.get('campaign-photos', post.photo) : null;
  if (!stored) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  ctx.res.set({
    'Cache-Control': 'private, no-store',
    'Content-Type': 'image/webp',
    'Content-Length': String(stored.size),
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(stored.stream, ctx.res).catch(() => ctx.res.destroy());
}
