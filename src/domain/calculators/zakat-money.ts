import { mulDiv } from './rounding';

/** The karats the calculator asks about; pure gold = grams × karat ÷ 24. */
export const GOLD_KARATS = [24, 22, 21, 18] as const;
export type GoldKarat = (typeof GOLD_KARATS)[number];
const PURE_KARAT = 24;
const MG_PER_GRAM = 1000;

/**
 * A quarter of a tenth (2.5%), fixed by the Sunnah. A rule rather than a price or threshold, and one
 * no charity may change, so it is a constant here and not a setting.
 */
export const ZAKAT_RATE = { numerator: 1, denominator: 40 } as const;

export type NisabBasis = 'gold' | 'silver';
export const NISAB_BASES: readonly NisabBasis[] = ['gold', 'silver'];

export interface MetalPrices {
  /** Halalas per gram of pure gold. */
  goldPricePerGram: number;
  /** Halalas per gram of pure silver. */
  silverPricePerGram: number;
  nisabGoldGrams: number;
  nisabSilverGrams: number;
}

export interface ZakatMoneyInput {
  /** Cash and bank balances, halalas. */
  cash: number;
  /** Trade goods at today's market value, halalas. */
  tradeGoods: number;
  /** Receivables expected to be repaid, halalas. */
  receivables: number;
  /** Shares held for trading, at market value, halalas. */
  shares: number;
  /** Gold by karat, milligrams. */
  goldMg: Record<GoldKarat, number>;
  /** Pure silver, milligrams. */
  silverMg: number;
  /** Debts due now, halalas; deducted only when `deductDebts` is on. */
  debts: number;
  deductDebts: boolean;
  basis: NisabBasis;
}

export interface ZakatMoneyResult {
  /** Pure gold held, milligrams (to the nearest milligram, for display). */
  pureGoldMg: number;
  goldValue: number;
  silverValue: number;
  /** Everything zakatable before any deduction, halalas. */
  grossWealth: number;
  /** The debts actually deducted (never more than the wealth), halalas. */
  debtsDeducted: number;
  /** What the nisab and the rate apply to, halalas. */
  zakatableWealth: number;
  basis: NisabBasis;
  nisabGrams: number;
  nisabValue: number;
  due: boolean;
  zakat: number;
}

export const EMPTY_GOLD: Record<GoldKarat, number> = { 24: 0, 22: 0, 21: 0, 18: 0 };

/** Nisab in halalas on the chosen basis: grams × price per gram (both whole numbers, so exact). */
export function nisabValue(prices: MetalPrices, basis: NisabBasis): { grams: number; value: number } {
  const grams = basis === 'gold' ? prices.nisabGoldGrams : prices.nisabSilverGrams;
  const price = basis === 'gold' ? prices.goldPricePerGram : prices.silverPricePerGram;
  return { grams, value: mulDiv(grams, price, 1, 'nearest') };
}

/**
 * Zakat on money for wealth held a full lunar year (see rounding.ts for the rounding rule):
 * due when the zakatable total reaches the nisab, and then 2.5% of that total.
 */
export function calculateZakatOnMoney(input: ZakatMoneyInput, prices: MetalPrices): ZakatMoneyResult {
  // Sum of milligrams × karat: pure gold in units of 1/24 mg, exact.
  const goldKaratMg = GOLD_KARATS.reduce((sum, karat) => sum + (input.goldMg[karat] ?? 0) * karat, 0);
  const pureGoldMg = mulDiv(goldKaratMg, 1, PURE_KARAT, 'nearest');
  const goldValue = mulDiv(goldKaratMg, prices.goldPricePerGram, PURE_KARAT * MG_PER_GRAM, 'nearest');
  const silverValue = mulDiv(input.silverMg, prices.silverPricePerGram, MG_PER_GRAM, 'nearest');
  const grossWealth = input.cash + input.tradeGoods + input.receivables + input.shares + goldValue + silverValue;
  const debtsDeducted = input.deductDebts ? Math.min(input.debts, grossWealth) : 0;
  const zakatableWealth = grossWealth - debtsDeducted;
  const nisab = nisabValue(prices, input.basis);
  const due = zakatableWealth > 0 && zakatableWealth >= nisab.value;
  const zakat = due ? mulDiv(zakatableWealth, ZAKAT_RATE.numerator, ZAKAT_RATE.denominator, 'up') : 0;
  return {
    pureGoldMg,
    goldValue,
    silverValue,
    grossWealth,
    debtsDeducted,
    zakatableWealth,
    basis: input.basis,
    nisabGrams: nisab.grams,
    nisabValue: nisab.value,
    due,
    zakat,
  };
}
