import type { TextareaHTMLAttributes } from 'react';
import { Field, useControlProps, type FieldBaseProps } from './field';

type Props = FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required' | 'className'>;

export function TextArea({ name, label, hint, required, error, className, rows = 5, ...rest }: Props) {
  const { error: shown, control } = useControlProps({ name, hint, required, error });
  return (
    <Field name={name} label={label} hint={hint} required={required} error={shown} className={className}>
      <textarea className="field__control field__control--area" rows={rows} dir="auto" {...rest} {...control} />
    </Field>
  );
}
