import { describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import type { GivingItemTable } from '../../server/db/tables/giving';
import { holdable, linesHolds, type HoldingLine } from '../../server/services/giving/holding-rule';
import type { Held } from '../../server/services/giving/reservations';

type ItemRow = Selectable<GivingItemTable>;

const row = (id: number, kind: string, fields: Partial<ItemRow>): ItemRow =>
  ({ id, kind, unit_price: null, stock_left: null, target: null, collected: 0, ...fields }) as ItemRow;
const hajj = row(50, 'haj', { unit_price: 650_000, stock_left: 23 });
const family = row(20, 'family', { target: 100_000, collected: 40_000 });
const cause = row(3, 'cause', { target: 500_000 });
const rows = new Map([hajj, family, cause].map((item) => [item.id, item]));
const line = (kind: string, ref: number, quantity: number, amount: number, unitAmount = amount): HoldingLine => ({
  kind,
  ref: String(ref),
  quantity,
  amount,
  unitAmount,
});
const held = (entries: [number, Held][]) => new Map(entries);

describe('the holding rule: one visitor holds at most half of what nobody else holds', () => {
  it('half, rounded down: the last unit is never held', () => {
    expect([0, 1, 2, 3, 23].map(holdable)).toEqual([0, 0, 1, 1, 11]);
    expect(holdable(-4)).toBe(0);
  });

  it('a line asking for everything holds half of stock or need; a modest one holds all it asks', () => {
    const all = linesHolds(
      [line('haj', 50, 23, 23 * 650_000, 650_000), line('family', 20, 1, 60_000)],
      rows,
      new Map(),
      new Map(),
    );
    expect(all).toEqual([
      { quantity: 11, amount: 11 * 650_000 },
      { quantity: 0, amount: 30_000 },
    ]);
    expect(
      linesHolds([line('haj', 50, 2, 1_300_000, 650_000), line('family', 20, 1, 5_000)], rows, new Map(), new Map()),
    ).toEqual([
      { quantity: 2, amount: 1_300_000 },
      { quantity: 0, amount: 5_000 },
    ]);
  });

  it("what the visitor already holds counts against the half, others' holds are out of it first", () => {
    const visitor = held([[50, { quantity: 10, amount: 0 }]]);
    const all = held([[50, { quantity: 13, amount: 0 }]]); // 3 held by someone else: half of 20 is 10, all taken
    expect(linesHolds([line('haj', 50, 5, 5 * 650_000, 650_000)], rows, all, visitor)).toEqual([
      { quantity: 0, amount: 0 },
    ]);
    const fresh = linesHolds([line('haj', 50, 20, 20 * 650_000, 650_000)], rows, all, new Map()); // a new visitor: 23 − 13 = 10 open
    expect(fresh).toEqual([{ quantity: 5, amount: 5 * 650_000 }]);
  });

  it('lines naming the same item share one allowance', () => {
    const holds = linesHolds(
      [line('haj', 50, 8, 8 * 650_000, 650_000), line('haj', 50, 8, 8 * 650_000, 650_000)],
      rows,
      new Map(),
      new Map(),
    );
    expect(holds.map((hold) => hold.quantity)).toEqual([8, 3]);
  });

  it('nothing scarce, nothing held: causes, programs (whose ids are not catalog rows) and unknown rows', () => {
    expect(
      linesHolds(
        [line('cause', 3, 1, 10_000), line('program', 50, 1, 10_000), line('haj', 99, 1, 650_000)],
        rows,
        new Map(),
        new Map(),
      ),
    ).toEqual([
      { quantity: 0, amount: 0 },
      { quantity: 0, amount: 0 },
      { quantity: 0, amount: 0 },
    ]);
  });
});
