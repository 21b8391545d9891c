import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance as createI18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance as createBrowserI18n, type BrowserI18n } from '../../src/lib/browser-i18n';
import { digitFormatter, i18nOptions } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import type { LocaleResources } from '../../src/lib/locale-resources';

/**
 * The browser renders with src/lib/browser-i18n.ts where the server rendered with i18next: any text
 * the two give differently would be a hydration mismatch. Both are built from the site's settings
 * and asked for every text of every namespace in both languages, with and without values, with the
 * counts that reach every plural form, as whole objects, under a key prefix, and for missing keys.
 */
const LOCALES_DIR = path.resolve(__dirname, '../../locales');
const LOCALES: Locale[] = ['ar', 'en'];
const COUNTS = [0, 1, 2, 3, 5, 11, 100, 101, 1.5, -1];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function resources(locale: Locale): LocaleResources {
  const dir = path.join(LOCALES_DIR, locale);
  return Object.fromEntries(
    readdirSync(dir).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    ]),
  );
}

/** Every dotted path to a text, and every path to an object of texts. */
function paths(node: unknown, prefix = ''): { leaves: string[]; objects: string[] } {
  const leaves: string[] = [];
  const objects: string[] = [];
  if (typeof node === 'object' && node !== null) {
    if (prefix) objects.push(prefix);
    for (const [key, value] of Object.entries(node)) {
      const child = paths(value, prefix ? `${prefix}.${key}` : key);
      leaves.push(...child.leaves);
      objects.push(...child.objects);
    }
  } else leaves.push(prefix);
  return { leaves, objects };
}

function variables(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{-?\s*([^}]+?)\s*}}/g)].map((match) => match[1]) : [];
}

function pair(
  locale: Locale,
  all: LocaleResources,
): { reference: ReturnType<typeof createI18next>; browser: BrowserI18n } {
  const reference = createI18next();
  reference.use(digitFormatter(locale)).init(i18nOptions(locale, all));
  const browser = createBrowserI18n();
  browser.use(digitFormatter(locale)).init(i18nOptions(locale, all));
  return { reference, browser };
}

