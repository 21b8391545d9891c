import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorSettings } from '../../domain/calculator-settings';
import { FIELD_LIMITS } from '../../domain/calculators/field-limits';
import { calculateZakatFitr } from '../../domain/calculators/zakat-fitr';
import { formatDualDate } from '../../lib/format-date';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';
import { CalculatorFrame, LiveResult } from './parts/calculator-frame';
import { DonateButton } from './parts/donate-button';
import { calculatorBrowserTexts } from './parts/browser-texts';
import { FigureList } from './parts/figure-list';
import { useCalcFormat } from './parts/format-units';
import { loadCalculatorSettings, queryText } from './parts/load-settings';
import { NumberField } from './parts/number-field';
import { useNumberFields } from './parts/use-number-fields';

export const loadData = loadCalculatorSettings;
export const browserTexts = calculatorBrowserTexts('fitr');

export function head(_ctx: PageRenderContext, _data: CalculatorSettings, t: (key: string) => string): HeadInfo {
  return { title: t('routes.calcFetir'), description: t('calc:description.fitr') };
}

const FIELDS = { persons: FIELD_LIMITS.persons };

export default function ZakatFitrPage({ data: settings, ctx }: PageProps<CalculatorSettings>) {
  const { t } = useTranslation('calc');
  const format = useCalcFormat();
  const fields = useNumberFields(FIELDS, { persons: queryText(ctx.query, 'persons') });
  const result = useMemo(
    () => (fields.values ? calculateZakatFitr(fields.values.persons, settings) : null),
    [fields.values, settings],
  );

  let resultBody: ReactNode;
  if (fields.invalid) resultBody = <p className="calc-result__message">{t('form.fixErrors')}</p>;
  else if (!result) resultBody = <p className="calc-result__message">{t('fitr.result.empty')}</p>;
  else
    resultBody = (
      <FigureList
        figures={[
          { key: 'persons', label: t('fitr.result.persons'), value: format.count('persons', result.persons) },
          { key: 'food', label: t('fitr.result.food'), value: format.kilograms(result.grams) },
          { key: 'amount', label: t('fitr.result.amount'), value: format.money(result.amount), main: true },
        ]}
      />
    );

  const weight = format.kilograms(settings.fitrGramsPerPerson);
  return (
    <CalculatorFrame
      routeKey={ctx.routeKey}
      lead={<p>{t('fitr.lead')}</p>}
      result={
        <>
          <LiveResult>{resultBody}</LiveResult>
          <p className="calc-result__note">{t('fitr.deadline')}</p>
          <DonateButton
            locale={format.locale}
            line={
              result && !fields.invalid
                ? {
                    kind: 'zakat-fitr',
                    ref: 'fitr',
                    titleKey: 'fitr',
                    titleCounts: { persons: { unit: 'persons', value: result.persons } },
                    amount: result.amount,
                  }
                : null
            }
          />
        </>
      }
      explanationTitle={t('fitr.explain.title')}
      explanation={
        <>
          <p>{t('fitr.explain.rule')}</p>
          <p>{t('fitr.explain.weight', { weight, amount: format.money(settings.fitrAmountPerPerson) })}</p>
          <p>{t('fitr.explain.agent')}</p>
          <p className="calc-explain__formula">{t('fitr.explain.formula', { weight })}</p>
        </>
      }
      roundingText={t('rounding.whole')}
      settings={[
        { key: 'fitrAmount', label: t('settings.fitrAmount'), value: format.money(settings.fitrAmountPerPerson) },
        { key: 'fitrWeight', label: t('settings.fitrWeight'), value: weight },
      ]}
      settingsNote={t('settings.updatedOn', formatDualDate(settings.effectiveAt, format.locale))}
    >
      <NumberField
        name="persons"
        label={t('fitr.fields.persons')}
        unit={t('units.persons')}
        hint={t('fitr.personsHint')}
        value={fields.text.persons}
        onChange={(value) => fields.setText('persons', value)}
        error={fields.errors.persons}
        whole
      />
    </CalculatorFrame>
  );
}
