import { describe, expect, it } from 'vitest';
import {
  calculateZakatOnMoney,
  EMPTY_GOLD,
  nisabValue,
  type ZakatMoneyInput,
} from '../../src/domain/calculators/zakat-money';
import { calculateZakatFitr } from '../../src/domain/calculators/zakat-fitr';
import { calculateKaffarah, KAFFARAH_RULES } from '../../src/domain/calculators/kaffarah';
import { mulDiv } from '../../src/domain/calculators/rounding';
import { calculatorSettingsSchema, type CalculatorSettings } from '../../src/domain/calculator-settings';
import { SEEDED_CALCULATOR_SETTINGS } from '../helpers/calculator-fixtures';

/**
 * Worked examples, computed by hand before the code ran. Settings as seeded: gold 490.00 SAR and
 * silver 6.10 SAR per gram, nisab 85 g gold (41,650.00 SAR) or 595 g silver (3,629.50 SAR),
 * zakat al-Fitr 25.00 SAR and 3 kg per person, a meal 15.00 SAR, a garment 75.00 SAR.
 * Amounts in the tables are written in riyals and halalas for readability: sar(41_650) = 4,165,000 halalas.
 */
const settings: CalculatorSettings = SEEDED_CALCULATOR_SETTINGS;
const sar = (riyals: number) => Math.round(riyals * 100);
const g = (grams: number) => Math.round(grams * 1000);

function money(partial: Partial<ZakatMoneyInput>): ZakatMoneyInput {
  return {
    cash: 0,
    tradeGoods: 0,
    receivables: 0,
    shares: 0,
    goldMg: { ...EMPTY_GOLD },
    silverMg: 0,
    debts: 0,
    deductDebts: false,
    basis: 'gold',
    ...partial,
  };
}

describe('the test settings are valid settings', () => {
  it('parses with the shared schema', () => {
    expect(calculatorSettingsSchema.parse(settings)).toEqual(settings);
  });
});

describe('nisab in riyals', () => {
  it('85 g of gold at 490.00 = 41,650.00 SAR; 595 g of silver at 6.10 = 3,629.50 SAR', () => {
    expect(nisabValue(settings, 'gold')).toEqual({ grams: 85, value: sar(41_650) });
    expect(nisabValue(settings, 'silver')).toEqual({ grams: 595, value: sar(3_629.5) });
  });
});

