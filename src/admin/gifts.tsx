import { Box } from '@mui/material';
import {
  DataTable,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocale,
  useRecordContext,
} from 'react-admin';
import { giftCardSchema, giftOccasionSchema } from './site-content-schemas';
import { ImageUpload } from './image-upload';
import { ContentForm, LocalText, formScreens, localTitle, SiteList } from './site-content-fields';
import { CountField } from './fields';

/** Gift occasions and their card designs (colours checked for contrast by the shared schema). */
export function OccasionList() {
  return (
    <SiteList sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="position" field={CountField} />
      </DataTable>
    </SiteList>
  );
}

function OccasionForm() {
  return (
    <ContentForm schema={giftOccasionSchema} fields={[{ name: 'title' }, { name: 'summary', rows: 2 }]}>
      <ImageUpload source="image" label="resources.gift-occasions.fields.image" />
      <NumberInput source="position" />
    </ContentForm>
  );
}

export const { Create: OccasionCreate, Edit: OccasionEdit } = formScreens(OccasionForm, { position: 0, image: '' });

/** The card's colours as the recipient sees them. */
function Swatch() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: String(record.background),
        color: String(record.foreground),
      }}
    >
      <LocalText />
    </Box>
  );
}

function OccasionInput({ alwaysOn: _alwaysOn }: { alwaysOn?: boolean }) {
  const locale = useLocale();
  return (
    <ReferenceInput source="occasion_id" reference="gift-occasions">
      <SelectInput optionText={localTitle(locale)} />
    </ReferenceInput>
  );
}

export function CardList() {
  return (
    <SiteList filters={[<OccasionInput key="occasion" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={Swatch} />
        <DataTable.Col source="occasion_id">
          <ReferenceField source="occasion_id" reference="gift-occasions" link={false} />
        </DataTable.Col>
        <DataTable.Col source="position" field={CountField} />
      </DataTable>
    </SiteList>
  );
}

function CardForm() {
  return (
    <ContentForm schema={giftCardSchema} fields={[{ name: 'title' }]} before={<OccasionInput />}>
      <ImageUpload source="image" label="resources.gift-cards.fields.image" />
      <TextInput source="background" type="color" sx={{ minWidth: 160 }} />
      <TextInput source="foreground" type="color" sx={{ minWidth: 160 }} />
      <NumberInput source="position" />
    </ContentForm>
  );
}

export const { Create: CardCreate, Edit: CardEdit } = formScreens(CardForm, {
  position: 0,
  image: '',
  background: '#0f5c4d',
  foreground: '#ffffff',
});
