import { useTranslation } from 'react-i18next';
import { formatDualDate } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

/** A date in Hijri (Umm al-Qura) and Gregorian, Hijri first, as one <time>. */
export function DualDate({ iso, locale, label }: { iso: string; locale: Locale; label?: string }) {
  const { t } = useTranslation('about');
  const { hijri, gregorian } = formatDualDate(iso, locale);
  return (
    <span className="dual-date">
      {label && <span className="dual-date__label">{label}: </span>}
      <time dateTime={iso.slice(0, 10)}>
        <span title={t('hijriLabel')}>{hijri}</span>
        <span className="dual-date__sep" aria-hidden="true">
          {' '}
          •{' '}
        </span>
        <span className="dual-date__gregorian" title={t('gregorianLabel')}>
          {gregorian}
        </span>
      </time>
    </span>
  );
}