describe('zakat on money: worked examples', () => {
  const examples: { name: string; input: ZakatMoneyInput; zakatable: number; due: boolean; zakat: number }[] = [
    { name: 'nothing entered', input: money({}), zakatable: 0, due: false, zakat: 0 },
    {
      name: 'below the nisab: 40,000 cash',
      input: money({ cash: sar(40_000) }),
      zakatable: sar(40_000),
      due: false,
      zakat: 0,
    },
    {
      name: 'one halala below the nisab',
      input: money({ cash: sar(41_649.99) }),
      zakatable: sar(41_649.99),
      due: false,
      zakat: 0,
    },
    {
      name: 'exactly at the nisab: 41,650 → 1,041.25',
      input: money({ cash: sar(41_650) }),
      zakatable: sar(41_650),
      due: true,
      zakat: sar(1_041.25),
    },
    {
      name: 'every kind of money: 20,000 + 15,000 + 5,000 + 3,000.50 = 43,000.50 → 1,075.0125 rounds up to 1,075.02',
      input: money({ cash: sar(20_000), tradeGoods: sar(15_000), receivables: sar(5_000), shares: sar(3_000.5) }),
      zakatable: sar(43_000.5),
      due: true,
      zakat: sar(1_075.02),
    },
    {
      name: 'mixed karats: 10 g 24k + 12 g 22k + 40 g 21k + 20 g 18k = 71 g pure = 34,790; with 10,000 cash = 44,790 → 1,119.75',
      input: money({ cash: sar(10_000), goldMg: { 24: g(10), 22: g(12), 21: g(40), 18: g(20) } }),
      zakatable: sar(44_790),
      due: true,
      zakat: sar(1_119.75),
    },
    {
      name: 'mixed karats alone, below the nisab: 71 g pure = 34,790',
      input: money({ goldMg: { 24: g(10), 22: g(12), 21: g(40), 18: g(20) } }),
      zakatable: sar(34_790),
      due: false,
      zakat: 0,
    },
    {
      name: '100 g of 21k = 87.5 g pure = 42,875 → 1,071.875 rounds up to 1,071.88',
      input: money({ goldMg: { ...EMPTY_GOLD, 21: g(100) } }),
      zakatable: sar(42_875),
      due: true,
      zakat: sar(1_071.88),
    },
    {
      name: '3.333 g of 18k = 2.49975 g pure = 1,224.8775 rounds to 1,224.88; with 45,000 cash = 46,224.88 → 1,155.622 rounds up to 1,155.63',
      input: money({ cash: sar(45_000), goldMg: { ...EMPTY_GOLD, 18: g(3.333) } }),
      zakatable: sar(46_224.88),
      due: true,
      zakat: sar(1_155.63),
    },
    {
      name: 'debts off (default): 50,000 cash, 10,000 debts ignored → 1,250',
      input: money({ cash: sar(50_000), debts: sar(10_000) }),
      zakatable: sar(50_000),
      due: true,
      zakat: sar(1_250),
    },
    {
      name: 'debts on: 50,000 − 10,000 = 40,000, below the nisab',
      input: money({ cash: sar(50_000), debts: sar(10_000), deductDebts: true }),
      zakatable: sar(40_000),
      due: false,
      zakat: 0,
    },
    {
      name: 'debts on: 100,000 − 20,000 = 80,000 → 2,000',
      input: money({ cash: sar(100_000), debts: sar(20_000), deductDebts: true }),
      zakatable: sar(80_000),
      due: true,
      zakat: sar(2_000),
    },
    {
      name: 'debts larger than the wealth leave nothing, never less than nothing',
      input: money({ cash: sar(5_000), debts: sar(8_000), deductDebts: true }),
      zakatable: 0,
      due: false,
      zakat: 0,
    },
    {
      name: 'silver basis: 5,000 cash reaches the silver nisab (3,629.50) → 125',
      input: money({ cash: sar(5_000), basis: 'silver' }),
      zakatable: sar(5_000),
      due: true,
      zakat: sar(125),
    },
    {
      name: 'gold basis: the same 5,000 is below the gold nisab',
      input: money({ cash: sar(5_000) }),
      zakatable: sar(5_000),
      due: false,
      zakat: 0,
    },
    {
      name: 'silver basis: 600 g silver = 3,660 → 91.50',
      input: money({ silverMg: g(600), basis: 'silver' }),
      zakatable: sar(3_660),
      due: true,
      zakat: sar(91.5),
    },
    {
      name: 'silver basis, exactly at the nisab: 595 g silver = 3,629.50 → 90.7375 rounds up to 90.74',
      input: money({ silverMg: g(595), basis: 'silver' }),
      zakatable: sar(3_629.5),
      due: true,
      zakat: sar(90.74),
    },
  ];
  for (const example of examples) {
    it(example.name, () => {
      const result = calculateZakatOnMoney(example.input, settings);
      expect(result.zakatableWealth).toBe(example.zakatable);
      expect(result.due).toBe(example.due);
      expect(result.zakat).toBe(example.zakat);
    });
  }

  it('reports pure gold, the metal values, the nisab of the chosen basis and the debts deducted', () => {
    const result = calculateZakatOnMoney(
      money({
        cash: sar(1_000),
        goldMg: { 24: g(10), 22: g(12), 21: g(40), 18: g(20) },
        silverMg: g(100),
        debts: sar(500),
        deductDebts: true,
        basis: 'silver',
      }),
      settings,
    );
    expect(result.pureGoldMg).toBe(g(71));
    expect(result.goldValue).toBe(sar(34_790));
    expect(result.silverValue).toBe(sar(610));
    expect(result.grossWealth).toBe(sar(36_400));
    expect(result.debtsDeducted).toBe(sar(500));
    expect(result.zakatableWealth).toBe(sar(35_900));
    expect(result.basis).toBe('silver');
    expect(result.nisabGrams).toBe(595);
    expect(result.nisabValue).toBe(sar(3_629.5));
    expect(result.zakat).toBe(sar(897.5));
  });

  it('uses the prices it is given (settings), not prices of its own', () => {
    const dearer = { ...settings, goldPricePerGram: 50_000 };
    // 85 g × 500 = 42,500: 41,650 in cash is due at 490 but not at 500.
    expect(calculateZakatOnMoney(money({ cash: sar(41_650) }), dearer).due).toBe(false);
    expect(calculateZakatOnMoney(money({ cash: sar(41_650) }), settings).due).toBe(true);
  });

  it('stays exact for the largest inputs the form accepts', () => {
    const max = sar(100_000_000_000);
    const result = calculateZakatOnMoney(
      money({
        cash: max,
        tradeGoods: max,
        receivables: max,
        shares: max,
        goldMg: { 24: g(1e6), 22: g(1e6), 21: g(1e6), 18: g(1e6) },
        silverMg: g(1e6),
      }),
      settings,
    );
    expect(Number.isSafeInteger(result.zakat)).toBe(true);
    expect(result.goldValue).toBe(sar(490 * (1e6 + (1e6 * 22) / 24 + (1e6 * 21) / 24 + (1e6 * 18) / 24)));
  });
});

