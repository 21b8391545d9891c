import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { OfflineNotice } from '../components/offline-notice';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout layout--default">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
