import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorSettings } from '../../domain/calculator-settings';
import { FIELD_LIMITS } from '../../domain/calculators/field-limits';
import {
  calculateZakatOnMoney,
  GOLD_KARATS,
  NISAB_BASES,
  nisabValue,
  type NisabBasis,
} from '../../domain/calculators/zakat-money';
import { formatDualDate } from '../../lib/format-date';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';
import { CalculatorFrame, LiveResult } from './parts/calculator-frame';
import { DonateButton } from './parts/donate-button';
import { calculatorBrowserTexts } from './parts/browser-texts';
import { FigureList, type Figure } from './parts/figure-list';
import { useCalcFormat } from './parts/format-units';
import { loadCalculatorSettings, queryText } from './parts/load-settings';
import { NumberField } from './parts/number-field';
import { useNumberFields } from './parts/use-number-fields';

export const loadData = loadCalculatorSettings;
export const browserTexts = calculatorBrowserTexts('money');

export function head(_ctx: PageRenderContext, _data: CalculatorSettings, t: (key: string) => string): HeadInfo {
  return { title: t('routes.calcMoney'), description: t('calc:description.money') };
}

const MONEY_FIELDS = ['cash', 'tradeGoods', 'receivables', 'shares'] as const;
const GOLD_FIELDS = { 24: 'gold24', 22: 'gold22', 21: 'gold21', 18: 'gold18' } as const;
const FIELDS = {
  cash: FIELD_LIMITS.money,
  tradeGoods: FIELD_LIMITS.money,
  receivables: FIELD_LIMITS.money,
  shares: FIELD_LIMITS.money,
  gold24: FIELD_LIMITS.grams,
  gold22: FIELD_LIMITS.grams,
  gold21: FIELD_LIMITS.grams,
  gold18: FIELD_LIMITS.grams,
  silver: FIELD_LIMITS.grams,
  debts: FIELD_LIMITS.money,
};
type FieldName = keyof typeof FIELDS;

