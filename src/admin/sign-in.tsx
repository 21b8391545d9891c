import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { codeSchema, loginSchema } from './schemas';
import { adminFetch } from './api';
import { clientErrors, serverErrors } from './form-errors';
import { PasskeySignInButton } from './passkeys';
import { groupSecret, TotpQr, type SecretOffer } from './totp-qr';

type Step = 'password' | 'enrol' | 'verify' | 'codes';

export function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef3f1', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** Password, then the second factor (enrolment the first time, with recovery codes shown once). */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>('password');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<SecretOffer | null>(null);
  const [codes, setCodes] = useState<string[]>([]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (error) {
      const failure = serverErrors(error);
      setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = loginSchema.safeParse(data);
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    void run(async () => {
      const { stage } = await adminFetch<{ stage: 'enrol' | 'verify' }>('/login', {
        method: 'POST',
        body: parsed.data,
      });
      if (stage === 'enrol') setOffer(await adminFetch<SecretOffer>('/second-factor'));
      setStep(stage);
    });
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const recoveryCode = String(form.get('recoveryCode') ?? '').trim();
    const parsed = codeSchema.safeParse({ ...(code ? { code } : {}), ...(recoveryCode ? { recoveryCode } : {}) });
    if (!parsed.success) return setFields(clientErrors(parsed.error, translate));
    setFields({});
    void run(async () => {
      if (step === 'enrol') {
        const result = await adminFetch<{ recoveryCodes: string[] }>('/second-factor/enrol', {
          method: 'POST',
          body: parsed.data,
        });
        setCodes(result.recoveryCodes);
        setStep('codes');
      } else {
        await adminFetch('/second-factor/verify', { method: 'POST', body: parsed.data });
        await login({});
      }
    });
  };

  const error = message ? (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      {message}
    </Alert>
  ) : null;

  if (step === 'password') {
    return (
      <Frame title={translate('app.title')}>
        {error}
        <form onSubmit={onPassword} noValidate>
          <Stack spacing={2}>
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              label={translate('auth.email')}
              error={!!fields.email}
              helperText={fields.email}
              required
              dir="ltr"
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={translate('auth.password')}
              error={!!fields.password}
              helperText={fields.password}
              required
              dir="ltr"
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('auth.signIn')}
            </Button>
          </Stack>
        </form>
      </Frame>
    );
  }

  if (step === 'codes') {
    return (
      <Frame title={translate('auth.recoveryTitle')}>
        <Typography sx={{ mb: 2 }}>{translate('auth.recoveryIntro')}</Typography>
        <Box component="ul" data-testid="recovery-codes" dir="ltr" sx={{ fontFamily: 'monospace', columns: 2, mb: 2 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" fullWidth onClick={() => void run(() => login({}))} disabled={busy}>
          {translate('auth.recoveryDone')}
        </Button>
      </Frame>
    );
  }

  return (
    <Frame title={translate(step === 'enrol' ? 'auth.enrolTitle' : 'auth.verifyTitle')}>
      {error}
      {step === 'enrol' && offer ? (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>{translate('auth.enrolIntro')}</Typography>
          <Box component="a" href={offer.uri} sx={{ display: 'block' }}>
            <TotpQr qr={offer.qr} label={translate('auth.qrLabel')} />
          </Box>
          <Typography component="p" variant="body2">
            {translate('auth.typeKey')}
          </Typography>
          <Box
            component="code"
            data-testid="totp-secret"
            dir="ltr"
            sx={{
              display: 'block',
              wordBreak: 'break-word',
              fontSize: '1rem',
              letterSpacing: '0.05em',
              textAlign: 'center',
              my: 1,
            }}
          >
            {groupSecret(offer.secret)}
          </Box>
        </Box>
      ) : null}
      <form onSubmit={onCode} noValidate>
        <Stack spacing={2}>
          <TextField
            name="code"
            label={translate('auth.code')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, dir: 'ltr' } }}
            error={!!fields.code}
            helperText={fields.code}
          />
          {step === 'verify' ? (
            <TextField
              name="recoveryCode"
              label={translate('auth.recoveryCode')}
              error={!!fields.recoveryCode}
              helperText={fields.recoveryCode}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ) : null}
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.verify')}
          </Button>
          {step === 'verify' ? (
            <PasskeySignInButton disabled={busy} onDone={() => run(() => login({}))} onError={setMessage} />
          ) : null}
        </Stack>
      </form>
    </Frame>
  );
}
