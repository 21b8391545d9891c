import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Select, SubmissionSuccess, SubmitButton, TextArea, TextInput, useForm } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import type { InKindRequestCreated } from '../../domain/giving/api-types';
import { inKindRequestSchema } from '../../domain/giving/in-kind-schema';
import { IN_KIND_CONDITIONS, IN_KIND_ITEM_TYPES } from '../../domain/giving/kinds';
import { submitForm } from '../../lib/csrf';
import { notify } from '../../lib/toast';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';

export function head(_ctx: PageRenderContext, _data: unknown, t: (key: string) => string): HeadInfo {
  return { title: t('routes.samples'), description: t('giving:pages.samples') };
}

/** /contribute/samples: an offer of medical equipment or supplies, stored as a request (no payment). */
export default function SamplesPage({ ctx }: PageProps) {
  const { t } = useTranslation('giving');
  const [reference, setReference] = useState<string | null>(null);
  const form = useForm({
    schema: inKindRequestSchema,
    submit: ({ api, raw }) => submitForm<InKindRequestCreated>(api, '/giving/in-kind-requests', raw),
    onSuccess(data: InKindRequestCreated, element) {
      element.reset();
      setReference(data.reference);
      notify('success', t('samples.sent'));
    },
  });
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('pages.samples')} />
      <div className="container page-body samples">
        {reference ? (
          <SubmissionSuccess
            title={t('samples.thanks')}
            reference={reference}
            onAgain={() => setReference(null)}
            againLabel={t('samples.again')}
          >
            <p>{t('samples.next')}</p>
          </SubmissionSuccess>
        ) : (
          <Form form={form} label={t('samples.formLabel')} idPrefix="samples">
            <Select
              name="itemType"
              label={t('samples.itemType')}
              required
              placeholder={t('samples.choose')}
              options={IN_KIND_ITEM_TYPES.map((value) => ({ value, label: t(`samples.itemTypes.${value}`) }))}
            />
            <TextArea name="description" label={t('samples.description')} maxLength={500} rows={3} />
            <TextInput name="quantity" label={t('samples.quantity')} required inputMode="numeric" dir="ltr" />
            <Select
              name="condition"
              label={t('samples.condition')}
              required
              placeholder={t('samples.choose')}
              options={IN_KIND_CONDITIONS.map((value) => ({ value, label: t(`samples.conditions.${value}`) }))}
            />
            <TextInput name="city" label={t('samples.city')} required autoComplete="address-level2" />
            <TextInput name="name" label={t('checkout.name')} required autoComplete="name" />
            <TextInput
              name="mobile"
              label={t('checkout.mobile')}
              hint={t('checkout.mobileHint')}
              required
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
            />
            <SubmitButton>{t('samples.submit')}</SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}
