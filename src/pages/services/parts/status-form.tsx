import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextInput, useForm } from '../../../components/form';
import { useLocalePath } from '../../../components/use-locale-path';
import { aidStatusQuerySchema } from '../../../domain/applications/aid-status-query';
import { AID_REFERENCE_EXAMPLE } from '../../../domain/applications/reference';
import type { AidStatusResult } from '../../../domain/applications/api-types';
import { formatGregorian } from '../../../lib/format-date';
import { lookupStatus } from './lookup-status';
import { CopyableCode } from '../../../components/copyable-code';
import { TranslatedWithUserText } from '../../../components/isolated';
import type { SubmitResult } from '../../../lib/csrf';

/** The lookup found nothing: an answer of its own, with the server's words for it. */
interface NotFound {
  notFound: string;
}

/** Tracking an aid request by its reference and the mobile it was filed with. */
export function StatusForm({ reference = '', mobile = '' }: { reference?: string; mobile?: string }) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const [result, setResult] = useState<AidStatusResult | NotFound | null>(null);
  const form = useForm({
    schema: aidStatusQuerySchema,
    submit: async ({ api, values }): Promise<SubmitResult<AidStatusResult | NotFound>> => {
      setResult(null);
      const answer = await lookupStatus(api, values);
      // Nothing matching is an answer, not a failed form: it is said as such, in its own panel.
      return !answer.ok && answer.status === 404
        ? { ok: true as const, status: 404, data: { notFound: answer.message ?? t('status.notFoundText') } }
        : answer;
    },
    onSuccess: (found) => setResult(found),
  });
  return (
    <section className="form-panel" aria-labelledby="status-title">
      <h2 id="status-title">{t('status.title')}</h2>
      <p>{t('status.lead')}</p>
      <Form form={form} label={t('status.formLabel')} idPrefix="status" honeypot={false} className="form--inline">
        <TextInput
          name="reference"
          label={t('status.reference')}
          hint={
            <TranslatedWithUserText t={t} i18nKey="status.referenceHint" user={{ example: AID_REFERENCE_EXAMPLE }} />
          }
          required
          dir="ltr"
          defaultValue={reference}
          autoComplete="off"
          maxLength={40}
        />
        <TextInput
          name="mobile"
          label={t('status.mobile')}
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          defaultValue={mobile}
          autoComplete="tel"
          maxLength={30}
        />
        <SubmitButton>{t('status.submit')}</SubmitButton>
      </Form>
      {result && 'notFound' in result && (
        <div className="status-result status-result--none" role="status" data-testid="status-not-found">
          <h3>{t('status.notFoundTitle')}</h3>
          <p>{result.notFound}</p>
        </div>
      )}
      {result && 'reference' in result && (
        <div className="status-result" role="status" data-testid="status-result">
          <h3>
            <TranslatedWithUserText
              t={t}
              i18nKey="status.result"
              user={{
                reference: (
                  <CopyableCode
                    value={result.reference}
                    copyLabel={t('status.copyReference')}
                    copiedText={t('status.referenceCopied')}
                    testId="status-reference"
                  />
                ),
              }}
            />
          </h3>
          <p>
            {t('status.current')}{' '}
            <strong className={`status-badge status-badge--${result.status}`}>
              {t(`options.aidStatus.${result.status}`)}
            </strong>
          </p>
          <p className="status-result__updated">
            {t('status.updated', { date: formatGregorian(result.updatedAt, locale) })}
          </p>
          {result.note ? (
            <div className="status-result__note" data-testid="status-note">
              <p>{t('status.note')}</p>
              {/* Staff wrote it in the applicant's language; dir="auto" keeps either direction right. */}
              <p dir="auto">{result.note}</p>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
