/**
 * The locale rules of SPEC.md §2, §4 and §9, in one place. Pure functions: the server, the browser
 * and the tests all call these.
 */
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const LOCALE_DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };
/** Open Graph locale names. */
export const OG_LOCALE: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits `/en/news/7` into `{ prefix: 'en', rest: '/news/7' }`; a path without a prefix has none. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/(ar|en)(?=\/|$)/.exec(pathname);
  if (!match) return { prefix: null, rest: pathname || '/' };
  const rest = pathname.slice(match[0].length) || '/';
  return { prefix: match[1] as Locale, rest };
}

/** Prefix → cookie → default (SPEC.md §4). */
export function resolveLocale(pathname: string, cookieValue: string | undefined): Locale {
  const { prefix } = splitLocalePrefix(pathname);
  if (prefix) return prefix;
  if (isLocale(cookieValue)) return cookieValue;
  return DEFAULT_LOCALE;
}

/** The prefixed form of a locale-free path: `localizePath('/news/7', 'en')` → `/en/news/7`. */
export function localizePath(rest: string, locale: Locale): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The same page in another locale, or null when nothing should be offered: the computed path is
 * empty, equals the current one, or begins with `//` (SPEC.md §2).
 */
export function switchLocalePath(currentPath: string, target: Locale): string | null {
  const [pathname, ...tail] = splitPathAndTail(currentPath);
  const { rest } = splitLocalePrefix(pathname);
  return offeredSwitchPath(localizePath(rest, target) + tail.join(''), currentPath);
}

/** The guards of SPEC.md §2: an empty path, the current path, or one beginning with `//` is not offered. */
export function offeredSwitchPath(path: string, currentPath: string): string | null {
  if (!path || path === currentPath || path.startsWith('//')) return null;
  return path;
}

function splitPathAndTail(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/**
 * Browser-language detection (ARCHITECTURE.md "Locale"): the best `Accept-Language` match among the
 * supported locales, honouring q-values; null when nothing matches.
 */
export function pickAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked.find((entry) => isLocale(entry.base));
  return best ? (best.base as Locale) : null;
}
