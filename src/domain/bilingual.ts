import type { Locale } from '../lib/locale';

/**
 * Text the API sends in both languages: one cacheable answer per resource, whichever language the
 * page shows; the page picks its own.
 */
export interface Bilingual {
  ar: string;
  en: string;
}

export function pick(text: Bilingual, locale: Locale): string {
  return text[locale];
}
