import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorSettings } from '../../domain/calculator-settings';
import { FIELD_LIMITS } from '../../domain/calculators/field-limits';
import {
  calculateKaffarah,
  KAFFARAH_TYPES,
  type KaffarahProvision,
  type KaffarahType,
} from '../../domain/calculators/kaffarah';
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
export const browserTexts = calculatorBrowserTexts('kaffarah');

export function head(_ctx: PageRenderContext, _data: CalculatorSettings, t: (key: string) => string): HeadInfo {
  return { title: t('routes.calcKafarat'), description: t('calc:description.kaffarah') };
}

const FIELDS = { count: FIELD_LIMITS.count };
const PROVISIONS: KaffarahProvision[] = ['food', 'clothing'];

function isType(value: string | undefined): value is KaffarahType {
  return (KAFFARAH_TYPES as readonly string[]).includes(value ?? '');
}

export default function KaffarahPage({ data: settings, ctx }: PageProps<CalculatorSettings>) {
  const { t } = useTranslation('calc');
  const format = useCalcFormat();
  const [type, setType] = useState<KaffarahType>(isType(ctx.query.type) ? ctx.query.type : 'oath');
  const [provision, setProvision] = useState<KaffarahProvision>(
    ctx.query.provision === 'clothing' ? 'clothing' : 'food',
  );
  const fields = useNumberFields(FIELDS, { count: queryText(ctx.query, 'count', '1') });
  const result = useMemo(
    () => (fields.values ? calculateKaffarah({ type, count: fields.values.count, provision }, settings) : null),
    [fields.values, type, provision, settings],
  );
  const clothing = result?.provision === 'clothing';

  let resultBody: ReactNode;
  if (fields.invalid) resultBody = <p className="calc-result__message">{t('form.fixErrors')}</p>;
  else if (!result) resultBody = <p className="calc-result__message">{t('kaffarah.result.empty')}</p>;
  else {
    const figures: Figure[] = [
      {
        key: 'people',
        label: t(clothing ? 'kaffarah.result.peopleClothed' : 'kaffarah.result.people'),
        value: format.count('poor', result.people),
      },
      {
        key: 'unitPrice',
        label: t(clothing ? 'kaffarah.result.unitPriceClothing' : 'kaffarah.result.unitPrice'),
        value: format.money(result.unitPrice),
      },
      { key: 'amount', label: t('kaffarah.result.amount'), value: format.money(result.amount), main: true },
    ];
    resultBody = <FigureList figures={figures} />;
  }
  const note =
    type === 'oath'
      ? t('kaffarah.result.oathNote')
      : type === 'intercourse'
        ? t('kaffarah.result.intercourseNote')
        : null;

  return (
    <CalculatorFrame
      routeKey={ctx.routeKey}
      lead={<p>{t('kaffarah.lead')}</p>}
      result={
        <>
          <LiveResult>{resultBody}</LiveResult>
          {note && <p className="calc-result__note">{note}</p>}
          <DonateButton
            locale={format.locale}
            line={
              result && !fields.invalid
                ? {
                    kind: 'kaffarah',
                    ref: type,
                    titleKey: type,
                    titleCounts: { people: { unit: 'poor', value: result.people } },
                    amount: result.amount,
                  }
                : null
            }
          />
        </>
      }
      explanationTitle={t('kaffarah.explain.title')}
      explanation={
        <>
          <dl className="calc-explain__types">
            {KAFFARAH_TYPES.map((option) => (
              <div key={option}>
                <dt>{t(`kaffarah.types.${option}`)}</dt>
                <dd>{t(`kaffarah.typeHelp.${option}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="calc-explain__formula">{t('kaffarah.explain.formula')}</p>
        </>
      }
      roundingText={t('rounding.whole')}
      settings={[
        { key: 'mealPrice', label: t('settings.mealPrice'), value: format.money(settings.mealPrice) },
        { key: 'clothingPrice', label: t('settings.clothingPrice'), value: format.money(settings.clothingPrice) },
      ]}
      settingsNote={t('settings.updatedOn', formatDualDate(settings.effectiveAt, format.locale))}
    >
      <fieldset className="calc-group">
        <legend className="calc-group__legend">{t('kaffarah.typeLegend')}</legend>
        <div className="calc-choices calc-choices--stacked">
          {KAFFARAH_TYPES.map((option) => (
            <label key={option} className="calc-choice calc-choice--described">
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              <span>
                <span className="calc-choice__title">{t(`kaffarah.types.${option}`)}</span>
                <span className="calc-choice__help">{t(`kaffarah.typeHelp.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'oath' && (
        <fieldset className="calc-group">
          <legend className="calc-group__legend">{t('kaffarah.provisionLegend')}</legend>
          <div className="calc-choices">
            {PROVISIONS.map((option) => (
              <label key={option} className="calc-choice">
                <input
                  type="radio"
                  name="provision"
                  value={option}
                  checked={provision === option}
                  onChange={() => setProvision(option)}
                />
                <span>{t(`kaffarah.provision.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <NumberField
        name="count"
        label={t(`kaffarah.countLabel.${type}`)}
        unit={t(`kaffarah.countUnit.${type}`)}
        value={fields.text.count}
        onChange={(value) => fields.setText('count', value)}
        error={fields.errors.count}
        whole
      />
    </CalculatorFrame>
  );
}
