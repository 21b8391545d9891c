/**
 * Calculator settings: one row per set of prices and thresholds, keyed by when it takes effect.
 * The service serves the latest row in effect, so a new price is a new row and the history stays.
 * Money in integer halalas, weights in whole grams, dates as ISO 8601 strings.
 */
export interface CalculatorSettingsTable {
  effective_at: string;
  gold_price_per_gram: number;
  silver_price_per_gram: number;
  prices_set_at: string;
  nisab_gold_grams: number;
  nisab_silver_grams: number;
  fitr_amount_per_person: number;
  fitr_grams_per_person: number;
  meal_price: number;
  clothing_price: number;
}

export interface CalculatorTables {
  calculator_settings: CalculatorSettingsTable;
}
