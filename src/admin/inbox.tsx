import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DataTable,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useLocale,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminFetch } from './api';
import { ListActions, saveResponse } from './csv-export';
import { formatWhen, WhenField } from './fields';
import { clientErrors, serverErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import { currentLocale, languageName, plainNumber } from './i18n-provider';
import { INBOX_STATUSES, inboxNoteSchema, type InboxKind } from './operations-schemas';

/** What each kind shows in its list and on its page (the API's fields). */
const COLUMNS: Record<InboxKind, { list: string[]; show: string[] }> = {
  jobs: {
    list: ['name', 'mobile', 'city'],
    show: ['name', 'mobile', 'email', 'city', 'nationalId', 'qualification', 'major', 'yearsExperience', 'coverLetter'],
  },
  volunteers: {
    list: ['name', 'mobile', 'city'],
    show: ['name', 'mobile', 'email', 'city', 'interests', 'availability', 'skills'],
  },
  contact: { list: ['name', 'subject'], show: ['name', 'mobile', 'email', 'subject', 'message'] },
  'in-kind': {
    list: ['name', 'itemType', 'quantity'],
    show: ['name', 'mobile', 'city', 'itemType', 'description', 'quantity', 'condition'],
  },
};

/** Fields whose value is an option code, shown by its label (comma-separated lists too). */
const OPTION_FIELDS: Record<string, string> = {
  itemType: 'itemType',
  condition: 'condition',
  qualification: 'qualification',
  interests: 'interest',
  availability: 'availability',
};

/** `source`/`label` are read by the show layout for the field's label. */
function InboxStatusChip(_: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const color = record.status === 'new' ? 'warning' : record.status === 'done' ? 'success' : 'info';
  return <Chip size="small" color={color} label={translate(`resources.inbox.statuses.${String(record.status)}`)} />;
}

function Value({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      label={`resources.inbox.fields.${source}`}
      render={(record) => {
        const value = record[source];
        if (value === null || value === undefined || value === '') return '—';
        if (typeof value === 'number') return plainNumber(value);
        const list = OPTION_FIELDS[source];
        if (list)
          return String(value)
            .split(',')
            .map((code) => translate(`options.${list}.${code.trim()}`, { _: code }))
            .join(translate('listSeparator'));
        // Visitors' text: its own direction, line breaks kept.
        return (
          <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
            {String(value)}
          </Box>
        );
      }}
    />
  );
}

export function inboxList(kind: InboxKind) {
  return function InboxList() {
    const filters = [
      <SelectInput
        key="status"
        source="status"
        label="resources.inbox.fields.status"
        choices={INBOX_STATUSES.map((id) => ({ id, name: `resources.inbox.statuses.${id}` }))}
        alwaysOn
      />,
      <TextInput key="q" source="q" label="resources.inbox.fields.q" alwaysOn />,
      <DateInput key="from" source="from" label="resources.inbox.fields.from" />,
      <DateInput key="to" source="to" label="resources.inbox.fields.to" />,
    ];
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
        {phone ? (
          <SimpleList
            linkType="show"
            primaryText={(record) => String(record.name ?? record.reference)}
            secondaryText={(record) =>
              `${String(record.reference)} · ${translate(`resources.inbox.statuses.${String(record.status)}`)}`
            }
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="reference" label="resources.inbox.fields.reference" />
            {COLUMNS[kind].list.map((source) => (
              <DataTable.Col key={source} source={source} label={`resources.inbox.fields.${source}`} disableSort>
                <Value source={source} />
              </DataTable.Col>
            ))}
            <DataTable.Col source="status" label="resources.inbox.fields.status" field={InboxStatusChip} />
            <DataTable.Col source="createdAt" label="resources.inbox.fields.createdAt" field={WhenField} />
          </DataTable>
        )}
      </List>
    );
  };
}

/** Posts one inbox action; how it ends is the back office's rule (use-staff-action.ts). */
function useAct() {
  const act = useStaffAction();
  return (path: string, body: unknown, onFields?: (fields: Record<string, string>) => void) =>
    act(adminFetch(path, { method: 'POST', body }), { onFields });
}

