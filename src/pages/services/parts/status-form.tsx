import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextInput, useForm } from '../../../components/form';
import { useLocalePath } from '../../../components/use-locale-path';
import { aidStatusQuerySchema } from '../../../domain/applications/aid-status-query';
import type { AidStatusResult } from '../../../domain/applications/api-types';
import { formatGregorian } from '../../../lib/format';
import { lookupStatus } from './lookup-status';

/** Tracking an aid request by its reference and the mobile it was filed with. */
export function StatusForm({ reference = '', mobile = '' }: { reference?: string; mobile?: string }) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const [result, setResult] = useState<AidStatusResult | null>(null);
  const form = useForm({
    schema: aidStatusQuerySchema,
    submit: ({ api, values }) => {
      setResult(null);
      return lookupStatus(api, values);
    },
    onSuccess: (found) => setResult(found),
  });
  return (
    <section className="form-panel" aria-labelledby="status-title">
      <h2 id="status-title">{t('status.title')}</h2>
      <p>{t('status.lead')}</p>
      <Form form={form} label={t('status.formLabel')} idPrefix="status" honeypot={false} className="form--inline">
        <TextInput name="reference" label={t('status.reference')} hint={t('status.referenceHint')} required dir="ltr" defaultValue={reference} autoComplete="off" maxLength={40} />
        <TextInput name="mobile" label={t('status.mobile')} required type="tel" inputMode="tel" dir="ltr" defaultValue={mobile} autoComplete="tel" maxLength={30} />
        <SubmitButton>{t('status.submit')}</SubmitButton>
      </Form>
      {result && (
        <div className="status-result" role="status" data-testid="status-result">
          <h3>{t('status.result', { reference: result.reference })}</h3>
          <p>
            {t('status.current')} <strong className={`status-badge status-badge--${result.status}`}>{t(`options.aidStatus.${result.status}`)}</strong>
          </p>
          <p className="status-result__updated">{t('status.updated', { date: formatGregorian(result.updatedAt, locale) })}</p>
        </div>
      )}
    </section>
  );
}
