import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createElement } from 'react';
import { PaginationItem, type PaginationRenderItemParams, type Theme } from '@mui/material';
import { defaultTheme, Pagination, type RaThemeOptions } from 'react-admin';
import { localizeDigits } from '../lib/format';
import type { Locale } from '../lib/locale';
import { app as appAr } from '../../locales/ar/admin.json';
import { app as appEn } from '../../locales/en/admin.json';

/** The CSP nonce the server put in the page: emotion puts it on every style tag it writes. */
function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

const caches = new Map<Locale, EmotionCache>();

/** One emotion cache per direction: Arabic flips every rule (stylis-plugin-rtl), English keeps them. */
export function emotionCache(locale: Locale): EmotionCache {
  let cache = caches.get(locale);
  if (!cache) {
    cache = createCache({
      key: locale === 'ar' ? 'mui-rtl' : 'mui',
      nonce: cspNonce(),
      stylisPlugins: locale === 'ar' ? [prefixer, rtlPlugin] : [prefixer],
    });
    caches.set(locale, cache);
  }
  return cache;
}

const FONT = '"IBM Plex Sans Arabic", system-ui, sans-serif';

/** react-admin's page sizes, labelled in the screen's digits (its own labels are bare numbers). */
const PAGE_SIZES = [5, 10, 25, 50];
/** MUI's `sm` breakpoint: below it react-admin lays the bar out for a phone. */
const PHONE = '@media (max-width: 599.95px)';
/** Below MUI's `lg` (1200 px): phones, tablets and small laptops, beside the menu a wide list no longer fits. */
const NARROW = '@media (max-width: 1199.95px)';

export function adminTheme(locale: Locale): RaThemeOptions {
  return {
    ...defaultTheme,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    // The status colours are MUI's darker shades: its defaults fall below WCAG AA as white chip text
    // (warning 3.1:1, info 4.1:1) and as the delete button's text on the form toolbar's grey (3.8:1).
    palette: {
      ...defaultTheme.palette,
      primary: { main: '#0f6b5c' },
      secondary: { main: '#0b4f44' },
      error: { main: '#b71c1c' },
      warning: { main: '#b45309' },
      info: { main: '#01579b' },
    },
    typography: { ...defaultTheme.typography, fontFamily: FONT },
    components: {
      ...defaultTheme.components,
      // On a phone the language, refresh and account buttons leave the screen's title about a third
      // of the bar: it takes two smaller lines there rather than being cut off mid-word.
      RaAppBar: {
        styleOverrides: {
          root: {
            '& #react-admin-title': {
              [PHONE]: {
                whiteSpace: 'normal',
                fontSize: '1rem',
                lineHeight: 1.35,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
              },
            },
          },
        },
      },
      // Below a laptop's width a wide list scrolls sideways inside its own box, not the whole page:
      // react-admin lets the layout grow to the widest table (min-width: fit-content), which on a
      // phone put the app bar's width beside a page twice as wide. Above it the page keeps
      // react-admin's layout and the lists' sticky header row.
      RaLayout: { styleOverrides: { root: { [NARROW]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } } },
      RaDataTable: { styleOverrides: { root: { [NARROW]: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } } },
      // An empty list's message: react-admin greys it out with half opacity, below the contrast a
      // label needs (WCAG AA); the secondary text colour keeps it quiet and readable.
      RaEmpty: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary },
            '& .RaEmpty-icon': { opacity: 0.5 },
          }),
        },
      },
      // Every list's pagination (a list may still turn it off with pagination={false}); below a
      // laptop's width its main column may be narrower than its table (see RaLayout above).
      RaList: {
        defaultProps: {
          pagination: createElement(Pagination, {
            rowsPerPageOptions: PAGE_SIZES.map((size) => ({
              value: size,
              label: localizeDigits(String(size), locale),
            })),
          }),
        },
        styleOverrides: { root: { [NARROW]: { '& .RaList-main': { minWidth: 0 } } } },
      },
      // The page buttons in the screen's digits too (MUI writes the bare number), and their group
      // named in the screen's language (MUI names it "pagination navigation" whatever the language).
      RaPaginationActions: {
        defaultProps: {
          'aria-label': (locale === 'ar' ? appAr : appEn).listPages,
          renderItem: (item: PaginationRenderItemParams) =>
            createElement(PaginationItem, {
              ...item,
              page: item.page === null ? null : localizeDigits(String(item.page), locale),
            }),
        },
      },
    },
  };
}
