/**
 * The calculators' one rounding rule, written down once (it is also shown to visitors in each
 * calculator's explanation section, locales calc:rounding.*):
 *
 * - Every amount is a whole number of halalas (1 SAR = 100 halalas); inputs with more decimals than
 *   their field allows are refused, never rounded silently.
 * - Gold and silver are valued exactly (grams × purity × price per gram) and then rounded once to the
 *   nearest halala, half a halala rounding up. Everything else is already whole halalas.
 * - The zakat due is 2.5% of the zakatable total, rounded UP to the next whole halala, so that no
 *   fraction of a halala is held back from the poor. The nisab test compares the same rounded total
 *   the visitor sees, so every figure on the page can be checked by hand from the figures above it.
 *
 * Products are computed in BigInt so that no intermediate value loses precision, whatever the inputs.
 */
export type RoundingMode = 'nearest' | 'up';

/** (a × b) ÷ divisor for non-negative integers, rounded to a whole number by `mode`. */
export function mulDiv(a: number, b: number, divisor: number, mode: RoundingMode): number {
  if (![a, b, divisor].every(Number.isSafeInteger) || a < 0 || b < 0 || divisor <= 0) {
    throw new RangeError(
      `mulDiv expects non-negative safe integers and a positive divisor (got ${a}, ${b}, ${divisor})`,
    );
  }
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  const quotient = product / d;
  const remainder = product % d;
  let result = quotient;
  if (remainder !== 0n) {
    if (mode === 'up') result += 1n;
    else if (remainder * 2n >= d) result += 1n;
  }
  return toSafeNumber(result);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Amount exceeds the safe integer range');
  return Number(value);
}
