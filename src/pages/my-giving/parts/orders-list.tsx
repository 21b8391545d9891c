import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { DualDate } from '../../../components/dual-date';
import { pick } from '../../../domain/bilingual';
import { fundLabelKey } from '../../../domain/giving/funds';
import type { DonorOrder } from '../../../domain/donor-space/api-types';
import { formatMoney, formatPlainNumber } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/** Every order of the number, newest first, with its state (refunds included) and its receipt. */
export function OrdersList({ orders }: { orders: DonorOrder[] }) {
  const { t } = useTranslation(['donor', 'giving']);
  const { locale, to } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const api = apiBaseUrl.replace(/\/$/, '');
  return (
    <section className="donor-space__section" aria-labelledby="donor-orders-title">
      <h2 id="donor-orders-title">{t('orders.title')}</h2>
      {orders.length === 0 && <p>{t('orders.empty')}</p>}
      <ul className="donor-space__list" data-testid="donor-orders">
        {orders.map((order) => (
          <li key={order.id} className="donor-card" data-testid="donor-order" data-state={order.state}>
            <div className="donor-card__head">
              <h3>{t('orders.number', { number: formatPlainNumber(order.number, locale) })}</h3>
              <span className={`donor-card__state donor-card__state--${order.state}`}>
                {t(`orders.state.${order.state}`)}
              </span>
            </div>
            <p className="donor-card__amount">{formatMoney(order.total, locale)}</p>
            {order.refunded > 0 && (
              <p className="donor-card__refund">
                {t('orders.refunded', { amount: formatMoney(order.refunded, locale) })}
              </p>
            )}
            <DualDate iso={order.paidAt ?? order.createdAt} locale={locale} />
            <ul className="donor-card__lines">
              {order.lines.map((line, index) => (
                <li key={index}>
                  {pick(line.title, locale)}
                  {line.fund && <span className="donor-card__fund"> · {t(fundLabelKey(line.fund))}</span>}
                  <span className="donor-card__line-amount"> · {formatMoney(line.amount, locale)}</span>
                </li>
              ))}
            </ul>
            {(order.periodic || order.test) && (
              <p className="donor-card__note">
                {[order.periodic ? t('orders.periodic') : null, order.test ? t('orders.test') : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {order.verifyCode && (
              <p className="donor-card__links">
                <AppLink to={to(`/donate/success/${order.id}`)}>{t('orders.receipt')}</AppLink>
                <a href={`${api}/orders/${order.id}/receipt.pdf?lang=${locale}`} download>
                  {t('orders.pdf')}
                </a>
                <AppLink to={to(`/receipts/verify/${order.verifyCode}`)}>{t('orders.verify')}</AppLink>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
