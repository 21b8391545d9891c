import type { z } from 'zod';
import { calculatorPricesSchema } from '#src/admin/site-content-schemas';
import { pick, tableHandlers, type Row, type TableResource } from '../table-resource';

/**
 * Calculator prices (gold, silver, zakat al-Fitr, meals, garments) and thresholds. Each save is a
 * new row in force from that moment (the calculators read the latest in force), so the history of
 * prices stays and no row is edited or deleted: the resource has list, read and create only.
 */
const PRICES = [
  'gold_price_per_gram',
  'silver_price_per_gram',
  'nisab_gold_grams',
  'nisab_silver_grams',
  'fitr_amount_per_person',
  'fitr_grams_per_person',
  'meal_price',
  'clothing_price',
];

function view(row: Row) {
  return { id: row.effective_at, ...pick(row, ['effective_at', 'prices_set_at'], PRICES) };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const calculatorSettingsResource: TableResource<z.infer<typeof calculatorPricesSchema>> = {
  table: 'calculator_settings',
  entity: 'calculator-settings',
  schema: calculatorPricesSchema,
  money: ['gold_price_per_gram', 'silver_price_per_gram', 'fitr_amount_per_person', 'meal_price', 'clothing_price'],
  key: 'effective_at',
  ids: 'column',
  parseId: (raw) => (ISO_INSTANT.test(raw) ? raw : null),
  view,
  columns: (input, ctx) => ({
    ...input,
    prices_set_at: new Date(input.prices_set_at).toISOString(),
    effective_at: ctx.now.toISOString(),
  }),
  sortable: { id: 'effective_at', effective_at: 'effective_at', prices_set_at: 'prices_set_at' },
  defaultSort: 'effective_at',
  defaultOrder: 'DESC',
  affects: () => ({ contentTypes: ['calculator-settings'], paths: ['/calc/money', '/calc/fetir', '/calc/kafarat'] }),
};

export const calculatorSettingsHandlers = tableHandlers(calculatorSettingsResource);
