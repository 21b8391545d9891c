import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatInterpolated } from './format';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';
import type { LocaleResources } from './locale-resources';

/**
 * i18next's formatter module for the site's digit rule (src/lib/format.ts): with
 * `interpolation.alwaysFormat`, every interpolated number is written in the language's digits.
 * The server's own instance (plain-text errors, API messages) uses it too.
 */
export function digitFormatter(fallback: Locale) {
  return {
    type: 'formatter' as const,
    init() {},
    add() {},
    addCached() {},
    format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
      formatInterpolated(value, isLocale(lng) ? lng : fallback),
  };
}

/**
 * A fresh i18next instance. The server makes one per request (never changing the language of a
 * shared one); the browser makes one at hydration and adds the other locale when switching.
 */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).use(digitFormatter(locale)).init(i18nOptions(locale, resources));
  return instance;
}

/**
 * The settings of every instance. In the browser `i18next` is the site's own interpreter of them
 * (src/lib/browser-i18n.ts); its test builds both from these settings and compares every text.
 */
export function i18nOptions(
  locale: Locale,
  resources: LocaleResources,
): InitOptions & { lng: Locale; resources: Record<string, LocaleResources> } {
  return {
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [locale]: resources },
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
    // Parts rendered before the rest of the texts arrived (addLocale) render again with them
    // (in the browser only if one of them had asked for a text that was missing).
    react: { useSuspense: false, bindI18nStore: 'added' },
  };
}

/**
 * Adds a locale's texts. A namespace may already hold part of its texts (the page's state carries
 * only those its server render used), so bundles are merged deeply, never replacing a text.
 */
export function addLocale(instance: I18n, locale: Locale, resources: LocaleResources): void {
  for (const [namespace, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(locale, namespace, bundle, true, false);
  }
}

export { DEFAULT_LOCALE };
