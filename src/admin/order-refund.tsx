import { useState } from 'react';
import {
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../lib/format';
import { adminFetch } from './api';
import { clientErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import { refundSchema } from './operations-schemas';

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** "Refunded" / "Partially refunded" for a paid order money was given back on; null otherwise. */
export function RefundStatusChip({ record }: { record: RaRecord | undefined }) {
  const translate = useTranslate();
  const status = record?.refundStatus;
  if (status !== 'partial' && status !== 'full') return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant={status === 'full' ? 'filled' : 'outlined'}
      label={translate(`refunds.statuses.${status}`)}
      data-testid={`order-refund-${status}`}
      sx={{ marginInlineStart: 0.5 }}
    />
  );
}

/** What a row of the order's refunds table shows beside its amount: how, where it stands, the bank's reference. */
export function refundRowDetails(translate: (key: string, options?: object) => string, row: RaRecord): string {
  const parts = [translate(`refunds.channels.${String(row.channel)}`, { _: String(row.channel) })];
  if (row.status === 'pending') parts.push(translate('refunds.pending'));
  if (row.source === 'gateway') parts.push(translate('refunds.fromGateway'));
  if (row.bankReference) parts.push(`${translate('refunds.fields.bankReference')}: ${String(row.bankReference)}`);
  return parts.join(' · ');
}

/**
 * Refunding from the order (finance and the director; the server checks the role): the money goes
 * back the way it came, a bank transfer with the bank's reference. One Idempotency-Key per refund,
 * kept until it goes through: a double click, or sending again after the gateway did not answer,
 * refunds once.
 */
export function RefundPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useStaffAction();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [bankReference, setBankReference] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'paid' || Number(record.refundable) <= 0) return null;
  const transfer = record.method === 'bank-transfer';
  const submit = () => {
    const body = { amount, reason, ...(transfer ? { bankReference } : {}) };
    const parsed = refundSchema.safeParse(body);
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    if (transfer && !parsed.data.bankReference)
      return setFields({ bankReference: translate('refunds.bankReferenceRequired') });
    setFields({});
    setBusy(true);
    const sent = adminFetch(`/orders/${encodeURIComponent(String(record.id))}/refunds`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
    void act(sent, { done: 'ra.notification.created', onFields: setFields })
      .then((done) => {
        if (!done) return;
        setAmount('');
        setReason('');
        setBankReference('');
        setKey(newKey());
      })
      .finally(() => setBusy(false));
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            {translate('refunds.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('refunds.hint')} ({translate('refunds.refundable')}:{' '}
            {formatMoney(Number(record.refundable), locale)})
          </Typography>
          <MuiTextField
            label={translate('refunds.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputProps={{ inputMode: 'decimal', dir: 'ltr' }}
            error={!!fields.amount}
            helperText={fields.amount}
            data-testid="refund-amount"
          />
          <MuiTextField
            label={translate('refunds.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            error={!!fields.reason}
            helperText={fields.reason}
            data-testid="refund-reason"
          />
          {transfer && (
            <MuiTextField
              label={translate('refunds.bankReference')}
              value={bankReference}
              onChange={(event) => setBankReference(event.target.value)}
              inputProps={{ dir: 'ltr', maxLength: 100 }}
              error={!!fields.bankReference}
              helperText={fields.bankReference}
              data-testid="refund-bank-reference"
            />
          )}
          <Box>
            <MuiButton variant="contained" color="warning" onClick={submit} disabled={busy || !amount}>
              {translate('refunds.send')}
            </MuiButton>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
