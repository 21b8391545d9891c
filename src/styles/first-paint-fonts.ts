/**
 * The web-font files a page's first paint needs, preloaded from its head (by the page's language):
 * the body weight only. On Arabic pages that is two files, as the spaces and Latin signs between
 * Arabic words come from the Latin subset (see scripts/subset-fonts.ts); headings and buttons
 * (600, 700) follow as the stylesheet asks for them, with font-display: swap.
 * Paths are the sources the client build's manifest is keyed by.
 */
export const FIRST_PAINT_FONTS: Record<string, string[]> = {
  ar: ['src/styles/fonts/plex-arabic-400.woff2', 'src/styles/fonts/plex-latin-400.woff2'],
  en: ['src/styles/fonts/plex-latin-400.woff2'],
};
