import { useTranslation } from 'react-i18next';
import { AddressInput } from '../../../components/map/address-input';
import { ConsentCheckbox, FileInput, Form, SubmitButton, TextArea, TextInput, useForm } from '../../../components/form';
import { aidRequestSchema } from '../../../domain/applications/aid-request';
import type { AidRequestCreated } from '../../../domain/applications/api-types';
import { LIMITS, MAX_AID_ATTACHMENTS, MAX_FILE_BYTES } from '../../../domain/applications/limits';
import { AID_NEED_CATEGORIES, PATIENT_RELATIONSHIPS } from '../../../domain/applications/options';
import { submitForm } from '../../../lib/csrf';
import { ChoiceSelect } from '../../jobs/parts/choice-select';

/** An aid request: applicant, patient, the medical need and up to three documents (multipart). */
export function AidRequestForm({ onCreated }: { onCreated: (created: AidRequestCreated, mobile: string) => void }) {
  const { t } = useTranslation('apply');
  const form = useForm({
    schema: aidRequestSchema,
    submit: ({ api, form: element }) => submitForm<AidRequestCreated>(api, '/aid-requests', new FormData(element)),
    onSuccess: (created, element) => onCreated(created, String(new FormData(element).get('mobile') ?? '')),
  });
  return (
    <Form form={form} label={t('aid.formLabel')} multipart>
      <p className="form__note">{t('form.requiredNote')}</p>
      <fieldset className="form__group">
        <legend>{t('aid.applicant')}</legend>
        <TextInput
          name="applicantName"
          label={t('aid.applicantName')}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <TextInput
          name="applicantNationalId"
          label={t('jobApply.nationalId')}
          hint={t('jobApply.nationalIdHint')}
          required
          inputMode="numeric"
          dir="ltr"
          maxLength={14}
          autoComplete="off"
        />
        <TextInput
          name="mobile"
          label={t('jobApply.mobile')}
          hint={t('jobApply.mobileHint')}
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={30}
        />
        <TextInput
          name="email"
          label={t('jobApply.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={254}
        />
        <AddressInput name="city" label={t('jobApply.city')} required maxLength={LIMITS.city} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('aid.patient')}</legend>
        <TextInput name="patientName" label={t('aid.patientName')} required maxLength={LIMITS.name} />
        <ChoiceSelect
          name="patientRelationship"
          label={t('aid.patientRelationship')}
          values={PATIENT_RELATIONSHIPS}
          group="relationship"
        />
        <TextInput
          name="patientAge"
          label={t('aid.patientAge')}
          required
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          className="field--short"
        />
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('aid.need')}</legend>
        <ChoiceSelect
          name="needCategory"
          label={t('aid.needCategory')}
          values={AID_NEED_CATEGORIES}
          group="needCategory"
        />
        <TextArea
          name="needDescription"
          label={t('aid.needDescription')}
          hint={t('aid.needDescriptionHint', { max: LIMITS.needDescription })}
          required
          maxLength={LIMITS.needDescription}
        />
        <FileInput
          name="attachments"
          label={t('aid.attachmentsLabel')}
          extensions={['pdf', 'jpg', 'jpeg', 'png']}
          maxBytes={MAX_FILE_BYTES}
          maxFiles={MAX_AID_ATTACHMENTS}
          typeMessageKey="fileTypeAttachment"
        />
      </fieldset>
      <ConsentCheckbox />
      <SubmitButton>{t('aid.submit')}</SubmitButton>
    </Form>
  );
}
