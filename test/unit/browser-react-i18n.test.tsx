import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as reactI18next from 'react-i18next';
import { createInstance as createI18next } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance as createBrowserI18n } from '../../src/lib/browser-i18n';
import * as standIn from '../../src/lib/browser-react-i18n';
import { trackedI18n } from '../../src/lib/i18n-server';
import { digitFormatter, i18nOptions } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import type { LocaleResources } from '../../src/lib/locale-resources';

/**
 * The browser's react-i18next (src/lib/browser-react-i18n.ts) against react-i18next itself: the same
 * components, the same texts, rendered by each; the HTML must be the same, or hydration would not be.
 */
function resources(locale: Locale): LocaleResources {
  const dir = path.resolve(__dirname, '../../locales', locale);
  return Object.fromEntries(
    readdirSync(dir).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    ]),
  );
}

type Hooks = {
  useTranslation: typeof reactI18next.useTranslation;
  I18nextProvider: typeof reactI18next.I18nextProvider;
};

/** A page's worth of the ways the site calls useTranslation. */
function Page({ hooks, own }: { hooks: Hooks; own: unknown }) {
  const common = hooks.useTranslation();
  const media = hooks.useTranslation('media');
  const giving = hooks.useTranslation(['giving', 'common']);
  const bound = hooks.useTranslation('common', { i18n: own as never });
  const prefixed = hooks.useTranslation('media', { keyPrefix: 'news' });
  return (
    <main lang={common.i18n.language} dir={common.i18n.dir()}>
      <h1>{common.t('site.name')}</h1>
      <p>{media.t('news.readMore')}</p>
      <p>
        {giving.t('basket.total')} · {giving.t('common:nav.main')} ·{' '}
        {giving.t('common:pager.status', { page: 2, pages: 12 })}
      </p>
      <p>{bound.t('site.description')}</p>
      <p>{[0, 1, 2, 5, 11, 100].map((count) => common.t('nav.basketWithCount', { count })).join(' | ')}</p>
      <p>{prefixed.t('readMore')}</p>
      <p>
        {String(media.ready)} {String(common.ready)}
      </p>
    </main>
  );
}

function render(hooks: Hooks, i18n: unknown, own: unknown): string {
  const Provider = hooks.I18nextProvider as (props: { i18n: unknown; children: ReactNode }) => ReactNode;
  return renderToString(
    <Provider i18n={i18n}>
      <Page hooks={hooks} own={own as never} />
    </Provider>,
  );
}

describe('the browser react-i18next renders as react-i18next does', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: the same HTML for every way the site asks for texts`, () => {
      const all = resources(locale);
      const reference = createI18next().use(digitFormatter(locale));
      reference.init(i18nOptions(locale, all));
      const browser = createBrowserI18n().use(digitFormatter(locale)).init(i18nOptions(locale, all));
      const expected = render(reactI18next, reference, reference);
      const actual = render(standIn as unknown as Hooks, browser, browser);
      expect(expected).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      expect(expected).not.toMatch(/site\.name|basket\.total|nav\.main|pager\.status|basketWithCount|readMore/);
      expect(actual).toBe(expected);
      // The server build renders with the same hooks over the per-request view (decision 035).
      const server = trackedI18n(locale, all).i18n;
      expect(render(standIn as unknown as Hooks, server, server)).toBe(expected);
    });
  }

  it('a fresh t after the language changes or texts arrive, as react-i18next gives', async () => {
    const ar = resources('ar');
    const en = resources('en');
    const browser = createBrowserI18n()
      .use(digitFormatter('ar'))
      .init(i18nOptions('ar', { common: ar.common }));
    const seen: string[] = [];
    const unsubscribe = [
      browser.store.on('added', () => seen.push('added')),
      browser.on('languageChanged', (lng) => seen.push(`language ${String(lng)}`)),
    ];
    expect(unsubscribe).toHaveLength(2);
    const first = render(standIn as unknown as Hooks, browser, browser);
    expect(first).toContain('dir="rtl"');
    browser.addResourceBundle('en', 'common', en.common, true, false);
    browser.addResourceBundle('en', 'media', en.media, true, false);
    await browser.changeLanguage('en');
    const second = render(standIn as unknown as Hooks, browser, browser);
    expect(second).toContain('dir="ltr"');
    expect(second).toContain(String((en.media as { news: { readMore: string } }).news.readMore));
    expect(seen).toEqual(['added', 'added', 'language en']);
  });
});
