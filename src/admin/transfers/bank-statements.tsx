import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  Confirm,
  DataTable,
  List,
  Show,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { adminFetch } from '../api';
import { ListActions } from '../csv-export';
import { serverErrors } from '../form-errors';
import { WhenField, CountField } from '../fields';
import { useStaffAction } from '../use-staff-action';
import { STATEMENT_LIMITS, type StatementMapping } from '../transfer-schemas';
import { plainNumber } from '../i18n-provider';
import { useTransferText } from './money-text';

const T = 'transfers.import';
const FIELDS = 'resources.bank-statements.fields';

interface Line {
  id: number;
  position: number;
  cells: string[];
  valueDate: string | null;
  amount: number | null;
  reference: string | null;
  description: string | null;
  state: 'confirmed' | 'proposed' | 'unmatched' | 'unreadable' | 'notCredit';
  match: {
    kind: 'exact' | 'reference' | 'amount';
    orderId: string;
    orderNumber: number;
    orderTotal: number;
    donorName: string;
  } | null;
  confirmation: { id: number; status: string; orderId: string; orderNumber: number } | null;
}

/** Choosing a statement file; the server reads it and answers with the proposals (or asks for the columns). */
function Upload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    adminFetch<{ data: { id: number } }>('/bank-statements', { method: 'POST', form })
      .then((answer) => {
        setError('');
        notify('ra.notification.created', { messageArgs: { smart_count: 1 } });
        redirect('show', 'bank-statements', answer.data.id);
      })
      .catch((failure: unknown) => {
        const { fields, message } = serverErrors(failure);
        setError(fields.file ?? message);
      })
      .finally(() => setBusy(false));
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.hint`, {
              lines: STATEMENT_LIMITS.maxLines,
              size: STATEMENT_LIMITS.maxBytes / 1024 / 1024,
            })}
          </Typography>
          <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <span>{translate(`${T}.file`)}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              data-testid="statement-file"
            />
          </Box>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box>
            <Button variant="contained" onClick={send} disabled={!file || busy}>
              {translate(`${T}.upload`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function BankStatementList() {
  return (
    <>
      <Upload />
      <List sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions filters={false} />} empty={false}>
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="fileName" disableSort />
          <DataTable.Col source="lineCount" disableSort field={CountField} />
          <DataTable.Col source="staffEmail" disableSort />
          <DataTable.Col source="createdAt" field={WhenField} />
        </DataTable>
      </List>
    </>
  );
}

/** Which column is what: chosen once per bank (the header row), then remembered by the server. */
function MappingForm({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const act = useStaffAction();
  const header = record.header as string[];
  const current = record.mapping as StatementMapping | null;
  const [mapping, setMapping] = useState<Record<keyof StatementMapping, number | null>>(
    current ?? { date: null, amount: null, reference: null, description: null },
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const keys: Array<keyof StatementMapping> = ['date', 'amount', 'reference', 'description'];
  const save = () =>
    void act(adminFetch(`/bank-statements/${String(record.id)}/mapping`, { method: 'PUT', body: mapping }), {
      onFields: setFields,
    });
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            {translate(`${T}.mapping`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.mappingHint`)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
            {keys.map((key) => (
              <TextField
                key={key}
                select
                sx={{ minWidth: 180 }}
                label={translate(`${T}.${key}`)}
                value={mapping[key] === null ? '' : String(mapping[key])}
                onChange={(event) =>
                  setMapping({ ...mapping, [key]: event.target.value === '' ? null : Number(event.target.value) })
                }
                error={!!fields[key]}
                helperText={fields[key]}
              >
                <MenuItem value="">{translate(`${T}.none`)}</MenuItem>
                {header.map((name, index) => (
                  <MenuItem key={index} value={String(index)}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Box>
            <Button variant="contained" onClick={save}>
              {translate(`${T}.saveMapping`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

const STATE_COLOURS = {
  confirmed: 'success',
  proposed: 'info',
  unmatched: 'warning',
  unreadable: 'error',
  notCredit: 'default',
} as const;

/** The statement's lines with the server's proposals; each acceptance asks first. */
function Lines({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const act = useStaffAction();
  const refresh = useRefresh();
  const notify = useNotify();
  const { money, day } = useTransferText();
  const lines = record.lines as Line[];
  const [asking, setAsking] = useState<Line | 'all' | null>(null);
  const exact = Number(record.exact);
  const accept = () => {
    const target = asking;
    setAsking(null);
    if (target === null) return;
    if (target === 'all') {
      adminFetch<{ data: { confirmed: unknown[]; refused: Array<{ message: string }> } }>(
        `/bank-statements/${String(record.id)}/accept-all`,
        { method: 'POST', body: { confirm: true } },
      )
        .then((answer) => {
          notify(`${T}.acceptedAll`, {
            type: answer.data.refused.length ? 'warning' : 'info',
            messageArgs: { confirmed: answer.data.confirmed.length, refused: answer.data.refused.length },
          });
          refresh();
        })
        .catch((failure: unknown) => notify(serverErrors(failure).message, { type: 'error' }));
      return;
    }
    void act(
      adminFetch(`/bank-statements/${String(record.id)}/lines/${target.id}/accept`, {
        method: 'POST',
        body: { confirm: true },
      }),
      { done: 'transfers.confirm.done' },
    );
  };
  const one = asking !== null && asking !== 'all' ? asking : null;
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography variant="body2">
          {translate(`${T}.summary`, {
            proposed: record.proposed,
            unmatched: record.unmatched,
            confirmed: record.confirmed,
            unreadable: record.unreadable,
          })}
        </Typography>
        {exact > 0 ? (
          <Button variant="contained" onClick={() => setAsking('all')} data-testid="accept-all">
            {translate(`${T}.acceptAll`, { count: exact })}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="statement-lines">
          <TableHead>
            <TableRow>
              {['position', 'valueDate', 'amount', 'reference', 'description', 'state', 'orderNumber'].map((key) => (
                <TableCell key={key}>{translate(`${FIELDS}.${key}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => {
              const order = line.match ?? line.confirmation;
              return (
                <TableRow key={line.id}>
                  <TableCell>{plainNumber(line.position)}</TableCell>
                  <TableCell>{day(line.valueDate)}</TableCell>
                  <TableCell>{line.amount === null ? '—' : money(line.amount)}</TableCell>
                  <TableCell>
                    <bdi dir="ltr">{line.reference ?? ''}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{line.description ?? (line.state === 'unreadable' ? line.cells.join(' · ') : '')}</bdi>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLOURS[line.state]}
                      label={translate(`transfers.lineStates.${line.state}`)}
                    />
                    {line.match ? (
                      <Typography variant="caption" component="div">
                        {translate(`transfers.matchKinds.${line.match.kind}`)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {order ? (
                      <Link to={`/orders/${encodeURIComponent(order.orderId)}/show`}>
                        {plainNumber(order.orderNumber)}
                        {line.match ? ` · ${money(line.match.orderTotal)} · ${line.match.donorName}` : ''}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {line.state === 'proposed' ? (
                      <Button size="small" variant="outlined" onClick={() => setAsking(line)}>
                        {translate(`${T}.accept`)}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Confirm
        isOpen={asking !== null}
        title="transfers.confirm.dialogTitle"
        content={asking === 'all' ? `${T}.dialogAll` : `${T}.dialogOne`}
        translateOptions={
          one
            ? {
                number: one.match?.orderNumber,
                amount: money(one.amount),
                reference: one.reference ?? '—',
                date: day(one.valueDate),
              }
            : { count: exact }
        }
        confirm="transfers.confirm.yes"
        cancel="transfers.confirm.cancel"
        onConfirm={accept}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

function StatementBody() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <MappingForm key={JSON.stringify(record.mapping)} record={record} />
      {record.mapping ? <Lines record={record} /> : null}
    </Box>
  );
}

export function BankStatementShow() {
  return (
    <Show>
      <StatementBody />
    </Show>
  );
}
