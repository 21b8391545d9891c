import type { CalculatorSettings } from '../../src/domain/calculator-settings';

/**
 * The calculator settings as seeded (server/db/seed/calculator-settings.ts): gold 490.00 SAR and
 * silver 6.10 SAR per gram, nisab 85 g gold or 595 g silver, zakat al-Fitr 25.00 SAR and 3 kg per
 * person, a meal 15.00 SAR, a garment 75.00 SAR.
 */
export const SEEDED_CALCULATOR_SETTINGS: CalculatorSettings = {
  goldPricePerGram: 49_000,
  silverPricePerGram: 610,
  pricesSetAt: '2026-11-15T06:00:00.000Z',
  nisabGoldGrams: 85,
  nisabSilverGrams: 595,
  fitrAmountPerPerson: 2_500,
  fitrGramsPerPerson: 3_000,
  mealPrice: 1_500,
  clothingPrice: 7_500,
  effectiveAt: '2026-11-15T06:00:00.000Z',
};
