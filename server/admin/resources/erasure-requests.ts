import { erasureQueue } from '../../services/donor-space/erasure-requests';
import type { AdminContext } from '../http';

/**
 * GET /erasure/requests — the erasure requests donors made in their space (decision 063), the
 * soonest due first, each with the day it must be done by. Administrators answer one by running
 * the erasure for its mobile (POST /erasure), which closes it.
 */
export async function listErasureRequestsHandler(ctx: AdminContext): Promise<void> {
  ctx.res.json({ data: await erasureQueue(ctx.db) });
}
