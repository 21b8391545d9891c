import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIds } from './field';
import { IsolatedText } from '../isolated';

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
 * Entries in the order their fields stand in the form (schema refinements report after plain field
 * checks). The summary only lists entries after a submit in the browser, where the fields exist.
 */
function inFormOrder(entries: Array<[string, string]>, idPrefix: string): Array<[string, string]> {
  if (typeof document === 'undefined') return entries;
  const element = (field: string) => document.getElementById(fieldIds(field, idPrefix).controlId);
  return [...entries].sort(([a], [b]) => {
    const first = element(a);
    const second = element(b);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * The list of problems at the top of a form. It takes focus after a failed submit (see use-form.ts),
 * so a screen-reader user hears what went wrong, and each entry jumps to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  { errors, labels = {}, formError, idPrefix = 'field' },
  ref,
) {
  const { t } = useTranslation('apply');
  const entries = inFormOrder(
    Object.entries(errors).filter(([field]) => field !== '_'),
    idPrefix,
  );
  const general = formError ?? errors._;
  const visible = entries.length > 0 || Boolean(general);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: it is labelled only while it is an alert (visible); empty, it is a plain focus target.
    <div
      ref={ref}
      className={visible ? 'error-summary' : 'error-summary error-summary--empty'}
      tabIndex={-1}
      role={visible ? 'alert' : undefined}
      aria-labelledby={visible ? `${idPrefix}-error-summary-title` : undefined}
    >
      {visible && (
        <>
          <h2 className="error-summary__title" id={`${idPrefix}-error-summary-title`}>
            {entries.length ? t('form.errorSummary', { count: entries.length }) : t('form.failedTitle')}
          </h2>
          {general && (
            <p className="error-summary__general">
              <IsolatedText text={general} />
            </p>
          )}
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
                    <IsolatedText
                      text={
                        labels[field]
                          ? t('form.errorEntry', { label: labels[field].replace(/[.:؛،。]+\s*$/u, ''), message })
                          : message
                      }
                    />
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
