import { describe, expect, it } from 'vitest';
import {
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
