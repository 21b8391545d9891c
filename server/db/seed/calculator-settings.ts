import type { Seeder } from './index';

/**
 * The first set of calculator settings, at realistic late-2026 Saudi values (the association
 * updates them as prices move; each update is a new row). Gold and silver are per gram of the pure
 * metal in SAR; zakat al-Fitr is one sa' (3 kg) of rice per person; a meal and a garment are what
 * Saudi charities commonly charge for kaffarah.
 */
export const calculatorSettingsSeeder: Seeder = {
  name: 'calculator-settings',
  async run(trx) {
    await trx
      .insertInto('calculator_settings')
      .values({
        effective_at: '2026-11-15T06:00:00.000Z',
        gold_price_per_gram: 49_000, // 490.00 SAR per gram of 24-karat gold
        silver_price_per_gram: 610, // 6.10 SAR per gram of pure silver
        prices_set_at: '2026-11-15T06:00:00.000Z',
        nisab_gold_grams: 85,
        nisab_silver_grams: 595,
        fitr_amount_per_person: 2_500, // 25.00 SAR
        fitr_grams_per_person: 3_000, // 3 kg
        meal_price: 1_500, // 15.00 SAR
        clothing_price: 7_500, // 75.00 SAR
      })
      .execute();
  },
};
