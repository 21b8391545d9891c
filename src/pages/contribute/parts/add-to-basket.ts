import type { TFunction } from 'i18next';
import type { CatalogItem } from '../../../domain/giving/catalog';
import { isFixedPrice, type OnBehalfRelation } from '../../../domain/giving/kinds';
import type { Fund } from '../../../domain/giving/funds';
import { basket, type BasketItem } from '../../../lib/basket-store';
import { formatMoney } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';

interface Options {
  /** Open amounts: the chosen amount; fixed prices: ignored (the catalog's price). */
  amount?: number;
  quantity?: number;
  onBehalfOf?: { relation: OnBehalfRelation; name?: string };
  /** Zakat on an item eligible for it; otherwise the item's own fund. */
  fund?: Fund;
}

/** Puts a catalog item into the basket and says so in a toast. */
export function addCatalogItem(item: CatalogItem, options: Options, locale: Locale, t: TFunction): BasketItem | null {
  const fixed = item.unitPrice !== null && isFixedPrice(item.kind);
  const unitAmount = fixed ? item.unitPrice : options.amount;
  if (!unitAmount) return null;
  const fund: Fund = options.fund === 'zakat' && item.zakatEligible ? 'zakat' : item.fund;
  // The same cause given as zakat and as charity stays two lines: the funds never merge.
  const variant = [
    options.onBehalfOf ? `${options.onBehalfOf.relation}-${options.onBehalfOf.name ?? ''}`.slice(0, 60) : '',
    fund === 'zakat' && item.fund !== 'zakat' ? 'zakat' : '',
  ]
    .filter(Boolean)
    .join(':');
  const line = basket.add({
    kind: item.kind,
    ref: String(item.id),
    title: item.title,
    unitAmount,
    quantity: fixed ? (options.quantity ?? 1) : 1,
    fund,
    ...(options.onBehalfOf ? { onBehalfOf: options.onBehalfOf } : {}),
    ...(variant ? { variant } : {}),
    ...(item.remaining !== null && !fixed ? { maxAmount: item.remaining } : {}),
    ...(item.stockLeft !== null && fixed ? { maxQuantity: item.stockLeft } : {}),
  });
  notify(
    'success',
    t('giving:basket.added', {
      title: item.title[locale],
      amount: formatMoney(line.unitAmount * line.quantity, locale),
    }),
  );
  return line;
}
