import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from './locale';
import type { LocaleResources } from './locale-resources';

/**
 * A fresh i18next instance. The server makes one per request (never changing the language of a
 * shared one); the browser makes one at hydration and adds the other locale when switching.
 */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [locale]: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function addLocale(instance: I18n, locale: Locale, resources: LocaleResources): void {
  for (const [namespace, bundle] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, bundle, true, true);
  }
}

export { DEFAULT_LOCALE };
