import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { OfflineNotice } from '../components/offline-notice';
import { HydrationSlice } from './hydration-slice';
import { useNavigation } from '../navigation/context';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Busy while a navigation loads, at least 200 ms once raised (the navigator holds it): no flash.
  const { pending } = useNavigation();
  return (
    <div className="layout layout--default">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <HydrationSlice>
        <SiteHeader />
        <OfflineNotice />
      </HydrationSlice>
      <main id="main" tabIndex={-1} aria-busy={pending || undefined}>
        <HydrationSlice>{children}</HydrationSlice>
      </main>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
    </div>
  );
}
