import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { currentLocale } from './i18n-provider';
import { riyadhTimeText } from './riyadh-date-time';
import { formatPhone } from '../lib/phone';
import { localizeDigits } from '../lib/format';

interface ErasureRequest {
  id: number;
  mobile: string;
  locale: string;
  requestedAt: string;
  dueAt: string;
}

/** A stored instant as its Riyadh day, in the screen's digits. */
const riyadhDay = (iso: string) => localizeDigits(riyadhTimeText(iso).slice(0, 10), currentLocale());

/**
 * The erasure requests donors made in their space (server/admin/resources/erasure-requests.ts), the
 * soonest due first. "Look up" puts the number in the erasure form below: the request is answered by
 * the erasure itself, which closes it. `version` changes after an erasure, so the list is read again.
 */
export function ErasureRequests({ version, onPick }: { version: number; onPick: (mobile: string) => void }) {
  const translate = useTranslate();
  const [requests, setRequests] = useState<ErasureRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setRequests((await adminFetch<{ data: ErasureRequest[] }>('/erasure/requests')).data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, version]);

  const now = new Date().toISOString();
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="erasure-requests">
      <Typography variant="h6" component="h2">
        {translate('resources.erasure.requests.title')}
      </Typography>
      {failed ? <Alert severity="error">{translate('resources.erasure.requests.failed')}</Alert> : null}
      {requests && requests.length === 0 ? (
        <Typography>{translate('resources.erasure.requests.none')}</Typography>
      ) : null}
      {requests && requests.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.erasure.requests.mobile')}</TableCell>
              <TableCell>{translate('resources.erasure.requests.requestedAt')}</TableCell>
              <TableCell>{translate('resources.erasure.requests.dueAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.map((request) => (
              <TableRow key={request.id}>
                <TableCell>
                  <bdi dir="ltr">{formatPhone(request.mobile, currentLocale())}</bdi>
                </TableCell>
                <TableCell>{riyadhDay(request.requestedAt)}</TableCell>
                <TableCell>
                  {riyadhDay(request.dueAt)}
                  {request.dueAt < now ? ` · ${translate('resources.erasure.requests.overdue')}` : ''}
                </TableCell>
                <TableCell>
                  <MuiButton size="small" onClick={() => onPick(request.mobile)}>
                    {translate('resources.erasure.requests.lookUp')}
                  </MuiButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
