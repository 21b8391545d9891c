import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds } from './field';
import { FieldError } from './field-messages';
import { useFieldError, useIdPrefix } from './form-context';
import { openPrivacyNotice, PRIVACY_NOTICE_ID } from './privacy-notice';

/** Consent to the privacy notice (PDPL): unticked by default, the notice one link away on the same page. */
export function ConsentCheckbox({ name = 'consent', error: override }: { name?: string; error?: string }) {
  const { t } = useTranslation('apply');
  const contextError = useFieldError(name);
  const error = override ?? contextError;
  const prefix = useIdPrefix();
  const { controlId, errorId } = fieldIds(name, prefix);
  return (
    <div className={`field field--consent${error ? ' field--invalid' : ''}`}>
      <div className="choice">
        <input
          type="checkbox"
          id={controlId}
          name={name}
          value="true"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, false, error, prefix)}
        />
        <label htmlFor={controlId} data-label-for={name}>
          {t('form.consentBefore')}{' '}
          <a href={`#${PRIVACY_NOTICE_ID}`} onClick={openPrivacyNotice}>
            {t('privacy.linkText')}
          </a>{' '}
          {t('form.consentAfter')}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
