import { formatDualDate } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

/** A publication date in both calendars, Hijri (Umm al-Qura) first. */
export function DualDate({ iso, locale, className }: { iso: string; locale: Locale; className?: string }) {
  const { hijri, gregorian } = formatDualDate(iso, locale);
  return (
    <time className={`dual-date${className ? ` ${className}` : ''}`} dateTime={iso.slice(0, 10)}>
      <span className="dual-date__hijri">{hijri}</span>
      <span className="dual-date__sep" aria-hidden="true">
        {' · '}
      </span>
      <span className="dual-date__gregorian">{gregorian}</span>
    </time>
  );
}
