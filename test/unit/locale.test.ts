import { describe, expect, it } from 'vitest';
import {
  browserLanguageTarget,
  browserLocale,
  navigationLocale,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localizePath,
  offeredSwitchPath,
  pickAcceptLanguage,
  resolveLocale,
  splitLocalePrefix,
  switchLocalePath,
} from '../../src/lib/locale';

describe('resolveLocale: prefix → cookie → default', () => {
  it('the path prefix wins over the cookie', () => {
    expect(resolveLocale('/en/news', 'ar')).toBe('en');
    expect(resolveLocale('/ar/news', 'en')).toBe('ar');
    expect(resolveLocale('/en', 'ar')).toBe('en');
  });
  it('without a prefix the cookie decides', () => {
    expect(resolveLocale('/news', 'en')).toBe('en');
    expect(resolveLocale('/', 'ar')).toBe('ar');
  });
  it('without prefix and cookie (or with a bad cookie) the default, Arabic', () => {
    expect(DEFAULT_LOCALE).toBe('ar');
    expect(resolveLocale('/news', undefined)).toBe('ar');
    expect(resolveLocale('/news', 'fr')).toBe('ar');
    expect(resolveLocale('/english/x', undefined)).toBe('ar');
    expect(resolveLocale('/enx', 'en')).toBe('en');
  });
  it('the cookie is i18n_redirected, kept 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
  });
});

describe('resolveLocale with hints: browser → prefix → current → default', () => {
  it('without cookie, an unprefixed path follows the browser, then the locale on screen', () => {
    expect(resolveLocale('/news', undefined, { browser: 'en' })).toBe('en');
    expect(resolveLocale('/news', undefined, { browser: null, current: 'en' })).toBe('en');
    expect(resolveLocale('/news', undefined, { browser: 'ar', current: 'en' })).toBe('ar');
    expect(resolveLocale('/news', undefined, {})).toBe('ar');
  });
  it('a prefix always wins; the cookie wins over the hints', () => {
    expect(resolveLocale('/ar/news', undefined, { browser: 'en', current: 'en' })).toBe('ar');
    expect(resolveLocale('/en', undefined, { browser: 'ar' })).toBe('en');
    expect(resolveLocale('/news', 'ar', { browser: 'en', current: 'en' })).toBe('ar');
  });
});

describe('browserLanguageTarget: where detection sends a visitor', () => {
  it('an unprefixed path without cookie moves to the browser language, query kept', () => {
    expect(browserLanguageTarget('/', '', undefined, 'en')).toBe('/en');
    expect(browserLanguageTarget('/news/7', '?x=1', undefined, 'en')).toBe('/en/news/7?x=1');
    expect(browserLanguageTarget('/news', '', 'fr', 'en')).toBe('/en/news');
  });
  it('nothing moves with a prefix, with the cookie, without a match, or when the path shows that language anyway', () => {
    expect(browserLanguageTarget('/ar/news', '', undefined, 'en')).toBeNull();
    expect(browserLanguageTarget('/news', '', 'ar', 'en')).toBeNull();
    expect(browserLanguageTarget('/news', '', undefined, null)).toBeNull();
    expect(browserLanguageTarget('/news', '', undefined, 'ar')).toBeNull();
  });
});

describe('the browser side: browserLocale and navigationLocale', () => {
  it('reads navigator.languages in order', () => {
    expect(browserLocale({ languages: ['en-GB', 'ar'] })).toBe('en');
    expect(browserLocale({ languages: ['fr', 'ar-SA'] })).toBe('ar');
    expect(browserLocale({ languages: [], language: 'en-US' })).toBe('en');
    expect(browserLocale({ languages: ['de'] })).toBeNull();
    expect(browserLocale(undefined)).toBeNull();
  });
  it('a client navigation does what a full load would', () => {
    expect(navigationLocale('/news', '?p=2', { cookie: undefined, browser: 'en', current: 'ar' })).toEqual({
      moveTo: '/en/news?p=2',
    });
    expect(navigationLocale('/news', '', { cookie: 'ar', browser: 'en', current: 'en' })).toEqual({ locale: 'ar' });
    expect(navigationLocale('/news', '', { cookie: undefined, browser: null, current: 'en' })).toEqual({
      locale: 'en',
    });
    expect(navigationLocale('/ar/news', '', { cookie: undefined, browser: 'en', current: 'en' })).toEqual({
      locale: 'ar',
    });
  });
});

