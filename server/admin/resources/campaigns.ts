import type { Selectable } from 'kysely';
import { CAMPAIGN_NEXT, campaignReviewSchema } from '#src/domain/campaigns';
import { localizePath } from '#src/lib/locale';
import type { CampaignTable } from '../../db/tables/campaigns';
import { enqueue } from '../../services/outbox/outbox';
import { closeIfDue, loadCause, type CampaignRow } from '../../services/campaigns/campaigns';
import { audit } from '../audit';
import { numericParam } from '../../api/kit';
import { adminT } from '../i18n';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, stringFilter, readListQuery, type ListKeys } from '../list';
import { publicAddress } from '#src/lib/public-address';
import { organiserToken, organiserUrl } from '../../services/campaigns/organiser-links';
import { resolveLinkSecret } from '../../services/periodic/links';
import { campaignPostsFor } from './campaign-posts';

/**
 * Campaign moderation (editors): every campaign starts pending and is public only once approved
 * here; a pending one may be rejected (with a note the organiser gets by SMS), an open one closed.
 * Each decision is one conditional update (two editors deciding at once: one wins, the other is
 * told 409), its audit entry and the organiser's SMS, in one transaction.
 */

function view(row: Selectable<CampaignTable>) {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    closedReason: row.closed_reason,
    causeKind: row.cause_kind,
    causeRef: row.cause_ref,
    target: Number(row.target),
    collected: Number(row.collected),
    donors: Number(row.donors),
    endsOn: row.ends_on,
    displayName: row.display_name,
    message: row.message,
    locale: row.locale,
    creatorMobile: row.creator_mobile,
    reviewNote: row.review_note,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    next: CAMPAIGN_NEXT[row.status] ?? [],
  };
}

const CAMPAIGN_LIST: ListKeys = {
  sort: { id: 'id', createdAt: 'created_at', status: 'status', endsOn: 'ends_on', collected: 'collected' },
  filters: ['status'],
};

export async function listCampaignsHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, CAMPAIGN_LIST);
  if (!query) return;
  let base = ctx.db.selectFrom('campaigns');
  const status = stringFilter(query.filter, 'status');
  if (status) base = base.where('status', '=', status);
  ctx.res.json(
    await pageOf(base, query, CAMPAIGN_LIST.sort, 'created_at', (row) => view(row as Selectable<CampaignTable>)),
  );
}

async function find(ctx: AdminContext): Promise<CampaignRow | null> {
  const id = numericParam(ctx.req);
  if (id === null) return null;
  const row = (await ctx.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst()) as
    | CampaignRow
    | undefined;
  // An approved campaign past its date or target is shown as what it is: closed.
  return row ? closeIfDue(ctx.db, row, ctx.now) : null;
}

export async function getCampaignHandler(ctx: AdminContext): Promise<void> {
  const row = await find(ctx);
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const cause = await loadCause(ctx.db, row.cause_kind, row.cause_ref);
  ctx.res.json({
    data: { ...view(row), causeTitle: cause?.title ?? null, posts: await campaignPostsFor(ctx, row.id) },
  });
}

const NEXT_STATUS = { approve: 'approved', reject: 'rejected', close: 'closed' } as const;

export async function reviewCampaignHandler(ctx: AdminContext): Promise<void> {
  const before = await find(ctx);
  if (!before) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(campaignReviewSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const transition = () =>
    sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      decision: ctx.t('errors.transition'),
    });
  if (!(CAMPAIGN_NEXT[before.status] ?? []).includes(input.decision)) return transition();
  const at = ctx.now.toISOString();
  const status = NEXT_STATUS[input.decision];
  // Read (or made) before the transaction: on SQLite the transaction holds the only connection.
  const linkSecret = await resolveLinkSecret(ctx.db, ctx.config.PERIODIC_LINK_SECRET);
  const after = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('campaigns')
      .set({
        status,
        review_note: input.note || before.review_note,
        reviewed_by: ctx.actor.id,
        reviewed_at: at,
        updated_at: at,
        ...(status === 'closed' ? { closed_reason: 'staff', closed_at: at } : {}),
      })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    if (input.decision !== 'close') {
      const locale = before.locale === 'en' ? 'en' : 'ar';
      const t = adminT(locale);
      const link = publicAddress(ctx.config.PUBLIC_URL, localizePath(`/campaigns/${before.slug}`, locale));
      // Approved: the page's link, and the organiser's own link for a photo and updates (organiser-links.ts).
      const manage = organiserUrl(
        ctx.config.PUBLIC_URL,
        locale,
        before.slug,
        organiserToken(linkSecret, before.slug, before.ends_at),
      );
      const body =
        input.decision === 'approve'
          ? [t('campaigns.sms.approved', { link }), t('campaigns.sms.organiser', { link: manage })].join('\n')
          : [t('campaigns.sms.rejected'), input.note].filter(Boolean).join('\n');
      await enqueue(
        trx,
        {
          channel: 'sms',
          kind: 'campaign-decision',
          recipient: before.creator_mobile,
          subject: t('campaigns.sms.subject'),
          body,
        },
        ctx.now,
      );
    }
    const row = await trx.selectFrom('campaigns').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      {
        action: input.decision,
        entity: 'campaign',
        entityId: before.id,
        before: { status: before.status },
        after: { status: row.status, note: row.review_note },
      },
      ctx.now,
    );
    return row;
  });
  if (!after) return transition();
  ctx.res.json({ data: view(after) });
}
