import { pipeline } from 'node:stream/promises';
import type { Router, Request, Response } from 'express';
import {
  campaignPhotoFieldsSchema,
  campaignUpdateSchema,
  CAMPAIGN_PHOTO_MAX_BYTES,
  type CampaignOrganiserView,
  type CampaignPostStatus,
} from '#src/domain/campaign-posts';
import { fieldErrors, translateFieldErrors } from '#src/domain/validation';
import { requireCsrf } from '../security/csrf';
import { rateLimit } from '../security/rate-limit';
import { PROBLEM_MESSAGE_KEYS } from '../security/file-checks';
import { checkFile, parseMultipart } from '../security/uploads';
import { associationNames, findBySlug, type CampaignRow } from '../services/campaigns/campaigns';
import { checkOrganiserToken } from '../services/campaigns/organiser-links';
import { resolveLinkSecret } from '../services/periodic/links';
import { addPost, allPosts, pagePhoto, postView } from '../services/campaigns/posts';
import { LIMIT_WINDOW_MS, parseOr400, requestT, sendError, sendNotFound, type ApiDependencies } from './kit';
import { sharedUntilFailure } from '#src/lib/shared-until-failure';

/**
 * The organiser's side of a campaign (docs/decisions/066), opened by the signed link texted when
 * staff approved it (server/services/campaigns/organiser-links.ts):
 * - GET  /campaigns/:slug/organiser?t=TOKEN   what they sent and where each stands;
 * - POST /campaigns/:slug/organiser/updates   a short text update {token, body} → pending;
 * - POST /campaigns/:slug/organiser/photos    a photo (multipart: token, photo; JPEG or PNG) → pending;
 * - GET  /campaigns/:slug/photos/:id.webp     an approved photo (anything else: 404).
 * A wrong or changed link is 403, an expired one 410; a campaign not public 404.
 */
export function campaignOrganiserRoutes(router: Router, deps: ApiDependencies): void {
  const { database, config, files } = deps;
  const db = database.db;
  const csrf = requireCsrf(config.PUBLIC_URL);
  const limit = rateLimit(deps.limits, {
    name: 'campaign-posts',
    limit: config.FORM_RATE_LIMIT,
    windowMs: LIMIT_WINDOW_MS,
    whenStoreFails: 'open',
  });
  const linkSecret = sharedUntilFailure(() => resolveLinkSecret(db, config.PERIODIC_LINK_SECRET));

  /** The campaign the link opens, or null once the answer was sent. */
  async function organiserCampaign(req: Request, res: Response, token: unknown): Promise<CampaignRow | null> {
    const row = await findBySlug(db, String(req.params.slug));
    if (!row || (row.status !== 'approved' && row.status !== 'closed')) {
      sendNotFound(req, res, 'campaigns:errors.notFound');
      return null;
    }
    const check = checkOrganiserToken(await linkSecret(), token, row.slug, new Date());
    if (check === 'ok') return row;
    if (check === 'expired') sendError(req, res, 410, 'link_expired', 'campaigns:errors.organiserLinkExpired');
    else sendError(req, res, 403, 'link_invalid', 'campaigns:errors.organiserLinkInvalid');
    return null;
  }

  router.get('/campaigns/:slug/organiser', async (req, res) => {
    const row = await organiserCampaign(req, res, req.query.t);
    if (!row) return;
    const posts = await allPosts(db, row.id);
    const view: CampaignOrganiserView = {
      slug: row.slug,
      displayName: row.display_name,
      status: row.status as 'approved' | 'closed',
      posts: posts.map((post) => ({
        ...postView(row.slug, post),
        photo: null,
        status: post.status as CampaignPostStatus,
      })),
    };
    res.set('Cache-Control', 'no-store').json(view);
  });

  router.post('/campaigns/:slug/organiser/updates', csrf, limit, async (req, res) => {
    const input = parseOr400(campaignUpdateSchema(await associationNames(db)), req.body, req, res);
    if (!input) return;
    const row = await organiserCampaign(req, res, input.token);
    if (!row) return;
    res.status(201).json(await addPost(db, files, row, { kind: 'text', body: input.body }, new Date()));
  });

  router.post('/campaigns/:slug/organiser/photos', csrf, limit, async (req, res) => {
    const form = await parseMultipart(req, {
      fileFields: { photo: 1 },
      maxFileBytes: CAMPAIGN_PHOTO_MAX_BYTES,
      maxFields: 3,
    });
    if (form === 'not_multipart') return sendError(req, res, 415, 'unsupported_media_type', 'apply:api.notMultipart');
    if (typeof form === 'string') return sendError(req, res, 400, 'bad_request', 'apply:api.uploadFailed');
    const t = requestT(req);
    const parsed = campaignPhotoFieldsSchema.safeParse(form.fields);
    if (!parsed.success)
      return sendError(
        req,
        res,
        400,
        'validation_failed',
        'validation:failed',
        translateFieldErrors(fieldErrors(parsed.error), t),
      );
    const row = await organiserCampaign(req, res, parsed.data.token);
    if (!row) return;
    const file = form.files.find((one) => one.field === 'photo');
    if (!file || form.tooManyFiles)
      return sendError(req, res, 400, 'validation_failed', 'validation:failed', {
        photo: t(file ? 'validation:tooManyFiles' : 'validation:fileRequired', { count: 1 }),
      });
    const checked = await checkFile(file, ['jpeg', 'png'], CAMPAIGN_PHOTO_MAX_BYTES);
    if ('problem' in checked) {
      const { problem } = checked;
      const message =
        problem === 'fileTooLarge'
          ? t('validation:fileTooLarge', { max: CAMPAIGN_PHOTO_MAX_BYTES / (1024 * 1024) })
          : problem === 'fileType'
            ? t('campaigns:errors.photoType')
            : t(PROBLEM_MESSAGE_KEYS[problem]);
      return sendError(req, res, problem === 'fileTooLarge' ? 413 : 400, 'validation_failed', 'validation:failed', {
        photo: message,
      });
    }
    const picture = await pagePhoto(checked.data);
    if (!picture)
      return sendError(req, res, 400, 'validation_failed', 'validation:failed', {
        photo: t('validation:fileUnreadable'),
      });
    res.status(201).json(await addPost(db, files, row, { kind: 'photo', picture }, new Date()));
  });

  router.get('/campaigns/:slug/photos/:file', async (req, res) => {
    const match = /^(\d{1,10})\.webp$/.exec(String(req.params.file));
    const row = match ? await findBySlug(db, String(req.params.slug)) : null;
    const post =
      row && (row.status === 'approved' || row.status === 'closed')
        ? await db
            .selectFrom('campaign_posts')
            .selectAll()
            .where('id', '=', Number(match![1]))
            .where('campaign_id', '=', row.id)
            .where('status', '=', 'approved')
            .executeTakeFirst()
        : undefined;
    const stored = post?.photo ? await files.get('campaign-photos', post.photo) : null;
    if (!stored) return sendNotFound(req, res, 'campaigns:errors.notFound');
    // Short: a photo staff take down again stops being served soon.
    res.set({
      'Cache-Control': 'public, max-age=300',
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(stored.stream, res).catch(() => res.destroy());
  });
}
