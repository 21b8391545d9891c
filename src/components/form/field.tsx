import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
import { useFieldError, useIdPrefix } from './form-context';

/** Stable ids for a field's control, hint and error (the error summary links to `controlId`). */
export function fieldIds(name: string, prefix = 'field') {
  const base = `${prefix}-${name.replace(/[^\w-]/g, '-')}`;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-describedby pointing at whichever of hint and error are shown. */
export function describedBy(
  name: string,
  hasHint: boolean,
  error: string | undefined,
  prefix = 'field',
): string | undefined {
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
export function useControlProps({
  name,
  hint,
  required,
  error: override,
}: Pick<FieldBaseProps, 'name' | 'hint' | 'required' | 'error'>) {
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
export function Field({
  name,
  label,
  hint,
  required,
  error,
  className,
  children,
}: FieldBaseProps & { children: ReactNode }) {
  const { controlId, hintId, errorId } = fieldIds(name, useIdPrefix());
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={controlId}>
        <span data-label-for={name}>{label}</span>
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
