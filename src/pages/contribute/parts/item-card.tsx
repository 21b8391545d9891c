import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountPicker } from '../../../components/amount-picker';
import { AppLink } from '../../../components/app-link';
import { useLocalePath } from '../../../components/use-locale-path';
import type { CatalogItem, GivingSettings } from '../../../domain/giving/catalog';
import { isFixedPrice, ON_BEHALF_RELATIONS, takesOnBehalf, type OnBehalfRelation } from '../../../domain/giving/kinds';
import { pick } from '../../../domain/content-media';
import { normaliseDigits } from '../../../domain/applications/digits';
import { formatMoney, formatNumber, progressPercent } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { addCatalogItem } from './add-to-basket';
import { FundChoice } from './fund-choice';
import type { Fund } from '../../../domain/giving/funds';

interface Props {
  item: CatalogItem;
  settings: GivingSettings;
  /** Family cases link to their own page. */
  detailHref?: string;
  headingLevel?: 2 | 3;
}

/** A catalog item with what it needs to be given to: price and quantity, or an amount. */
export function ItemCard({ item, settings, detailHref, headingLevel = 2 }: Props) {
  const { t } = useTranslation('giving');
  const { locale } = useLocalePath();
  const hydrated = useHydrated();
  const fixed = isFixedPrice(item.kind) && item.unitPrice !== null;
  const cap = item.remaining ?? settings.maxAmount;
  const presets = settings.presets.filter((preset) => preset <= cap);
  const [amount, setAmount] = useState<number | null>(presets[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [relation, setRelation] = useState<OnBehalfRelation>('self');
  const [name, setName] = useState('');
  const [fund, setFund] = useState<Fund>(item.fund);
  const maxQuantity = Math.min(item.stockLeft ?? settings.maxQuantity, settings.maxQuantity);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = pick(item.title, locale);
  const base = `item-${item.id}`;

  const add = () => {
    const onBehalfOf = takesOnBehalf(item.kind)
      ? { relation, ...(relation !== 'self' && name.trim() ? { name: name.trim() } : {}) }
      : undefined;
    addCatalogItem(item, { amount: amount ?? undefined, quantity, onBehalfOf, fund }, locale, t);
  };

  return (
    <article className="item-card" data-testid="item-card" data-kind={item.kind} aria-labelledby={`${base}-title`}>
      <img className="item-card__image" src={item.image} alt="" width={400} height={225} loading="lazy" />
      <div className="item-card__body">
        {item.category && <span className="item-card__category">{pick(item.category, locale)}</span>}
        <Heading className="item-card__title" id={`${base}-title`}>
          {detailHref ? <AppLink to={detailHref}>{title}</AppLink> : title}
        </Heading>
        <p className="item-card__summary">{pick(item.summary, locale)}</p>
        {(item.city || item.members !== null || item.need) && (
          <dl className="item-card__facts">
            {item.city && (
              <div>
                <dt>{t('catalog.city')}</dt>
                <dd>{pick(item.city, locale)}</dd>
              </div>
            )}
            {item.members !== null && (
              <div>
                <dt>{t('catalog.members')}</dt>
                <dd>{formatNumber(item.members, locale)}</dd>
              </div>
            )}
            {item.need && (
              <div>
                <dt>{t('catalog.need')}</dt>
                <dd>{pick(item.need, locale)}</dd>
              </div>
            )}
          </dl>
        )}
        {item.target !== null && !fixed && (
          <div className="item-card__progress">
            <div
              className="progress__track"
              role="progressbar"
              aria-label={t('catalog.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progressPercent(item.collected, item.target)}
            >
              <span
                className="progress__fill"
                style={{ inlineSize: `${progressPercent(item.collected, item.target)}%` }}
              />
            </div>
            <p className="item-card__amounts">
              {t(item.kind === 'bill' ? 'catalog.due' : 'catalog.target')}:{' '}
              <strong>{formatMoney(item.target, locale)}</strong> · {t('catalog.collected')}:{' '}
              {formatMoney(item.collected, locale)}
              {item.remaining !== null && (
                <>
                  {' '}
                  · {t('catalog.remaining')}: <strong>{formatMoney(item.remaining, locale)}</strong>
                </>
              )}
            </p>
          </div>
        )}
        {fixed && (
          <p className="item-card__price">
            {t(item.kind === 'waqf' ? 'catalog.sharePrice' : 'catalog.price')}:{' '}
            <strong>{formatMoney(item.unitPrice ?? 0, locale)}</strong>
            {item.stockLeft !== null && (
              <span>
                {' '}
                ·{' '}
                {t(item.kind === 'waqf' ? 'catalog.sharesLeft' : 'catalog.stockLeft', {
                  n: formatNumber(item.stockLeft, locale),
                })}
              </span>
            )}
          </p>
        )}
        {!item.available ? (
          <p className="item-card__done">{t(fixed ? 'catalog.soldOut' : 'catalog.funded')}</p>
        ) : (
          <div className="item-card__give">
            {fixed ? (
              <label className="item-card__quantity" htmlFor={`${base}-quantity`}>
                <span>{t(item.kind === 'waqf' ? 'catalog.shares' : 'catalog.quantity')}</span>
                <input
                  id={`${base}-quantity`}
                  className="field__control"
                  type="number"
                  min={1}
                  max={maxQuantity}
                  inputMode="numeric"
                  value={quantity}
                  onChange={(event) => {
                    const value = Number(normaliseDigits(event.target.value));
                    if (Number.isSafeInteger(value) && value >= 1 && value <= maxQuantity) setQuantity(value);
                  }}
                />
              </label>
            ) : (
              <AmountPicker
                label={t('amount.label')}
                presets={presets}
                value={amount}
                onChange={setAmount}
                locale={locale}
                min={settings.minAmount}
                max={Math.min(cap, settings.maxAmount)}
                idPrefix={`${base}-amount`}
              />
            )}
            {!fixed && item.kind === 'bill' && item.remaining !== null && (
              <button
                type="button"
                className="button button--small"
                onClick={() => addCatalogItem(item, { amount: item.remaining ?? undefined, fund }, locale, t)}
                disabled={!hydrated}
              >
                {t('catalog.payAll', { amount: formatMoney(item.remaining, locale) })}
              </button>
            )}
            {item.zakatEligible && item.fund !== 'zakat' && (
              <FundChoice own={item.fund} value={fund} onChange={setFund} idPrefix={`${base}-fund`} />
            )}
            {takesOnBehalf(item.kind) && (
              <div className="item-card__behalf">
                <label htmlFor={`${base}-relation`}>{t('onBehalf.label')}</label>
                <select
                  id={`${base}-relation`}
                  className="field__control field__control--select"
                  value={relation}
                  onChange={(event) => setRelation(event.target.value as OnBehalfRelation)}
                >
                  {ON_BEHALF_RELATIONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`onBehalf.${value}`)}
                    </option>
                  ))}
                </select>
                {relation !== 'self' && (
                  <>
                    <label htmlFor={`${base}-behalf-name`}>{t('onBehalf.name')}</label>
                    <input
                      id={`${base}-behalf-name`}
                      className="field__control"
                      type="text"
                      maxLength={100}
                      value={name}
                      onChange={(event) => setName(event.target.value)}
                    />
                  </>
                )}
              </div>
            )}
            <button
              type="button"
              className="button button--primary item-card__add"
              onClick={add}
              disabled={!hydrated || (!fixed && !amount)}
              data-testid="add-to-basket"
            >
              {t('catalog.add')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
