import { DataTable, FormDataConsumer, NumberInput, SelectField, SelectInput, TextInput } from 'react-admin';
import { SLIDE_KINDS, slideSchema } from './site-content-schemas';
import { ImageUpload } from './image-upload';
import { ContentForm, LocalText, formScreens, SiteList, statusColumn, statusFilter } from './site-content-fields';
import { PublishingInputs } from './content-screens';
import { CountField } from './fields';

/** The home page's carousel: a picture with a link inside the site, or a video. */
const kindChoices = SLIDE_KINDS.map((kind) => ({ id: kind, name: `resources.home-slides.kinds.${kind}` }));

export function SlideList() {
  return (
    <SiteList
      filters={[statusFilter, <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />]}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalText} />
        <DataTable.Col source="kind" field={() => <SelectField source="kind" choices={kindChoices} />} />
        <DataTable.Col source="position" field={CountField} />
        {statusColumn}
      </DataTable>
    </SiteList>
  );
}

function SlideForm() {
  return (
    <ContentForm
      schema={slideSchema}
      fields={[{ name: 'title' }, { name: 'text', rows: 2 }]}
      before={<SelectInput source="kind" choices={kindChoices} />}
    >
      <ImageUpload source="image" label="resources.home-slides.fields.image" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'video' ? (
            <TextInput source="video_url" dir="ltr" sx={{ minWidth: 320 }} />
          ) : (
            <TextInput source="link" dir="ltr" sx={{ minWidth: 320 }} />
          )
        }
      </FormDataConsumer>
      <NumberInput source="position" />
      <PublishingInputs />
    </ContentForm>
  );
}

export const { Create: SlideCreate, Edit: SlideEdit } = formScreens(
  SlideForm,
  { status: 'draft', publish_at: null, kind: 'image', position: 0, image: '', link: '', video_url: '' },
  { publishing: true },
);
