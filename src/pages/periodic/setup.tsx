import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Form, SubmitButton, TextInput, useForm } from '../../components/form';
import { pick } from '../../domain/content-media';
import { FREQUENCIES, type Frequency } from '../../domain/periodic/schedule';
import {
  PERIODIC_COUNTED_KINDS,
  planFormSchema,
  type PeriodicItem,
  type PlanRequestInput,
} from '../../domain/periodic/plan-schema';
import { formatMoney } from '../../lib/format';
import { notify } from '../../lib/toast';
import { toSubmitResult } from '../../lib/submit-result';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import '../../styles/periodic.css';

interface Data {
  items: PeriodicItem[];
  initial: string;
}

const keyOf = (item: Pick<PeriodicItem, 'kind' | 'ref'>) => `${item.kind}:${item.ref}`;

export async function loadData(ctx: RouteContext): Promise<Data> {
  const items = (await ctx.api.get<PeriodicItem[]>('/periodic/items', { signal: ctx.signal })).data;
  const asked = items.find((item) => item.kind === ctx.query.kind && item.ref === ctx.query.ref);
  return { items, initial: asked ? keyOf(asked) : items[0] ? keyOf(items[0]) : '' };
}

export const watchQuery = ['kind', 'ref'];

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.periodic') };
}

/**
 * Setting up a periodic gift (docs/behaviour.md#B-PERIODIC-2): a cause, an amount (or shares),
 * how often, an optional end; then the gateway's card page, which brings the donor back to the
 * signed manage page. The same schema as the API checks every field here first.
 */
export default function PeriodicSetupPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('periodic');
  const locale = ctx.locale;
  const [choice, setChoice] = useState(data.initial);
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const item = data.items.find((candidate) => keyOf(candidate) === choice);
  const counted = item ? (PERIODIC_COUNTED_KINDS as readonly string[]).includes(item.kind) : false;
  const options = useMemo(
    () => data.items.map((candidate) => ({ value: keyOf(candidate), label: pick(candidate.title, locale) })),
    [data.items, locale],
  );

  const form = useForm({
    schema: planFormSchema,
    // The kit's client carries this filling's Idempotency-Key; the amount is already in halalas.
    async submit({ values, api }) {
      const body: PlanRequestInput = values;
      return toSubmitResult(() => api.post<{ planId: string; cardUrl: string }>('/periodic/plans', body));
    },
    onSuccess(created) {
      notify('info', t('setup.redirecting'));
      window.location.assign(created.cardUrl);
    },
  });

  if (data.items.length === 0) {
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} />
        <div className="container page-body">
          <p className="notice">{t('setup.none')}</p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('setup.lead')} />
      <div className="container page-body periodic">
        <Form form={form} label={t('setup.formLabel')} idPrefix="periodic" className="periodic__form">
          <div className="field">
            <label className="field__label" htmlFor="periodic-cause">
              {t('setup.cause')}
            </label>
            <select
              id="periodic-cause"
              className="field__control field__control--select"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              data-testid="periodic-cause"
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <input type="hidden" name="kind" value={item?.kind ?? ''} />
          <input type="hidden" name="ref" value={item?.ref ?? ''} />
          {counted && item?.unitPrice ? (
            <TextInput
              key="quantity"
              name="quantity"
              label={t('setup.shares')}
              hint={t('setup.sharePrice', { price: formatMoney(item.unitPrice, locale) })}
              required
              inputMode="numeric"
              dir="ltr"
              defaultValue="1"
            />
          ) : (
            <TextInput
              key="amount"
              name="amount"
              label={t('setup.amount')}
              hint={t('setup.amountHint')}
              required
              inputMode="decimal"
              dir="ltr"
            />
          )}
          <fieldset className="field periodic__frequencies">
            <legend className="field__label">{t('setup.frequency')}</legend>
            {FREQUENCIES.map((value) => (
              <div className="choice" key={value}>
                <input
                  type="radio"
                  id={`periodic-frequency-${value}`}
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                <label htmlFor={`periodic-frequency-${value}`}>
                  {t(`frequency.${value}`)}
                  {value === 'ramadan-last-ten' && (
                    <span className="periodic__hint">{t('frequencyHint.ramadan-last-ten')}</span>
                  )}
                </label>
              </div>
            ))}
          </fieldset>
          <TextInput name="endDate" label={t('setup.endDate')} hint={t('setup.endDateHint')} type="date" dir="ltr" />
          <TextInput name="name" label={t('setup.name')} required autoComplete="name" />
          <TextInput
            name="mobile"
            label={t('setup.mobile')}
            hint={t('setup.mobileHint')}
            required
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
          />
          <p className="periodic__note">{t('setup.cardNote')}</p>
          <SubmitButton>{t('setup.submit')}</SubmitButton>
        </Form>
      </div>
    </>
  );
}
