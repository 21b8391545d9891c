import { donorRecordSchema, donorSearchSchema } from '#src/admin/donor-schemas';
import { maskIdentifier } from '../../services/retention/erase-person';
import { audit } from '../audit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { loadDonorRecord, searchDonors } from './donor-reads';

/**
 * The donor record (finance and the director; docs/decisions/073-donor-record.md). Both calls are
 * POSTs so no mobile or name travels in an address (and so in an access log); both are audited, the
 * mobile masked as the erasure masks it, because the audit log outlives an erasure.
 */

/** POST /donors/search `{ q }`: the donors a name, mobile, order number, receipt reference or email finds. */
export async function searchDonorsHandler(ctx: AdminContext): Promise<void> {
  const query = parseOr400(donorSearchSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!query) return;
  const found = await searchDonors(ctx.db, query);
  // What was looked for is not kept (a name is personal data too): the key it was read as, and how many answered.
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'donor-search', entity: 'person', entityId: null, after: { by: query.by, found: found.length } },
    ctx.now,
  );
  ctx.res.json({ data: found, total: found.length, by: query.by });
}

/** POST /donors/record `{ mobile }`: everything the site holds of one donor's giving; 404 when it holds nothing. */
export async function donorRecordHandler(ctx: AdminContext): Promise<void> {
  const input = parseOr400(donorRecordSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!input) return;
  const record = await loadDonorRecord(ctx.db, input.mobile, ctx.config.API_BASE_URL);
  const held = record.orders.length + record.plans.length + record.statementRequests.length + record.campaigns.length;
  if (held === 0) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.noDonor');
  const masked = maskIdentifier(input.mobile);
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'donor-open', entity: 'person', entityId: masked, after: { mobile: masked } },
    ctx.now,
  );
  ctx.res.json({ data: record });
}
