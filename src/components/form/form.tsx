import type { FormEvent, ReactNode, RefObject } from 'react';
import { HONEYPOT_FIELD } from '../../domain/applications/limits';
import { FormContext } from './form-context';
import { ErrorSummary } from './error-summary';
import { Honeypot } from './honeypot';

interface Props {
  form: {
    errors: Record<string, string>;
    summary: Record<string, string>;
    labels: Record<string, string>;
    formError: string | null;
    pending: boolean;
    summaryRef: RefObject<HTMLDivElement | null>;
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void;
      onChange: (event: FormEvent<HTMLFormElement>) => void;
      noValidate: boolean;
    };
  };
  /** Accessible name of the form. */
  label: string;
  /** Prefix of the field ids; give each form on one page its own. */
  idPrefix?: string;
  /** Multipart forms carry files. */
  multipart?: boolean;
  /** The honeypot's field name; false for forms that need none (a lookup). */
  honeypot?: string | false;
  className?: string;
  children: ReactNode;
}

/** A form with the kit's context, error summary and honeypot; pair it with useForm(). */
export function Form({
  form,
  label,
  idPrefix = 'field',
  multipart,
  honeypot = HONEYPOT_FIELD,
  className,
  children,
}: Props) {
  return (
    <FormContext.Provider value={{ errors: form.errors, pending: form.pending, idPrefix }}>
      <form
        className={`form${className ? ` ${className}` : ''}`}
        aria-label={label}
        encType={multipart ? 'multipart/form-data' : undefined}
        method="post"
        {...form.formProps}
      >
        <ErrorSummary
          ref={form.summaryRef}
          errors={form.summary}
          labels={form.labels}
          formError={form.formError}
          idPrefix={idPrefix}
        />
        {children}
        {honeypot !== false && <Honeypot name={honeypot} />}
      </form>
    </FormContext.Provider>
  );
}
