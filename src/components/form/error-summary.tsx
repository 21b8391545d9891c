import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIds } from './field';

interface Props {
  errors: Record<string, string>;
  /** Field name → its visible label, so each entry says which field it is about. */
  labels?: Record<string, string>;
  /** A message for the whole form (network failure, rate limit) rather than one field. */
  formError?: string | null;
  /** The form's id prefix, so the links reach this form's fields. */
  idPrefix?: string;
}

/**
 * The list of problems at the top of a form. It takes focus after a failed submit (see use-form.ts),
 * so a screen-reader user hears what went wrong, and each entry jumps to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ errors, labels = {}, formError, idPrefix = 'field' }, ref) {
  const { t } = useTranslation('apply');
  const entries = Object.entries(errors).filter(([field]) => field !== '_');
  const general = formError ?? errors._;
  const visible = entries.length > 0 || Boolean(general);
  return (
    <div ref={ref} className={visible ? 'error-summary' : 'error-summary error-summary--empty'} tabIndex={-1} role={visible ? 'alert' : undefined} aria-labelledby={visible ? `${idPrefix}-error-summary-title` : undefined}>
      {visible && (
        <>
          <h2 className="error-summary__title" id={`${idPrefix}-error-summary-title`}>
            {entries.length ? t('form.errorSummary', { count: entries.length }) : t('form.failedTitle')}
          </h2>
          {general && <p className="error-summary__general">{general}</p>}
          {entries.length > 0 && (
            <ul className="error-summary__list">
              {entries.map(([field, message]) => (
                <li key={field}>
                  <a
                    href={`#${fieldIds(field, idPrefix).controlId}`}
                    onClick={(event) => {
                      const target = document.getElementById(fieldIds(field, idPrefix).controlId);
                      if (!target) return;
                      event.preventDefault();
                      target.focus();
                      target.scrollIntoView({ block: 'center' });
                    }}
                  >
                    {labels[field] ? t('form.errorEntry', { label: labels[field], message }) : message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
});
