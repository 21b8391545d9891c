import type { Locale } from './locale';

/** BCP 47 tags: Arabic pages use Arabic-Indic digits (ar-SA), as Saudi sites commonly do. */
const TAG: Record<Locale, string> = { ar: 'ar-SA', en: 'en-GB' };

/** A date in the Umm al-Qura (Hijri) calendar: `١٥ جمادى الأولى ١٤٤٨ هـ` / `15 Jumada I 1448 AH`. */
export function formatHijri(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${TAG[locale]}-u-ca-islamic-umalqura`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
}

/** A date in the Gregorian calendar: `٢٢ نوفمبر ٢٠٢٦م` / `22 November 2026`. */
export function formatGregorian(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${TAG[locale]}-u-ca-gregory`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
}

/** Both calendars, Hijri first (ARCHITECTURE: dates in Hijri and Gregorian). */
export function formatDualDate(iso: string, locale: Locale): { hijri: string; gregorian: string } {
  return { hijri: formatHijri(iso, locale), gregorian: formatGregorian(iso, locale) };
}

/** Halalas → "1,234.50 ر.س" / "SAR 1,234.50"; whole riyals drop the decimals. */
export function formatMoney(halalas: number, locale: Locale): string {
  const riyals = halalas / 100;
  return new Intl.NumberFormat(TAG[locale], {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: halalas % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(riyals);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAG[locale]).format(value);
}

/** Whole percent of collected over target, capped at 100 (a target of 0 is 0%). */
export function progressPercent(collected: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((collected * 100) / target));
}
