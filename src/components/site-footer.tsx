import { useTranslation } from 'react-i18next';
import type { RouteKey } from '../route-rows';
import { AppLink } from './app-link';
import { useLocalePath } from './use-locale-path';
import { formatPlainNumber } from '../lib/format';

const footerLinks: RouteKey[] = [
  'about',
  'governance',
  'programs',
  'news',
  'contributeDonate',
  'calcMoney',
  'pagesDonate',
  'electronicServices',
  'jobs',
  'contactus',
];

export function SiteFooter() {
  const { t } = useTranslation();
  const { toRoute, locale } = useLocalePath();
  const year = formatPlainNumber(new Date().getFullYear(), locale);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <section className="site-footer__about">
          <p className="site-footer__name">{t('site.name')}</p>
          <p>{t('site.footerAbout')}</p>
          <p className="site-footer__licence">{t('site.licence')}</p>
        </section>
        <nav aria-label={t('nav.footer')}>
          <ul className="site-footer__links">
            {footerLinks.map((key) => (
              <li key={key}>
                <AppLink to={toRoute(key)}>
                  {key === 'pagesDonate' ? t('nav.bankAccounts') : t(`routes.${key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copy container">{t('site.copyright', { year })}</p>
    </footer>
  );
}
