import { useTranslation } from 'react-i18next';
import { useBasketCount } from '../lib/basket-store';
import { AppLink } from './app-link';
import { useLocalePath } from './use-locale-path';
import { Icon } from './icon';
import { formatNumber } from '../lib/format';

export function BasketLink() {
  const { t } = useTranslation();
  const { toRoute, locale } = useLocalePath();
  const count = useBasketCount();
  return (
    <AppLink to={toRoute('cart')} className="basket-link" aria-label={t('nav.basketWithCount', { count })}>
      <Icon name="basket" />
      <span className="basket-link__label">{t('nav.basket')}</span>
      <span className="basket-link__count" data-testid="basket-count" aria-hidden="true">
        {formatNumber(count, locale)}
      </span>
    </AppLink>
  );
}