describe('the browser interpreter gives every locale text exactly as i18next does', () => {
  for (const locale of LOCALES) {
    const all = resources(locale);
    const { reference, browser } = pair(locale, all);

    for (const [namespace, bundle] of Object.entries(all)) {
      it(`${locale}:${namespace}: every text, with and without values and counts`, () => {
        const { leaves, objects } = paths(bundle);
        expect(leaves.length).toBeGreaterThan(0);
        const keys = new Set<string>();
        for (const leaf of leaves) {
          keys.add(leaf);
          if (PLURAL.test(leaf)) keys.add(leaf.replace(PLURAL, ''));
        }
        let compared = 0;
        for (const key of keys) {
          const full = `${namespace}:${key}`;
          const text = leaves.includes(key)
            ? key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle)
            : undefined;
          const names = variables(text);
          const asNumbers = Object.fromEntries(names.map((name, index) => [name, 1234.5 * (index + 1)]));
          const asTexts = Object.fromEntries(names.map((name) => [name, `«${name}» {{x}} $t(common:x)`]));
          const cases: Array<Record<string, unknown> | undefined> = [
            undefined,
            {},
            asNumbers,
            asTexts,
            { [names[0] ?? 'x']: undefined },
            { replace: asNumbers },
          ];
          for (const count of COUNTS) cases.push({ ...asNumbers, count });
          cases.push({ count: 'many' });
          for (const options of cases) {
            expect(browser.t(full, options), `${full} ${JSON.stringify(options)}`).toEqual(
              reference.t(full, options as never),
            );
            compared += 1;
          }
          // Through a fixed t, as react-i18next calls it: namespace bound, key without it.
          expect(browser.getFixedT(locale, namespace)(key, asNumbers)).toEqual(
            reference.getFixedT(locale, namespace)(key, asNumbers),
          );
        }
        for (const object of objects) {
          const full = `${namespace}:${object}`;
          expect(browser.t(full, { returnObjects: true, n: 7 })).toEqual(
            reference.t(full, { returnObjects: true, n: 7 }),
          );
          expect(browser.t(full)).toEqual(reference.t(full));
          const [head, ...rest] = object.split('.');
          if (rest.length > 0) {
            expect(browser.getFixedT(locale, namespace, head)(rest.join('.'))).toEqual(
              reference.getFixedT(locale, namespace, head)(rest.join('.')),
            );
          }
        }
        expect(compared).toBeGreaterThan(leaves.length);
      });
    }

    it(`${locale}: missing keys, default values and the default namespace`, () => {
      const cases: Array<[string, Record<string, unknown> | undefined]> = [
        ['common:no.such.key', undefined],
        ['no.such.key', undefined],
        ['nosuchnamespace:key', undefined],
        ['common:no.such.key', { defaultValue: 'Fallback {{n}}', n: 12 }],
        ['common:no.such.key', { count: 2 }],
        ['site.description', undefined],
      ];
      for (const [key, options] of cases)
        expect(browser.t(key, options), key).toEqual(reference.t(key, options as never));
      expect(browser.dir()).toBe(reference.dir());
      expect(browser.language).toBe(reference.language);
    });
  }

  it('switches language and merges another locale as i18next does, telling listeners', async () => {
    const ar = resources('ar');
    const en = resources('en');
    const { reference, browser } = pair('ar', { common: ar.common });
    const added: string[] = [];
    const changed: string[] = [];
    browser.store.on('added', (lng) => added.push(String(lng)));
    browser.on('languageChanged', (lng) => changed.push(String(lng)));
    // A part asked for a text not yet there: the adds that follow tell the listeners.
    expect(browser.t('media:news.readMore')).toBe('news.readMore');
    for (const instance of [reference, browser]) {
      instance.addResourceBundle('ar', 'media', ar.media, true, false);
      instance.addResourceBundle('en', 'common', en.common, true, false);
      instance.addResourceBundle('en', 'common', { site: { name: 'not replaced' } }, true, false);
      await instance.changeLanguage('en');
    }
    expect(added).toEqual(['ar', 'en', 'en']);
    expect(changed).toEqual(['en']);
    expect(browser.language).toBe('en');
    expect(browser.dir()).toBe('ltr');
    expect(browser.dir('ar')).toBe('rtl');
    expect(browser.hasResourceBundle('en', 'common')).toBe(true);
    expect(browser.hasResourceBundle('en', 'media')).toBe(false);
    for (const key of ['common:site.name', 'media:news.readMore', 'common:nav.home'])
      expect(browser.t(key)).toEqual(reference.t(key));
  });

  it('tells listeners of added texts only when a text had been missing since it last told them', async () => {
    const ar = resources('ar');
    const home = (ar.common as { nav: { home: string } }).nav.home;
    const { browser } = pair('ar', {
      common: { nav: { home }, all: { thing_few: 'few' }, base: { thing: 'base' } },
    } as never);
    const added: string[] = [];
    browser.store.on('added', (_lng, ns) => added.push(String(ns)));
    const next = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

    // Every text asked for was there, and the exact plural form: adding changes nothing shown.
    browser.t('common:nav.home');
    browser.t('common:all.thing', { count: 3 });
    browser.addResourceBundle('ar', 'media', ar.media, true, false);
    expect(added).toEqual([]);
    expect(browser.t('media:news.readMore')).toBe((ar.media as { news: { readMore: string } }).news.readMore);
    await next();

    // A missing text: the adds of that task tell them, every one; the next task's do not.
    browser.t('giving:basket.total');
    browser.addResourceBundle('ar', 'giving', ar.giving, true, false);
    browser.addResourceBundle('ar', 'apply', ar.apply, true, false);
    expect(added).toEqual(['giving', 'apply']);
    await next();
    browser.addResourceBundle('ar', 'calc', ar.calc, true, false);
    expect(added).toEqual(['giving', 'apply']);

    // A text found in some form is final (a page's texts carry a key with all of its plural forms):
    // a count answered by the bare key is not a missing text, a key not there at all is.
    await next();
    expect(browser.t('common:base.thing', { count: 11 })).toBe('base');
    browser.addResourceBundle('ar', 'common', { other: { thing: 'other' } }, true, false);
    expect(added).toEqual(['giving', 'apply']);
    await next();
    expect(browser.t('common:later.thing', { count: 11 })).toBe('later.thing');
    browser.addResourceBundle('ar', 'common', { later: { thing_many: 'many' } }, true, false);
    expect(added).toEqual(['giving', 'apply', 'common']);
    expect(browser.t('common:later.thing', { count: 11 })).toBe('many');

    // Silent adds never tell, whatever was missing.
    await next();
    browser.t('common:no.such.text');
    browser.addResourceBundle('ar', 'home', ar.home, true, false, true);
    expect(added).toHaveLength(3);
  });
});
