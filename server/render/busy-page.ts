import type { Locale } from '#src/lib/locale';
import { escapeMarkup } from '#src/lib/escape-markup';
import type { ServerI18n } from '../locale/server-i18n';

const pages = new Map<string, string>();

/**
 * The page a turned-away visitor gets (503 or 429 with Retry-After): a few hundred bytes, no
 * scripts, no styles to fetch, in the visitor's language; built once per locale.
 */
export function busyPage(i18n: ServerI18n, locale: Locale): string {
  let page = pages.get(locale);
  if (!page) {
    const text = escapeMarkup(i18n.t(locale, 'errors.busy'));
    const home = escapeMarkup(i18n.t(locale, 'errors.backHome'));
    page =
      `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${text}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem;max-width:40rem;margin-inline:auto">` +
      `<p>${text}</p><p><a href="/${locale}">${home}</a></p></body></html>`;
    pages.set(locale, page);
  }
  return page;
}
