import { useTranslation } from 'react-i18next';
import type { ReceiptRefund } from '../../../domain/giving/refund-status';
import type { Locale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/format';
import { formatDualDate } from '../../../lib/format-date';

/**
 * What a receipt and the public check say after a refund (docs/behaviour.md#B-REFUND-1): how much
 * was given back and when, and what the receipt still stands for. On the check page a receipt
 * refunded in full is no longer valid; one refunded in part is valid for the rest only.
 */
export function RefundNotice({
  refund,
  locale,
  where,
}: {
  refund: ReceiptRefund;
  locale: Locale;
  where: 'receipt' | 'verify';
}) {
  const { t } = useTranslation('receipts');
  const dates = refund.refundedAt ? formatDualDate(refund.refundedAt, locale) : null;
  const values = {
    amount: formatMoney(refund.amount, locale),
    remaining: formatMoney(refund.remaining, locale),
    date: dates ? `${dates.hijri} — ${dates.gregorian}` : '',
  };
  const full = refund.status === 'full';
  const text =
    where === 'verify'
      ? t(full ? 'refund.verifyFull' : 'refund.verifyPartial', values)
      : `${t(full ? 'refund.full' : 'refund.partial', values)}${full ? '' : ` ${t('refund.remaining', { amount: values.remaining })}`}`;
  return (
    <p
      className="notice notice--warning receipt-check__status"
      role="status"
      data-testid={`${where}-refund-${refund.status}`}
    >
      {text}
    </p>
  );
}
