import { WhenField } from './fields';
import { useState } from 'react';
import { Alert, Box, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { serverErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import {
  BooleanField,
  Button,
  Confirm,
  Create,
  DataTable,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { STAFF_ROLE_VALUES } from './schemas';
import type { dataProvider as adminDataProvider } from './data-provider';
import { zodFormValidator } from './zod-form';
import { inviteSchema } from './schemas';
import { ListActions } from './csv-export';
import { isolate } from '../lib/isolate';
import { SET_PASSWORD_HOURS } from './limits';
import { CopyButton } from './copy-button';
import { i18nProvider, languageName } from './i18n-provider';

export function RoleField() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{record ? translate(`roles.${String(record.role)}`) : null}</span>;
}

type MemberAction = 'disable' | 'reset';

function ActionButtons() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const provider = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const staffAction = useStaffAction();
  const translate = useTranslate();
  const [link, setLink] = useState('');
  const [confirming, setConfirming] = useState<MemberAction | null>(null);
  if (!record) return null;
  // One's own row offers nothing: the server refuses a change to one's own role or account.
  if (identity && identity.id === record.id)
    return <Typography variant="body2">{translate('resources.staff.you')}</Typography>;
  const ask = (name: MemberAction) => (event: React.MouseEvent) => {
    event.stopPropagation();
    setConfirming(name);
  };
  const act = (name: MemberAction) => {
    setConfirming(null);
    provider.action<{ link?: string }>('staff', record.id, name).then(
      ({ data }) => {
        if (data.link) setLink(data.link);
        refresh();
      },
      (error: unknown) => notify(serverErrors(error).message, { type: 'error' }),
    );
  };
  const changeRole = (role: string) => {
    if (role === record.role) return;
    void staffAction(provider.action('staff', record.id, 'role', { role }), { done: 'resources.staff.roleChanged' });
  };
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <MuiTextField
        select
        size="small"
        label={translate('resources.staff.changeRole')}
        value={String(record.role)}
        onChange={(event) => changeRole(event.target.value)}
        sx={{ minWidth: 160, me: 1 }}
        data-testid="staff-role"
      >
        {STAFF_ROLE_VALUES.map((role) => (
          <MenuItem key={role} value={role}>
            {translate(`roles.${role}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      {!record.disabled ? <Button label="resources.staff.disable" onClick={ask('disable')} /> : null}
      <Button label="resources.staff.reset" onClick={ask('reset')} />
      <Confirm
        isOpen={confirming !== null}
        title={`resources.staff.confirm.${confirming ?? 'disable'}.title`}
        content={`resources.staff.confirm.${confirming ?? 'disable'}.content`}
        translateOptions={{ email: isolate(String(record.email)) }}
        onConfirm={() => confirming && act(confirming)}
        onClose={() => setConfirming(null)}
      />
      {link ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('resources.staff.inviteLink', { count: SET_PASSWORD_HOURS })}
          <Box component="code" dir="ltr" sx={{ display: 'block', wordBreak: 'break-all' }}>
            {link}
          </Box>
          <CopyButton text={link} />
        </Alert>
      ) : null}
    </Box>
  );
}

export function StaffList() {
  return (
    <List pagination={false} actions={<ListActions filters={false} />}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="role" disableSort field={RoleField} />
        <DataTable.Col source="hasSecondFactor" disableSort field={BooleanField} />
        <DataTable.Col source="disabled" disableSort field={BooleanField} />
        <DataTable.Col source="createdAt" disableSort field={WhenField} />
        <DataTable.Col label="">
          <ActionButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/**
 * Inviting a member: the server emails the one-time link in the language chosen here (the inviting
 * screen's by default); the link is also shown once, to copy if the email goes astray.
 */
export function StaffCreate() {
  const translate = useTranslate();
  const locale = useLocale();
  const [created, setCreated] = useState<{ email: string; link: string; locale: string } | null>(null);
  if (created) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {created.email}
        </Typography>
        <Alert severity="success" sx={{ mt: 2 }} data-testid="invite-emailed">
          {translate('resources.staff.emailed', {
            email: isolate(created.email),
            language: languageName(created.locale),
          })}
        </Alert>
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.staff.linkBackup', { count: SET_PASSWORD_HOURS })}
          <Box component="code" data-testid="invite-link" dir="ltr" sx={{ display: 'block', wordBreak: 'break-all' }}>
            {created.link}
          </Box>
          <CopyButton text={created.link} />
        </Alert>
      </Box>
    );
  }
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: RaRecord, variables: { data?: Partial<RaRecord> }) =>
          setCreated({
            email: String(data.email),
            link: String(data.link),
            locale: String(variables.data?.locale ?? 'ar'),
          }),
      }}
    >
      <SimpleForm validate={zodFormValidator(inviteSchema, translate)} defaultValues={{ locale }}>
        <TextInput source="email" type="email" />
        <TextInput source="name" />
        <SelectInput source="role" choices={STAFF_ROLE_VALUES.map((role) => ({ id: role, name: `roles.${role}` }))} />
        <SelectInput
          source="locale"
          choices={i18nProvider.getLocales!().map(({ locale: id, name }) => ({ id, name }))}
          translateChoice={false}
        />
      </SimpleForm>
    </Create>
  );
}

export const staffRepresentation = (record: RaRecord) => String(record.email);
export { FunctionField };