/** new → in progress → done (or back to in progress): only the moves allowed from here. */
function StatusPanel({ kind }: { kind: InboxKind }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useAct();
  if (!record) return null;
  const next = (record.next as string[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="inbox-moves">
      <Typography component="span" sx={{ alignSelf: 'center' }}>
        {translate('resources.inbox.move')}:
      </Typography>
      {next.map((status) => (
        <MuiButton
          key={status}
          variant="outlined"
          size="small"
          onClick={() => void act(`/inbox/${kind}/${encodeURIComponent(String(record.id))}/status`, { status })}
        >
          {translate(`resources.inbox.statuses.${status}`)}
        </MuiButton>
      ))}
    </Stack>
  );
}

function NotesPanel({ kind }: { kind: InboxKind }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const act = useAct();
  const [body, setBody] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  if (!record) return null;
  const notes = (record.notes as RaRecord[] | undefined) ?? [];
  const save = () => {
    const parsed = inboxNoteSchema.safeParse({ body });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    void act(`/inbox/${kind}/${encodeURIComponent(String(record.id))}/notes`, parsed.data, setFields).then(
      (ok) => ok && setBody(''),
    );
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('resources.inbox.fields.notes')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.inbox.noteHint')}
        </Typography>
        <MuiList dense data-testid="inbox-notes">
          {notes.map((note) => (
            <ListItem key={String(note.id)} disableGutters>
              <ListItemText
                primary={
                  <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                    {String(note.body)}
                  </Box>
                }
                secondary={`${String(note.staffEmail)} — ${formatWhen(note.createdAt, locale)}`}
              />
            </ListItem>
          ))}
        </MuiList>
        <Stack spacing={1}>
          <MuiTextField
            label={translate('resources.inbox.addNote')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={2}
            error={!!fields.body}
            helperText={fields.body}
            data-testid="inbox-note-input"
          />
          <Box>
            <MuiButton variant="contained" onClick={save} disabled={!body.trim()}>
              {translate('resources.inbox.save')}
            </MuiButton>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Files the sender attached: each download asks the server for a one-time link first. */
export function FilesPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const files = (record?.files as RaRecord[] | undefined) ?? [];
  if (files.length === 0) return null;
  const open = async (file: RaRecord) => {
    try {
      const { data } = await adminFetch<{ data: { url: string } }>(`/files/${String(file.id)}/link`, {
        method: 'POST',
        body: {},
      });
      const response = await fetch(data.url, {
        credentials: 'same-origin',
        headers: { 'Accept-Language': currentLocale() },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        notify(body.error?.message ?? 'ra.notification.http_error', { type: 'error' });
        return;
      }
      await saveResponse(response, String(file.name));
    } catch (error) {
      notify(serverErrors(error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('resources.inbox.fields.files')}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('resources.inbox.linkHint')}
      </Alert>
      <Stack spacing={1} data-testid="inbox-files">
        {files.map((file) => (
          <Box key={String(file.id)}>
            <MuiButton startIcon={<DownloadIcon />} onClick={() => void open(file)}>
              <Box component="bdi" dir="auto">
                {String(file.name)}
              </Box>
            </MuiButton>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function inboxShow(kind: InboxKind) {
  return function InboxShow() {
    return (
      <Show>
        <SimpleShowLayout>
          <TextField source="reference" label="resources.inbox.fields.reference" />
          <InboxStatusChip source="status" label="resources.inbox.fields.status" />
          <WhenField source="createdAt" label="resources.inbox.fields.createdAt" />
          {COLUMNS[kind].show.map((source) => (
            <Value key={source} source={source} />
          ))}
          <FunctionField
            source="locale"
            label="resources.inbox.fields.locale"
            render={(record) => languageName(record.locale)}
          />
        </SimpleShowLayout>
        <Box sx={{ px: 2, pb: 2 }}>
          <StatusPanel kind={kind} />
          <FilesPanel />
          <NotesPanel kind={kind} />
        </Box>
      </Show>
    );
  };
}
