/**
 * How a refund is shared among an order's lines: in proportion to what each line still holds
 * (its amount less what was refunded on it), in whole halalas, the leftover halalas going to the
 * lines with the largest remainders. A refund of everything left gives each line exactly its rest,
 * so a full refund always clears every line. Units are released when a line's refunded money
 * reaches a whole unit: half a blanket's price given back frees no blanket.
 */
export interface LineToShare {
  position: number;
  amount: number;
  refunded: number;
  unitAmount: number;
}

export interface LineShare {
  position: number;
  amount: number;
  releasedUnits: number;
}

export function shareRefund(lines: readonly LineToShare[], amount: number): LineShare[] {
  const open = lines
    .map((line) => ({ line, rest: Math.max(0, line.amount - line.refunded) }))
    .filter((entry) => entry.rest > 0);
  const available = open.reduce((sum, entry) => sum + entry.rest, 0);
  const wanted = Math.min(amount, available);
  if (wanted <= 0) return [];
  const shares = open.map((entry) => {
    const exact = (entry.rest * wanted) / available;
    return { entry, amount: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = wanted - shares.reduce((sum, share) => sum + share.amount, 0);
  for (const share of [...shares].sort(
    (a, b) => b.remainder - a.remainder || a.entry.line.position - b.entry.line.position,
  )) {
    if (left <= 0) break;
    if (share.amount < share.entry.rest) {
      share.amount += 1;
      left -= 1;
    }
  }
  return shares
    .filter((share) => share.amount > 0)
    .map(({ entry, amount: given }) => {
      const unit = entry.line.unitAmount > 0 ? entry.line.unitAmount : entry.line.amount;
      const before = Math.floor(entry.line.refunded / unit);
      const after = Math.floor((entry.line.refunded + given) / unit);
      return { position: entry.line.position, amount: given, releasedUnits: Math.max(0, after - before) };
    });
}
