/**
 * The locale rules (docs/behaviour.md#B-LOCALE-1 to B-LOCALE-5) in one place. Pure functions: the
 * server, the browser and the tests all call these.
 */
import { YEAR_SECONDS } from './durations';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = YEAR_SECONDS;

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

/** What else may decide an unprefixed path's locale (docs/behaviour.md#B-LOCALE-1). */
export interface LocaleHints {
  /** The browser's best supported language when detection is on (null: none matches or detection is off). */
  browser?: Locale | null;
  /** The locale on screen (in the browser, between two navigations). */
  current?: Locale;
}

/**
 * A path's locale (docs/behaviour.md#B-LOCALE-1): a prefix always wins, so a prefixed path keeps its
 * prefix. An unprefixed path follows the cookie (the visitor's remembered choice); without the
 * cookie, the browser's language, then the locale on screen, then the default.
 */
export function resolveLocale(pathname: string, cookieValue: string | undefined, hints: LocaleHints = {}): Locale {
  const { prefix } = splitLocalePrefix(pathname);
  if (prefix) return prefix;
  if (isLocale(cookieValue)) return cookieValue;
  if (hints.browser) return hints.browser;
  if (hints.current) return hints.current;
  return DEFAULT_LOCALE;
}

/**
 * Where browser-language detection sends a visitor (docs/behaviour.md#B-LOCALE-2): an unprefixed
 * path, no cookie, and a browser whose language is not the one the path would show anyway → the
 * prefixed form of the same path (query kept). Null when nothing should move.
 */
export function browserLanguageTarget(
  pathname: string,
  search: string,
  cookieValue: string | undefined,
  browser: Locale | null,
): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  if (prefix || isLocale(cookieValue) || !browser) return null;
  if (browser === resolveLocale(pathname, cookieValue)) return null;
  return localizePath(rest, browser) + search;
}

/** The prefixed form of a locale-free path: `localizePath('/news/7', 'en')` → `/en/news/7`. */
export function localizePath(rest: string, locale: Locale): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The same page in another locale, or null when nothing should be offered: the computed path is
 * empty, equals the current one, or begins with `//` (docs/behaviour.md#B-LOCALE-4).
 */
export function switchLocalePath(currentPath: string, target: Locale): string | null {
  const [pathname, ...tail] = splitPathAndTail(currentPath);
  const { rest } = splitLocalePrefix(pathname);
  return offeredSwitchPath(localizePath(rest, target) + tail.join(''), currentPath);
}

/** The switch's guards: an empty path, the current path, or one beginning with `//` is not offered. */
export function offeredSwitchPath(path: string, currentPath: string): string | null {
  if (!path || path === currentPath || path.startsWith('//')) return null;
  return path;
}

function splitPathAndTail(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/**
 * The browser's language (docs/behaviour.md#B-LOCALE-2): the best `Accept-Language` match among the
 * supported locales, honouring q-values; null when nothing matches. The browser passes
 * `navigator.languages` joined with commas.
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

/** The browser's preferred supported language, from `navigator.languages` (first listed wins). */
export function browserLocale(nav: { languages?: readonly string[]; language?: string } | undefined): Locale | null {
  const list = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return pickAcceptLanguage(list.join(','));
}

/**
 * The same rules for a client-side navigation, so that it shows what a full load of the URL would
 * show (docs/behaviour.md#B-LOCALE-1, B-LOCALE-2): either the prefixed path detection moves the
 * visitor to, or the locale to show.
 */
export function navigationLocale(
  pathname: string,
  search: string,
  signals: { cookie: string | undefined; browser: Locale | null; current: Locale },
): { moveTo: string; locale?: undefined } | { moveTo?: undefined; locale: Locale } {
  const moveTo = browserLanguageTarget(pathname, search, signals.cookie, signals.browser);
  if (moveTo) return { moveTo };
  return { locale: resolveLocale(pathname, signals.cookie, { browser: signals.browser, current: signals.current }) };
}