describe('zakat al-Fitr: several households', () => {
  const households = [
    { persons: 1, kg: 3, riyals: 25 },
    { persons: 4, kg: 12, riyals: 100 },
    { persons: 7, kg: 21, riyals: 175 },
    { persons: 12, kg: 36, riyals: 300 },
  ];
  for (const { persons, kg, riyals } of households) {
    it(`${persons} persons → ${kg} kg and ${riyals} SAR`, () => {
      expect(calculateZakatFitr(persons, settings)).toEqual({ persons, grams: kg * 1000, amount: sar(riyals) });
    });
  }
  it('follows the amount per person in the settings', () => {
    expect(calculateZakatFitr(5, { fitrAmountPerPerson: 1_950, fitrGramsPerPerson: 2_500 })).toEqual({
      persons: 5,
      grams: 12_500,
      amount: sar(97.5),
    });
  });
  it('refuses a count that is not a whole number', () => {
    expect(() => calculateZakatFitr(2.5, settings)).toThrow(RangeError);
    expect(() => calculateZakatFitr(Number.NaN, settings)).toThrow(RangeError);
  });
});

describe('atonement (kaffarah): each type', () => {
  const cases = [
    {
      name: 'one broken oath, feeding: 10 poor × 15 = 150',
      input: { type: 'oath', count: 1, provision: 'food' },
      people: 10,
      amount: 150,
    },
    {
      name: 'two broken oaths, feeding: 20 poor × 15 = 300',
      input: { type: 'oath', count: 2, provision: 'food' },
      people: 20,
      amount: 300,
    },
    {
      name: 'one broken oath, clothing: 10 poor × 75 = 750',
      input: { type: 'oath', count: 1, provision: 'clothing' },
      people: 10,
      amount: 750,
    },
    {
      name: 'fidyah for one day: 1 poor × 15 = 15',
      input: { type: 'fidyah', count: 1, provision: 'food' },
      people: 1,
      amount: 15,
    },
    {
      name: 'fidyah for a whole Ramadan of 30 days: 30 poor × 15 = 450',
      input: { type: 'fidyah', count: 30, provision: 'food' },
      people: 30,
      amount: 450,
    },
    {
      name: 'fidyah ignores clothing (feeding only): 29 × 15 = 435',
      input: { type: 'fidyah', count: 29, provision: 'clothing' },
      people: 29,
      amount: 435,
    },
    {
      name: 'intercourse in Ramadan, one day: 60 poor × 15 = 900',
      input: { type: 'intercourse', count: 1, provision: 'food' },
      people: 60,
      amount: 900,
    },
    {
      name: 'intercourse in Ramadan, two days: 120 poor × 15 = 1,800',
      input: { type: 'intercourse', count: 2, provision: 'food' },
      people: 120,
      amount: 1_800,
    },
  ] as const;
  for (const example of cases) {
    it(example.name, () => {
      const result = calculateKaffarah(example.input, settings);
      expect(result.people).toBe(example.people);
      expect(result.amount).toBe(sar(example.amount));
    });
  }
  it('states the fast that precedes or replaces the feeding', () => {
    expect(KAFFARAH_RULES.oath).toMatchObject({ people: 10, fastDays: 3, clothing: true });
    expect(KAFFARAH_RULES.fidyah).toMatchObject({ people: 1, fastDays: 0, clothing: false });
    expect(KAFFARAH_RULES.intercourse).toMatchObject({ people: 60, fastDays: 60, clothing: false });
  });
});

describe('rounding', () => {
  it('rounds to the nearest halala, a half upwards', () => {
    expect(mulDiv(1, 1, 2, 'nearest')).toBe(1);
    expect(mulDiv(1, 1, 3, 'nearest')).toBe(0);
    expect(mulDiv(2, 1, 3, 'nearest')).toBe(1);
  });
  it('rounds zakat up to the next halala', () => {
    expect(mulDiv(1, 1, 40, 'up')).toBe(1);
    expect(mulDiv(40, 1, 40, 'up')).toBe(1);
    expect(mulDiv(41, 1, 40, 'up')).toBe(2);
  });
  it('refuses fractions and negatives instead of guessing', () => {
    expect(() => mulDiv(1.5, 1, 1, 'up')).toThrow(RangeError);
    expect(() => mulDiv(-1, 1, 1, 'up')).toThrow(RangeError);
    expect(() => mulDiv(1, 1, 0, 'up')).toThrow(RangeError);
  });
});
