import { useTranslation } from 'react-i18next';
import type { Fund } from '../../../domain/giving/funds';

interface Props {
  /** The item's own fund (sadaqah for families, bills, debts). */
  own: Fund;
  value: Fund;
  onChange: (fund: Fund) => void;
  idPrefix: string;
}

/**
 * On an item eligible for zakat: give it as its own fund or as zakat (docs/decisions/027). Zakat
 * lines stay separate lines in the basket and on the receipt.
 */
export function FundChoice({ own, value, onChange, idPrefix }: Props) {
  const { t } = useTranslation('giving');
  const options: Fund[] = [own, 'zakat'];
  return (
    <fieldset className="fund-choice" data-testid="fund-choice">
      <legend>{t('funds.choose')}</legend>
      <div className="fund-choice__options">
        {options.map((fund) => (
          <label key={fund} htmlFor={`${idPrefix}-${fund}`} className="fund-choice__option">
            <input
              type="radio"
              id={`${idPrefix}-${fund}`}
              name={idPrefix}
              value={fund}
              checked={value === fund}
              onChange={() => onChange(fund)}
              data-testid={`fund-${fund}`}
            />
            <span>{t(`funds.${fund}`)}</span>
          </label>
        ))}
      </div>
      {value === 'zakat' && <p className="fund-choice__hint">{t('funds.zakatHint')}</p>}
    </fieldset>
  );
}
