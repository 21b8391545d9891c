import type { Kysely } from 'kysely';

/**
 * The manage link may not multiply a gift (docs/decisions/052-periodic-amount-ceiling.md):
 * - periodic_plans.amount_ceiling: the most a plan may charge per date (halalas) on the link alone,
 *   the amount its card was last confirmed for times three; plans from before take their current
 *   amount as that confirmed amount, as if set up today;
 * - periodic_card_sessions.new_amount / new_quantity: the raise a card session brings in once the
 *   card is saved again (null for setting up and changing the card).
 * The factor is written out here (not imported) so that this migration never changes.
 */
const FACTOR_AT_THE_TIME = 3;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('periodic_plans')
    .addColumn('amount_ceiling', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const plans = db as unknown as Kysely<{ periodic_plans: { amount: number; amount_ceiling: number } }>;
  await plans
    .updateTable('periodic_plans')
    .set((eb) => ({ amount_ceiling: eb('amount', '*', FACTOR_AT_THE_TIME) }))
    .execute();
  await db.schema.alterTable('periodic_card_sessions').addColumn('new_amount', 'integer').execute();
  await db.schema.alterTable('periodic_card_sessions').addColumn('new_quantity', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('periodic_card_sessions').dropColumn('new_quantity').execute();
  await db.schema.alterTable('periodic_card_sessions').dropColumn('new_amount').execute();
  await db.schema.alterTable('periodic_plans').dropColumn('amount_ceiling').execute();
}
