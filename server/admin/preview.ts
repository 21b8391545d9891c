import type { Kysely } from 'kysely';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { PREVIEW_MINUTES } from '#src/admin/limits';
import { isLocale } from '#src/lib/locale';
import type { Database } from '../db/schema';
import { withPreview } from '../services/publishing/visibility';
import { keyOf } from './content-resource';
import { PREVIEW_TARGETS } from './content-types';
import { sendAdminError, type AdminContext } from './http';
import { digest, newSecret } from '../security/secrets';
import { SECRET_TOKEN } from '#src/domain/ids';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';

/**
 * POST /api/admin/preview/:resource/:id → `{ data: { ar, en, expiresAt } }`: two links to the
 * public page showing this row as saved, published or not. The link's secret is random; only its
 * hash is stored, with the row and page it opens and when it stops working.
 */
export function createPreviewHandler(ctx: AdminContext): Promise<void> {
  return createPreview(ctx, String(ctx.req.params.resource));
}

/** The same for one resource, on a route of its own (its roles differ from the editors'). */
export function previewHandlerOf(resource: string): (ctx: AdminContext) => Promise<void> {
  return (ctx) => createPreview(ctx, resource);
}

async function createPreview(ctx: AdminContext, resource: string): Promise<void> {
  const target = PREVIEW_TARGETS.get(resource);
  const key = target ? keyOf(target, String(ctx.req.params.id)) : null;
  const row =
    target && key !== null
      ? await (ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .selectFrom(target.table)
          .selectAll()
          .where(target.key, '=', key)
          .executeTakeFirst()
      : undefined;
  if (!target || key === null || !row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const token = newSecret();
  const expiresAt = isoAfter(ctx.now, PREVIEW_MINUTES * MINUTE_MS);
  await ctx.db
    .insertInto('preview_links')
    .values({
      token_hash: digest(token),
      resource: target.name,
      entity_key: String(key),
      path: target.previewPath(row),
      staff_id: ctx.actor.id ?? 0,
      expires_at: expiresAt,
      created_at: ctx.now.toISOString(),
    })
    .execute();
  // Expired links are of no use to anyone: cleared as new ones are made.
  await ctx.db.deleteFrom('preview_links').where('expires_at', '<', ctx.now.toISOString()).execute();
  ctx.res.status(201).json({ data: { ar: `/preview/${token}/ar`, en: `/preview/${token}/en`, expiresAt } });
}

const tokenParam = z.string().regex(SECRET_TOKEN);

/**
 * GET /preview/:token/:lang: the public page of a preview link, rendered fresh (never from or into
 * the HTML cache) with the row let through the public reads (visibility.ts). Never stored, never
 * indexed, never sent on as a referrer; an unknown or expired link is a plain 404.
 */
export function previewPage(options: {
  db: Kysely<Database>;
  render: RequestHandler;
  notFound: (lang: string) => string;
  now?: () => Date;
}): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex, nofollow');
    res.set('Referrer-Policy', 'no-referrer');
    const lang = String(req.params.lang);
    const token = tokenParam.safeParse(req.params.token);
    const now = (options.now ?? (() => new Date()))().toISOString();
    const link =
      token.success && isLocale(lang)
        ? await options.db
            .selectFrom('preview_links')
            .selectAll()
            .where('token_hash', '=', digest(token.data))
            .where('expires_at', '>', now)
            .executeTakeFirst()
        : undefined;
    if (!link)
      return void res
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(options.notFound(isLocale(lang) ? lang : 'ar'));
    const target = PREVIEW_TARGETS.get(link.resource);
    const key = target?.key === 'id' ? Number(link.entity_key) : link.entity_key;
    // The page handler names its own caching; a preview is no-store whatever it says.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
    req.url = `/${lang}${link.path}`;
    withPreview({ resource: link.resource, key }, () => options.render(req, res, next));
  };
}
