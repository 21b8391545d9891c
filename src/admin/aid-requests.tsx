import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TextInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { dataProvider as adminDataProvider } from './data-provider';
import { aidStatusChangeSchema } from './schemas';
import { clientErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import { WhenField } from './fields';
import { plainNumber } from './i18n-provider';
import { ListActions } from './csv-export';
import { FilesPanel } from './inbox';

const STATUSES = ['received', 'underReview', 'needsDocuments', 'approved', 'declined', 'delivered', 'closed'];

export function AidStatusChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <Chip size="small" label={translate(`aid.statuses.${String(record.status)}`)} /> : null;
}

export function AidRequestList() {
  const filters = [
    <SelectInput
      key="status"
      source="status"
      choices={STATUSES.map((id) => ({ id, name: `aid.statuses.${id}` }))}
      alwaysOn
    />,
    <TextInput key="reference" source="reference" alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="applicantName" disableSort />
        <DataTable.Col source="status" field={AidStatusChip} />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}

/** The next step: only the moves the workflow allows from here, with a note the applicant receives by SMS. */
function MovePanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const provider = useDataProvider<typeof adminDataProvider>();
  const act = useStaffAction();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  if (!record) return null;
  const next = (record.next as string[] | undefined) ?? [];
  if (next.length === 0) return null;
  const submit = () => {
    const parsed = aidStatusChangeSchema.safeParse({ status, note });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    void act(provider.action('aid-requests', record.id, 'status', parsed.data), { onFields: setFields }).then(
      (done) => {
        if (!done) return;
        setStatus('');
        setNote('');
      },
    );
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {translate('resources.aid-requests.move')}
          </Typography>
          <TextField
            select
            label={translate('resources.aid-requests.fields.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            error={!!fields.status}
            helperText={fields.status}
            data-testid="aid-next-status"
          >
            {next.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`aid.statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.aid-requests.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={!!fields.note}
            helperText={fields.note}
          />
          <Box>
            <MuiButton variant="contained" onClick={submit} disabled={!status}>
              {translate('ra.action.save')}
            </MuiButton>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Note() {
  const record = useRecordContext();
  return record?.note ? <Alert severity="info">{String(record.note)}</Alert> : null;
}

export function AidRequestShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="reference" />
        <AidStatusChip />
        <WhenField source="statusUpdatedAt" />
        <Note />
        <RaTextField source="applicantName" />
        <RaTextField source="applicantNationalId" />
        <RaTextField source="mobile" />
        <RaTextField source="email" emptyText="—" />
        <RaTextField source="city" />
        <RaTextField source="patientName" />
        <FunctionField source="patientAge" render={(record) => plainNumber(record.patientAge)} />
        <FunctionField
          source="patientRelationship"
          render={(record) =>
            translate(`options.relationship.${String(record.patientRelationship)}`, {
              _: String(record.patientRelationship),
            })
          }
        />
        <FunctionField
          source="needCategory"
          render={(record) =>
            translate(`options.needCategory.${String(record.needCategory)}`, { _: String(record.needCategory) })
          }
        />
        <RaTextField source="needDescription" />
        <WhenField source="createdAt" />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <FilesPanel />
        <MovePanel />
      </Box>
    </Show>
  );
}
