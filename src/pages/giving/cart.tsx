import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { GivingSettings } from '../../domain/giving/catalog';
import type { OrderCreated } from '../../domain/giving/api-types';
import { basketTotal, toOrderItem, useBasket } from '../../lib/basket-store';
import { formatMoney } from '../../lib/format';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { useHydrated } from '../../lib/use-hydrated';
import { BankInstructions } from './parts/bank-instructions';
import { BasketLine } from './parts/basket-line';
import { CheckoutForm } from './parts/checkout-form';
import { loadGivingSettings } from './parts/load-settings';
import { notFound } from '../../pipeline/http-error';

export async function loadData(ctx: RouteContext): Promise<GivingSettings> {
  const settings = await loadGivingSettings(ctx);
  // The test basket exists only where the sandbox is the gateway (test payments never beside real ones).
  if (ctx.route.key === 'cartTest' && settings.cardProvider !== 'sandbox') throw notFound();
  return settings;
}

export const watchQuery = ['payment'];

/** The basket is read in the browser: its lines, the checkout form and the bank instructions show only there. */
export const browserTexts = ['giving:basket', 'giving:checkout', 'giving:amount', 'giving:funds', 'apply:form'];

export function head(ctx: PageRenderContext, _data: GivingSettings, t: (key: string) => string): HeadInfo {
  // The test basket is for staff trying the gateway; search engines have no business there.
  return ctx.routeKey === 'cartTest' ? { title: t('routes.cartTest'), noindex: true } : { title: t('routes.cart') };
}

/** /donate/cart (and /donate/cart-test, forced onto the sandbox gateway): the basket and checkout. */
export default function CartPage({ data, ctx }: PageProps<GivingSettings>) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const lines = useBasket();
  const hydrated = useHydrated();
  const locale = ctx.locale;
  const failure = ctx.query.payment === 'failed' || ctx.query.payment === 'cancelled' ? ctx.query.payment : null;
  const total = basketTotal(lines);
  const [bank, setBank] = useState<OrderCreated | null>(null);

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body cart-page">
        {failure && (
          <div className="notice notice--error" role="alert" data-testid="payment-failed">
            <strong>{t(`basket.${failure}Title`)}</strong> {t('basket.failedLead')}
            {ctx.query.reason && ctx.query.reason !== 'cancelled' && (
              <span>
                {' '}
                ({t(`basket.reasons.${ctx.query.reason === 'insufficient_funds' ? 'insufficient_funds' : 'declined'}`)})
              </span>
            )}
          </div>
        )}
        {bank ? (
          <BankInstructions order={bank} />
        ) : !hydrated ? (
          <p className="cart-page__loading" aria-busy="true">
            {t('basket.loading')}
          </p>
        ) : lines.length === 0 ? (
          <div className="cart-empty" data-testid="basket-empty">
            <p>{t('basket.empty')}</p>
            <p className="cart-empty__links">
              <AppLink to={toRoute('instantDonation')} className="button button--primary">
                {t('basket.giveNow')}
              </AppLink>
              <AppLink to={toRoute('contributeDonate')} className="button">
                {t('basket.browse')}
              </AppLink>
            </p>
          </div>
        ) : (
          <div className="cart-layout">
            <section aria-labelledby="basket-lines-title" className="cart-layout__lines">
              <h2 id="basket-lines-title">{t('basket.linesTitle')}</h2>
              <ul className="basket-lines">
                {lines.map((line) => (
                  <BasketLine key={`${line.id}:${line.unitAmount}`} line={line} locale={locale} />
                ))}
              </ul>
              <p className="basket-total" aria-live="polite">
                {t('basket.total')} <strong data-testid="basket-total">{formatMoney(total, locale)}</strong>
              </p>
            </section>
            <section className="cart-layout__checkout">
              <CheckoutForm
                items={lines.map(toOrderItem)}
                lineIds={lines.map((line) => line.id)}
                settings={data}
                forceSandbox={ctx.routeKey === 'cartTest'}
                onBankTransfer={setBank}
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
