import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

interface Props {
  collected: number;
  target: number;
  /** Whole percent from the API (progressPercent). */
  progress: number;
  locale: Locale;
  size?: 'small' | 'large';
}

/** Raised against target: a labelled bar, then the two amounts. */
export function ProgressBar({ collected, target, progress, locale, size = 'small' }: Props) {
  const { t } = useTranslation('media');
  const percent = formatNumber(progress, locale);
  return (
    <div className={`progress progress--${size}`}>
      <div className="progress__head">
        <span className="progress__percent">{t('programs.progress', { percent })}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={t('programs.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('programs.progress', { percent })}
      >
        <span className="progress__fill" style={{ inlineSize: `${progress}%` }} />
      </div>
      <dl className="progress__figures">
        <div>
          <dt>{t('programs.collected')}</dt>
          <dd>{formatMoney(collected, locale)}</dd>
        </div>
        <div>
          <dt>{t('programs.target')}</dt>
          <dd>{formatMoney(target, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
