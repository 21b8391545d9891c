import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRiyalsText } from '../../../domain/giving/money';
import { MAX_ITEM_HALALAS, MAX_QUANTITY, MIN_ITEM_HALALAS } from '../../../domain/giving/money';
import { normaliseDigits } from '../../../domain/applications/digits';
import { basket, isCounted, lineAmount, type BasketItem } from '../../../lib/basket-store';
import { formatMoney, formatNumber, localizeDigits } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { TranslatedWithUserText } from '../../../components/isolated';

/** One basket line: title, unit, quantity or amount (editable), line total, remove. */
export function BasketLine({ line, locale }: { line: BasketItem; locale: Locale }) {
  const { t } = useTranslation('giving');
  const title = line.title[locale];
  const counted = isCounted(line.kind);
  const [amountText, setAmountText] = useState(amountInputText(line.unitAmount, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const maxAmount = Math.min(line.maxAmount ?? MAX_ITEM_HALALAS, MAX_ITEM_HALALAS);
  const maxQuantity = Math.min(line.maxQuantity ?? MAX_QUANTITY, MAX_QUANTITY);
  const base = `line-${line.id.replace(/[^\w-]/g, '-')}`;

  const setQuantity = (quantity: number) => {
    if (quantity < 1 || quantity > maxQuantity) return;
    basket.update(line.id, { quantity });
    notify('info', t('basket.quantityChanged', { title, quantity: formatNumber(quantity, locale) }));
  };

  const saveAmount = () => {
    const halalas = parseRiyalsText(amountText);
    if (halalas === null || halalas < MIN_ITEM_HALALAS || halalas > maxAmount) {
      setProblem(
        t('basket.amountRange', { min: formatMoney(MIN_ITEM_HALALAS, locale), max: formatMoney(maxAmount, locale) }),
      );
      return;
    }
    setProblem(null);
    if (halalas === line.unitAmount) return;
    basket.update(line.id, { unitAmount: halalas });
    notify('info', t('basket.amountChanged', { title, amount: formatMoney(halalas, locale) }));
  };

  const remove = () => {
    basket.remove(line.id);
    notify('warning', t('basket.removed', { title }));
  };

  return (
    <li className="basket-line" data-testid="basket-line" data-kind={line.kind}>
      <div className="basket-line__head">
        <span className="basket-line__kind">{t(`kinds.${line.kind}`)}</span>
        <h3 className="basket-line__title">{title}</h3>
        {line.fund && (
          <p className="basket-line__fund" data-testid="basket-line-fund" data-fund={line.fund}>
            {t('funds.label')}: {t(`funds.${line.fund}`)}
          </p>
        )}
        {line.gift && (
          <p className="basket-line__note">
            <TranslatedWithUserText t={t} i18nKey="basket.giftFor" user={{ name: line.gift.recipientName }} />
          </p>
        )}
        {line.onBehalfOf && (
          <p className="basket-line__note">
            {t(`onBehalf.${line.onBehalfOf.relation}`)}
            {line.onBehalfOf.name ? (
              <>
                : <bdi>{line.onBehalfOf.name}</bdi>
              </>
            ) : null}
          </p>
        )}
      </div>
      {counted ? (
        <div className="basket-line__controls">
          <span className="basket-line__unit">
            {t('basket.unit', { amount: formatMoney(line.unitAmount, locale) })}
          </span>
          <div className="quantity" role="group" aria-label={t('basket.quantityOf', { title })}>
            <button
              type="button"
              className="quantity__step"
              onClick={() => setQuantity(line.quantity - 1)}
              disabled={line.quantity <= 1}
              aria-label={t('basket.less')}
            >
              −
            </button>
            <input
              className="quantity__value"
              type="text"
              inputMode="numeric"
              dir="ltr"
              aria-label={t('basket.quantity')}
              value={localizeDigits(String(line.quantity), locale)}
              onChange={(event) => {
                const value = Number(normaliseDigits(event.target.value).trim());
                if (Number.isSafeInteger(value)) setQuantity(value);
              }}
              data-testid="line-quantity"
            />
            <button
              type="button"
              className="quantity__step"
              onClick={() => setQuantity(line.quantity + 1)}
              disabled={line.quantity >= maxQuantity}
              aria-label={t('basket.more')}
            >
              +
            </button>
          </div>
        </div>
      ) : (
        <div className="basket-line__controls">
          <label htmlFor={`${base}-amount`} className="basket-line__amount-label">
            {t('basket.amount')}
          </label>
          <span className="amount-picker__input">
            <input
              id={`${base}-amount`}
              className="field__control"
              type="text"
              inputMode="decimal"
              dir="ltr"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={saveAmount}
              onKeyDown={(event) => {
                if (event.key === 'Enter') saveAmount();
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${base}-error` : undefined}
              data-testid="line-amount"
            />
            <span className="amount-picker__unit" aria-hidden="true">
              {t('amount.unit')}
            </span>
          </span>
          {problem && (
            <p className="field__error" id={`${base}-error`} role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      <div className="basket-line__foot">
        <strong className="basket-line__total">{formatMoney(lineAmount(line), locale)}</strong>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={remove}
          aria-label={t('basket.removeTitle', { title })}
          data-testid="line-remove"
        >
          {t('basket.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * The amount as the input first shows it, in the page's digits (an Arabic page shows "٥٠٠" beside
 * "٥٠٠ ر.س." in the total, not "500"); parseRiyalsText reads either digit system back.
 */
export function amountInputText(halalas: number, locale: Locale): string {
  const riyals = String(halalas / 100);
  return locale === 'ar' ? localizeDigits(riyals, locale).replace('.', '\u066B') : riyals;
}
