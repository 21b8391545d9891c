import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';

export const PRIVACY_NOTICE_ID = 'privacy-notice';

/** The consent link opens the folded notice before the browser jumps to it. */
export function openPrivacyNotice(_event?: MouseEvent): void {
  const notice = document.getElementById(PRIVACY_NOTICE_ID);
  if (notice instanceof HTMLDetailsElement) notice.open = true;
}

const SECTIONS = ['collected', 'purpose', 'retention', 'sharing', 'rights', 'contact'] as const;

/**
 * The privacy notice every form links to (the Saudi Personal Data Protection Law asks for what is
 * collected, why, for how long, the visitor's rights and whom to ask), folded under each form.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('apply');
  // The periods the site runs with (its RETENTION_* settings), so the notice never promises another.
  const { retention } = useRuntimeConfig();
  const months = (count: number) => t('privacy.months', { count });
  const days = (count: number) => t('privacy.days', { count });
  const periods = {
    jobs: months(retention.jobMonths),
    volunteers: months(retention.volunteerMonths),
    aid: months(retention.aidMonths),
    contact: months(retention.contactMonths),
    statements: days(retention.statementDays),
    messages: days(retention.outboxDays),
    logs: days(retention.accessLogDays),
  };
  return (
    <details className="privacy-notice" id={PRIVACY_NOTICE_ID}>
      <summary className="privacy-notice__summary">{t('privacy.title')}</summary>
      <div className="privacy-notice__body">
        <p>{t('privacy.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h3>{t(`privacy.${section}.title`)}</h3>
            <p>{t(`privacy.${section}.text`, section === 'retention' ? periods : {})}</p>
          </section>
        ))}
      </div>
    </details>
  );
}
