import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextInput, useForm } from '../../../components/form';
import { FieldError } from '../../../components/form/field-messages';
import { donorErasureSchema, donorNameSchema } from '../../../domain/donor-space/schemas';
import type { DonorOverview } from '../../../domain/donor-space/api-types';
import { submitForm } from '../../../lib/csrf';
import { formatGregorian } from '../../../lib/format-date';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/** The PDPL's rights, on the donor's own data: a copy, a correction of the name, erasure on request. */
export function YourData({ overview, onChanged }: { overview: DonorOverview; onChanged: () => void }) {
  const { t } = useTranslation('donor');
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [nameSaved, setNameSaved] = useState(false);
  const nameForm = useForm({
    schema: donorNameSchema,
    submit: ({ api, raw }) => submitForm<{ name: string }>(api, '/my-giving/name', { name: raw.name ?? '' }),
    onSuccess: () => {
      setNameSaved(true);
      onChanged();
    },
  });
  const erasureForm = useForm({
    schema: donorErasureSchema,
    submit: ({ api }) =>
      submitForm<{ requestedAt: string; dueAt: string }>(api, '/my-giving/erasure', { confirm: true }),
    onSuccess: onChanged,
  });
  return (
    <section className="donor-space__section" aria-labelledby="donor-data-title">
      <h2 id="donor-data-title">{t('privacy.title')}</h2>
      <p>{t('privacy.copyLead')}</p>
      <p>
        <a
          className="button"
          href={`${apiBaseUrl.replace(/\/$/, '')}/my-giving/data.json`}
          download
          data-testid="donor-data-copy"
        >
          {t('privacy.copy')}
        </a>
      </p>

      <h3>{t('privacy.nameTitle')}</h3>
      <p>{t('privacy.nameLead')}</p>
      <Form
        form={nameForm}
        label={t('privacy.nameTitle')}
        idPrefix="donor-name"
        honeypot={false}
        className="form--inline"
      >
        <TextInput
          name="name"
          label={t('privacy.name')}
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={overview.name ?? ''}
        />
        <SubmitButton>{t('privacy.saveName')}</SubmitButton>
      </Form>
      {nameSaved && (
        <p className="notice" role="status">
          {t('privacy.nameSaved')}
        </p>
      )}

      <h3>{t('privacy.erasureTitle')}</h3>
      <p>{t('privacy.erasureLead')}</p>
      {overview.erasure ? (
        <p className="notice" role="status" data-testid="donor-erasure-waiting">
          {t('privacy.erasureWaiting', {
            date: formatGregorian(overview.erasure.requestedAt, locale),
            due: formatGregorian(overview.erasure.dueAt, locale),
          })}
        </p>
      ) : (
        <Form form={erasureForm} label={t('privacy.erasureTitle')} idPrefix="donor-erasure" honeypot={false}>
          <div className={`field${erasureForm.errors.confirm ? ' field--invalid' : ''}`}>
            <div className="choice">
              <input
                type="checkbox"
                id="donor-erasure-confirm"
                name="confirm"
                value="true"
                required
                aria-invalid={erasureForm.errors.confirm ? true : undefined}
                aria-describedby={erasureForm.errors.confirm ? 'donor-erasure-confirm-error' : undefined}
              />
              <label htmlFor="donor-erasure-confirm" data-label-for="confirm">
                {t('privacy.erasureConfirm')}
              </label>
            </div>
            <FieldError id="donor-erasure-confirm-error" error={erasureForm.errors.confirm} />
          </div>
          <SubmitButton>{t('privacy.erasureSend')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
