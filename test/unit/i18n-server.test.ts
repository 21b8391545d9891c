import { describe, expect, it } from 'vitest';
import { pickedResources, trackedI18n, usedResources } from '../../src/lib/i18n-server';
import { oneLanguage } from '../../src/lib/one-language';

const resources = {
  common: {
    nav: { home: 'Home', news: 'News' },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    items: 'x',
    unused: 'never',
  },
  media: { title: 'Media', list: { a: 'A', b: 'B' } },
  calc: { title: 'Calc' },
};

describe('server translations', () => {
  it('translates through a shared instance and records only the texts a page used', () => {
    const { i18n, used } = trackedI18n('en', resources);
    const t = i18n.getFixedT('en');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.home')).toBe('Home');
    expect(t('items', { count: 2 })).toBe('2 items');
    const media = i18n.getFixedT('en', 'media');
    expect(media('title')).toBe('Media');
    expect(media('list', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
    expect(t('calc:title')).toBe('Calc');
    expect(usedResources(resources, used)).toEqual({
      common: { nav: { home: 'Home' }, items_one: '{{count}} item', items_other: '{{count}} items', items: 'x' },
      media: { title: 'Media', list: { a: 'A', b: 'B' } },
      calc: { title: 'Calc' },
    });
  });

  it('keeps each request apart and never writes into the shared resources', () => {
    const first = trackedI18n('en', resources);
    const second = trackedI18n('en', resources);
    first.i18n.getFixedT('en', 'media')('list', { returnObjects: true });
    first.i18n.getFixedT('en', 'media')('list.a');
    second.i18n.getFixedT('en')('unused');
    expect(usedResources(resources, first.used)).toEqual({ media: { list: { a: 'A', b: 'B' } } });
    expect(usedResources(resources, second.used)).toEqual({ common: { unused: 'never' } });
    expect(resources.media.list).toEqual({ a: 'A', b: 'B' });
  });
});

describe('the texts a page carries', () => {
  it('are one object per set of used texts, a new one when the set differs', () => {
    const first = trackedI18n('en', resources);
    first.i18n.getFixedT('en')('nav.home');
    const second = trackedI18n('en', resources);
    second.i18n.getFixedT('en')('nav.home');
    const third = trackedI18n('en', resources);
    third.i18n.getFixedT('en')('nav.news');
    const picked = pickedResources(resources, first.used);
    expect(picked).toEqual({ common: { nav: { home: 'Home' } } });
    expect(pickedResources(resources, second.used)).toBe(picked);
    expect(pickedResources(resources, third.used)).toEqual({ common: { nav: { news: 'News' } } });
  });

  it('come out in the language’s digits through the shared interpreter', () => {
    const arabic = {
      common: {
        items_one: 'عنصر واحد',
        items_other: '{{count}} عناصر',
        items_few: '{{count}} عناصر',
        items_many: '{{count}} عنصرًا',
      },
    };
    const t = trackedI18n('ar', arabic).i18n.getFixedT('ar');
    expect(t('items', { count: 12 })).toBe('١٢ عنصرًا');
    expect(t('items', { count: 3 })).toBe('٣ عناصر');
    expect(t('missing.key')).toBe('missing.key');
    const english = trackedI18n('en', resources).i18n;
    expect(trackedI18n('ar', arabic).i18n.dir()).toBe('rtl');
    expect(english.dir()).toBe('ltr');
    expect(english.dir('ar')).toBe('rtl');
  });
});

describe('one language of content', () => {
  it('empties the other language of every { ar, en } pair, deep', () => {
    const data = {
      title: { ar: 'أ', en: 'A' },
      items: [{ name: { ar: 'ب', en: 'B' }, count: 2 }],
      other: { ar: 'x', en: 'y', extra: 1 },
    };
    expect(oneLanguage(data, 'ar')).toEqual({
      title: { ar: 'أ', en: '' },
      items: [{ name: { ar: 'ب', en: '' }, count: 2 }],
      other: { ar: 'x', en: 'y', extra: 1 },
    });
    expect(oneLanguage(data, 'en').title).toEqual({ ar: '', en: 'A' });
    expect(data.title.en).toBe('A');
    expect(oneLanguage({ body: { ar: [{ text: 'ن' }], en: [{ text: 'N' }] } }, 'ar')).toEqual({
      body: { ar: [{ text: 'ن' }], en: [] },
    });
  });
});
