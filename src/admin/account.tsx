import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { changePasswordSchema, newRecoveryCodesSchema } from './account-schemas';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { MIN_PASSWORD_LENGTH } from './limits';

type Fields = Record<string, string>;

/** A refusal on the form's fields; anything no field shows becomes a notice. */
function useRefusal(setFields: (fields: Fields) => void): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    const failure = serverErrors(error);
    setFields(failure.fields);
    if (Object.keys(failure.fields).length === 0) notify(failure.message, { type: 'error' });
  };
}

/** A new password: the current one, the new one twice. Other sessions end; this one stays. */
function ChangePassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const [fields, setFields] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const refuse = useRefusal(setFields);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirm') ?? ''))
      return setFields({ confirm: translate('auth.passwordsDiffer') });
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(data.get('currentPassword') ?? ''),
      password,
    });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    setBusy(true);
    adminFetch('/account/password', { method: 'POST', body: parsed.data })
      .then(() => {
        form.reset();
        notify('resources.account.passwordChanged', { type: 'success' });
      }, refuse)
      .finally(() => setBusy(false));
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.account.passwordTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.account.passwordIntro')}</Typography>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={translate('resources.account.currentPassword')}
          error={!!fields.currentPassword}
          helperText={fields.currentPassword}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={translate('auth.newPassword', { count: MIN_PASSWORD_LENGTH })}
          error={!!fields.password}
          helperText={fields.password}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={translate('auth.confirmPassword')}
          error={!!fields.confirm}
          helperText={fields.confirm}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.account.changePassword')}
        </Button>
      </Stack>
    </Box>
  );
}

/** New recovery codes after the password: shown once here, the old ones dead from that moment. */
function NewRecoveryCodes() {
  const translate = useTranslate();
  const [fields, setFields] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[]>([]);
  const refuse = useRefusal(setFields);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newRecoveryCodesSchema.safeParse({
      currentPassword: String(new FormData(form).get('currentPassword') ?? ''),
    });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    setBusy(true);
    adminFetch<{ data: { recoveryCodes: string[] } }>('/account/recovery-codes', { method: 'POST', body: parsed.data })
      .then(({ data }) => {
        form.reset();
        setCodes(data.recoveryCodes);
      }, refuse)
      .finally(() => setBusy(false));
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.account.codesTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.account.codesIntro')}</Typography>
      {codes.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.account.newCodesShown')}
          <Box
            component="ul"
            data-testid="new-recovery-codes"
            dir="ltr"
            sx={{ fontFamily: 'monospace', columns: 2, mb: 0 }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={translate('resources.account.currentPassword')}
          error={!!fields.currentPassword}
          helperText={fields.currentPassword}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.account.newCodes')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The signed-in member's own account: their password and their recovery codes (passkeys have their own screen). */
export function AccountPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.account.name" />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('resources.account.name')}
        </Typography>
        <ChangePassword />
        <NewRecoveryCodes />
      </CardContent>
    </Card>
  );
}
