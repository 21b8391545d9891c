import { LOCALES, LOCALE_DIRECTION, OG_LOCALE, localizePath, type Locale } from './locale';
import type { HeadInfo } from '../pipeline/types';
import { publicAddress } from './public-address';
import { escapeMarkup } from './escape-markup';
import { withoutDirectionControls } from '../domain/safe-text';

/** Everything the document head says about a page; the server prints it, the browser applies it. */
export interface HeadModel {
  lang: Locale;
  dir: 'rtl' | 'ltr';
  title: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
  links: Array<{ rel: string; href: string; hreflang?: string }>;
}

interface HeadInput {
  locale: Locale;
  /** The locale-free path of the page (`/news/7`). */
  pathname: string;
  publicUrl: string;
  siteName: string;
  info: HeadInfo;
}

/**
 * One head helper (docs/behaviour.md#B-LOCALE-7): lang/dir, title, description, canonical, hreflang,
 * og:locale, the card type. The title and every meta text are read by other programs (a tab, a
 * search result, a shared link's preview), so a page's isolated names lose their direction
 * controls here, once for every page.
 */
export function buildHead({ locale, pathname, publicUrl, siteName, info }: HeadInput): HeadModel {
  const url = (l: Locale) => publicAddress(publicUrl, localizePath(pathname, l));
  const title = withoutDirectionControls(
    info.title && info.title !== siteName ? `${info.title} | ${siteName}` : siteName,
  );
  const meta: HeadModel['meta'] = [
    { name: 'description', content: info.description ?? '' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: info.description ?? '' },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url(locale) },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
  ];
  if (info.image)
    meta.push({
      property: 'og:image',
      content: info.image.startsWith('http') ? info.image : publicAddress(publicUrl, info.image),
    });
  meta.push({ name: 'twitter:card', content: info.image ? 'summary_large_image' : 'summary' });
  if (info.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  const links: HeadModel['links'] = [
    { rel: 'canonical', href: url(locale) },
    ...LOCALES.map((l) => ({ rel: 'alternate', hreflang: l, href: url(l) })),
    { rel: 'alternate', hreflang: 'x-default', href: url('ar') },
  ];
  return {
    lang: locale,
    dir: LOCALE_DIRECTION[locale],
    title,
    meta: meta.map((m) => ({ ...m, content: withoutDirectionControls(m.content) })),
    links,
  };
}

/** The head tags as HTML (server). Marked with data-head so the browser can replace them. */
export function headToHtml(head: HeadModel): string {
  const meta = head.meta
    .map(
      (m) =>
        `<meta ${m.name ? `name="${escapeMarkup(m.name)}"` : `property="${escapeMarkup(m.property ?? '')}"`} content="${escapeMarkup(m.content)}" data-head>`,
    )
    .join('');
  const links = head.links
    .map(
      (l) =>
        `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} href="${escapeMarkup(l.href)}" data-head>`,
    )
    .join('');
  return `<title>${escapeMarkup(head.title)}</title>${meta}${links}`;
}

/** Applies a head model to the live document after a client-side navigation. */
export function applyHead(doc: Document, head: HeadModel): void {
  doc.documentElement.lang = head.lang;
  doc.documentElement.dir = head.dir;
  doc.title = head.title;
  doc.head.querySelectorAll('[data-head]').forEach((node) => node.remove());
  for (const m of head.meta) {
    const el = doc.createElement('meta');
    if (m.name) el.setAttribute('name', m.name);
    if (m.property) el.setAttribute('property', m.property);
    el.setAttribute('content', m.content);
    el.setAttribute('data-head', '');
    doc.head.appendChild(el);
  }
  for (const l of head.links) {
    const el = doc.createElement('link');
    el.rel = l.rel;
    el.href = l.href;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.setAttribute('data-head', '');
    doc.head.appendChild(el);
  }
}
