import { DataTable, NumberInput, TextField, TextInput } from 'react-admin';
import { bankAccountSchema } from './site-content-schemas';
import { ContentForm, LocalText, formScreens, SiteList } from './site-content-fields';
import { CountField } from './fields';

/** The accounts donors transfer to; the IBAN is checked (country, length, check digits) as it is typed. */
export function BankAccountList() {
  return (
    <SiteList sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="bank_ar" field={() => <LocalText name="bank" />} />
        <DataTable.Col source="iban" disableSort field={() => <TextField source="iban" dir="ltr" />} />
        <DataTable.Col source="position" field={CountField} />
      </DataTable>
    </SiteList>
  );
}

function BankAccountForm() {
  return (
    <ContentForm schema={bankAccountSchema} fields={[{ name: 'bank' }, { name: 'purpose' }, { name: 'account_name' }]}>
      <TextInput source="iban" dir="ltr" sx={{ minWidth: 360 }} />
      <NumberInput source="position" />
    </ContentForm>
  );
}

export const { Create: BankAccountCreate, Edit: BankAccountEdit } = formScreens(BankAccountForm, { position: 0 });
