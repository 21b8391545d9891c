import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ConsentStore } from '../../lib/analytics';
import './consent-banner.css';

/**
 * Asks before any analytics (docs/behaviour.md#B-PRIV-3): shown only when an analytics id is
 * configured and the visitor has not chosen yet. Both answers are buttons of the same weight, and
 * nothing is counted until "Allow" is pressed. A region near the end of the page (not a modal): the
 * page stays usable while it waits.
 */
export function ConsentBanner({ consent, i18n }: { consent: ConsentStore; i18n: I18n }) {
  const choice = useSyncExternalStore(consent.subscribe, consent.get, () => null);
  const { t } = useTranslation('common', { i18n });
  const titleId = useId();
  if (choice) return null;
  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner">
      <h2 id={titleId} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p className="consent-banner__text">{t('consent.text')}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--primary button--small" onClick={() => consent.set('granted')}>
          {t('consent.allow')}
        </button>
        <button type="button" className="button button--primary button--small" onClick={() => consent.set('denied')}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
