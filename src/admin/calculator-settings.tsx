import { CircularProgress, Typography } from '@mui/material';
import { Create, DataTable, NumberInput, SimpleForm, useGetList, useTranslate } from 'react-admin';
import { RiyadhDateTimeInput } from './riyadh-date-time-input';
import { calculatorPricesSchema } from './site-content-schemas';
import { zodFormValidator } from './zod-form';
import { WhenField } from './fields';
import { FieldRow, MoneyField, MoneyInput, SiteList } from './site-content-fields';

/**
 * Calculator prices: the history of price sets (the latest in force first) and a form for a new
 * set, filled with the set in force. Saving makes a new set in force at once; none is edited.
 */
export function CalculatorSettingsList() {
  return (
    <SiteList sort={{ field: 'effective_at', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="effective_at" field={() => <WhenField source="effective_at" />} />
        <DataTable.Col
          source="gold_price_per_gram"
          disableSort
          field={() => <MoneyField source="gold_price_per_gram" />}
        />
        <DataTable.Col
          source="silver_price_per_gram"
          disableSort
          field={() => <MoneyField source="silver_price_per_gram" />}
        />
        <DataTable.Col source="prices_set_at" field={() => <WhenField source="prices_set_at" />} />
      </DataTable>
    </SiteList>
  );
}

const PRICE_FIELDS = [
  'gold_price_per_gram',
  'silver_price_per_gram',
  'fitr_amount_per_person',
  'meal_price',
  'clothing_price',
] as const;
const GRAM_FIELDS = ['nisab_gold_grams', 'nisab_silver_grams', 'fitr_grams_per_person'] as const;

export function CalculatorSettingsCreate() {
  const translate = useTranslate();
  const { data, isPending } = useGetList('calculator-settings', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'effective_at', order: 'DESC' },
  });
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  const current = data?.[0] ?? {};
  const record = Object.fromEntries([...PRICE_FIELDS, ...GRAM_FIELDS].map((field) => [field, current[field] ?? null]));
  return (
    <Create
      redirect="list"
      record={{ ...record, prices_set_at: new Date().toISOString() }}
      title="resources.calculator-settings.newPrices"
    >
      <SimpleForm validate={zodFormValidator(calculatorPricesSchema, translate)} sx={{ maxWidth: 1280 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('resources.calculator-settings.newPrices')}
        </Typography>
        <FieldRow>
          {PRICE_FIELDS.map((field) => (
            <MoneyInput key={field} source={field} />
          ))}
          {/* The browser's local time, sent as the instant it is (UTC). */}
          <RiyadhDateTimeInput source="prices_set_at" />
        </FieldRow>
        <FieldRow>
          {GRAM_FIELDS.map((field) => (
            <NumberInput key={field} source={field} />
          ))}
        </FieldRow>
      </SimpleForm>
    </Create>
  );
}
