import { WhenField } from './fields';
import { Box } from '@mui/material';
import { DataTable, DateInput, List, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ListActions } from './csv-export';

function Changes() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const show = (label: string, value: unknown) =>
    value === null || value === undefined ? null : (
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <strong>{translate(label)}</strong>
        <Box component="pre" dir="ltr" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.8rem', m: 0 }}>
          {JSON.stringify(value, null, 2)}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {show('resources.audit.fields.before', record.before)}
      {show('resources.audit.fields.after', record.after)}
    </Box>
  );
}

const filters = [<TextInput key="staffEmail" source="staffEmail" alwaysOn />, <TextInput key="entity" source="entity" />, <TextInput key="action" source="action" />, <DateInput key="from" source="from" label="from" />, <DateInput key="to" source="to" label="to" />];

/** Append-only: listed and filtered, never edited. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
      <DataTable bulkActionButtons={false} expand={<Changes />} rowClick={false}>
        <DataTable.Col source="at" field={WhenField} />
        <DataTable.Col source="staffEmail" />
        <DataTable.Col source="action" />
        <DataTable.Col source="entity" />
        <DataTable.Col source="entityId" />
      </DataTable>
    </List>
  );
}
