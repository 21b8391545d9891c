import type { I18nProvider } from 'react-admin';
import { formatNumber, formatPlainNumber } from '../lib/format';
import { LOCALE_COOKIE, isLocale, type Locale } from '../lib/locale';
import { writeLocaleCookie } from '../lib/locale-cookie';
import { createAdminI18n } from './admin-i18n';

/**
 * react-admin's translations through the project's i18next and locales/{ar,en}/admin.json (admin-i18n.ts)
 * (react-admin's own messages live under `ra`). The language is the site's: the same
 * `i18n_redirected` cookie, Arabic by default.
 */
function initialLocale(): Locale {
  const match = /(?:^|;\s*)i18n_redirected=(ar|en)/.exec(document.cookie);
  return match && isLocale(match[1]) ? match[1] : 'ar';
}

/** The screens' languages, each by its own name. */
const LANGUAGES = [
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
];

const listeners = new Set<(locale: Locale) => void>();

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const i18n = createAdminI18n(initialLocale());

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'ar';
}

export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => {
    const { _: fallback, smart_count: count, ...rest } = options as Record<string, unknown>;
    return String(
      i18n.t(key, {
        ...rest,
        ...(count !== undefined ? { count } : {}),
        defaultValue: typeof fallback === 'string' ? fallback : key,
      }),
    );
  },
  changeLocale: async (locale) => {
    if (!isLocale(locale)) return;
    await i18n.changeLanguage(locale);
    writeLocaleCookie(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
    for (const listener of listeners) listener(locale);
  },
  getLocale: currentLocale,
  getLocales: () => LANGUAGES,
};

/** A language by its own name, as the language switch offers it (a submission's language, for one). */
export function languageName(code: unknown): string {
  return LANGUAGES.find((language) => language.locale === code)?.name ?? String(code ?? '');
}

/** A whole number given as a number or as digits; anything else is left as it came. */
const wholeOf = (value: unknown): number | null =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : null;

/** A number that names something (an order number, an age, a card's last four) in the screen's digits, never grouped. */
export function plainNumber(value: unknown): string {
  const whole = wholeOf(value);
  return whole === null ? String(value ?? '') : formatPlainNumber(whole, currentLocale());
}

/** A count or a quantity (stock left, donors, orders) in the screen's digits, grouped in thousands as the public site writes them. */
export function countNumber(value: unknown): string {
  const whole = wholeOf(value);
  return whole === null ? String(value ?? '') : formatNumber(whole, currentLocale());
}
