import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AddressInput } from '../../components/map/address-input';
import {
  CheckboxGroup,
  ConsentCheckbox,
  Form,
  PrivacyNotice,
  SubmissionSuccess,
  SubmitButton,
  TextArea,
  TextInput,
  useForm,
} from '../../components/form';
import type { SubmissionCreated } from '../../domain/applications/api-types';
import { LIMITS } from '../../domain/applications/limits';
import { AVAILABILITY, VOLUNTEER_INTERESTS } from '../../domain/applications/options';
import { volunteerSchema } from '../../domain/applications/volunteer';
import { submitForm } from '../../lib/csrf';
import type { PageProps } from '../../pipeline/types';
import { ChoiceSelect } from '../jobs/parts/choice-select';

function VolunteerForm({ onCreated }: { onCreated: (reference: string) => void }) {
  const { t } = useTranslation('apply');
  const form = useForm({
    schema: volunteerSchema,
    submit: ({ api, raw }) => submitForm<SubmissionCreated>(api, '/applications/volunteer', raw),
    onSuccess: (created) => onCreated(created.reference),
  });
  return (
    <Form form={form} label={t('volunteer.formLabel')}>
      <p className="form__note">{t('form.requiredNote')}</p>
      <TextInput name="fullName" label={t('jobApply.fullName')} required autoComplete="name" maxLength={LIMITS.name} />
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
        required
        type="email"
        dir="ltr"
        autoComplete="email"
        maxLength={254}
      />
      <AddressInput name="city" label={t('jobApply.city')} required maxLength={LIMITS.city} />
      <CheckboxGroup
        name="interests"
        legend={t('volunteer.interests')}
        hint={t('volunteer.interestsHint')}
        required
        options={VOLUNTEER_INTERESTS.map((value) => ({ value, label: t(`options.interest.${value}`) }))}
      />
      <ChoiceSelect
        name="availability"
        label={t('volunteer.availability')}
        values={AVAILABILITY}
        group="availability"
      />
      <TextArea
        name="skills"
        label={t('volunteer.skills')}
        hint={t('volunteer.skillsHint', { max: LIMITS.skills })}
        maxLength={LIMITS.skills}
        rows={4}
      />
      <ConsentCheckbox />
      <SubmitButton>{t('volunteer.submit')}</SubmitButton>
    </Form>
  );
}

/** /contribute/volunteer: fields of interest, availability, skills, contact and consent. */
export default function VolunteerPage({ ctx }: PageProps) {
  const { t } = useTranslation('apply');
  const [reference, setReference] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('volunteer.lead')} />
      <div className="container page-body applications">
        {reference ? (
          <SubmissionSuccess
            title={t('volunteer.success')}
            reference={reference}
            onAgain={() => {
              setReference(null);
              setRound((value) => value + 1);
            }}
          >
            <p>{t('volunteer.successText')}</p>
          </SubmissionSuccess>
        ) : (
          <VolunteerForm key={round} onCreated={setReference} />
        )}
        <PrivacyNotice />
      </div>
    </>
  );
}
