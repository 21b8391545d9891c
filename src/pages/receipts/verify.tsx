import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { ReceiptCheck } from '../../domain/receipts/api-types';
import { pick } from '../../domain/content-media';
import { formatMoney, formatPlainNumber } from '../../lib/format';
import { formatDualDate } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import { normaliseDigits } from '../../domain/applications/digits';
import { TestMarker } from '../giving/parts/test-marker';
import { RefundNotice } from './parts/refund-notice';
import '../../styles/receipts.css';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';

const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{26}$/i;

/** Longer than any code with spaces or dashes typed in it: the rest is not a code. */
const TYPED_CODE_MAX = 64;

/**
 * A code as typed from paper: digits from an Arabic keyboard as ASCII ones, and only letters and
 * digits kept (spaces, dashes; nothing else can be part of a code, nor change the path it goes to).
 */
function typedCode(typed: string): string {
  return normaliseDigits(typed.slice(0, TYPED_CODE_MAX))
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
}

/** A code nobody issued, or text that cannot be a code: the page says which, with a 404. */
type Miss = { status: 'unknown' | 'malformed' };
type VerifyData = ReceiptCheck | Miss;

const isMiss = (data: VerifyData): data is Miss => data.status === 'unknown' || data.status === 'malformed';

/** A code from paper or a QR scan: never in the HTML cache (random codes would fill it). */
export const serverCache = false;

/**
 * An unknown code and a malformed one get this page's own answer, not the site's "page moved"
 * (docs/behaviour.md#B-RECEIPT-2). The form for another code sends `?code=`, which leads to that
 * code's own address (it works before the page's script has loaded).
 */
export async function loadData(ctx: RouteContext): Promise<VerifyData> {
  const typed = typedCode(ctx.query.code ?? '');
  if (typed) ctx.redirect(localizePath(`/receipts/verify/${typed}`, ctx.locale), 303);
  if (!CODE.test(ctx.params.code ?? '')) return { status: 'malformed' };
  try {
    return (await ctx.api.get<ReceiptCheck>(`/receipts/verify/${ctx.params.code}`, { signal: ctx.signal })).data;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return { status: 'unknown' };
    throw error;
  }
}

export function statusCode(data: VerifyData): number {
  return isMiss(data) ? 404 : 200;
}

export function head(_ctx: PageRenderContext, data: VerifyData, t: (key: string) => string): HeadInfo {
  return { title: isMiss(data) ? t(`receipts:verify.${data.status}Title`) : t('routes.receiptVerify'), noindex: true };
}

/** What a miss shows: what went wrong, and a field for another code. */
function VerifyMiss({ status, ctx }: Miss & { ctx: PageRenderContext }) {
  const { t } = useTranslation('receipts');
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={t(`verify.${status}Title`)} />
      <div className="container page-body receipt-check" data-testid={`receipt-check-${status}`}>
        <p className="notice notice--warning receipt-check__status" role="status">
          {t(`verify.${status}Text`)}
        </p>
        <form method="get" action={ctx.path} className="receipt-check__again">
          <h2>{t('verify.tryAnother')}</h2>
          <div className="field">
            <label className="field__label" htmlFor="receipt-check-code">
              {t('verify.codeLabel')}
            </label>
            <input
              id="receipt-check-code"
              className="field__control"
              name="code"
              dir="ltr"
              required
              maxLength={TYPED_CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <button type="submit" className="button button--primary">
            {t('verify.check')}
          </button>
        </form>
      </div>
    </>
  );
}

/**
 * The public check of a printed receipt: whether it is genuine, its number, amount and date, who
 * issued it. Nothing about the donor: anyone holding the paper can scan it.
 */
export default function ReceiptVerifyPage({ data: answer, ctx }: PageProps<VerifyData>) {
  const { t } = useTranslation('receipts');
  if (isMiss(answer)) return <VerifyMiss status={answer.status} ctx={ctx} />;
  const data = answer;
  const locale = ctx.locale;
  const valid = data.status === 'valid' || data.status === 'refunded' ? data : null;
  const refund = valid?.refund;
  const dates = valid ? formatDualDate(valid.paidAt, locale) : null;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body receipt-check">
        {/* A test receipt is not called genuine: it is the site's own, but no money moved. */}
        {refund ? (
          <RefundNotice refund={refund} locale={locale} where="verify" />
        ) : (
          <p
            className={`notice receipt-check__status notice--${valid && !valid.test ? 'success' : 'warning'}`}
            role="status"
            data-testid={valid ? 'receipt-check-valid' : 'receipt-check-void'}
          >
            {valid ? t(valid.test ? 'verify.test' : 'verify.valid') : t('verify.void')}
          </p>
        )}
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
              {refund && (
                <>
                  <div>
                    <dt>{t('refund.refunded')}</dt>
                    <dd data-testid="receipt-check-refunded">{formatMoney(refund.amount, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('refund.validFor')}</dt>
                    <dd data-testid="receipt-check-remaining">{formatMoney(refund.remaining, locale)}</dd>
                  </div>
                </>
              )}
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
