import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AmountPicker } from '../../components/amount-picker';
import type { CatalogItem, CatalogPage, GivingSettings } from '../../domain/giving/catalog';
import type { Bilingual } from '../../domain/content-core';
import { isContentId, pick, type ProgramDetail } from '../../domain/content-media';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { CheckoutForm } from './parts/checkout-form';
import { loadGivingSettings } from './parts/load-settings';

interface Target {
  key: string;
  kind: 'cause' | 'anfahum' | 'program';
  ref: string;
  title: Bilingual;
  mostNeeded: boolean;
}

interface Data {
  settings: GivingSettings;
  targets: Target[];
  /** The target chosen by the link that led here (?cause= or ?program=). */
  initial: string;
}

const toTarget = (item: CatalogItem): Target => ({
  key: `${item.kind}:${item.id}`,
  kind: item.kind === 'anfahum' ? 'anfahum' : 'cause',
  ref: String(item.id),
  title: item.title,
  mostNeeded: item.mostNeeded,
});

export async function loadData(ctx: RouteContext): Promise<Data> {
  const programId = ctx.query.program;
  const [settings, causes, program] = await Promise.all([
    loadGivingSettings(ctx),
    ctx.api
      .get<CatalogPage>('/giving/items', { params: { kind: 'cause', size: 50 }, signal: ctx.signal })
      .then((response) => response.data.items),
    isContentId(programId)
      ? ctx.api.get<ProgramDetail>(`/programs/${programId}`, { signal: ctx.signal }).then(
          (response) => response.data,
          () => null,
        )
      : Promise.resolve(null),
  ]);
  const targets = causes.filter((item) => item.available).map(toTarget);
  if (program)
    targets.unshift({
      key: `program:${program.id}`,
      kind: 'program',
      ref: String(program.id),
      title: program.title,
      mostNeeded: false,
    });
  const asked = program ? `program:${program.id}` : targets.find((target) => target.ref === ctx.query.cause)?.key;
  const initial = asked ?? targets.find((target) => target.mostNeeded)?.key ?? targets[0]?.key ?? '';
  return { settings, targets, initial };
}

export const watchQuery = ['program', 'cause'];

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.instantDonation') };
}

/** One step: a cause (or "where most needed"), an amount, the donor, pay. */
export default function InstantDonationPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('giving');
  const locale = ctx.locale;
  const [choice, setChoice] = useState(data.initial);
  const [amount, setAmount] = useState<number | null>(data.settings.presets[1] ?? null);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [amountMissing, setAmountMissing] = useState<string | null>(null);
  const target = data.targets.find((item) => item.key === choice);
  const items = target && amount ? [{ kind: target.kind, ref: target.ref, amount }] : [];
  // The amount sits outside the checkout form: a wrong or missing one stops the post and is named
  // in the form's error summary (linked to the amount box), never sent as an empty order.
  const precheck = (): Record<string, string> => {
    const problem = amountProblem ?? (amount === null ? t('amount.required') : null);
    setAmountMissing(amountProblem ? null : problem);
    if (problem) return { 'amount-custom': problem };
    if (!target) return { 'amount-custom': t('instant.chooseFirst') };
    return {};
  };

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('instant.lead')} />
      <div className="container page-body instant">
        <fieldset className="instant__causes">
          <legend className="field__label">{t('instant.cause')}</legend>
          {data.targets.map((item) => (
            <div className="choice choice--card" key={item.key}>
              <input
                type="radio"
                id={`cause-${item.key.replace(':', '-')}`}
                name="cause"
                value={item.key}
                checked={choice === item.key}
                onChange={() => setChoice(item.key)}
              />
              <label htmlFor={`cause-${item.key.replace(':', '-')}`}>
                {pick(item.title, locale)}
                {item.mostNeeded && <span className="badge">{t('instant.recommended')}</span>}
              </label>
            </div>
          ))}
        </fieldset>
        <AmountPicker
          label={t('amount.label')}
          presets={data.settings.presets}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (next !== null) setAmountMissing(null);
          }}
          locale={locale}
          min={data.settings.minAmount}
          max={data.settings.maxAmount}
          idPrefix="instant-amount"
          error={amountMissing}
          onProblemChange={(problem) => {
            setAmountProblem(problem);
            if (problem) setAmountMissing(null);
          }}
        />
        {items.length === 0 && (
          <p className="sample-note" role="status">
            {t('instant.chooseFirst')}
          </p>
        )}
        <CheckoutForm items={items} lineIds={[]} settings={data.settings} idPrefix="instant" precheck={precheck} />
      </div>
    </>
  );
}
