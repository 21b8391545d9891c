import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { Form, Select, SubmitButton, TextArea, TextInput, useForm, type Option } from '../../components/form';
import {
  CAMPAIGN_CAUSE_KINDS,
  CAMPAIGN_MAX_DAYS,
  CAMPAIGN_MAX_TARGET,
  CAMPAIGN_MESSAGE_MAX,
  CAMPAIGN_MIN_TARGET,
  CAMPAIGN_NAME_MAX,
  campaignStartFormSchema,
  type CampaignCauseList,
  type CampaignCreated,
} from '../../domain/campaigns';
import { pick } from '../../domain/content-media';
import { submitForm } from '../../lib/csrf';
import { formatNumber } from '../../lib/format';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import '../../styles/campaigns.css';

export async function loadData(ctx: RouteContext): Promise<CampaignCauseList> {
  return (await ctx.api.get<CampaignCauseList>('/campaigns/causes', { signal: ctx.signal })).data;
}

export function head(_ctx: PageRenderContext, _data: CampaignCauseList, t: (key: string) => string): HeadInfo {
  return { title: t('routes.campaignStart') };
}

/** /campaigns/new: a donor starts a campaign for one cause; it waits for staff approval. */
export default function CampaignStartPage({ data, ctx }: PageProps<CampaignCauseList>) {
  const { t } = useTranslation('campaigns');
  const [created, setCreated] = useState<CampaignCreated | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('start.lead')} />
      <div className="container page-body campaign-start">
        <section className="form-panel" aria-labelledby="campaign-start-title">
          <h2 id="campaign-start-title">{t('start.formLabel')}</h2>
          {created ? (
            <div className="submission-success" role="status" data-testid="campaign-created">
              <h3>{t('start.success')}</h3>
              <p>{t('start.successText')}</p>
              <p dir="ltr" className="campaign-start__address">
                <AppLink to={localizePath(`/campaigns/${created.slug}`, ctx.locale)} data-testid="campaign-address">
                  {`/campaigns/${created.slug}`}
                </AppLink>
              </p>
              <p className="form__note">{t('start.pendingNote')}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setCreated(null);
                  setRound((value) => value + 1);
                }}
              >
                {t('start.again')}
              </button>
            </div>
          ) : data.items.length === 0 ? (
            <p>{t('start.noCauses')}</p>
          ) : (
            <StartForm
              key={round}
              causes={data}
              initial={typeof ctx.query.cause === 'string' ? ctx.query.cause : ''}
              onCreated={setCreated}
            />
          )}
        </section>
      </div>
    </>
  );
}

function StartForm({
  causes,
  initial,
  onCreated,
}: {
  causes: CampaignCauseList;
  initial: string;
  onCreated: (created: CampaignCreated) => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  // The site's name as this page shows it; the server checks every name the association goes by.
  const siteName = t('common:site.name');
  const schema = useMemo(() => campaignStartFormSchema(undefined, { full: [siteName], short: [] }), [siteName]);
  const form = useForm({
    schema,
    submit: ({ api, raw }) => submitForm<CampaignCreated>(api, '/campaigns', raw),
    onSuccess: onCreated,
  });
  const options: Option[] = CAMPAIGN_CAUSE_KINDS.flatMap((kind) =>
    causes.items
      .filter((cause) => cause.kind === kind)
      .map((cause) => ({
        value: `${cause.kind}:${cause.ref}`,
        label: `${t(`kinds.${kind}`)} — ${pick(cause.title, locale)}`,
      })),
  );
  return (
    <Form form={form} label={t('start.formLabel')}>
      <Select
        name="causeRef"
        label={t('start.cause')}
        required
        options={options}
        placeholder={t('start.choose')}
        defaultValue={options.some((option) => option.value === initial) ? initial : ''}
      />
      <TextInput
        name="target"
        label={t('start.target')}
        hint={t('start.targetHint', {
          min: formatNumber(CAMPAIGN_MIN_TARGET / 100, locale),
          max: formatNumber(CAMPAIGN_MAX_TARGET / 100, locale),
        })}
        required
        inputMode="numeric"
        dir="ltr"
        maxLength={12}
      />
      <TextInput
        name="endsOn"
        label={t('start.endsOn')}
        hint={t('start.endsOnHint', { days: formatNumber(CAMPAIGN_MAX_DAYS, locale) })}
        required
        type="date"
        dir="ltr"
      />
      <TextInput
        name="displayName"
        label={t('start.displayName')}
        hint={t('start.displayNameHint')}
        required
        autoComplete="name"
        maxLength={CAMPAIGN_NAME_MAX}
      />
      <TextArea
        name="message"
        label={t('start.message')}
        hint={t('start.messageHint', { max: formatNumber(CAMPAIGN_MESSAGE_MAX, locale) })}
        required
        maxLength={CAMPAIGN_MESSAGE_MAX}
        rows={4}
      />
      <TextInput
        name="mobile"
        label={t('start.mobile')}
        hint={t('start.mobileHint')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        maxLength={30}
      />
      <SubmitButton>{t('start.submit')}</SubmitButton>
    </Form>
  );
}
