import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GivingItemTable } from '../../db/tables/giving';
import { CATALOG_KINDS } from '#src/domain/giving/kinds';
import { isNumericId } from '#src/domain/ids';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';

/**
 * Reservations: an unpaid order holds part of the stock (fixed-price kinds) or of the remaining need
 * (capped kinds) it asks for until it is paid or its `reserved_until` passes. How much each line
 * holds is decided when the order is made (holding-rule.ts) and kept on the line (`held_quantity`,
 * `held_amount`). What anyone else can take is stock − sold − active holds (sold is already out of
 * `stock_left`), or target − collected − active holds. Orders and payments that read this first
 * lock the catalog rows they touch, in id order, so two baskets racing for the last packages are
 * decided one after the other (PostgreSQL row locks; SQLite has a single writer).
 */
type Db = Kysely<Database> | Transaction<Database>;
type ItemRow = Selectable<GivingItemTable>;

export interface Held {
  quantity: number;
  amount: number;
}

/** Kinds whose lines point at a giving_items row (the `ref` is its id). */
export const ITEM_LINE_KINDS: readonly string[] = [...CATALOG_KINDS, 'gift'];

/** The catalog rows an order's lines point at, as sorted numeric ids. */
export function itemIds(lines: readonly { kind: string; ref: string }[]): number[] {
  const ids = lines
    .filter((line) => ITEM_LINE_KINDS.includes(line.kind) && isNumericId(line.ref))
    .map((line) => Number(line.ref));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Locks the rows (a no-op update takes the row lock in PostgreSQL and the write lock in SQLite),
 * one at a time in id order so two transactions never wait on each other in a cycle.
 */
export async function lockItems(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    await trx
      .updateTable('giving_items')
      .set((eb) => ({ collected: eb.ref('collected') }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Locks, as `lockItems`, only the rows that can run out: with stock, or with a need (a target).
 * A row with neither ("where most needed") is the one most donors give to at once, and nothing about
 * it depends on another order, so orders for it do not wait for each other. Read without a lock
 * first: a row that staff give a limit at that very moment is read afresh after the locks (as if
 * the change had come a moment later).
 */
export async function lockScarceItems(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const limited = await trx
    .selectFrom('giving_items')
    .select('id')
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('stock_left', 'is not', null), eb('target', 'is not', null)]))
    .orderBy('id')
    .execute();
  await lockItems(
    trx,
    limited.map((row) => Number(row.id)),
  );
}

/**
 * Who made an order, for the holding rule: the keyed hash of the ordering address and the donor's
 * mobile. Orders that share either are one visitor's.
 */
export interface Visitor {
  address: string | null;
  mobile: string;
}

function holdsQuery(db: Db, ids: readonly number[], now: string) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.ref as ref', 'order_items.held_quantity as quantity', 'order_items.held_amount as amount'])
    .where('orders.status', '=', 'pending')
    .where('orders.reserved_until', '>', now)
    .where('order_items.kind', 'in', [...ITEM_LINE_KINDS])
    .where('order_items.ref', 'in', ids.map(String));
}

async function summed(rows: Promise<{ ref: string; quantity: number; amount: number }[]>): Promise<Map<number, Held>> {
  const holds = new Map<number, Held>();
  for (const row of await rows) {
    const id = Number(row.ref);
    const held = holds.get(id) ?? { quantity: 0, amount: 0 };
    held.quantity += Number(row.quantity);
    held.amount += Number(row.amount);
    holds.set(id, held);
  }
  return holds;
}

/** What pending, unexpired orders other than `exceptOrderId` hold of each row. */
export async function activeHolds(
  db: Db,
  ids: readonly number[],
  now: string,
  exceptOrderId?: string,
): Promise<Map<number, Held>> {
  if (ids.length === 0) return new Map();
  let query = holdsQuery(db, ids, now);
  if (exceptOrderId) query = query.where('orders.id', '!=', exceptOrderId);
  return summed(query.execute());
}

/** What one visitor's pending, unexpired orders hold of each row (a part of `activeHolds`). */
export async function visitorHolds(
  db: Db,
  ids: readonly number[],
  now: string,
  visitor: Visitor,
): Promise<Map<number, Held>> {
  if (ids.length === 0) return new Map();
  const query = holdsQuery(db, ids, now).where((eb) =>
    visitor.address === null
      ? eb('orders.donor_mobile', '=', visitor.mobile)
      : eb.or([eb('orders.visitor_address', '=', visitor.address), eb('orders.donor_mobile', '=', visitor.mobile)]),
  );
  return summed(query.execute());
}

/**
 * Drops the ordering address from unpaid orders whose reservation has lapsed: they hold nothing
 * any more, so nothing needs to count them. Paying clears it too (settle.ts), so the address is kept
 * only while an order holds.
 */
export async function forgetLapsedAddresses(db: Db, now: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ visitor_address: null })
    .where('status', '=', 'pending')
    .where('reserved_until', '<=', now)
    .where('visitor_address', 'is not', null)
    .execute();
}

/** The catalog rows, by id, as they stand (read after `lockItems`). */
export async function itemRows(db: Db, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('giving_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The row as others may still take it: stock less what is held, collected plus what is held (so
 * the remaining need shrinks). Pricing and the catalog read rows through this.
 */
export function withHolds(row: ItemRow, held: Held | undefined): ItemRow {
  if (!held) return row;
  return {
    ...row,
    stock_left: row.stock_left === null ? null : Math.max(0, Number(row.stock_left) - held.quantity),
    collected: Number(row.collected) + held.amount,
  };
}

export function reservationEnd(now: Date, minutes: number): string {
  return isoAfter(now, minutes * MINUTE_MS);
}
