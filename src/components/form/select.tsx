import type { SelectHTMLAttributes } from 'react';
import { Field, useControlProps, type FieldBaseProps } from './field';

export interface Option {
  value: string;
  label: string;
}

type Props = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required' | 'className'> & {
    options: readonly Option[];
    /** The empty first choice ("Choose…"); omit when a value is always set. */
    placeholder?: string;
  };

export function Select({ name, label, hint, required, error, className, options, placeholder, ...rest }: Props) {
  const { error: shown, control } = useControlProps({ name, hint, required, error });
  return (
    <Field name={name} label={label} hint={hint} required={required} error={shown} className={className}>
      <select className="field__control field__control--select" {...rest} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
