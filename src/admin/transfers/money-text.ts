import { useLocale } from 'react-admin';
import { formatMoney, localizeDigits } from '../../lib/format';
import { riyadhDate } from '../../lib/civil-dates';

/** Halalas as the site writes riyals, and a YYYY-MM-DD day, in the staff member's language and digits. */
export function useTransferText(): { money: (halalas: unknown) => string; day: (date: unknown) => string } {
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  return {
    money: (halalas) => formatMoney(Number(halalas ?? 0), locale),
    // Day first, as staff write dates in both languages.
    day: (date) =>
      typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? localizeDigits(date.split('-').reverse().join('/'), locale)
        : '—',
  };
}

/** Today in Riyadh, the default and the latest value date a transfer may have. */
export function riyadhToday(): string {
  return riyadhDate(new Date());
}
