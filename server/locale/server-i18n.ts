import { createInstance, type i18n as I18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import type { Request, RequestHandler } from 'express';
import { loadLocaleResources } from '#src/lib/locale-resources';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, isLocale, type Locale } from '#src/lib/locale';
import { digitFormatter } from '#src/lib/i18n';

/**
 * Translations for what the server writes itself (plain-text errors, API messages). Pages get a
 * per-request instance in entry-server. `apiLocale` sets req.t and req.language with
 * i18next-http-middleware's language detector; an API request's language is `?lang=`, then
 * Accept-Language (the app's API client sends the page's locale), then the cookie, then Arabic.
 */
/** A message in a chosen language, whatever language the request speaks (SMS, PDFs, images). */
export type TranslateIn = (locale: Locale, key: string, options?: Record<string, unknown>) => string;

export interface ServerI18n {
  t: TranslateIn;
  apiLocale: RequestHandler;
}

const TRANSLATE_IN = Symbol('translateIn');

/**
 * The server's translations as `apiLocale` left them on the request: for texts worded in the
 * order's, donor's or document's language rather than the request's. Without `apiLocale` (a
 * router mounted outside it) the key itself, so a wiring mistake shows in tests, not as a crash.
 */
export function translateIn(req: Request): TranslateIn {
  const found = (req as Request & { [TRANSLATE_IN]?: TranslateIn })[TRANSLATE_IN];
  return found ?? ((_locale, key) => key);
}

export async function createServerI18n(): Promise<ServerI18n> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const locale of LOCALES) resources[locale] = await loadLocaleResources(locale);
  const instance: I18n = createInstance();
  instance
    .use(LanguageDetector)
    .use(digitFormatter(DEFAULT_LOCALE))
    .init({
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
  const detector = instance.services.languageDetector as
    | { detect(req: unknown, res: unknown): string | string[] | undefined }
    | undefined;
  // The middleware's own detection, without its per-request clone of the whole instance (a
  // measurable share of each page's in-process data calls): req.language as it detected it,
  // req.t in that language (the default when it is none of ours), Content-Language as it sets it.
  const translate: TranslateIn = (locale, key, options) => String(fixed.get(locale)?.(key, options ?? {}) ?? key);
  const apiLocale: RequestHandler = (req, res, next) => {
    const found = detector?.detect(req, res);
    const language = Array.isArray(found) ? found[0] : found;
    const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
    const t = fixed.get(locale)!;
    Object.assign(req, {
      language,
      lng: language,
      t: (key: string, options?: Record<string, unknown>) => String(t(key, options ?? {})),
      [TRANSLATE_IN]: translate,
    });
    if (language) res.setHeader('Content-Language', sanitizeHeaderValue(language));
    next();
  };
  return { t: translate, apiLocale };
}

/** What i18next-http-middleware does to a header value it sets (no control characters). */
function sanitizeHeaderValue(value: string): string {
  return value.replace(/[\r\n\x00-\x1F\x7F]/g, '');
}
