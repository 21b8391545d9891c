import { HttpError } from 'react-admin';
import type { z } from 'zod';
import { fieldErrors, translateFieldErrors } from '../domain/validation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A shared schema's errors, one translated message per field (same words as the API's). */
export function clientErrors(error: z.ZodError, translate: Translate): Record<string, string> {
  return translateFieldErrors(fieldErrors(error), translate);
}

/** What a failed API call says: the message and the field messages, already in the staff member's language. */
export function serverErrors(error: unknown): { message: string; fields: Record<string, string>; status: number } {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, string> } | undefined;
    return { message: error.message, fields: body?.errors ?? {}, status: error.status };
  }
  return { message: error instanceof Error ? error.message : String(error), fields: {}, status: 0 };
}
