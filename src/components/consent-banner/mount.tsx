import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { ConsentStore } from '../../lib/analytics';
import { ConsentBanner } from './consent-banner';

/**
 * The banner lives in its own small root after the app's, so the server's HTML and the hydrated app
 * stay the same with or without an analytics id (and pages without one never load this code).
 */
export function mountConsentBanner(consent: ConsentStore, i18n: I18n): void {
  const host = document.createElement('div');
  host.id = 'consent-root';
  document.body.append(host);
  createRoot(host).render(<ConsentBanner consent={consent} i18n={i18n} />);
}
