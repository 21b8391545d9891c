import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslatedWithUserText } from '../../../components/isolated';
import { PhoneNumber } from '../../../components/phone-number';
import { Form, SubmitButton, TextInput, useForm } from '../../../components/form';
import { donorCodeSchema, donorSignInSchema } from '../../../domain/donor-space/schemas';
import type { DonorCodeStep, DonorSessionState } from '../../../domain/donor-space/api-types';
import { submitForm } from '../../../lib/csrf';
import { loadApiClient } from '../../../lib/api-loader';
import { formatPlainNumber } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';

type Props = {
  state: { state: 'signedOut' } | ({ state: 'code' } & DonorCodeStep);
  onChange: (state: DonorSessionState) => void;
};

/** The mobile, then the code sent to it (docs/behaviour.md#B-DONOR-1). */
export function SignIn({ state, onChange }: Props) {
  const { t } = useTranslation('donor');
  return (
    <section className="donor-space__sign-in" aria-labelledby="donor-sign-in-title">
      <h2 id="donor-sign-in-title">{t('signIn.title')}</h2>
      <p>{t('signIn.lead')}</p>
      {state.state === 'signedOut' ? <MobileStep onChange={onChange} /> : <CodeStep step={state} onChange={onChange} />}
    </section>
  );
}

function MobileStep({ onChange }: { onChange: Props['onChange'] }) {
  const { t } = useTranslation('donor');
  const form = useForm({
    schema: donorSignInSchema,
    submit: ({ api, raw }) => submitForm<DonorSessionState>(api, '/my-giving/sign-in', { mobile: raw.mobile ?? '' }),
    onSuccess: onChange,
  });
  return (
    <Form form={form} label={t('signIn.title')} idPrefix="donor-mobile" honeypot={false} className="form--inline">
      <TextInput
        name="mobile"
        label={t('signIn.mobile')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        maxLength={30}
      />
      <SubmitButton>{t('signIn.send')}</SubmitButton>
    </Form>
  );
}

function CodeStep({ step, onChange }: { step: DonorCodeStep; onChange: Props['onChange'] }) {
  const { t } = useTranslation('donor');
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [triesLeft, setTriesLeft] = useState(step.triesLeft);
  const [problem, setProblem] = useState<string | null>(null);
  const open = step.open && triesLeft > 0;
  const form = useForm({
    schema: donorCodeSchema,
    submit: async ({ api, values }) => {
      const result = await submitForm<DonorSessionState>(api, '/my-giving/sign-in/code', { code: values.code });
      // A wrong code's answer says how many tries remain; the step shows it beside the field.
      if (!result.ok && result.code === 'code_wrong') setTriesLeft((left) => Math.max(0, left - 1));
      if (!result.ok && result.code === 'code_expired') setTriesLeft(0);
      return result;
    },
    onSuccess: onChange,
  });

  const post = async (path: string) => {
    setProblem(null);
    const result = await submitForm<DonorSessionState>(await loadApiClient(apiBaseUrl, locale), path, {});
    if (result.ok) {
      setTriesLeft(result.data.state === 'code' ? result.data.triesLeft : 0);
      onChange(result.data);
    } else setProblem(result.message ?? t('failed'));
  };

  return (
    <div className="donor-space__code">
      <p className="notice" role="status" data-testid="donor-code-sent">
        {/* A spent or expired code is no longer "valid for ten minutes": only the way on is said. */}
        {open ? (
          <>
            <TranslatedWithUserText
              t={t}
              i18nKey="signIn.sent"
              user={{ mobile: <PhoneNumber value={step.mobileMasked} locale={locale} /> }}
            />{' '}
            {t('signIn.triesLeft', { count: triesLeft, n: formatPlainNumber(triesLeft, locale) })}
          </>
        ) : (
          t('signIn.closed')
        )}
      </p>
      {open && (
        <Form form={form} label={t('signIn.code')} idPrefix="donor-code" honeypot={false} className="form--inline">
          <TextInput
            name="code"
            label={t('signIn.code')}
            required
            inputMode="numeric"
            dir="ltr"
            autoComplete="one-time-code"
            maxLength={12}
          />
          <SubmitButton>{t('signIn.verify')}</SubmitButton>
        </Form>
      )}
      {problem && (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      )}
      <div className="donor-space__actions">
        <button
          type="button"
          className={open ? 'button button--link' : 'button button--primary'}
          onClick={() => void post('/my-giving/sign-in/again')}
          data-testid="donor-resend"
        >
          {t('signIn.resend')}
        </button>
        <button type="button" className="button button--link" onClick={() => void post('/my-giving/sign-out')}>
          {t('signIn.otherNumber')}
        </button>
      </div>
    </div>
  );
}