export default function ZakatOnMoneyPage({ data: settings, ctx }: PageProps<CalculatorSettings>) {
  const { t } = useTranslation('calc');
  const format = useCalcFormat();
  const { locale } = format;
  const initial = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, queryText(ctx.query, name)])) as Record<
    FieldName,
    string
  >;
  const fields = useNumberFields(FIELDS, initial);
  const [deductDebts, setDeductDebts] = useState(ctx.query.deduct === '1');
  const [basis, setBasis] = useState<NisabBasis>(ctx.query.basis === 'silver' ? 'silver' : 'gold');

  const result = useMemo(() => {
    const v = fields.values;
    if (!v) return null;
    return calculateZakatOnMoney(
      {
        cash: v.cash,
        tradeGoods: v.tradeGoods,
        receivables: v.receivables,
        shares: v.shares,
        goldMg: { 24: v.gold24, 22: v.gold22, 21: v.gold21, 18: v.gold18 },
        silverMg: v.silver,
        debts: v.debts,
        deductDebts,
        basis,
      },
      settings,
    );
  }, [fields.values, deductDebts, basis, settings]);

  const field = (name: FieldName, unit: string, hint?: string) => (
    <NumberField
      key={name}
      name={name}
      label={t(`money.fields.${name}`)}
      unit={unit}
      value={fields.text[name]}
      onChange={(value) => fields.setText(name, value)}
      error={fields.errors[name]}
      hint={hint}
    />
  );
  const sar = t('units.sar');
  const grams = t('units.grams');
  const nisabGold = nisabValue(settings, 'gold');
  const nisabSilver = nisabValue(settings, 'silver');

  let resultBody: ReactNode;
  if (fields.invalid || !result) {
    resultBody = <p className="calc-result__message">{t('form.fixErrors')}</p>;
  } else {
    const figures: Figure[] = [];
    if (result.goldValue > 0) {
      figures.push({ key: 'pureGold', label: t('money.result.pureGold'), value: format.grams(result.pureGoldMg) });
      figures.push({ key: 'goldValue', label: t('money.result.goldValue'), value: format.money(result.goldValue) });
    }
    if (result.silverValue > 0)
      figures.push({
        key: 'silverValue',
        label: t('money.result.silverValue'),
        value: format.money(result.silverValue),
      });
    if (result.debtsDeducted > 0) {
      figures.push({ key: 'gross', label: t('money.result.gross'), value: format.money(result.grossWealth) });
      figures.push({
        key: 'debtsDeducted',
        label: t('money.result.debtsDeducted'),
        value: format.money(result.debtsDeducted),
      });
    }
    figures.push({ key: 'zakatable', label: t('money.result.zakatable'), value: format.money(result.zakatableWealth) });
    figures.push({
      key: 'nisab',
      label: t('money.result.nisab', {
        grams: format.count('grams', result.nisabGrams),
        metal: t(`money.metal.${result.basis}`),
      }),
      value: format.money(result.nisabValue),
    });
    if (result.due)
      figures.push({ key: 'amount', label: t('money.result.amount'), value: format.money(result.zakat), main: true });
    resultBody = (
      <>
        <FigureList figures={figures} />
        {result.grossWealth === 0 ? (
          <p className="calc-result__message">{t('money.result.empty')}</p>
        ) : (
          <p
            className={`calc-result__verdict calc-result__verdict--${result.due ? 'due' : 'not-due'}`}
            data-testid="calc-verdict"
          >
            {t(result.due ? 'money.result.due' : 'money.result.notDue')}
          </p>
        )}
      </>
    );
  }

  const date = formatDualDate(settings.pricesSetAt, locale);
  return (
    <CalculatorFrame
      routeKey={ctx.routeKey}
      lead={<p>{t('money.lead')}</p>}
      result={
        <>
          <LiveResult>{resultBody}</LiveResult>
          <DonateButton
            locale={locale}
            line={
              result?.due && !fields.invalid
                ? { kind: 'zakat', ref: 'money', titleKey: 'money', amount: result.zakat }
                : null
            }
          />
        </>
      }
      explanationTitle={t('money.explain.title')}
      explanation={
        <>
          <p>{t('money.explain.rule')}</p>
          <p>{t('money.explain.what')}</p>
          <p>{t('money.explain.gold')}</p>
          <p>
            {t('money.explain.nisab', {
              gold: format.count('grams', settings.nisabGoldGrams),
              silver: format.count('grams', settings.nisabSilverGrams),
            })}
          </p>
          <p>{t('money.explain.debts')}</p>
          <p className="calc-explain__formula">{t('money.explain.formula')}</p>
        </>
      }
      roundingText={t('rounding.money')}
      settings={[
        { key: 'goldPrice', label: t('settings.goldPrice'), value: format.money(settings.goldPricePerGram) },
        { key: 'silverPrice', label: t('settings.silverPrice'), value: format.money(settings.silverPricePerGram) },
        {
          key: 'nisabGold',
          label: t('settings.nisabGold', { grams: format.count('grams', nisabGold.grams) }),
          value: format.money(nisabGold.value),
        },
        {
          key: 'nisabSilver',
          label: t('settings.nisabSilver', { grams: format.count('grams', nisabSilver.grams) }),
          value: format.money(nisabSilver.value),
        },
      ]}
      settingsNote={t('settings.setOn', date)}
    >
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('money.groups.cash')}</legend>
        {MONEY_FIELDS.map((name) => field(name, sar))}
      </fieldset>
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('money.groups.gold')}</legend>
        <p className="calc-group__hint">{t('money.goldHint')}</p>
        <div className="calc-group__grid">{GOLD_KARATS.map((karat) => field(GOLD_FIELDS[karat], grams))}</div>
      </fieldset>
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('money.groups.silver')}</legend>
        {field('silver', grams, t('money.silverHint'))}
      </fieldset>
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('money.groups.debts')}</legend>
        <p className="calc-group__hint">{t('money.debtsNote')}</p>
        <label className="calc-choice">
          <input
            type="checkbox"
            name="deduct"
            value="1"
            checked={deductDebts}
            onChange={(event) => setDeductDebts(event.target.checked)}
          />
          <span>{t('money.deductDebts')}</span>
        </label>
        {field('debts', sar)}
      </fieldset>
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('money.groups.basis')}</legend>
        <p className="calc-group__hint">{t('money.basisHint')}</p>
        <div className="calc-choices">
          {NISAB_BASES.map((option) => {
            const nisab = option === 'gold' ? nisabGold : nisabSilver;
            return (
              <label key={option} className="calc-choice">
                <input
                  type="radio"
                  name="basis"
                  value={option}
                  checked={basis === option}
                  onChange={() => setBasis(option)}
                />
                <span>
                  {t(option === 'gold' ? 'money.basisGold' : 'money.basisSilver')}: {format.count('grams', nisab.grams)}{' '}
                  ({format.money(nisab.value)})
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </CalculatorFrame>
  );
}
