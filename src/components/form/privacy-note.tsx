import { useTranslation } from 'react-i18next';
import { openPrivacyNotice, PRIVACY_NOTICE_ID } from './privacy-notice';

/** For forms whose schema asks no explicit consent (contact): the notice is still one link away. */
export function PrivacyNote() {
  const { t } = useTranslation('apply');
  return (
    <p className="form__note privacy-note">
      {t('form.privacyNoteBefore')}{' '}
      <a href={`#${PRIVACY_NOTICE_ID}`} onClick={openPrivacyNotice}>
        {t('privacy.linkText')}
      </a>
      {t('form.privacyNoteAfter')}
    </p>
  );
}