describe('splitLocalePrefix and localizePath', () => {
  it('splits only a whole first segment', () => {
    expect(splitLocalePrefix('/en/news/7')).toEqual({ prefix: 'en', rest: '/news/7' });
    expect(splitLocalePrefix('/ar')).toEqual({ prefix: 'ar', rest: '/' });
    expect(splitLocalePrefix('/arabic')).toEqual({ prefix: null, rest: '/arabic' });
    expect(splitLocalePrefix('')).toEqual({ prefix: null, rest: '/' });
  });
  it('prefixes a locale-free path', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/news/7', 'ar')).toBe('/ar/news/7');
    expect(localizePath('news', 'en')).toBe('/en/news');
  });
});

describe('switchLocalePath: the same page in the other locale', () => {
  it('maps prefixed, unprefixed and root paths', () => {
    expect(switchLocalePath('/ar/news/7', 'en')).toBe('/en/news/7');
    expect(switchLocalePath('/en/news/7', 'ar')).toBe('/ar/news/7');
    expect(switchLocalePath('/news/7', 'en')).toBe('/en/news/7');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'ar')).toBe('/ar');
  });
  it('keeps the query and the hash', () => {
    expect(switchLocalePath('/ar/news?page=2#top', 'en')).toBe('/en/news?page=2#top');
  });
  it('offers nothing when the path equals the current one', () => {
    expect(switchLocalePath('/en/news', 'en')).toBeNull();
    expect(switchLocalePath('/ar', 'ar')).toBeNull();
  });
  it('the guards: nothing for an empty path, the current path, or one beginning with //', () => {
    expect(offeredSwitchPath('', '/ar')).toBeNull();
    expect(offeredSwitchPath('/en/news', '/en/news')).toBeNull();
    expect(offeredSwitchPath('//evil.example', '/ar')).toBeNull();
    expect(offeredSwitchPath('/en/news', '/ar/news')).toBe('/en/news');
  });
  it('a protocol-relative current path stays on this site', () => {
    expect(switchLocalePath('//evil.example', 'en')).toBe('/en//evil.example');
    expect(switchLocalePath('', 'en')).toBe('/en');
  });
  it('never produces an empty or protocol-relative path', () => {
    for (const current of ['', '/', '//', '///x', '/en//x', '?q=1', '#h']) {
      for (const locale of ['ar', 'en'] as const) {
        const path = switchLocalePath(current, locale);
        if (path !== null) {
          expect(path.length).toBeGreaterThan(0);
          expect(path.startsWith('//')).toBe(false);
          expect(path).not.toBe(current);
        }
      }
    }
  });
});

describe('pickAcceptLanguage (q-values)', () => {
  it('picks the best supported language', () => {
    expect(pickAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickAcceptLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(pickAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.4')).toBe('en');
  });
  it('honours q-values over order', () => {
    expect(pickAcceptLanguage('en;q=0.3, ar;q=0.8')).toBe('ar');
    expect(pickAcceptLanguage('ar;q=0.1, en')).toBe('en');
    expect(pickAcceptLanguage('en;q=0, ar;q=0.2')).toBe('ar');
  });
  it('ties keep the header order', () => {
    expect(pickAcceptLanguage('en;q=0.5, ar;q=0.5')).toBe('en');
  });
  it('null when nothing supported or nothing given', () => {
    expect(pickAcceptLanguage(undefined)).toBeNull();
    expect(pickAcceptLanguage('')).toBeNull();
    expect(pickAcceptLanguage('fr, de;q=0.9')).toBeNull();
    expect(pickAcceptLanguage('en;q=0')).toBeNull();
    expect(pickAcceptLanguage('*')).toBeNull();
  });
});
