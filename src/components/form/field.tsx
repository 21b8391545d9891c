import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError, useIdPrefix } from './form-context';

/** Stable ids for a field's control, hint and error (the error summary links to `controlId`). */
export function fieldIds(name: string, prefix = 'field') {
  const base = `${prefix}-${name.replace(/[^\w-]/g, '-')}`;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-describedby pointing at whichever of hint and error are shown. */
export function describedBy(name: string, hasHint: boolean, error: string | undefined, prefix = 'field'): string | undefined {
  const { hintId, errorId } = fieldIds(name, prefix);
  const ids = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FieldBaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Overrides the error from the form context. */
  error?: string;
  className?: string;
}

/** The props every control gets: id, name, the describedby/invalid pair and required. */
export function useControlProps({ name, hint, required, error: override }: Pick<FieldBaseProps, 'name' | 'hint' | 'required' | 'error'>) {
  const contextError = useFieldError(name);
  const prefix = useIdPrefix();
  const error = override ?? contextError;
  return {
    error,
    control: {
      id: fieldIds(name, prefix).controlId,
      name,
      required,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy(name, Boolean(hint), error, prefix),
    },
  };
}

/** A label, an optional hint, the control and its error, in that reading order. */
export function Field({ name, label, hint, required, error, className, children }: FieldBaseProps & { children: ReactNode }) {
  const { t } = useTranslation('apply');
  const { controlId, hintId, errorId } = fieldIds(name, useIdPrefix());
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={controlId}>
        <span data-label-for={name}>{label}</span>
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> ({t('form.optional')})</span>
        )}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {error}
        </p>
      )}
    </div>
  );
}
