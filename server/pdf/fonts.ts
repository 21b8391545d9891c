import { createRequire } from 'node:module';

/**
 * The PDF fonts: IBM Plex Sans Arabic (the site's typeface; Arabic and Latin in one file) as
 * TrueType from an npm package, so every machine has them without a system font. Browsers get the
 * same family as subset WOFF2 (@fontsource); PDF embedding needs the TTF (docs/decisions/025).
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/600SemiBold/IBMPlexSansArabic_600SemiBold.ttf'),
} as const;

export type PdfFontName = keyof typeof PDF_FONTS;
