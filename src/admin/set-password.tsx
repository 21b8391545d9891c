import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useLocale, useSetLocale, useTranslate } from 'react-admin';
import { isLocale } from '../lib/locale';
import { setPasswordSchema } from './schemas';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { Frame } from './sign-in';
import { MIN_PASSWORD_LENGTH } from './limits';

/** The one-time link's page (#/set-password/<token>): choose a password, then sign in. */
export function SetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  // An invitation's link names the language it was written in (`?lang=en`): the page opens in it.
  const [search] = useSearchParams();
  const wanted = search.get('lang');
  const locale = useLocale();
  const setLocale = useSetLocale();
  useEffect(() => {
    if (isLocale(wanted) && wanted !== locale) setLocale(wanted);
    // Once, on arrival: the language switch stays the member's own afterwards.
  }, []);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? ''))
      return setFields({ confirm: translate('auth.passwordsDiffer') });
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
      {message ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
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
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={translate('auth.newPassword', { count: MIN_PASSWORD_LENGTH })}
              error={!!(fields.password || fields.token)}
              helperText={fields.password ?? fields.token}
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
            <Button type="submit" variant="contained">
              {translate('auth.setPasswordTitle')}
            </Button>
          </Stack>
        </form>
      )}
    </Frame>
  );
}
