import type { i18n as I18n } from 'i18next';
import { buildHead, type HeadModel } from '../lib/head';
import type { Locale } from '../lib/locale';
import type { HeadInfo, PageModule } from '../pipeline/types';
import type { SettledView } from './app-state';

/** The head of a settled view: the page's own `head()` over the route's title from the locales. */
export function headForView(
  view: SettledView,
  module: PageModule | null,
  i18n: I18n,
  locale: Locale,
  publicUrl: string,
): HeadModel {
  const t = i18n.getFixedT(locale);
  let info: HeadInfo;
  if (view.kind === 'page') {
    const own = module?.head ? module.head(view.render, view.data, (key) => t(key)) : {};
    info = {
      title: t(`routes.${view.routeKey}`),
      description: t(`descriptions.${view.routeKey}`, { defaultValue: t('site.description') }),
      ...own,
    };
  } else {
    info = {
      title: view.error.statusCode === 404 ? t('errors.notFound') : t('errors.title'),
      description: t('site.description'),
      noindex: true,
    };
  }
  const pathname = view.render?.pathname ?? '/';
  return buildHead({ locale, pathname, publicUrl, siteName: t('site.name'), info });
}
