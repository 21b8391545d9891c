import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { formatNumber } from '../../../lib/format';
import type { Locale } from '../../../lib/locale';

/** Previous / next links for a paginated list; nothing when everything fits on one page. */
export function Pager({ page, pages, locale, href }: { page: number; pages: number; locale: Locale; href: (page: number) => string }) {
  const { t } = useTranslation('about');
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <AppLink className="button button--small button--doc" to={href(page - 1)} rel="prev">
          {t('pager.previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <span className="pager__status">{t('pager.status', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}</span>
      {page < pages ? (
        <AppLink className="button button--small button--doc" to={href(page + 1)} rel="next">
          {t('pager.next')}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
