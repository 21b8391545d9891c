import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds } from './field';
import { useFieldError, useIdPrefix } from './form-context';
import type { Option } from './select';

interface Props {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
  required?: boolean;
  defaultValues?: readonly string[];
  error?: string;
}

/** Several choices under one question: a fieldset whose legend is the question. Values post as repeated `name`. */
export function CheckboxGroup({ name, legend, hint, options, required, defaultValues = [], error: override }: Props) {
  const { t } = useTranslation('apply');
  const contextError = useFieldError(name);
  const error = override ?? contextError;
  const prefix = useIdPrefix();
  const { controlId, hintId, errorId } = fieldIds(name, prefix);
  return (
    <fieldset
      className={`field field--group${error ? ' field--invalid' : ''}`}
      id={controlId}
      tabIndex={-1}
      data-list-field={name}
      aria-describedby={describedBy(name, Boolean(hint), error, prefix)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        <span data-label-for={name}>{legend}</span>
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> ({t('form.optional')})</span>
        )}
      </legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="choice-list">
        {options.map((option, index) => (
          <label key={option.value} className="choice" htmlFor={`${controlId}-${index}`}>
            <input type="checkbox" id={`${controlId}-${index}`} name={name} value={option.value} defaultChecked={defaultValues.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {error}
        </p>
      )}
    </fieldset>
  );
}
