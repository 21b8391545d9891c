import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConsentCheckbox,
  Form,
  SubmissionSuccess,
  SubmitButton,
  TextArea,
  TextInput,
  useForm,
} from '../../../components/form';
import type { SubmissionCreated } from '../../../domain/applications/api-types';
import { contactMessageSchema } from '../../../domain/applications/contact-message';
import { LIMITS } from '../../../domain/applications/limits';
import { submitForm } from '../../../lib/csrf';

function MessageForm({ onCreated }: { onCreated: (reference: string) => void }) {
  const { t } = useTranslation('apply');
  const form = useForm({
    schema: contactMessageSchema,
    submit: ({ api, raw }) => submitForm<SubmissionCreated>(api, '/contact', raw),
    onSuccess: (created) => onCreated(created.reference),
  });
  return (
    <Form form={form} label={t('contact.formLabel')}>
      <TextInput name="name" label={t('contact.name')} required autoComplete="name" maxLength={LIMITS.name} />
      <p className="form__note" id="contact-reach">
        {t('contact.mobileOrEmail')}
      </p>
      <TextInput
        name="mobile"
        label={t('contact.mobile')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        maxLength={30}
      />
      <TextInput name="email" label={t('contact.email')} type="email" dir="ltr" autoComplete="email" maxLength={254} />
      <TextInput name="subject" label={t('contact.subject')} required maxLength={LIMITS.subject} />
      <TextArea name="message" label={t('contact.message')} required maxLength={LIMITS.message} rows={6} />
      <ConsentCheckbox />
      <SubmitButton>{t('contact.submit')}</SubmitButton>
    </Form>
  );
}

/** The contact form, replaced by its reference number once sent. */
export function ContactForm() {
  const { t } = useTranslation('apply');
  const [reference, setReference] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section className="form-panel" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {reference ? (
        <SubmissionSuccess
          title={t('contact.success')}
          reference={reference}
          onAgain={() => {
            setReference(null);
            setRound((value) => value + 1);
          }}
        >
          <p>{t('contact.successText')}</p>
        </SubmissionSuccess>
      ) : (
        <MessageForm key={round} onCreated={setReference} />
      )}
    </section>
  );
}
