import { gregorianDate, umalquraDate, type CalendarDate } from './calendar-days';
import { localizeDigits, TAG } from './format';
import type { Locale } from './locale';

/*
 * Dates as visitors read them, in the digits of src/lib/format.ts. The first Intl.DateTimeFormat a
 * browser page builds loads ICU's date data (15–25 ms on a desktop CPU, four times that on a phone,
 * in the middle of hydration), so over the span src/lib/calendar-days.ts covers both calendars are
 * written here by hand, exactly as Intl writes them (test/unit/calendar-days.test.ts compares every
 * day of the span in both languages); other dates still go to Intl. A module of its own: the code
 * and the month names load with the pages that show dates, not with every page (docs/decisions/041).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, calendar: 'islamic-umalqura' | 'gregory'): Intl.DateTimeFormat {
  const key = `${locale}|${calendar}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${TAG[locale]}-u-ca-${calendar}`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' });
    dateFormats.set(key, format);
  }
  return format;
}

/** Month names and era as Intl writes them in these two locales (read off it; test/unit/calendar-days.test.ts). */
const CALENDAR_WORDS: Record<Locale, { hijriMonths: readonly string[]; era: string; gregorianMonths: readonly string[] }> = {
  ar: {
    hijriMonths: ['محرم', 'صفر', 'ربيع الأول', 'ربيع الآخر', 'جمادى الأولى', 'جمادى الآخرة', 'رجب', 'شعبان', 'رمضان', 'شوال', 'ذو القعدة', 'ذو الحجة'],
    era: 'هـ',
    gregorianMonths: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  },
  en: {
    hijriMonths: ['Muharram', 'Safar', 'Rabiʻ I', 'Rabiʻ II', 'Jumada I', 'Jumada II', 'Rajab', 'Shaʻban', 'Ramadan', 'Shawwal', 'Dhuʻl-Qiʻdah', 'Dhuʻl-Hijjah'],
    era: 'AH',
    gregorianMonths: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
};

/** `day month year`, in the locale's digits. */
const writtenDate = (date: CalendarDate, months: readonly string[], locale: Locale): string =>
  `${localizeDigits(String(date.day), locale)} ${months[date.month - 1]} ${localizeDigits(String(date.year), locale)}`;

/**
 * A date in the Umm al-Qura (Hijri) calendar: `١٥ جمادى الأولى ١٤٤٨ هـ` / `15 Jumada I 1448 AH`.
 * Written by hand over the span src/lib/calendar-days.ts covers (no Intl formatter during
 * hydration), exactly as Intl writes it; Intl elsewhere.
 */
export function formatHijri(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  const date = umalquraDate(time);
  if (!date) return dateFormat(locale, 'islamic-umalqura').format(new Date(iso));
  const words = CALENDAR_WORDS[locale];
  return `${writtenDate(date, words.hijriMonths, locale)} ${words.era}`;
}

/** A date in the Gregorian calendar: `٢٢ نوفمبر ٢٠٢٦` / `22 November 2026` (by hand, as `formatHijri`). */
export function formatGregorian(iso: string, locale: Locale): string {
  const date = gregorianDate(Date.parse(iso));
  if (!date) return dateFormat(locale, 'gregory').format(new Date(iso));
  return writtenDate(date, CALENDAR_WORDS[locale].gregorianMonths, locale);
}

/** Both calendars, Hijri first (docs/behaviour.md: dates in Hijri and Gregorian). */
export function formatDualDate(iso: string, locale: Locale): { hijri: string; gregorian: string } {
  return { hijri: formatHijri(iso, locale), gregorian: formatGregorian(iso, locale) };
}
