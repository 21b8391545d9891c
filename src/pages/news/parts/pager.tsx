import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { formatNumber } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

interface Props {
  page: number;
  pages: number;
  /** The list's own path (already localized). */
  basePath: string;
  locale: Locale;
  /** Other query values to keep (a filter). */
  keep?: Record<string, string | undefined>;
}

/** Numbered pages with previous/next; nothing when everything fits on one page. */
export function Pager({ page, pages, basePath, locale, keep = {} }: Props) {
  const { t } = useTranslation('media');
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(keep)) if (value) params.set(key, value);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="media-pager" aria-label={t('pager.label')}>
      <p className="visually-hidden" aria-live="polite">
        {t('pager.status', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </p>
      <ul className="media-pager__list">
        <li>
          {page > 1 ? (
            <AppLink className="media-pager__link media-pager__link--step" to={href(page - 1)} rel="prev">
              {t('pager.previous')}
            </AppLink>
          ) : (
            <span className="media-pager__link media-pager__link--step is-disabled" aria-disabled="true">
              {t('pager.previous')}
            </span>
          )}
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <AppLink
              className="media-pager__link"
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: formatNumber(n, locale) })}
            >
              {formatNumber(n, locale)}
            </AppLink>
          </li>
        ))}
        <li>
          {page < pages ? (
            <AppLink className="media-pager__link media-pager__link--step" to={href(page + 1)} rel="next">
              {t('pager.next')}
            </AppLink>
          ) : (
            <span className="media-pager__link media-pager__link--step is-disabled" aria-disabled="true">
              {t('pager.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
