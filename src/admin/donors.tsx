import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { formatWhen } from './fields';
import { countNumber } from './i18n-provider';
import { donorSearchSchema } from './donor-schemas';
import { DonorRecordView, type DonorRecordData } from './donor-record';

/** Read by a screen reader, not shown: the heading of the column of buttons. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One donor a search found (POST /donors/search). */
interface DonorMatch {
  mobile: string;
  name: string;
  orders: number;
  plans: number;
  lastAt: string | null;
}

/**
 * The donor record (finance and the director; server/admin/resources/donors.ts): one box finds a
 * donor by name, mobile, order number, receipt reference or email; opening one (audited) shows all
 * their giving. Both calls are POSTs, so no mobile or name stands in the screen's address.
 */
export function DonorRecordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const [q, setQ] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [matches, setMatches] = useState<DonorMatch[] | null>(null);
  const [record, setRecord] = useState<DonorRecordData | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) => {
    const failure = serverErrors(error);
    setFields(failure.fields);
    if (Object.keys(failure.fields).length === 0) notify(failure.message, { type: 'error' });
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const check = donorSearchSchema.safeParse({ q });
    if (!check.success) return setFields(clientErrors(check.error, translate));
    setFields({});
    setBusy(true);
    try {
      const { data } = await adminFetch<{ data: DonorMatch[] }>('/donors/search', { method: 'POST', body: { q } });
      setMatches(data);
      // One donor found by a key that names one (a mobile, an order, a receipt): straight to the record.
      if (data.length === 1 && check.data.by !== 'name') await open(data[0]!.mobile);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const open = async (mobile: string) => {
    setBusy(true);
    try {
      const { data } = await adminFetch<{ data: DonorRecordData }>('/donors/record', {
        method: 'POST',
        body: { mobile },
      });
      setRecord(data);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.donors.name" />
      <CardContent>
        {record ? (
          <DonorRecordView record={record} onBack={() => setRecord(null)} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate('resources.donors.name')}
            </Typography>
            <Typography>{translate('resources.donors.intro')}</Typography>
            <Stack
              component="form"
              role="search"
              onSubmit={(event) => void search(event)}
              spacing={2}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ alignItems: { sm: 'flex-start' }, maxWidth: 720 }}
            >
              <TextField
                label={translate('resources.donors.query')}
                value={q}
                onChange={(event) => setQ(event.target.value)}
                error={!!fields.q}
                helperText={fields.q}
                slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }}
                sx={{ flex: 1 }}
                data-testid="donor-query"
              />
              <MuiButton
                type="submit"
                variant="contained"
                startIcon={<SearchIcon />}
                disabled={busy}
                sx={{ mt: { sm: 1 } }}
              >
                {translate('resources.donors.find')}
              </MuiButton>
            </Stack>
            {matches && matches.length === 0 ? (
              <Alert severity="info">{translate('resources.donors.nobody')}</Alert>
            ) : null}
            {matches && matches.length > 0 ? (
              <Stack spacing={1}>
                <Typography variant="h6" component="h3">
                  {translate('resources.donors.found')}
                </Typography>
                <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
                  <Table size="small" data-testid="donor-matches">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('resources.donors.fields.name')}</TableCell>
                        <TableCell>{translate('resources.donors.fields.mobile')}</TableCell>
                        <TableCell>{translate('resources.donors.fields.orders')}</TableCell>
                        <TableCell>{translate('resources.donors.fields.plans')}</TableCell>
                        <TableCell>{translate('resources.donors.fields.lastAt')}</TableCell>
                        <TableCell>
                          <Box component="span" sx={visuallyHidden}>
                            {translate('resources.donors.open')}
                          </Box>
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {matches.map((match) => {
                        const name = match.name || translate('resources.donors.anonymousDonor');
                        return (
                          <TableRow key={match.mobile}>
                            <TableCell>{name}</TableCell>
                            <TableCell>
                              <bdi dir="ltr">{match.mobile}</bdi>
                            </TableCell>
                            <TableCell>{countNumber(match.orders)}</TableCell>
                            <TableCell>{countNumber(match.plans)}</TableCell>
                            <TableCell>{match.lastAt ? formatWhen(match.lastAt, locale) : '—'}</TableCell>
                            <TableCell>
                              <MuiButton
                                size="small"
                                disabled={busy}
                                onClick={() => void open(match.mobile)}
                                aria-label={translate('resources.donors.openNamed', { name })}
                              >
                                {translate('resources.donors.open')}
                              </MuiButton>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </Box>
              </Stack>
            ) : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
