import { z } from 'zod';
import { msg } from './validation';

/**
 * The calculators' prices and thresholds (every price and threshold is a setting, never a
 * literal in code). Served by GET /api/v1/calculator-settings from the database; the server checks
 * what it sends with this schema and the pages check what they receive with it.
 * Money is integer halalas; weights are whole grams.
 */
const halalas = z
  .number({ message: msg('notANumber') })
  .int(msg('wholeNumber'))
  .positive(msg('tooSmall', { min: 1 }))
  .max(100_000_000, msg('tooLarge', { max: 100_000_000 }));
const grams = z
  .number({ message: msg('notANumber') })
  .int(msg('wholeNumber'))
  .positive(msg('tooSmall', { min: 1 }))
  .max(100_000, msg('tooLarge', { max: 100_000 }));
const isoDate = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), msg('invalid'));

export const calculatorSettingsSchema = z.object({
  /** Price of one gram of pure (24-karat) gold, halalas. */
  goldPricePerGram: halalas,
  /** Price of one gram of pure silver, halalas. */
  silverPricePerGram: halalas,
  /** When the two metal prices were set (ISO 8601); shown beside them. */
  pricesSetAt: isoDate,
  /** Nisab by gold (85 g by default). */
  nisabGoldGrams: grams,
  /** Nisab by silver (595 g by default). */
  nisabSilverGrams: grams,
  /** Money value of one sa' of staple food for zakat al-Fitr, per person, halalas. */
  fitrAmountPerPerson: halalas,
  /** Weight of one sa' per person, grams (3000 = 3 kg). */
  fitrGramsPerPerson: grams,
  /** One meal for one poor person (kaffarah, fidyah), halalas. */
  mealPrice: halalas,
  /** One garment for one poor person (oath kaffarah, clothing option), halalas. */
  clothingPrice: halalas,
  /** When this set of settings took effect (ISO 8601). */
  effectiveAt: isoDate,
});

export type CalculatorSettings = z.infer<typeof calculatorSettingsSchema>;
