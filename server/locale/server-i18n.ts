import { createInstance, type i18n as I18n } from 'i18next';
import { LanguageDetector, handle } from 'i18next-http-middleware';
import type { RequestHandler } from 'express';
import { loadLocaleResources } from '#src/lib/locale-resources';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, type Locale } from '#src/lib/locale';
import { digitFormatter } from '#src/lib/i18n';

/**
 * Translations for what the server writes itself (plain-text errors, API messages). Pages get a
 * per-request instance in entry-server. `apiLocale` is i18next-http-middleware: it clones the
 * instance per request (req.t, req.language); an API request's language is `?lang=`, then
 * Accept-Language (the app's API client sends the page's locale), then the cookie, then Arabic.
 */
export interface ServerI18n {
  t(locale: Locale, key: string, options?: Record<string, unknown>): string;
  apiLocale: RequestHandler;
}

export async function createServerI18n(): Promise<ServerI18n> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const locale of LOCALES) resources[locale] = await loadLocaleResources(locale);
  const instance: I18n = createInstance();
  instance.use(LanguageDetector).use(digitFormatter(DEFAULT_LOCALE)).init({
    resources,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
    // Numbers in messages follow the digit rule, like the pages (src/lib/format.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    detection: {
      order: ['querystring', 'header', 'cookie'],
      lookupQuerystring: 'lang',
      lookupCookie: LOCALE_COOKIE,
      caches: false,
    },
  });
  const fixed = new Map(LOCALES.map((locale) => [locale, instance.getFixedT(locale)]));
  return {
    t: (locale, key, options) => String(fixed.get(locale)?.(key, options ?? {}) ?? key),
    apiLocale: handle(instance) as unknown as RequestHandler,
  };
}
