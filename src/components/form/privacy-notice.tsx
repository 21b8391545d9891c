import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
  return (
    <details className="privacy-notice" id={PRIVACY_NOTICE_ID}>
      <summary className="privacy-notice__summary">{t('privacy.title')}</summary>
      <div className="privacy-notice__body">
        <p>{t('privacy.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h3>{t(`privacy.${section}.title`)}</h3>
            <p>{t(`privacy.${section}.text`)}</p>
          </section>
        ))}
      </div>
    </details>
  );
}
