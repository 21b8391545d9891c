import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The donor corrects their name (docs/behaviour.md#B-DONOR-3, PDPL's right to correction): on every
 * order and periodic plan of the number, where the name is stored. Receipts are drawn from the
 * order when asked for, so the next copy carries the corrected name; the amounts, funds and dates
 * a receipt vouches for are untouched. Answers how many rows now carry it.
 */
export async function correctDonorName(
  db: Kysely<Database>,
  mobile: string,
  name: string,
  now = new Date(),
): Promise<{ orders: number; plans: number }> {
  return db.transaction().execute(async (trx) => {
    const orders = await trx
      .updateTable('orders')
      .set({ donor_name: name })
      .where('donor_mobile', '=', mobile)
      .executeTakeFirst();
    const plans = await trx
      .updateTable('periodic_plans')
      .set({ donor_name: name, updated_at: now.toISOString() })
      .where('donor_mobile', '=', mobile)
      .executeTakeFirst();
    return { orders: Number(orders.numUpdatedRows), plans: Number(plans.numUpdatedRows) };
  });
}
