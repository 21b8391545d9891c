import type { ReactNode } from 'react';
import { OfflineNotice } from '../components/offline-notice';
import { HydrationSlice } from './hydration-slice';

/** For pages that stand alone (a gift card a recipient opens, a printable receipt). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        <HydrationSlice>{children}</HydrationSlice>
      </main>
    </div>
  );
}
