import type { RequestHandler } from 'express';
import { LOCALES, localizePath } from '#src/lib/locale';
import { publicAddress } from '#src/lib/public-address';
import { escapeMarkup } from '#src/lib/escape-markup';

/** Extra public paths (detail pages) a content source can add: locale-free, like `/news/7`. */
export type DetailPathSource = () => Promise<string[]>;

/** Every public page in both locales, with its hreflang alternates. */
export function buildSitemap(publicUrl: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeMarkup(publicAddress(publicUrl, localizePath(path, l)))}"/>`,
      ).join('');
      const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(publicAddress(publicUrl, localizePath(path, 'ar')))}"/>`;
      return `<url><loc>${escapeMarkup(publicAddress(publicUrl, localizePath(path, locale)))}</loc>${alternates}${xDefault}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `routes`: the route rows (or a test's table); those marked `sitemap` are listed. */
export function sitemapXml(
  publicUrl: string,
  routes: ReadonlyArray<{ path: string; sitemap?: boolean }>,
  details: DetailPathSource[],
): RequestHandler {
  const staticPaths = routes.filter((route) => route.sitemap).map((route) => route.path);
  return async (_req, res, next) => {
    try {
      const extra = (await Promise.all(details.map((source) => source()))).flat();
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(buildSitemap(publicUrl, [...new Set([...staticPaths, ...extra])]));
    } catch (error) {
      next(error);
    }
  };
}
