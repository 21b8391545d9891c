import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from './form-context';

/** The form's button: disabled and announcing "Sending…" while the post is under way. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation('apply');
  const { pending } = useFormState();
  return (
    <button
      type="submit"
      className="button button--primary form-submit"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className="form-submit__spinner" aria-hidden="true" />}
      {pending ? t('form.sending') : children}
    </button>
  );
}
