import { erasurePreviewSchema, erasureSchema } from '#src/admin/privacy-schemas';
import { auditedPerson, erasePerson, findPerson } from '../../services/retention/erase-person';
import { audit } from '../audit';
import { parseOr400, type AdminContext } from '../http';

/**
 * A person's right to erasure, done by an administrator (docs/decisions/055-retention-and-erasure.md):
 * first what is held about a mobile or a national ID, kind by kind; then, confirmed, the erasure.
 */

/**
 * POST /erasure/preview — counts per kind; nothing changes and nothing is shown but the counts. The
 * look-up is audited too: that an ID has aid requests at all says something about someone's health.
 */
export async function erasurePreviewHandler(ctx: AdminContext): Promise<void> {
  const key = parseOr400(erasurePreviewSchema, ctx.req.body, ctx.req, ctx.res);
  if (!key) return;
  const { counts } = await findPerson(ctx.db, key);
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'erase-preview', entity: 'person', entityId: null, after: { ...auditedPerson(key), counts } },
    ctx.now,
  );
  ctx.res.json({ data: { counts } });
}

/** POST /erasure — with `confirm: true`: erases and anonymises, audited with the person masked; answers what it did. */
export async function eraseHandler(ctx: AdminContext): Promise<void> {
  const key = parseOr400(erasureSchema, ctx.req.body, ctx.req, ctx.res);
  if (!key) return;
  const counts = await erasePerson(ctx.db, key, { files: ctx.files, actor: ctx.actor, now: ctx.now });
  ctx.res.json({ data: { counts } });
}
