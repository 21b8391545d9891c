import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IsolatedText } from '../isolated';

/** The mark after a label: an asterisk for a required field, "(optional)" otherwise. */
export function RequiredMark({ required }: { required?: boolean }) {
  const { t } = useTranslation('apply');
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className="field__optional"> ({t('form.optional')})</span>
  );
}

/** The hint under a label; its id is what the control's aria-describedby points at. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p className="field__hint" id={id}>
      {hint}
    </p>
  );
}

/** The error under a control, prefixed for screen readers; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('apply');
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">{t('form.errorPrefix')} </span>
      <IsolatedText text={error} />
    </p>
  );
}
