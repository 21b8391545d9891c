import type { z } from 'zod';
import { clientErrors } from './form-errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A react-admin form validator from a shared zod schema: the same rules and words as the API. */
export function zodFormValidator(schema: z.ZodType, translate: Translate) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : clientErrors(parsed.error, translate);
  };
}
