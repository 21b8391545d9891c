import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import { formatNumber } from '../lib/format';
import type { Locale } from '../lib/locale';

/** A list's URL for page `page`: page 1 is the bare path; other query values (a filter) are kept. */
export function pageHref(basePath: string, page: number, keep: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(keep)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

interface Props {
  page: number;
  pages: number;
  locale: Locale;
  /** The URL of a page of this list (see pageHref). */
  href: (page: number) => string;
}

/** Numbered pages with previous/next for every paginated list; nothing when everything fits on one page. */
export function Pager({ page, pages, locale, href }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  const step = (target: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <AppLink className="pager__link pager__link--step" to={href(target)} rel={rel}>
        {label}
      </AppLink>
    ) : (
      <span className="pager__link pager__link--step is-disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <p className="visually-hidden" aria-live="polite">
        {t('pager.status', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </p>
      <ul className="pager__list">
        <li>{step(page - 1, t('pager.previous'), 'prev', page > 1)}</li>
        {numbers.map((n) => (
          <li key={n}>
            <AppLink
              className="pager__link"
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: formatNumber(n, locale) })}
            >
              {formatNumber(n, locale)}
            </AppLink>
          </li>
        ))}
        <li>{step(page + 1, t('pager.next'), 'next', page < pages)}</li>
      </ul>
    </nav>
  );
}
