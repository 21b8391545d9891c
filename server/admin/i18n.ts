import type { Request } from 'express';
import { createInstance } from 'i18next';
import adminAr from '../../locales/ar/admin.json';
import adminEn from '../../locales/en/admin.json';
import validationAr from '../../locales/ar/validation.json';
import validationEn from '../../locales/en/validation.json';
import { LOCALE_COOKIE, isLocale, type Locale } from '#src/lib/locale';
import { digitFormatter } from '#src/lib/i18n';

/**
 * The back office's own translations (admin.json is kept out of the public pages' resources).
 * A staff member's language: the admin client's `Accept-Language` (it sends the one on screen),
 * then the shared locale cookie, then Arabic.
 */
const instance = createInstance();
// Numbers in messages follow the site's digit rule (Arabic-Indic in Arabic), as the screens write them.
void instance.use(digitFormatter('ar')).init({
  resources: { ar: { admin: adminAr, validation: validationAr }, en: { admin: adminEn, validation: validationEn } },
  fallbackLng: 'ar',
  defaultNS: 'admin',
  ns: ['admin', 'validation'],
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});

export type AdminT = (key: string, params?: Record<string, unknown>) => string;

export function staffLocale(req: Request): Locale {
  const header = req.get('accept-language')?.slice(0, 2);
  if (isLocale(header)) return header;
  const cookie = req.cookies?.[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : 'ar';
}

export function adminT(locale: Locale): AdminT {
  const t = instance.getFixedT(locale);
  return (key, params) => String(t(key, params ?? {}));
}
