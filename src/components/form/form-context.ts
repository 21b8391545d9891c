import { createContext, useContext } from 'react';

/** What a form's fields read without prop drilling: the current error per field and whether a post is under way. */
export interface FormState {
  errors: Record<string, string>;
  pending: boolean;
  /** Prefix of the form's element ids, unique per form on a page (two forms may both have a `mobile`). */
  idPrefix: string;
}

export const FormContext = createContext<FormState>({ errors: {}, pending: false, idPrefix: 'field' });

export function useFormState(): FormState {
  return useContext(FormContext);
}

export function useIdPrefix(): string {
  return useContext(FormContext).idPrefix;
}

/** The error of one field (dotted path, as zod and the API report it). */
export function useFieldError(name: string): string | undefined {
  return useContext(FormContext).errors[name];
}
