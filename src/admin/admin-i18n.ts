import { createInstance, type i18n as I18n } from 'i18next';
import ar from '../../locales/ar/admin.json';
import en from '../../locales/en/admin.json';
import validationAr from '../../locales/ar/validation.json';
import validationEn from '../../locales/en/validation.json';
import { options as applyOptionsAr } from '../../locales/ar/apply.json';
import { options as applyOptionsEn } from '../../locales/en/apply.json';
import { samples as samplesAr } from '../../locales/ar/giving.json';
import { samples as samplesEn } from '../../locales/en/giving.json';
import { listSeparator as separatorAr } from '../../locales/ar/common.json';
import { listSeparator as separatorEn } from '../../locales/en/common.json';
import { digitFormatter } from '../lib/i18n';
import type { Locale } from '../lib/locale';

/**
 * What the back office shows of the public forms, read from the forms' own locale files: the label
 * of each option code a visitor chose (`options.<list>.<code>`) and the list separator. admin.json
 * holds only the labels staff read differently (it is looked up first).
 */
function forms(applyOptions: typeof applyOptionsAr, samples: typeof samplesAr, listSeparator: string) {
  return {
    options: { ...applyOptions, itemType: samples.itemTypes, condition: samples.conditions },
    listSeparator,
  };
}

/** The back office's i18next instance in `locale` (react-admin's translations: i18n-provider.ts). */
export function createAdminI18n(locale: Locale): I18n {
  const i18n = createInstance();
  void i18n.use(digitFormatter('ar')).init({
    // validation: the shared zod schemas' messages, as the forms show them.
    resources: {
      ar: { admin: ar, validation: validationAr, forms: forms(applyOptionsAr, samplesAr, separatorAr) },
      en: { admin: en, validation: validationEn, forms: forms(applyOptionsEn, samplesEn, separatorEn) },
    },
    lng: locale,
    fallbackLng: 'ar',
    defaultNS: 'admin',
    fallbackNS: 'forms',
    // Numbers in messages follow the site's digit rule (Arabic-Indic in Arabic), as on public pages.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  return i18n;
}
