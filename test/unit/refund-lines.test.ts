import { describe, expect, it } from 'vitest';
import { shareRefund } from '../../server/services/giving/refund-lines';

describe('sharing a refund among an order’s lines', () => {
  const lines = [
    { position: 0, amount: 30_000, refunded: 0, unitAmount: 10_000 },
    { position: 1, amount: 4_000, refunded: 0, unitAmount: 4_000 },
  ];

  it('shares in proportion to what each line still holds, in whole halalas that add up', () => {
    expect(shareRefund(lines, 17_000)).toEqual([
      { position: 0, amount: 15_000, releasedUnits: 1 },
      { position: 1, amount: 2_000, releasedUnits: 0 },
    ]);
    const odd = shareRefund(
      [
        { position: 0, amount: 100, refunded: 0, unitAmount: 100 },
        { position: 1, amount: 100, refunded: 0, unitAmount: 100 },
        { position: 2, amount: 100, refunded: 0, unitAmount: 100 },
      ],
      100,
    );
    expect(odd.reduce((sum, share) => sum + share.amount, 0)).toBe(100);
    expect(odd.map((share) => share.amount)).toEqual([34, 33, 33]);
  });

  it('releases a unit only when a line’s refunded money reaches a whole unit, counting earlier refunds', () => {
    const after = [
      { position: 0, amount: 30_000, refunded: 15_000, unitAmount: 10_000 },
      { position: 1, amount: 4_000, refunded: 2_000, unitAmount: 4_000 },
    ];
    expect(shareRefund(after, 17_000)).toEqual([
      { position: 0, amount: 15_000, releasedUnits: 2 },
      { position: 1, amount: 2_000, releasedUnits: 1 },
    ]);
  });

  it('never gives a line more than it holds, and nothing past the order', () => {
    expect(shareRefund(lines, 99_999)).toEqual([
      { position: 0, amount: 30_000, releasedUnits: 3 },
      { position: 1, amount: 4_000, releasedUnits: 1 },
    ]);
    expect(shareRefund([{ position: 0, amount: 500, refunded: 500, unitAmount: 500 }], 100)).toEqual([]);
    expect(shareRefund(lines, 0)).toEqual([]);
  });
});
