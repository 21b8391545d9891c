import { sql, type Kysely } from 'kysely';

/**
 * Payment methods (docs/decisions/072-payment-methods-through-moyasar.md): the network of the card
 * that paid (mada, visa, master, amex), for the receipt and the order screen, and how many wallet
 * attempts a payment has had: STC Pay codes (refused for good after a few wrong ones) or the one
 * Apple Pay token it may be charged with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('card_brand', 'varchar(20)').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('wallet_attempts', 'integer', (column) => column.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('wallet_attempts').execute();
  await db.schema.alterTable('payments').dropColumn('card_brand').execute();
}
