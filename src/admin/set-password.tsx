import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setPasswordSchema } from './schemas';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { Frame } from './sign-in';
import { MIN_PASSWORD_LENGTH } from './limits';

/** The one-time link's page (#/set-password/<token>): choose a password, then sign in. */
export function SetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) return setFields({ confirm: translate('auth.passwordsDiffer') });
    const parsed = setPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    adminFetch('/set-password', { method: 'POST', body: parsed.data }).then(
      () => setDone(true),
      (error: unknown) => {
        const failure = serverErrors(error);
        setFields(failure.fields);
        setMessage(failure.message);
      },
    );
  };

  return (
    <Frame title={translate('auth.setPasswordTitle')}>
      {message ? <Alert severity="error" sx={{ mb: 2 }}>{message}</Alert> : null}
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{translate('auth.passwordSet')}</Alert>
          <Button variant="contained" href="#/login">
            {translate('auth.signIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <TextField name="password" type="password" autoComplete="new-password" label={translate('auth.newPassword', { count: MIN_PASSWORD_LENGTH })} error={!!(fields.password || fields.token)} helperText={fields.password ?? fields.token} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            <TextField name="confirm" type="password" autoComplete="new-password" label={translate('auth.confirmPassword')} error={!!fields.confirm} helperText={fields.confirm} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            <Button type="submit" variant="contained">
              {translate('auth.setPasswordTitle')}
            </Button>
          </Stack>
        </form>
      )}
    </Frame>
  );
}
