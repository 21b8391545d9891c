import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import { AddressInput } from '../../components/map/address-input';
import {
  ConsentCheckbox,
  FileInput,
  Form,
  PrivacyNotice,
  Select,
  SubmissionSuccess,
  SubmitButton,
  TextArea,
  TextInput,
  useForm,
} from '../../components/form';
import type { JobOpeningList, SubmissionCreated } from '../../domain/applications/api-types';
import { jobApplicationSchema } from '../../domain/applications/job-application';
import { LIMITS, MAX_FILE_BYTES } from '../../domain/applications/limits';
import { QUALIFICATIONS } from '../../domain/applications/options';
import { submitForm } from '../../lib/csrf';
import type { PageProps, RouteContext } from '../../pipeline/types';
import { ChoiceSelect } from './parts/choice-select';

export const watchQuery = ['opening'];

export async function loadData(ctx: RouteContext): Promise<JobOpeningList> {
  return (await ctx.api.get<JobOpeningList>('/jobs', { signal: ctx.signal })).data;
}

/** The opening chosen by `?opening=ID`, when it is one of the open ones; otherwise an open application. */
function chosenOpening(data: JobOpeningList, query: Record<string, string>): string {
  const id = query.opening ?? '';
  return data.items.some((opening) => String(opening.id) === id) ? id : '';
}

function ApplicationForm({
  data,
  initialOpening,
  onCreated,
}: {
  data: JobOpeningList;
  initialOpening: string;
  onCreated: (reference: string) => void;
}) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const form = useForm({
    schema: jobApplicationSchema,
    // Multipart: the text fields and the CV travel together; the server parses the text with the same schema.
    submit: ({ api, form: element }) => submitForm<SubmissionCreated>(api, '/applications/jobs', new FormData(element)),
    onSuccess: (created) => onCreated(created.reference),
  });
  return (
    <Form form={form} label={t('jobApply.formLabel')} multipart>
      <p className="form__note">{t('form.requiredNote')}</p>
      <Select
        name="openingId"
        label={t('jobApply.opening')}
        defaultValue={initialOpening}
        options={[
          { value: '', label: t('jobApply.openApplication') },
          ...data.items.map((opening) => ({ value: String(opening.id), label: opening.title[locale] })),
        ]}
      />
      <fieldset className="form__group">
        <legend>{t('jobApply.personal')}</legend>
        <TextInput
          name="fullName"
          label={t('jobApply.fullName')}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <TextInput
          name="nationalId"
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
          required
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={254}
        />
        <AddressInput name="city" label={t('jobApply.city')} required maxLength={LIMITS.city} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('jobApply.experience')}</legend>
        <ChoiceSelect
          name="qualification"
          label={t('jobApply.qualification')}
          values={QUALIFICATIONS}
          group="qualification"
        />
        <TextInput name="major" label={t('jobApply.major')} maxLength={LIMITS.major} />
        <TextInput
          name="yearsOfExperience"
          label={t('jobApply.yearsOfExperience')}
          required
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          className="field--short"
        />
        <FileInput
          name="cv"
          label={t('jobApply.cv')}
          extensions={['pdf', 'docx']}
          maxBytes={MAX_FILE_BYTES}
          typeMessageKey="fileTypeCv"
          required
        />
        <TextArea
          name="coverLetter"
          label={t('jobApply.coverLetter')}
          hint={t('jobApply.coverLetterHint', { max: LIMITS.coverLetter })}
          maxLength={LIMITS.coverLetter}
        />
      </fieldset>
      <ConsentCheckbox />
      <SubmitButton>{t('jobApply.submit')}</SubmitButton>
    </Form>
  );
}

/** /jobs/apply: one opening (?opening=ID) or an open application, with a CV. */
export default function JobApplyPage({ data, ctx }: PageProps<JobOpeningList>) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const [reference, setReference] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const initialOpening = chosenOpening(data, ctx.query);
  const opening = data.items.find((item) => String(item.id) === initialOpening);
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={opening ? t('jobs.applyFor', { title: opening.title[locale] }) : undefined}
        lead={t('jobApply.lead')}
      />
      <div className="container page-body applications">
        {reference ? (
          <SubmissionSuccess
            title={t('jobApply.success')}
            reference={reference}
            onAgain={() => {
              setReference(null);
              setRound((value) => value + 1);
            }}
          >
            <p>{t('jobApply.successText')}</p>
          </SubmissionSuccess>
        ) : (
          <ApplicationForm
            key={`${initialOpening}-${round}`}
            data={data}
            initialOpening={initialOpening}
            onCreated={setReference}
          />
        )}
        <PrivacyNotice />
      </div>
    </>
  );
}
