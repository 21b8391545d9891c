import type { Kysely } from 'kysely';

/**
 * Periodic giving (server/db/tables/periodic.ts). The unique (plan_id, due_date) is what makes a
 * charge happen once per plan per date whichever worker or instance gets there; the lease columns
 * let a charge whose holder died be taken over. The sandbox tables are the simulated gateway's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('periodic_plans')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('paused_reason', 'varchar(20)')
    .addColumn('frequency', 'varchar(20)', (col) => col.notNull())
    .addColumn('anchor_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('next_due_date', 'varchar(10)')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('ref', 'varchar(40)', (col) => col.notNull())
    .addColumn('title_ar', 'varchar(300)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(300)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('donor_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('donor_mobile', 'varchar(20)', (col) => col.notNull())
    .addColumn('token_provider', 'varchar(20)')
    .addColumn('card_token', 'varchar(200)')
    .addColumn('card_brand', 'varchar(20)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notify_before_next', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expiry_warned', 'varchar(7)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('periodic_plans_due_idx')
    .on('periodic_plans')
    .columns(['status', 'next_due_date'])
    .execute();
  await db.schema.createIndex('periodic_plans_mobile_idx').on('periodic_plans').column('donor_mobile').execute();

  await db.schema
    .createTable('periodic_charges')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('plan_id', 'varchar(32)', (col) => col.notNull().references('periodic_plans.id'))
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('due_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'varchar(40)')
    .addColumn('order_id', 'varchar(32)', (col) => col.references('orders.id'))
    .addColumn('payment_id', 'varchar(32)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('periodic_charges_plan_date_unique', ['plan_id', 'due_date'])
    .execute();
  await db.schema
    .createIndex('periodic_charges_due_idx')
    .on('periodic_charges')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('periodic_charges_order_idx').on('periodic_charges').column('order_id').execute();

  await db.schema
    .createTable('periodic_card_sessions')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('plan_id', 'varchar(32)', (col) => col.notNull().references('periodic_plans.id'))
    .addColumn('purpose', 'varchar(10)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  // The manage links' signing secret when PERIODIC_LINK_SECRET is not set: made once, shared by
  // every worker and instance through the database.
  await db.schema
    .createTable('periodic_secrets')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(20)', (col) => col.notNull())
    .addColumn('last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('exp_month', 'integer', (col) => col.notNull())
    .addColumn('exp_year', 'integer', (col) => col.notNull())
    .addColumn('behaviour', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_token_charges')
    .addColumn('payment_id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('reason', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_token_charges',
    'sandbox_card_tokens',
    'periodic_secrets',
    'periodic_card_sessions',
    'periodic_charges',
    'periodic_plans',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
