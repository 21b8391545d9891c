import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CampaignDonor } from '#src/domain/campaign-posts';

/** How many of the latest donors the page names. */
export const RECENT_DONORS = 10;

/**
 * The latest donors of a campaign (docs/decisions/066): one per paid order, never a test payment,
 * never an order refunded in full; the name the donor chose to be shown with, or null ("a donor").
 * No amounts and no numbers: the page says who, not how much.
 */
export async function recentDonors(db: Kysely<Database>, campaignId: number): Promise<CampaignDonor[]> {
  const lines = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.id as orderId', 'orders.paid_at as paidAt', 'order_items.campaign_public_name as name'])
    .where('order_items.campaign_id', '=', campaignId)
    .where('orders.status', '=', 'paid')
    .where('orders.is_test', '=', 0)
    .whereRef('orders.refunded', '<', 'orders.total')
    .orderBy('orders.paid_at', 'desc')
    .orderBy('orders.id')
    .limit(RECENT_DONORS * 3)
    .execute();
  const donors = new Map<string, CampaignDonor>();
  for (const line of lines) {
    const known = donors.get(line.orderId);
    if (!known) donors.set(line.orderId, { name: line.name ?? null });
    else if (!known.name && line.name) known.name = line.name;
    if (donors.size >= RECENT_DONORS) break;
  }
  return [...donors.values()];
}
