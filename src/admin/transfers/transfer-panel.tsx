import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { adminFetch } from '../api';
import { clientErrors } from '../form-errors';
import { useStaffAction } from '../use-staff-action';
import { formatWhen } from '../fields';
import { discrepancyDecisionSchema, transferConfirmationSchema } from '../transfer-schemas';
import { riyadhToday, useTransferText } from './money-text';

const T = 'transfers';

interface Confirmation extends RaRecord {
  status: 'paid' | 'discrepancy' | 'accepted' | 'rejected';
  bankReference: string;
  valueDate: string;
  amountExpected: number;
  amountReceived: number;
  difference: number;
  note: string | null;
  staffEmail: string;
  createdAt: string;
  decidedBy: string | null;
  decisionNote: string | null;
}

const STATUS_COLOURS = { paid: 'success', discrepancy: 'warning', accepted: 'success', rejected: 'default' } as const;

/** A confirmation's state as a chip (a discrepancy stands out until it is decided). */
export function ConfirmationStatus({ status }: { status: Confirmation['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      label={translate(`${T}.statuses.${status}`, { _: status })}
    />
  );
}

/**
 * Finance confirms a waiting bank transfer with what the statement says: the bank reference, the
 * value date (a Riyadh day, today at the latest) and the amount received. The screen asks before it
 * sends, saying whether the order will be paid or the difference flagged for a decision.
 */
function ConfirmForm({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const act = useStaffAction();
  const { money, day } = useTransferText();
  // The amount starts empty: it is typed from the statement, never taken from the order.
  const [values, setValues] = useState({ bankReference: '', valueDate: riyadhToday(), amount: '', note: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const ask = () => {
    const parsed = transferConfirmationSchema.safeParse({ ...values, confirm: true });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    setAsking(parsed.data.amount);
  };
  const send = () => {
    setAsking(null);
    setBusy(true);
    const sent = adminFetch(`/orders/${encodeURIComponent(String(record.id))}/transfer-received`, {
      method: 'POST',
      body: { ...values, confirm: true },
    });
    void act(sent, { done: `${T}.confirm.done`, onFields: setFields }).finally(() => setBusy(false));
  };
  const params =
    asking === null
      ? {}
      : {
          number: record.number,
          amount: money(asking),
          expected: money(record.total),
          reference: values.bankReference,
          date: day(values.valueDate),
        };
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {translate(`${T}.confirm.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.confirm.hint`)}
          </Typography>
          <TextField
            label={translate(`${T}.confirm.bankReference`)}
            value={values.bankReference}
            onChange={set('bankReference')}
            error={!!fields.bankReference}
            helperText={fields.bankReference}
            inputProps={{ dir: 'ltr', maxLength: 100 }}
            data-testid="transfer-reference"
          />
          <TextField
            type="date"
            label={translate(`${T}.confirm.valueDate`)}
            value={values.valueDate}
            onChange={set('valueDate')}
            error={!!fields.valueDate}
            helperText={fields.valueDate}
            inputProps={{ max: riyadhToday() }}
            InputLabelProps={{ shrink: true }}
            data-testid="transfer-value-date"
          />
          <TextField
            label={translate(`${T}.confirm.amount`)}
            value={values.amount}
            onChange={set('amount')}
            error={!!fields.amount}
            helperText={fields.amount}
            inputProps={{ inputMode: 'decimal', dir: 'ltr' }}
            data-testid="transfer-amount"
          />
          <TextField
            label={translate(`${T}.confirm.note`)}
            value={values.note}
            onChange={set('note')}
            error={!!fields.note}
            helperText={fields.note}
            multiline
            minRows={2}
          />
          {fields.id ? <Alert severity="error">{fields.id}</Alert> : null}
          <Box>
            <Button variant="contained" onClick={ask} disabled={busy || !values.bankReference || !values.amount}>
              {translate(`${T}.confirm.submit`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={asking !== null}
        title={`${T}.confirm.dialogTitle`}
        content={
          asking !== null && asking !== Number(record.total)
            ? `${T}.confirm.dialogDiscrepancy`
            : `${T}.confirm.dialogMatch`
        }
        translateOptions={params}
        confirm={`${T}.confirm.yes`}
        cancel={`${T}.confirm.cancel`}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

/** A discrepancy decided by finance or the director, with a reason, after a confirmation step. */
function DecideForm({ confirmation, orderNumber }: { confirmation: Confirmation; orderNumber: unknown }) {
  const translate = useTranslate();
  const act = useStaffAction();
  const { money } = useTransferText();
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const ask = (decision: 'accept' | 'reject') => () => {
    const parsed = discrepancyDecisionSchema.safeParse({ decision, note, confirm: true });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    setAsking(decision);
  };
  const send = () => {
    const decision = asking;
    setAsking(null);
    if (!decision) return;
    void act(
      adminFetch(`/transfer-confirmations/${confirmation.id}/decision`, {
        method: 'POST',
        body: { decision, note, confirm: true },
      }),
      { onFields: setFields },
    );
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.decide.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.decide.hint`)}
      </Typography>
      <TextField
        label={translate(`${T}.decide.note`)}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={!!(fields.note ?? fields.decision)}
        helperText={fields.note ?? fields.decision}
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={ask('accept')}>
          {translate(`${T}.decide.accept`)}
        </Button>
        <Button variant="outlined" color="warning" onClick={ask('reject')}>
          {translate(`${T}.decide.reject`)}
        </Button>
      </Stack>
      <Confirm
        isOpen={asking !== null}
        title={`${T}.decide.title`}
        content={asking === 'reject' ? `${T}.decide.dialogReject` : `${T}.decide.dialogAccept`}
        translateOptions={{
          number: orderNumber,
          amount: money(confirmation.amountReceived),
          expected: money(confirmation.amountExpected),
        }}
        confirm={`${T}.confirm.yes`}
        cancel={`${T}.confirm.cancel`}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

function ConfirmationCard({ confirmation, orderNumber }: { confirmation: Confirmation; orderNumber: unknown }) {
  const translate = useTranslate();
  const { money, day } = useTransferText();
  const locale = useLocale();
  const field = (key: string) => translate(`resources.transfer-confirmations.fields.${key}`);
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }} data-testid="transfer-confirmation">
      <CardContent>
        <Stack spacing={0.5}>
          <Box>
            <ConfirmationStatus status={confirmation.status} />
          </Box>
          <Typography variant="body2">
            {field('bankReference')}: <bdi dir="ltr">{confirmation.bankReference}</bdi>
          </Typography>
          <Typography variant="body2">
            {field('valueDate')}: {day(confirmation.valueDate)}
          </Typography>
          <Typography variant="body2">
            {field('amountReceived')}: {money(confirmation.amountReceived)} · {field('amountExpected')}:{' '}
            {money(confirmation.amountExpected)}
            {confirmation.difference !== 0 ? ` · ${field('difference')}: ${money(confirmation.difference)}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {field('staffEmail')}: {confirmation.staffEmail} · {formatWhen(confirmation.createdAt, locale)}
          </Typography>
          {confirmation.note ? <Typography variant="body2">{confirmation.note}</Typography> : null}
          {confirmation.decidedBy ? (
            <Typography variant="body2" color="text.secondary">
              {field('decidedBy')}: {confirmation.decidedBy} · {confirmation.decisionNote}
            </Typography>
          ) : null}
          {confirmation.status === 'discrepancy' ? (
            <DecideForm confirmation={confirmation} orderNumber={orderNumber} />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The order screen's transfer part: its confirmations (a discrepancy with its decision), and the
 * confirmation form while a bank transfer waits without a live confirmation.
 */
export function TransferPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.method !== 'bank-transfer') return null;
  const confirmations = (record.transferConfirmations as Confirmation[] | undefined) ?? [];
  const live = confirmations.some((confirmation) => confirmation.status !== 'rejected');
  return (
    <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
      {confirmations.length > 0 ? (
        <Typography variant="subtitle1" component="h2">
          {translate(`${T}.history`)}
        </Typography>
      ) : null}
      {confirmations.map((confirmation) => (
        <ConfirmationCard key={String(confirmation.id)} confirmation={confirmation} orderNumber={record.number} />
      ))}
      {record.status === 'pending' && !live ? <ConfirmForm record={record} /> : null}
    </Stack>
  );
}
