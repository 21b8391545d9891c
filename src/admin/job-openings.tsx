import { BooleanField, BooleanInput, DataTable, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { riyadhDate } from '../lib/civil-dates';
import { EMPLOYMENT_TYPES, jobSchema } from './site-content-schemas';
import { ContentForm, LocalText, formScreens, SiteList, statusColumn, statusFilter } from './site-content-fields';
import { PublishingInputs } from './content-screens';
import { DayField } from './fields';

/** Openings on /jobs: open ones take applications until their closing day. */
const typeChoices = EMPLOYMENT_TYPES.map((type) => ({
  id: type,
  name: `resources.job-openings.employmentTypes.${type}`,
}));

export function JobOpeningList() {
  return (
    <SiteList
      filters={[statusFilter, <TextInput key="q" source="q" label="ra.action.search" alwaysOn />]}
      sort={{ field: 'sort_order', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="is_open" disableSort field={() => <BooleanField source="is_open" />} />
        <DataTable.Col source="posted_at" field={DayField} />
        <DataTable.Col source="closes_at" disableSort field={DayField} />
        {statusColumn}
      </DataTable>
    </SiteList>
  );
}

function JobOpeningForm() {
  return (
    <ContentForm
      schema={jobSchema}
      fields={[
        { name: 'title' },
        { name: 'department' },
        { name: 'location' },
        { name: 'summary', rows: 3 },
        { name: 'requirements', rows: 5 },
      ]}
    >
      <TextInput source="slug" dir="ltr" />
      <SelectInput source="employment_type" choices={typeChoices} />
      <DateInput source="posted_at" />
      <DateInput source="closes_at" parse={(value: string) => (value ? value : null)} />
      <NumberInput source="sort_order" />
      <BooleanInput source="is_open" />
      <PublishingInputs />
    </ContentForm>
  );
}

export const { Create: JobOpeningCreate, Edit: JobOpeningEdit } = formScreens(
  JobOpeningForm,
  () => ({
    employment_type: 'fullTime',
    is_open: true,
    sort_order: 0,
    posted_at: riyadhDate(new Date()),
    closes_at: null,
    status: 'draft',
    publish_at: null,
  }),
  { publishing: true },
);
