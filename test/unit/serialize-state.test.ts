import { describe, expect, it } from 'vitest';
import { serializeState } from '../../server/render/serialize-state';

const hostile = {
  closeScript: '</script><script>alert(1)</script>',
  upper: '</SCRIPT >',
  comment: '<!-- x --> <![CDATA[',
  separators: 'a\u2028b\u2029c',
  entities: '&amp; &lt; " \' \\ /',
  arabic: 'العودة إلى الرئيسية',
  nested: [{ deep: '</script>' }],
};

describe('serializeState', () => {
  const text = serializeState(hostile);

  it('cannot close the script element or open a comment', () => {
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
  });

  it('escapes U+2028 and U+2029', () => {
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('round-trips through JSON.parse exactly', () => {
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('escapes the locale texts, written once per texts object, as the rest', () => {
    const resources = { common: hostile };
    const first = serializeState({ view: { a: 1 }, resources });
    const second = serializeState({ view: { a: 2 }, resources });
    for (const one of [first, second]) {
      expect(one).not.toContain('<');
      expect(one).not.toMatch(/[\u2028\u2029]/);
    }
    expect(JSON.parse(first)).toEqual({ view: { a: 1 }, resources });
    expect(JSON.parse(second)).toEqual({ view: { a: 2 }, resources });
    expect(JSON.parse(serializeState({ resources }))).toEqual({ resources });
  });
});

describe('one-language pairs in the state', () => {
  it('go out as the visitor’s language alone and come back whole in the browser', async () => {
    const { oneLanguage, restorePairs } = await import('../../src/lib/one-language');
    const data = {
      title: { ar: 'العنوان', en: 'Title' },
      body: { ar: [{ type: 'p', text: 'نص' }], en: [{ type: 'p', text: 'Text' }] },
      untranslated: { ar: '', en: 'Only English' },
      items: [{ name: { ar: 'أ', en: 'A' }, count: 2 }],
      other: { ar: 1, en: 2 },
    };
    const arabic = oneLanguage(data, 'ar');
    const text = serializeState({ view: arabic, resources: { common: { languages: { ar: 'العربية' } } } });
    expect(text).toContain('"title":{"ar":"العنوان"}');
    expect(text).not.toContain('"en":""');
    // Texts not made by oneLanguage (the locale's resources) are never shortened or filled in.
    const parsed = JSON.parse(text) as { view: unknown; resources: unknown };
    expect(parsed.resources).toEqual({ common: { languages: { ar: 'العربية' } } });
    expect(restorePairs(parsed.view)).toEqual(arabic);
    const english = oneLanguage(data, 'en');
    expect(restorePairs((JSON.parse(serializeState({ view: english })) as { view: unknown }).view)).toEqual(english);
  });
});
