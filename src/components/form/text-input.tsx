import type { InputHTMLAttributes } from 'react';
import { Field, useControlProps, type FieldBaseProps } from './field';

type Props = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required' | 'className'>;

/** A labelled single-line input. `dir="ltr"` suits numbers, emails and IDs in an Arabic page. */
export function TextInput({ name, label, hint, required, error, className, type = 'text', ...rest }: Props) {
  const { error: shown, control } = useControlProps({ name, hint, required, error });
  return (
    <Field name={name} label={label} hint={hint} required={required} error={shown} className={className}>
      <input className="field__control" type={type} dir="auto" {...rest} {...control} />
    </Field>
  );
}
