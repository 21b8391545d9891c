import sharp from 'sharp';
import { readWhole, type FileStore } from '../../files/store';
import type { CampaignView } from '#src/domain/campaigns';
import type { Locale } from '#src/lib/locale';
import { isolate } from '#src/lib/isolate';
import { formatMoney, formatNumber, progressPercent } from '#src/lib/format';
import { escapeMarkup } from '#src/lib/escape-markup';

/**
 * The Open Graph image of a campaign page (1200×630 PNG, one per language): drawn as SVG and
 * rendered by sharp (librsvg with Pango: Arabic is shaped by the system's fonts and ordered in the
 * line's direction — the server needs an Arabic font such as fonts-noto-core, see README). Cached
 * in the file store per campaign, language, status and progress step, so a shared link costs one render per
 * step.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

type Translate = (key: string, params?: Record<string, unknown>) => string;

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** The drawing's version in the cache key: images drawn by an earlier layout are not served again. */
const LAYOUT_VERSION = 2;

/** The progress step in the cache key: the image changes when the bar would visibly move. */
export function ogCacheKey(view: CampaignView, locale: Locale): string {
  const step = Math.floor(progressPercent(view.collected, view.target) / 5) * 5;
  return `${view.slug}-${locale}-${view.status}-${step}-${view.donors > 0 ? 'd' : 'n'}-v${LAYOUT_VERSION}`;
}

export function ogSvg(view: CampaignView, locale: Locale, t: Translate): string {
  const rtl = locale === 'ar';
  const edge = rtl ? OG_WIDTH - 80 : 80;
  // Each line is a paragraph of the page's direction: without it librsvg lays an Arabic line out as a
  // left-to-right paragraph, and a title of two runs («حملة» and the isolated name) comes out with
  // its runs swapped. With direction="rtl", text-anchor "start" is the right edge.
  const direction = rtl ? 'rtl' : 'ltr';
  const percent = progressPercent(view.collected, view.target);
  const barWidth = OG_WIDTH - 160;
  const fill = Math.round((barWidth * Math.min(100, percent)) / 100);
  const fillX = rtl ? 80 + barWidth - fill : 80;
  const text = (y: number, size: number, value: string, weight = 400, colour = '#ffffff') =>
    `<text x="${edge}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${colour}" direction="${direction}" unicode-bidi="embed" text-anchor="start" font-family="IBM Plex Sans Arabic, Noto Sans Arabic, Noto Kufi Arabic, DejaVu Sans, sans-serif">${escapeMarkup(value)}</text>`;
  const raised = t('og.raised', {
    collected: formatMoney(view.collected, locale),
    target: formatMoney(view.target, locale),
  });
  const donors = t('og.donors', { count: view.donors, n: formatNumber(view.donors, locale) });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0F5C4D"/>`,
    `<rect y="${OG_HEIGHT - 24}" width="${OG_WIDTH}" height="24" fill="#C9A227"/>`,
    text(110, 34, t('common:site.name'), 400, '#D7EDE6'),
    text(200, 60, clip(t('og.title', { name: isolate(view.displayName) }), 36), 700),
    text(270, 40, clip(view.cause.title[locale], 48), 400, '#E8F3EF'),
    `<rect x="80" y="330" width="${barWidth}" height="28" rx="14" fill="#0A4036"/>`,
    fill > 0 ? `<rect x="${fillX}" y="330" width="${fill}" height="28" rx="14" fill="#C9A227"/>` : '',
    text(420, 40, raised, 600),
    text(480, 34, donors, 400, '#D7EDE6'),
    view.status === 'closed' ? text(550, 34, t('og.closed'), 600, '#F4D67A') : '',
    '</svg>',
  ].join('');
}

export async function renderOgImage(view: CampaignView, locale: Locale, t: Translate): Promise<Buffer> {
  return sharp(Buffer.from(ogSvg(view, locale, t)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The cached PNG, rendered and stored on a miss. Stored in the file store, so with several
 * instances one render serves them all; a failed store write still answers with the image.
 */
export async function cachedOgImage(
  files: FileStore,
  view: CampaignView,
  locale: Locale,
  t: Translate,
): Promise<Buffer> {
  const name = `${ogCacheKey(view, locale)}.png`;
  const cached = await files.get('campaign-og', name);
  if (cached) return readWhole(cached.stream);
  const png = await renderOgImage(view, locale, t);
  // Two instances may draw the same image at once: the second write fails on the name or replaces it; either way the image is right.
  await files.put('campaign-og', name, png, 'image/png').catch(() => undefined);
  return png;
}
