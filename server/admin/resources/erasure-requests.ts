import { erasureQueue } from '../../services/donor-space/erasure-requests';
import type { AdminContext } from '../http';
import { readListQuery, type ListKeys } from '../list';

/** The queue has one order (the soonest due first) and no filters: any other key is a 400 on its field. */
const ERASURE_REQUEST_LIST: ListKeys = { sort: {}, filters: [] };

/**
 * GET /erasure/requests — the erasure requests donors made in their space (decision 063), the
 * soonest due first, each with the day it must be done by. Administrators answer one by running
 * the erasure for its mobile (POST /erasure), which closes it.
 */
export async function listErasureRequestsHandler(ctx: AdminContext): Promise<void> {
  if (!readListQuery(ctx, ERASURE_REQUEST_LIST)) return;
  ctx.res.json({ data: await erasureQueue(ctx.db) });
}
