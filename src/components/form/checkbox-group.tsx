import type { ReactNode } from 'react';
import { describedBy, fieldIds } from './field';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
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
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="choice-list">
        {options.map((option, index) => (
          <label key={option.value} className="choice" htmlFor={`${controlId}-${index}`}>
            <input
              type="checkbox"
              id={`${controlId}-${index}`}
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
