import { useTranslation } from 'react-i18next';
import { formatDualDate } from '../lib/format-date';
import type { Locale } from '../lib/locale';

/** A date in Hijri (Umm al-Qura) and Gregorian, Hijri first, as one <time>; `label` goes before it. */
export function DualDate({
  iso,
  locale,
  label,
  className,
}: {
  iso: string;
  locale: Locale;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { hijri, gregorian } = formatDualDate(iso, locale);
  return (
    <span className={`dual-date${className ? ` ${className}` : ''}`}>
      {label && <span className="dual-date__label">{label}: </span>}
      <time dateTime={iso.slice(0, 10)}>
        <span title={t('dates.hijri')}>{hijri}</span>
        <span className="dual-date__sep" aria-hidden="true">
          {' · '}
        </span>
        <span className="dual-date__gregorian" title={t('dates.gregorian')}>
          {gregorian}
        </span>
      </time>
    </span>
  );
}
