import { useEffect, useState } from 'react';
import { Alert, Box, Button as MuiButton, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { adminFetch } from './api';
import { formatWhen } from './fields';
import { clientErrors, serverErrors } from './form-errors';
import { passkeyAddSchema } from './operations-schemas';

/**
 * The second step of signing in with a passkey (server/admin/passkeys.ts). Shown only when the
 * browser can do it; a member without a passkey is told so by the server.
 */
export function PasskeySignInButton({
  disabled,
  onDone,
  onError,
}: {
  disabled: boolean;
  onDone: () => Promise<void>;
  onError: (message: string) => void;
}) {
  const translate = useTranslate();
  if (!browserSupportsWebAuthn()) return null;
  const start = async () => {
    try {
      const { data } = await adminFetch<{ data: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(
        '/second-factor/passkey/options',
        { method: 'POST', body: {} },
      );
      const response = await startAuthentication({ optionsJSON: data });
      await adminFetch('/second-factor/passkey', { method: 'POST', body: { response } });
      await onDone();
    } catch (error) {
      const failure = serverErrors(error);
      // The browser's own refusals (cancelled, timed out) are worded as a failed check.
      onError(Object.values(failure.fields)[0] ?? (failure.status ? failure.message : translate('auth.badPasskey')));
    }
  };
  return (
    <MuiButton
      variant="outlined"
      startIcon={<KeyIcon />}
      onClick={() => void start()}
      disabled={disabled}
      data-testid="passkey-sign-in"
    >
      {translate('auth.usePasskey')}
    </MuiButton>
  );
}

interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A member's own passkeys: add one (this device or a security key), remove one. */
export function PasskeysPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const [keys, setKeys] = useState<Passkey[]>([]);
  const [name, setName] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const load = () =>
    adminFetch<{ data: Passkey[] }>('/passkeys').then(
      ({ data }) => setKeys(data),
      () => undefined,
    );
  useEffect(() => {
    void load();
  }, []);
  const supported = browserSupportsWebAuthn();

  const add = async () => {
    const check = passkeyAddSchema.shape.name.safeParse(name);
    if (!check.success) return setFields({ name: Object.values(clientErrors(check.error, translate))[0] ?? '' });
    setFields({});
    setBusy(true);
    try {
      const { data } = await adminFetch<{ data: Parameters<typeof startRegistration>[0]['optionsJSON'] }>(
        '/passkeys/options',
        { method: 'POST', body: {} },
      );
      const response = await startRegistration({ optionsJSON: data });
      await adminFetch('/passkeys', { method: 'POST', body: { name, response } });
      setName('');
      notify('ra.notification.created');
      await load();
    } catch (error) {
      const failure = serverErrors(error);
      setFields(failure.fields);
      notify(Object.values(failure.fields)[0] ?? (failure.status ? failure.message : translate('errors.badPasskey')), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = (id: number) =>
    adminFetch(`/passkeys/${id}`, { method: 'DELETE' }).then(
      () => load(),
      (error: unknown) => notify(serverErrors(error).message, { type: 'error' }),
    );

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.passkeys.name" />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.passkeys.name')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('resources.passkeys.intro')}</Typography>
        <Stack spacing={1} sx={{ mb: 2 }} data-testid="passkey-list">
          {keys.map((key) => (
            <Stack
              key={key.id}
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box>
                <Typography dir="auto">{key.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.passkeys.fields.createdAt')}: {formatWhen(key.createdAt, locale)}
                  {key.lastUsedAt
                    ? ` · ${translate('resources.passkeys.fields.lastUsedAt')}: ${formatWhen(key.lastUsedAt, locale)}`
                    : ''}
                </Typography>
              </Box>
              <MuiButton color="error" onClick={() => void remove(key.id)}>
                {translate('resources.passkeys.remove')}
              </MuiButton>
            </Stack>
          ))}
        </Stack>
        {supported ? (
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={translate('resources.passkeys.nameLabel')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!fields.name}
              helperText={fields.name}
              sx={{ flex: 1 }}
              data-testid="passkey-name"
            />
            <MuiButton
              variant="contained"
              startIcon={<KeyIcon />}
              onClick={() => void add()}
              disabled={busy}
              sx={{ mt: { sm: 1 } }}
            >
              {translate('resources.passkeys.add')}
            </MuiButton>
          </Stack>
        ) : (
          <Alert severity="info">{translate('resources.passkeys.unsupported')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
