import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Locale } from '../lib/locale';

/** The CSP nonce the server put in the page: emotion puts it on every style tag it writes. */
function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

const caches = new Map<Locale, EmotionCache>();

/** One emotion cache per direction: Arabic flips every rule (stylis-plugin-rtl), English keeps them. */
export function emotionCache(locale: Locale): EmotionCache {
  let cache = caches.get(locale);
  if (!cache) {
    cache = createCache({ key: locale === 'ar' ? 'mui-rtl' : 'mui', nonce: cspNonce(), stylisPlugins: locale === 'ar' ? [prefixer, rtlPlugin] : [prefixer] });
    caches.set(locale, cache);
  }
  return cache;
}

const FONT = '"IBM Plex Sans Arabic", system-ui, sans-serif';

export function adminTheme(locale: Locale): RaThemeOptions {
  return {
    ...defaultTheme,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    palette: { ...defaultTheme.palette, primary: { main: '#0f6b5c' }, secondary: { main: '#0b4f44' } },
    typography: { ...defaultTheme.typography, fontFamily: FONT },
  };
}
