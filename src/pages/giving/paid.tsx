import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { PaymentVerification } from '../../domain/giving/api-types';
import { localizePath } from '../../lib/locale';
import { formatOrderNumber } from './parts/order-number';
import { TestMarker } from './parts/test-marker';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { RANDOM_ID } from '../../domain/ids';

/** Loading verifies a payment (a side effect): every visit must run it, never the HTML cache. */
export const serverCache = false;

/** No payment id at all: a page that says where to go (docs/behaviour.md#B-GIVE-6); a malformed one: 404. */
export function validate(ctx: RouteContext): boolean {
  return !ctx.query.payment || RANDOM_ID.test(ctx.query.payment);
}

/**
 * The gateway's return address: the server asks the provider itself (never trusting the query),
 * then sends the donor to the receipt, or back to the basket (still full) with the reason.
 */
export async function loadData(ctx: RouteContext): Promise<PaymentVerification | null> {
  if (!ctx.query.payment) return null;
  const result = (
    await ctx.api.post<PaymentVerification>(`/payments/${ctx.query.payment}/verify`, undefined, { signal: ctx.signal })
  ).data;
  if (result.status === 'paid' || result.orderStatus === 'paid')
    ctx.redirect(localizePath(`/donate/success/${result.orderId}`, ctx.locale), 303);
  if (result.status === 'failed') {
    const reason = result.reason === 'cancelled' ? 'cancelled' : 'failed';
    const detail = result.reason && result.reason !== 'cancelled' ? `&reason=${encodeURIComponent(result.reason)}` : '';
    ctx.redirect(`${localizePath('/donate/cart', ctx.locale)}?payment=${reason}${detail}`, 303);
  }
  return result;
}

export function head(_ctx: PageRenderContext, _data: PaymentVerification | null, t: (key: string) => string): HeadInfo {
  return { title: t('routes.paid'), noindex: true };
}

/** Reached only while the provider has not decided yet (a card still being authorised). */
export default function PaidPage({ data, ctx }: PageProps<PaymentVerification | null>) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  if (!data) {
    // Reached without a payment (a bookmark, a shared link): the basket and the receipt are elsewhere.
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} />
        <div className="container page-body">
          <div className="notice" data-testid="paid-without-payment">
            <p>{t('paid.none')}</p>
            <p>{t('paid.receipts')}</p>
            <p>
              <AppLink to={toRoute('receiptStatement')}>{t('receipts:receipt.statementLink')}</AppLink>
            </p>
            <p>
              <AppLink to={toRoute('myGiving')}>{t('donor:pointer')}</AppLink>
            </p>
            <p>
              <AppLink to={toRoute('cart')} className="button button--primary">
                {t('paid.toBasket')}
              </AppLink>
            </p>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body">
        {data.test && <TestMarker what="payment" />}
        <div className="notice" role="status" data-testid="payment-pending">
          <p>{t('paid.pending', { number: formatOrderNumber(data.number, ctx.locale) })}</p>
          <p>
            <AppLink to={`${toRoute('paid')}?payment=${data.paymentId}`} className="button button--primary">
              {t('paid.checkAgain')}
            </AppLink>
          </p>
        </div>
      </div>
    </>
  );
}
