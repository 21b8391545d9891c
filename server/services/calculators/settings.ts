import type { Kysely } from 'kysely';
import { calculatorSettingsSchema, type CalculatorSettings } from '#src/domain/calculator-settings';
import type { Database } from '../../db/schema';
import type { CalculatorSettingsTable } from '../../db/tables/calculators';
import { ServiceError } from '../service-error';

function toSettings(row: CalculatorSettingsTable): CalculatorSettings {
  // Parsing what we send catches a bad row (zero price, malformed date) here, not in a visitor's sum.
  return calculatorSettingsSchema.parse({
    goldPricePerGram: row.gold_price_per_gram,
    silverPricePerGram: row.silver_price_per_gram,
    pricesSetAt: row.prices_set_at,
    nisabGoldGrams: row.nisab_gold_grams,
    nisabSilverGrams: row.nisab_silver_grams,
    fitrAmountPerPerson: row.fitr_amount_per_person,
    fitrGramsPerPerson: row.fitr_grams_per_person,
    mealPrice: row.meal_price,
    clothingPrice: row.clothing_price,
    effectiveAt: row.effective_at,
  });
}

/** The settings in effect at `now`: the latest row whose effective time has come; null when none has. */
export async function currentCalculatorSettings(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<CalculatorSettings | null> {
  const row = await db
    .selectFrom('calculator_settings')
    .selectAll()
    .where('effective_at', '<=', now.toISOString())
    .orderBy('effective_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toSettings(row) : null;
}

/** The settings the calculators use now; with none in effect the calculators cannot work (503). */
export async function requireCalculatorSettings(db: Kysely<Database>): Promise<CalculatorSettings> {
  const settings = await currentCalculatorSettings(db);
  if (!settings) throw new ServiceError(503, 'settings_unavailable', 'calc:errors.settingsUnavailable');
  return settings;
}
