import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { ReceiptCheck } from '../../domain/receipts/api-types';
import { pick } from '../../domain/content-media';
import { formatMoney, formatPlainNumber } from '../../lib/format';
import { formatDualDate } from '../../lib/format-date';
import { HttpError } from '../../pipeline/http-error';
import { TestMarker } from '../giving/parts/test-marker';
import '../../styles/receipts.css';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';

const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{26}$/i;

/** A code from paper or a QR scan: never in the HTML cache (random codes would fill it). */
export const serverCache = false;

export function validate(ctx: RouteContext): boolean {
  return CODE.test(ctx.params.code ?? '');
}

/** An unknown code is a 404 that says what was looked for (docs/behaviour.md#B-RECEIPT-2). */
export async function loadData(ctx: RouteContext): Promise<ReceiptCheck> {
  try {
    return (await ctx.api.get<ReceiptCheck>(`/receipts/verify/${ctx.params.code}`, { signal: ctx.signal })).data;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) throw new HttpError(404, 'No receipt has this code', 'receipts:verify.notFound');
    throw error;
  }
}

export function head(_ctx: PageRenderContext, _data: ReceiptCheck, t: (key: string) => string): HeadInfo {
  return { title: t('routes.receiptVerify'), noindex: true };
}

/**
 * The public check of a printed receipt: whether it is genuine, its number, amount and date, who
 * issued it. Nothing about the donor: anyone holding the paper can scan it.
 */
export default function ReceiptVerifyPage({ data, ctx }: PageProps<ReceiptCheck>) {
  const { t } = useTranslation('receipts');
  const locale = ctx.locale;
  const valid = data.status === 'valid' ? data : null;
  const dates = valid ? formatDualDate(valid.paidAt, locale) : null;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body receipt-check">
        {/* A test receipt is not called genuine: it is the site's own, but no money moved. */}
        <p className={`notice receipt-check__status notice--${valid && !valid.test ? 'success' : 'warning'}`} role="status" data-testid={valid ? 'receipt-check-valid' : 'receipt-check-void'}>
          {valid ? t(valid.test ? 'verify.test' : 'verify.valid') : t('verify.void')}
        </p>
        {valid?.test && <TestMarker what="payment" />}
        <dl className="receipt__facts">
          <div>
            <dt>{t('verify.number')}</dt>
            <dd>{formatPlainNumber(data.number, locale)}</dd>
          </div>
          {valid && dates && (
            <>
              <div>
                <dt>{t('verify.amount')}</dt>
                <dd data-testid="receipt-check-amount">{formatMoney(valid.total, locale)}</dd>
              </div>
              <div>
                <dt>{t('verify.date')}</dt>
                <dd>
                  {dates.hijri}
                  <br />
                  {dates.gregorian}
                </dd>
              </div>
              {valid.association && (
                <div>
                  <dt>{t('verify.association')}</dt>
                  <dd>{pick(valid.association, locale)}</dd>
                </div>
              )}
            </>
          )}
        </dl>
        <p className="receipt-check__privacy">{t('verify.privacy')}</p>
      </div>
    </>
  );
}
