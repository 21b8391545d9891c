import type { Selectable } from 'kysely';
import type { GivingItemTable } from '../../db/tables/giving';
import { CAPPED_KINDS, isFixedPrice, type CatalogKind } from '#src/domain/giving/kinds';
import { remainingHalalas } from '#src/domain/giving/money';
import { isNumericId } from '#src/domain/ids';
import { ITEM_LINE_KINDS, type Held } from './reservations';

/**
 * How much an unpaid order may hold (docs/decisions/049-holding-scarce-items.md). Anyone may make
 * an order without paying, so an order is not a donor yet: one visitor (an address, or a mobile)
 * holds, in all their unpaid orders together, at most half — rounded down — of what of an item
 * nobody else holds. The rest stays open to the next donor, so a visitor's orders can never make
 * an item read as sold out or fully funded, and the last unit is never held (half of 1 is 0): it
 * goes to whoever pays first. A line that holds less than it asks for is still taken and may still
 * be paid; payment then decides (settle.ts: it is fulfilled while it fits, else redirected).
 */
type ItemRow = Selectable<GivingItemTable>;

export type LineHold = Held;

const NOTHING: LineHold = { quantity: 0, amount: 0 };

/** What is scarce about a row and how much of it is left: stock (units) or a need (halalas); null when nothing is. */
export function scarcity(row: ItemRow): { by: 'stock' | 'need'; left: number } | null {
  if (isFixedPrice(row.kind) && row.unit_price !== null)
    return row.stock_left === null ? null : { by: 'stock', left: Number(row.stock_left) };
  if (CAPPED_KINDS.includes(row.kind as CatalogKind) && row.target !== null)
    return { by: 'need', left: remainingHalalas(Number(row.target), Number(row.collected)) };
  return null;
}

/** The most one visitor may hold of what nobody else holds. */
export function holdable(open: number): number {
  return Math.floor(Math.max(0, open) / 2);
}

export interface HoldingLine {
  kind: string;
  ref: string;
  quantity: number;
  amount: number;
  unitAmount: number;
}

/**
 * What each line of a new order holds, in line order. `rows`: the catalog rows as they stand (sold
 * stock and collected money already out); `all`: what every active unpaid order holds; `visitor`:
 * the part of `all` that this order's visitor holds.
 */
export function linesHolds(
  lines: readonly HoldingLine[],
  rows: ReadonlyMap<number, ItemRow>,
  all: ReadonlyMap<number, Held>,
  visitor: ReadonlyMap<number, Held>,
): LineHold[] {
  // What the visitor may still hold of each row, shared by the order's lines that name it.
  const allowance = new Map<number, number>();
  return lines.map((line) => {
    if (!ITEM_LINE_KINDS.includes(line.kind) || !isNumericId(line.ref)) return NOTHING;
    const id = Number(line.ref);
    const row = rows.get(id);
    const scarce = row ? scarcity(row) : null;
    if (!scarce) return NOTHING;
    const measure = (held: Held | undefined) => (held ? (scarce.by === 'stock' ? held.quantity : held.amount) : 0);
    let left = allowance.get(id);
    if (left === undefined) {
      const mine = measure(visitor.get(id));
      const others = measure(all.get(id)) - mine;
      left = Math.max(0, holdable(scarce.left - others) - mine);
    }
    const held = Math.min(scarce.by === 'stock' ? line.quantity : line.amount, left);
    allowance.set(id, left - held);
    return scarce.by === 'stock' ? { quantity: held, amount: held * line.unitAmount } : { quantity: 0, amount: held };
  });
}
