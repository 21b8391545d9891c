import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, localizePath, DEFAULT_LOCALE, type Locale } from '../lib/locale';
import { rowByKey, type RouteKey } from '../route-rows';

/** The current locale and a function that turns a locale-free path or a route key into a prefixed path. */
export function useLocalePath(): { locale: Locale; to: (rest: string) => string; toRoute: (key: RouteKey) => string } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const to = useCallback((rest: string) => localizePath(rest, locale), [locale]);
  const toRoute = useCallback(
    // An optional trailing parameter is left out: `/gifts/:id?` links to `/gifts`.
    (key: RouteKey) => localizePath(rowByKey(key).path.replace(/\/:[^/]+\?$/, ''), locale),
    [locale],
  );
  return { locale, to, toRoute };
}
