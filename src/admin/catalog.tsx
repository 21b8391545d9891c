import { Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  FormDataConsumer,
  Labeled,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { CAPPED_KINDS, CATALOG_KINDS, isFixedPrice } from '../domain/giving/kinds';
import { FUNDS, KIND_FUND_DEFAULTS } from '../domain/giving/funds';
import { catalogItemSchema } from './site-content-schemas';
import { zodFormValidator } from './zod-form';
import { ImageUpload } from './image-upload';
import {
  BilingualFields,
  FieldRow,
  LocalText,
  MoneyField,
  MoneyInput,
  formScreens,
  SiteList,
  statusColumn,
  statusFilter,
} from './site-content-fields';
import { PublishingInputs } from './content-screens';
import { CountField } from './fields';

/**
 * The contribution catalogue, every kind: words and pictures for editors; price, stock, target,
 * fund and the zakat flag for finance (shown read-only to editors; the API refuses them anyway).
 */
const kindChoices = CATALOG_KINDS.map((kind) => ({ id: kind, name: `resources.catalog.kinds.${kind}` }));
const fundChoices = FUNDS.map((fund) => ({ id: fund, name: `resources.catalog.funds.${fund}` }));

export function CatalogList() {
  const filters = [
    statusFilter,
    <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
    <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
  ];
  return (
    <SiteList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="kind" field={() => <SelectField source="kind" choices={kindChoices} />} />
        <DataTable.Col source="unit_price" field={() => <MoneyField source="unit_price" />} />
        <DataTable.Col source="stock_left" disableSort field={CountField} />
        <DataTable.Col source="target" field={() => <MoneyField source="target" />} />
        <DataTable.Col source="collected" field={() => <MoneyField source="collected" />} />
        {statusColumn}
      </DataTable>
    </SiteList>
  );
}

/** The details each kind's public card shows (the others stay empty). */
const DETAILS_OF: Record<string, readonly string[]> = {
  family: ['city', 'need'],
  bill: ['category', 'city'],
  relieve: ['city', 'need'],
  product: ['category'],
  'farm-product': ['category'],
};

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1, width: '100%' }}>
      {translate(`resources.catalog.sections.${title}`)}
    </Typography>
  );
}

function CatalogForm({ creating = false }: { creating?: boolean }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const money = permissions === 'admin' || permissions === 'finance';
  return (
    <SimpleForm validate={zodFormValidator(catalogItemSchema, translate)} sx={{ maxWidth: 1280 }}>
      {/* An editor may only start rows that need no price or target (their fund is the kind's own). */}
      <SelectInput
        source="kind"
        choices={
          creating && !money
            ? kindChoices.filter(
                (choice) => !isFixedPrice(choice.id) && !(CAPPED_KINDS as readonly string[]).includes(choice.id),
              )
            : kindChoices
        }
        readOnly={!creating}
      />
      <Section title="texts" />
      <BilingualFields fields={[{ name: 'title' }, { name: 'summary', rows: 2 }]} />
      <FormDataConsumer>
        {({ formData }) => {
          const kind = String(formData.kind ?? '');
          const fixed = isFixedPrice(kind);
          const capped = (CAPPED_KINDS as readonly string[]).includes(kind);
          const details = (DETAILS_OF[kind] ?? []).map((name) => ({ name }));
          return (
            <>
              {details.length > 0 ? (
                <>
                  <Section title="details" />
                  <BilingualFields fields={details} />
                  {kind === 'family' ? (
                    <FieldRow>
                      <NumberInput source="members" />
                    </FieldRow>
                  ) : null}
                </>
              ) : null}
              <Section title="money" />
              <FieldRow>
                {fixed ? <MoneyInput source="unit_price" readOnly={!money} /> : null}
                {fixed ? <NumberInput source="stock_total" readOnly={!money} /> : null}
                {fixed && !creating ? (
                  <Labeled source="sold">
                    <TextField source="sold" emptyText="—" />
                  </Labeled>
                ) : null}
                {!fixed ? (
                  <MoneyInput source="target" readOnly={!money} helperText={capped ? undefined : false} />
                ) : null}
                {!creating ? (
                  <Labeled source="collected">
                    <MoneyField source="collected" />
                  </Labeled>
                ) : null}
                <SelectInput source="fund" choices={fundChoices} readOnly={!money} />
                <BooleanInput source="zakat_eligible" readOnly={!money} />
              </FieldRow>
            </>
          );
        }}
      </FormDataConsumer>
      <Section title="display" />
      <FieldRow>
        <ImageUpload source="image" label="resources.catalog.fields.image" />
        <NumberInput source="position" />
        <BooleanInput source="most_needed" />
      </FieldRow>
      <PublishingInputs />
    </SimpleForm>
  );
}

const EMPTY = {
  category_ar: '',
  category_en: '',
  city_ar: '',
  city_en: '',
  need_ar: '',
  need_en: '',
  members: null,
  unit_price: null,
  stock_total: null,
  target: null,
  image: '',
  position: 0,
  status: 'draft',
  publish_at: null,
  most_needed: false,
};

export const { Create: CatalogCreate, Edit: CatalogEdit } = formScreens(
  CatalogForm,
  {
    ...EMPTY,
    kind: 'cause',
    fund: KIND_FUND_DEFAULTS.cause.fund,
    zakat_eligible: KIND_FUND_DEFAULTS.cause.zakatEligible,
  },
  { publishing: true },
);
