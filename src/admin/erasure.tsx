import { useState } from 'react';
import {
  Alert,
  Button as MuiButton,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Title, useNotify, useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { countNumber } from './i18n-provider';
import { ERASURE_KEYS, erasurePreviewSchema, type ErasureKey } from './privacy-schemas';
import { ErasureRequests } from './erasure-requests';

type Counts = Record<string, number>;

/** What is held about the person, one line per kind with a count (the server's order). */
function CountsTable({ counts }: { counts: Counts }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="erasure-counts">
      <TableBody>
        {Object.entries(counts).map(([kind, count]) => (
          <TableRow key={kind}>
            <TableCell component="th" scope="row">
              {translate(`resources.erasure.kinds.${kind}`, { _: kind })}
            </TableCell>
            <TableCell align="right">{countNumber(count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A person's data erased on request (administrators only; server/admin/resources/erasure.ts): look
 * the person up by mobile or national ID, see what is held, then erase after an explicit
 * confirmation. Changing the lookup drops the preview, so what is erased is what was shown.
 */
export function ErasurePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [by, setBy] = useState<ErasureKey>('mobile');
  const [value, setValue] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Counts | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Read the donors' requests again after an erasure (it closes theirs).
  const [erased, setErased] = useState(0);

  const reset = () => {
    setPreview(null);
    setConfirmed(false);
  };

  const call = async (path: '/erasure/preview' | '/erasure', body: Record<string, unknown>): Promise<Counts | null> => {
    const check = erasurePreviewSchema.safeParse({ by, value });
    if (!check.success) {
      setFields(clientErrors(check.error, translate));
      return null;
    }
    setFields({});
    setBusy(true);
    try {
      const { data } = await adminFetch<{ data: { counts: Counts } }>(path, {
        method: 'POST',
        body: { by, value, ...body },
      });
      return data.counts;
    } catch (error) {
      const failure = serverErrors(error);
      setFields(failure.fields);
      if (Object.keys(failure.fields).length === 0) notify(failure.message, { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const look = async () => {
    reset();
    setPreview(await call('/erasure/preview', {}));
  };

  const erase = async () => {
    const done = await call('/erasure', { confirm: true });
    if (!done) return;
    notify('resources.erasure.done', { type: 'success' });
    setErased((count) => count + 1);
    setValue('');
    reset();
  };

  const nothingHeld = preview !== null && Object.values(preview).every((count) => count === 0);
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.erasure.name" />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.erasure.name')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('resources.erasure.intro')}</Typography>
        <ErasureRequests
          version={erased}
          onPick={(mobile) => {
            setBy('mobile');
            setValue(mobile);
            reset();
          }}
        />
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="erasure-by">{translate('resources.erasure.by')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="erasure-by"
              value={by}
              onChange={(event) => {
                setBy(event.target.value as ErasureKey);
                reset();
              }}
            >
              {ERASURE_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  value={key}
                  control={<Radio />}
                  label={translate(key === 'mobile' ? 'resources.erasure.byMobile' : 'resources.erasure.byNationalId')}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={translate('resources.erasure.value')}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                reset();
              }}
              error={!!fields.value}
              helperText={fields.value}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } }}
              sx={{ flex: 1 }}
              data-testid="erasure-value"
            />
            <MuiButton variant="outlined" onClick={() => void look()} disabled={busy} sx={{ mt: { sm: 1 } }}>
              {translate('resources.erasure.preview')}
            </MuiButton>
          </Stack>
          {preview && nothingHeld ? <Alert severity="info">{translate('resources.erasure.nothing')}</Alert> : null}
          {preview && !nothingHeld ? (
            <Stack spacing={2}>
              <Typography component="h3" sx={{ fontWeight: 'bold' }}>
                {translate('resources.erasure.found')}
              </Typography>
              <CountsTable counts={preview} />
              <Alert severity="warning">{translate('resources.erasure.keeps')}</Alert>
              <FormControlLabel
                control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
                label={translate('resources.erasure.confirm')}
              />
              {fields.confirm ? <Alert severity="error">{fields.confirm}</Alert> : null}
              <MuiButton
                variant="contained"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={() => void erase()}
                disabled={busy || !confirmed}
                sx={{ alignSelf: 'flex-start' }}
              >
                {translate('resources.erasure.erase')}
              </MuiButton>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
