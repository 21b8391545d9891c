import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { Receipt } from '../../domain/giving/api-types';
import { pick } from '../../domain/content-media';
import { basket } from '../../lib/basket-store';
import { formatMoney, formatNumber, localizeDigits } from '../../lib/format';
import { formatDualDate } from '../../lib/format-date';
import { TranslatedWithUserText } from '../../components/isolated';
import { PhoneNumber } from '../../components/phone-number';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { BankAccounts } from '../../components/bank-accounts';
import { TestMarker } from './parts/test-marker';
import { formatOrderNumber } from './parts/order-number';
import type { ReceiptVerification } from '../../domain/receipts/api-types';
import { fundLabelKey } from '../../domain/giving/funds';
import { ReceiptExtras } from '../receipts/parts/receipt-extras';
import { RefundNotice } from '../receipts/parts/refund-notice';
import { RANDOM_ID } from '../../domain/ids';

/** The receipt and, once paid, its public check (code, address, QR code). */
type ReceiptPage = Receipt & { verification: ReceiptVerification | null };

/** One donor's receipt: never kept in the server's HTML cache. */
export const serverCache = false;

export function validate(ctx: RouteContext): boolean {
  return ctx.params.id === undefined || RANDOM_ID.test(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<ReceiptPage | null> {
  if (!ctx.params.id) return null;
  const receipt = (await ctx.api.get<Receipt>(`/orders/${ctx.params.id}/receipt`, { signal: ctx.signal })).data;
  const verification =
    receipt.status === 'paid'
      ? (await ctx.api.get<ReceiptVerification>(`/orders/${ctx.params.id}/verification`, { signal: ctx.signal })).data
      : null;
  return { ...receipt, verification };
}

export function head(ctx: PageRenderContext, data: ReceiptPage | null, t: (key: string) => string): HeadInfo {
  return {
    title: data ? `${t('routes.success')} ${formatOrderNumber(data.number, ctx.locale)}` : t('routes.success'),
    noindex: true,
  };
}

/** The receipt: printable, private (noindex), and the moment the paid lines leave the basket. */
export default function SuccessPage({ data, ctx }: PageProps<ReceiptPage | null>) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const locale = ctx.locale;
  useEffect(() => {
    if (data?.status === 'paid') basket.settle(data.orderId);
  }, [data]);

  if (!data) {
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} />
        <div className="container page-body">
          <p>{t('receipt.none')}</p>
          <AppLink to={toRoute('cart')} className="button">
            {t('receipt.toBasket')}
          </AppLink>
        </div>
      </>
    );
  }

  const created = formatDualDate(data.paidAt ?? data.createdAt, locale);
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={t('receipt.title', { number: formatOrderNumber(data.number, locale) })}
      />
      <div className="container page-body receipt" data-testid="receipt">
        <p className={`receipt__status receipt__status--${data.status}`} role="status">
          {data.status === 'paid' ? t('receipt.thanks') : t('receipt.pending')}
        </p>
        {data.refund && <RefundNotice refund={data.refund} locale={locale} where="receipt" />}
        {data.test && <TestMarker what="payment" />}
        <dl className="receipt__facts">
          <div>
            <dt>{t('receipt.number')}</dt>
            <dd data-testid="receipt-number">{formatOrderNumber(data.number, locale)}</dd>
          </div>
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>
              {created.hijri}
              <br />
              {created.gregorian}
            </dd>
          </div>
          <div>
            <dt>{t('receipt.donor')}</dt>
            <dd>
              {data.donor.anonymous ? t('receipt.anonymous') : <bdi data-testid="receipt-donor">{data.donor.name}</bdi>}{' '}
              <PhoneNumber value={data.donor.mobileMasked} locale={locale} testId="receipt-mobile" />
            </dd>
          </div>
          <div>
            <dt>{t('receipt.method')}</dt>
            <dd>
              {data.cardBrand === 'mada' ? (
                <span data-testid="receipt-mada">{t('checkout.methods.mada')}</span>
              ) : (
                t(`checkout.methods.${data.method === 'card' && data.provider === 'sandbox' ? 'sandbox' : data.method}`)
              )}
            </dd>
          </div>
        </dl>
        <table className="receipt__items">
          <caption className="visually-hidden">{t('receipt.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.item')}</th>
              <th scope="col">{t('receipts:receipt.fund')}</th>
              <th scope="col">{t('receipt.unit')}</th>
              <th scope="col">{t('receipt.quantity')}</th>
              <th scope="col">{t('receipt.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, index) => (
              <tr key={index}>
                <td className="receipt__item">
                  {pick(item.title, locale)}
                  {item.campaign && (
                    <small className="receipt__gift" data-testid="receipt-campaign">
                      <TranslatedWithUserText
                        t={t}
                        i18nKey="receipts:pdf.campaign"
                        user={{ name: item.campaign.name }}
                      />
                    </small>
                  )}
                  {item.gift && (
                    <small className="receipt__gift">
                      <TranslatedWithUserText
                        t={t}
                        i18nKey="receipt.giftFor"
                        values={{ occasion: pick(item.gift.occasion, locale) }}
                        user={{ name: item.gift.recipientName }}
                      />{' '}
                      {data.status === 'paid' && (
                        <AppLink to={`${toRoute('giftCard')}/${item.gift.code}`} data-testid="gift-card-link">
                          {t('receipt.openCard')}
                        </AppLink>
                      )}
                    </small>
                  )}
                </td>
                <td className="receipt__fund" data-testid="receipt-fund" data-label={t('receipts:receipt.fund')}>
                  {t(fundLabelKey(item.fund))}
                </td>
                <td data-label={t('receipt.unit')}>{formatMoney(item.unitAmount, locale)}</td>
                <td data-label={t('receipt.quantity')}>{formatNumber(item.quantity, locale)}</td>
                <td data-label={t('receipt.amount')}>{formatMoney(item.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('receipt.total')}
              </th>
              <td data-testid="receipt-total">{formatMoney(data.total, locale)}</td>
            </tr>
          </tfoot>
        </table>
        {data.verification && <ReceiptExtras orderId={data.orderId} verification={data.verification} locale={locale} />}
        {data.status !== 'paid' && data.bankAccounts.length > 0 && <BankAccounts accounts={data.bankAccounts} />}
        {data.association && (
          <footer className="receipt__association">
            <p>
              <strong>{pick(data.association.name, locale)}</strong>
            </p>
            <p>
              {t('receipt.licence', {
                number: localizeDigits(data.association.licenceNumber, locale),
                authority: pick(data.association.authority, locale),
              })}
            </p>
            <p>{pick(data.association.address, locale)}</p>
            <p>
              <PhoneNumber value={data.association.phone} locale={locale} testId="receipt-association-phone" /> ·{' '}
              <span dir="ltr">{data.association.email}</span>
            </p>
          </footer>
        )}
        <p className="receipt__actions no-print">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
          <AppLink to={toRoute('home')} className="button">
            {t('receipt.home')}
          </AppLink>
        </p>
      </div>
    </>
  );
}
