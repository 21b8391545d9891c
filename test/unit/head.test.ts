import { describe, expect, it } from 'vitest';
import { buildHead, headToHtml } from '../../src/lib/head';

const base = { publicUrl: 'https://example.org/', siteName: 'Site' };

describe('buildHead', () => {
  it('Arabic: lang, dir, canonical (prefixed), hreflang ar/en/x-default, og:locale', () => {
    const head = buildHead({ ...base, locale: 'ar', pathname: '/news/7', info: { title: 'News', description: 'D' } });
    expect(head.lang).toBe('ar');
    expect(head.dir).toBe('rtl');
    expect(head.title).toBe('News | Site');
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://example.org/ar/news/7' },
      { rel: 'alternate', hreflang: 'ar', href: 'https://example.org/ar/news/7' },
      { rel: 'alternate', hreflang: 'en', href: 'https://example.org/en/news/7' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://example.org/ar/news/7' },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'ar_SA' });
    expect(head.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'D' });
  });

  it('English: ltr, canonical /en…, og:locale en_US; the root maps to /en', () => {
    const head = buildHead({ ...base, locale: 'en', pathname: '/', info: {} });
    expect(head.dir).toBe('ltr');
    expect(head.title).toBe('Site');
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://example.org/en' });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });

  it('noindex and images', () => {
    const head = buildHead({ ...base, locale: 'en', pathname: '/x', info: { noindex: true, image: '/img.png' } });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://example.org/img.png' });
  });

  it('headToHtml escapes titles and attributes', () => {
    const html = headToHtml(
      buildHead({
        ...base,
        locale: 'en',
        pathname: '/x',
        info: { title: '</title><script>', description: '"><script>' },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt; | Site');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://example.org/ar/x" data-head>');
  });

  it('the title and every meta text are plain for other programs: no direction marks, embeddings, overrides or isolates', () => {
    const head = buildHead({
      ...base,
      locale: 'ar',
      pathname: '/campaigns/x',
      info: {
        title: '\u2068أصدقاء أبو خالد\u2069 — \u202Bأسرة\u202C',
        description: '\u200Fرسالة \u2066Sara\u2069\u200E',
        image: '/og.png',
      },
    });
    expect(head.title).toBe('أصدقاء أبو خالد — أسرة | Site');
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'أصدقاء أبو خالد — أسرة | Site' });
    expect(head.meta).toContainEqual({ property: 'og:description', content: 'رسالة Sara' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    for (const { content } of head.meta) expect(content).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });
});
