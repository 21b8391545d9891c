import { gregorianDate, umalquraDate, type CalendarDate } from './calendar-days';
import { localizeDigits, TAG } from './format';
import type { Locale } from './locale';
import calendarAr from '../../locales/ar/calendar.json';
import calendarEn from '../../locales/en/calendar.json';

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
    format = new Intl.DateTimeFormat(`${TAG[locale]}-u-ca-${calendar}`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Riyadh',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Month names and the era (locales/{ar,en}/calendar.json), word for word as Intl writes them
 * (test/unit/calendar-days.test.ts). Read here directly, not through i18n: dates are also written
 * where no page's texts are at hand (receipts, statements, SMS), and the file stays out of the
 * texts a page loads (src/lib/locale-resources.ts).
 */
const CALENDAR_WORDS: Record<Locale, CalendarWords> = { ar: calendarAr, en: calendarEn };

interface CalendarWords {
  /** "1"–"12". */
  hijriMonths: Record<string, string>;
  hijriEra: string;
  gregorianMonths: Record<string, string>;
}

/** `day month year`, in the locale's digits. */
const writtenDate = (date: CalendarDate, months: Record<string, string>, locale: Locale): string =>
  `${localizeDigits(String(date.day), locale)} ${months[date.month]} ${localizeDigits(String(date.year), locale)}`;

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
  return `${writtenDate(date, words.hijriMonths, locale)} ${words.hijriEra}`;
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
