import {
  BooleanInput,
  DataTable,
  Labeled,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocale,
} from 'react-admin';
import { pathSchema, programSchema } from './site-content-schemas';
import { ImageUpload } from './image-upload';
import {
  ContentForm,
  LocalText,
  MoneyField,
  MoneyInput,
  formScreens,
  localTitle,
  SiteList,
  statusColumn,
  statusFilter,
} from './site-content-fields';
import { PublishingInputs } from './content-screens';
import { CountField } from './fields';

/** Donation paths and their programs: texts side by side, targets and progress in riyals. */
const search = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn />];

export function PathList() {
  return (
    <SiteList filters={search} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="slug" />
        <DataTable.Col source="position" field={CountField} />
      </DataTable>
    </SiteList>
  );
}

function PathForm() {
  return (
    <ContentForm schema={pathSchema} fields={[{ name: 'title' }, { name: 'description', rows: 3 }]}>
      <ImageUpload source="image" label="resources.paths.fields.image" />
      <TextInput source="slug" dir="ltr" />
      <NumberInput source="position" />
    </ContentForm>
  );
}

export const { Create: PathCreate, Edit: PathEdit } = formScreens(PathForm, { position: 0, image: '' });

export function ProgramList() {
  const locale = useLocale();
  const filters = [
    ...search,
    statusFilter,
    <ReferenceInput key="path" source="path_id" reference="paths" alwaysOn>
      <SelectInput optionText={localTitle(locale)} />
    </ReferenceInput>,
  ];
  return (
    <SiteList filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="path_id" disableSort>
          <ReferenceField source="path_id" reference="paths" link={false} />
        </DataTable.Col>
        <DataTable.Col source="target_halalas" field={() => <MoneyField source="target_halalas" />} />
        <DataTable.Col source="collected_halalas" field={() => <MoneyField source="collected_halalas" />} />
        {statusColumn}
      </DataTable>
    </SiteList>
  );
}

function ProgramForm({ creating = false }: { creating?: boolean }) {
  const locale = useLocale();
  return (
    <ContentForm
      schema={programSchema}
      fields={[{ name: 'title' }, { name: 'summary', rows: 2 }, { name: 'body', rows: 6 }]}
    >
      <ImageUpload source="image" label="resources.programs.fields.image" />
      <ReferenceInput source="path_id" reference="paths">
        <SelectInput optionText={localTitle(locale)} />
      </ReferenceInput>
      <MoneyInput source="target_halalas" />
      {creating ? null : (
        <Labeled source="collected_halalas">
          <MoneyField source="collected_halalas" />
        </Labeled>
      )}
      <MoneyInput source="collected_adjustment" helperText="resources.programs.adjustmentHelp" />
      <NumberInput source="beneficiaries" />
      <NumberInput source="position" />
      <BooleanInput source="featured" />
      <PublishingInputs />
    </ContentForm>
  );
}

export const { Create: ProgramCreate, Edit: ProgramEdit } = formScreens(
  ProgramForm,
  {
    position: 0,
    image: '',
    featured: false,
    status: 'draft',
    publish_at: null,
    beneficiaries: 0,
    collected_adjustment: 0,
  },
  { publishing: true },
);
