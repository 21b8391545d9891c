import { useTranslation } from 'react-i18next';
import type { PlanView } from '../../domain/periodic/plan-schema';
import { formatMoney, localizeDigits } from '../../lib/format';
import { formatGregorian } from '../../lib/format-date';

interface Props {
  failed: NonNullable<PlanView['paymentFailed']>;
  pausedReason: PlanView['pausedReason'];
  locale: 'ar' | 'en';
  disabled: boolean;
  onUpdateCard: () => void;
}

/**
 * The plan's headline when its latest charge failed: what failed, when the gift pauses (or that it
 * has), and the button to the card page right under it. It is the first thing in the page's
 * content, so a phone shows it without scrolling.
 */
export function PaymentFailed({ failed, pausedReason, locale, disabled, onUpdateCard }: Props) {
  const { t } = useTranslation('periodic');
  const date = formatGregorian(`${failed.dueDate}T12:00:00.000Z`, locale);
  const consequence =
    failed.failuresLeft > 0
      ? t('manage.failed.pausesAfter', {
          count: failed.failuresLeft,
          countText: localizeDigits(String(failed.failuresLeft), locale),
        })
      : pausedReason
        ? t(`manage.pausedReason.${pausedReason}`)
        : null;
  return (
    <section className="periodic__failed" aria-labelledby="periodic-failed-title" data-testid="periodic-payment-failed">
      <h2 id="periodic-failed-title">{t('manage.status.paymentFailed')}</h2>
      <p>
        {t('manage.failed.lead', { amount: formatMoney(failed.amount, locale), date })} {consequence}
      </p>
      <button
        type="button"
        className="button button--primary periodic__failed-button"
        onClick={onUpdateCard}
        disabled={disabled}
        data-testid="periodic-update-card"
      >
        {t('manage.failed.update')}
      </button>
      <p className="periodic__note">{t('manage.failed.retryNote')}</p>
    </section>
  );
}
