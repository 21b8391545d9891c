import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { audit } from '../audit';
import { numericParam } from '../../api/kit';
import { sendAdminError, type AdminContext } from '../http';
import { digest, newSecret } from '../../security/secrets';
import { dataKeys } from '../../security/data-keys';
import { openBytes } from '../../security/field-encryption';
import { uploadContext } from '../../security/uploads';
import { readWhole, type FileRead } from '../../files/store';
import { SECRET_TOKEN } from '#src/domain/ids';
import { DAY_MS, isoAfter, MINUTE_MS } from '#src/lib/durations';

/** A link to a file an applicant sent (a CV, an aid request's attachment) works this long, once. */
export const FILE_LINK_MINUTES = 5;

const tokenParam = z.string().regex(SECRET_TOKEN);

/**
 * POST /files/:id/link — a one-time link, valid a few minutes, for the member asking only. The
 * files are never under a public path: the store's `uploads` area is not served, and the download route
 * needs both this token and the same member's session.
 */
export async function fileLinkHandler(ctx: AdminContext): Promise<void> {
  const id = numericParam(ctx.req);
  const file =
    id !== null
      ? await ctx.db
          .selectFrom('uploaded_files')
          .select(['id', 'owner_reference'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!file) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const token = newSecret();
  const expiresAt = isoAfter(ctx.now, FILE_LINK_MINUTES * MINUTE_MS);
  await ctx.db
    .insertInto('staff_file_links')
    .values({
      token_hash: digest(token),
      file_id: file.id,
      staff_id: ctx.session.member.id,
      expires_at: expiresAt,
      used_at: null,
      created_at: ctx.now.toISOString(),
    })
    .execute();
  // Old links are swept on the way (the table stays small).
  await ctx.db.deleteFrom('staff_file_links').where('expires_at', '<', isoAfter(ctx.now, -DAY_MS)).execute();
  ctx.res.status(201).json({ data: { url: `/api/admin/files/download/${token}`, expiresAt } });
}

/** `filename*` for any name (Arabic too), and a plain ASCII fallback; never a path. */
function disposition(name: string): string {
  const base =
    path
      .basename(name)
      .replace(/[\r\n"\\]/g, '_')
      .slice(0, 150) || 'file';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

/** A link that is still good: this member's, unused, not expired. */
function liveLink(ctx: AdminContext, hash: string) {
  return ctx.db
    .selectFrom('staff_file_links')
    .select('file_id')
    .where('token_hash', '=', hash)
    .where('staff_id', '=', ctx.session.member.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now.toISOString())
    .executeTakeFirst();
}

/**
 * GET /files/download/:token — the file, as an attachment, once; 404 for anything not exactly right.
 * The file is found and read before the link is spent: a file this instance cannot read (missing,
 * a wrong key, the store unreachable) answers an error and leaves the link for another try.
 */
export async function fileDownloadHandler(ctx: AdminContext): Promise<void> {
  const token = tokenParam.safeParse(ctx.req.params.token);
  if (!token.success) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.linkExpired');
  const hash = digest(token.data);
  const link = await liveLink(ctx, hash);
  if (!link) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.linkExpired');
  const file = await ctx.db.selectFrom('uploaded_files').selectAll().where('id', '=', link.file_id).executeTakeFirst();
  const unreadable = (error: unknown) => {
    ctx.logger.error({ err: error, file: file?.id }, 'a stored file could not be read or opened');
    sendAdminError(ctx.req, ctx.res, 503, 'file_unreadable', 'errors.fileUnreadable');
  };
  let stored: FileRead | null = null;
  try {
    stored = file ? await ctx.files.get('uploads', path.basename(file.stored_name)) : null;
  } catch (error) {
    return unreadable(error);
  }
  if (!file || !stored) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  // A sealed file is opened whole before the first byte goes out (uploads are at most a few MB):
  // GCM checks it entire, so a wrong key or changed bytes end in an error, never in part of a file.
  let opened: Buffer | null = null;
  if (file.data_key) {
    try {
      opened = openBytes(dataKeys(), file.data_key, await readWhole(stored.stream), uploadContext(file.stored_name));
    } catch (error) {
      return unreadable(error);
    }
  }
  // Spent by this very update: a second use, another member's session or a late click finds nothing.
  const spent = await ctx.db
    .updateTable('staff_file_links')
    .set({ used_at: ctx.now.toISOString() })
    .where('token_hash', '=', hash)
    .where('staff_id', '=', ctx.session.member.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now.toISOString())
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    stored.stream.destroy();
    return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.linkExpired');
  }
  await audit(
    ctx.db,
    ctx.actor,
    {
      action: 'download',
      entity: 'file',
      entityId: file.id,
      after: { reference: file.owner_reference, field: file.field },
    },
    ctx.now,
  );
  ctx.res.set('Content-Type', file.mime_type);
  ctx.res.set('Content-Length', String(opened ? opened.length : stored.size));
  ctx.res.set('Content-Disposition', disposition(file.original_name));
  ctx.res.set('X-Content-Type-Options', 'nosniff');
  ctx.res.set('Content-Security-Policy', "default-src 'none'; sandbox");
  if (opened) {
    ctx.res.end(opened);
    return;
  }
  // A file stored in clear before sealing began (sealed at the next start), streamed as it is.
  await pipeline(stored.stream, ctx.res).catch(() => ctx.res.destroy());
}
