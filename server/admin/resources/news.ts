import type { Selectable } from 'kysely';
import { z } from 'zod';
import { newsSchema } from '#src/admin/schemas';
import type { NewsTable } from '../../db/tables/content-media';
import { invalidate } from '../../render/invalidation';
import { audit } from '../audit';
import { numericParam } from '../../api/kit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, stringFilter, readListQuery, type ListKeys } from '../list';
import { editorHtml, richBody } from '../rich-text';

function view(row: Selectable<NewsTable>) {
  // Items from before the back office have paragraphs only: the editor gets them as <p>s.
  const body = editorHtml(row, 'body', 'paragraphs');
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    summary_ar: row.summary_ar,
    summary_en: row.summary_en,
    body_ar: body.ar,
    body_en: body.en,
    image: row.image,
    status: row.status,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

/** The public pages that show news: the lists, the item, the home page's latest. */
function publish(id: number): void {
  invalidate({ contentTypes: ['news', 'home'], paths: ['/news', `/news/${id}`] });
}

const NEWS_LIST: ListKeys = {
  sort: { id: 'id', published_at: 'published_at', status: 'status', title_ar: 'title_ar', title_en: 'title_en' },
  filters: ['status', 'q'],
};

export async function listNewsHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, NEWS_LIST);
  if (!query) return;
  let base = ctx.db.selectFrom('news');
  const status = stringFilter(query.filter, 'status');
  const q = stringFilter(query.filter, 'q');
  if (status) base = base.where('status', '=', status);
  if (q) base = base.where((eb) => eb.or([eb('title_ar', 'like', `%${q}%`), eb('title_en', 'like', `%${q}%`)]));
  ctx.res.json(await pageOf(base, query, NEWS_LIST.sort, 'published_at', (row) => view(row as Selectable<NewsTable>)));
}

async function findNews(ctx: AdminContext): Promise<Selectable<NewsTable> | null> {
  const id = numericParam(ctx.req);
  if (id === null) return null;
  return (await ctx.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function getNewsHandler(ctx: AdminContext): Promise<void> {
  const row = await findNews(ctx);
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  ctx.res.json({ data: view(row) });
}

/** Sanitised once, here: every stored HTML field goes through the allow-list. */
function columns(input: z.infer<typeof newsSchema>, now: Date) {
  const ar = richBody(input.body_ar);
  const en = richBody(input.body_en);
  return {
    title_ar: input.title_ar,
    title_en: input.title_en,
    summary_ar: input.summary_ar,
    summary_en: input.summary_en,
    body_html_ar: ar.html,
    body_html_en: en.html,
    body_ar: ar.text,
    body_en: en.text,
    image: input.image,
    status: input.status,
    published_at: new Date(input.published_at).toISOString(),
    updated_at: now.toISOString(),
  };
}

export async function createNewsHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(newsSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('news')
      .values(columns(input, ctx.now))
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      { action: 'create', entity: 'news', entityId: created.id, after: view(created) },
      ctx.now,
    );
    return created;
  });
  publish(row.id);
  ctx.res.status(201).json({ data: view(row) });
}

export async function updateNewsHandler(ctx: AdminContext): Promise<void> {
  const before = await findNews(ctx);
  if (!before) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(newsSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const row = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('news').set(columns(input, ctx.now)).where('id', '=', before.id).execute();
    const after = await trx.selectFrom('news').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      { action: 'update', entity: 'news', entityId: before.id, before: view(before), after: view(after) },
      ctx.now,
    );
    return after;
  });
  publish(row.id);
  ctx.res.json({ data: view(row) });
}

export async function deleteNewsHandler(ctx: AdminContext): Promise<void> {
  const before = await findNews(ctx);
  if (!before) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('news_images').where('news_id', '=', before.id).execute();
    await trx.deleteFrom('news').where('id', '=', before.id).execute();
    await audit(
      trx,
      ctx.actor,
      { action: 'delete', entity: 'news', entityId: before.id, before: view(before) },
      ctx.now,
    );
  });
  publish(before.id);
  ctx.res.json({ data: view(before) });
}
