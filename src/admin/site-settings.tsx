import { Edit, SaveButton, TextInput, Toolbar } from 'react-admin';
import { siteSettingsSchema } from './site-content-schemas';
import { ContentForm } from './site-content-fields';

/** The association's identity (receipts print its name and licence number) and contacts: one record. */
export function SiteSettingsEdit() {
  return (
    <Edit
      resource="site-settings"
      id={1}
      mutationMode="pessimistic"
      redirect={false}
      title="resources.site-settings.name"
    >
      {/* One fixed record: saved, never deleted. */}
      <ContentForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        schema={siteSettingsSchema}
        fields={[
          { name: 'name' },
          { name: 'short_name' },
          { name: 'registration_authority' },
          { name: 'address', rows: 2 },
          { name: 'working_hours' },
        ]}
      >
        <TextInput source="licence_number" dir="ltr" />
        <TextInput source="phone" dir="ltr" />
        <TextInput source="whatsapp" dir="ltr" />
        <TextInput source="email" dir="ltr" />
      </ContentForm>
    </Edit>
  );
}
