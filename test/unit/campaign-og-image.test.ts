import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogSvg } from '../../server/services/campaigns/og-image';
import type { CampaignView } from '../../src/domain/campaigns';
import type { Locale } from '../../src/lib/locale';
import arCampaigns from '../../locales/ar/campaigns.json';
import enCampaigns from '../../locales/en/campaigns.json';

const view: CampaignView = {
  slug: 'AbCdEfGhIjKl',
  status: 'approved',
  closedReason: null,
  cause: {
    kind: 'family',
    ref: '20',
    title: { ar: 'أسرة محتاجة', en: 'A family in need' },
    image: '/x.jpg',
    remaining: null,
    unitPrice: null,
    fund: 'sadaqah',
    zakatEligible: true,
  },
  displayName: 'أصدقاء أبو خالد',
  message: 'ساعدونا',
  locale: 'ar',
  target: 200_000,
  collected: 50_000,
  donors: 3,
  endsOn: '2026-12-31',
  open: true,
  recentDonors: [],
  posts: [],
};

/** The campaign texts from the locales, with i18next's {{placeholders}}; other keys come back as themselves. */
function translator(locale: Locale) {
  const og = (locale === 'ar' ? arCampaigns : enCampaigns).og as Record<string, string>;
  return (key: string, params: Record<string, unknown> = {}) => {
    const text = key === 'og.title' ? og.title : undefined;
    return text ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name])) : key;
  };
}

const titleElement = (svg: string) => svg.match(/<text[^>]*font-size="60"[^>]*>[^<]*<\/text>/)?.[0] ?? '';

describe('the Open Graph image of a campaign', () => {
  it('writes the Arabic title in logical order in a right-to-left line', () => {
    const title = titleElement(ogSvg(view, 'ar', translator('ar')));
    expect(title).toContain('direction="rtl"');
    expect(title).toContain('text-anchor="start"');
    const text = title.replace(/<[^>]+>/g, '').replace(/[\u2066-\u2069]/g, '');
    expect(text).toBe('حملة أصدقاء أبو خالد');
  });

  it('writes the English title in a left-to-right line', () => {
    const title = titleElement(ogSvg({ ...view, displayName: 'Sara Al-Otaibi' }, 'en', translator('en')));
    expect(title).toContain('direction="ltr"');
    expect(title.replace(/<[^>]+>/g, '').replace(/[\u2066-\u2069]/g, '')).toBe('Sara Al-Otaibi’s campaign');
  });

  it('draws the Arabic lines otherwise than a left-to-right layout of the same text would (runs not swapped)', async () => {
    const svg = ogSvg(view, 'ar', translator('ar'));
    // What the image was before: the same texts, anchored at their end in a left-to-right paragraph.
    const leftToRight = svg.replaceAll('direction="rtl" unicode-bidi="embed" text-anchor="start"', 'text-anchor="end"');
    expect(leftToRight).not.toBe(svg);
    const [drawn, swapped] = await Promise.all(
      [svg, leftToRight].map((source) => sharp(Buffer.from(source)).raw().toBuffer()),
    );
    expect(drawn!.equals(swapped!)).toBe(false);
  });
});
