import type { z } from 'zod';

/**
 * Validation messages are i18n keys in the `validation` namespace (locales/{ar,en}/validation.json),
 * so one zod schema serves the browser form and the API, and each side words the error in the
 * visitor's language. Write schemas with `msg('tooLong', { max: 100 })` as the message.
 */
export type FieldErrors = Record<string, { key: string; params?: Record<string, unknown> }>;

const PREFIX = 'validation:';

/** A message for a zod check: the key and its interpolation values, encoded in the message string. */
export function msg(key: string, params?: Record<string, unknown>): string {
  return params ? `${PREFIX}${key}|${JSON.stringify(params)}` : `${PREFIX}${key}`;
}

function decode(message: string, code: string): { key: string; params?: Record<string, unknown> } {
  if (!message.startsWith(PREFIX)) {
    // A zod default message: map its code to our generic keys.
    return { key: code === 'invalid_type' ? 'required' : 'invalid' };
  }
  const [key, json] = message.slice(PREFIX.length).split('|', 2);
  return json ? { key, params: JSON.parse(json) as Record<string, unknown> } : { key };
}

/** The first error of each field, keyed by its dotted path (`items.0.amount`). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!result[field]) result[field] = decode(issue.message, issue.code);
  }
  return result;
}

/** Translates field errors with a `t` bound to the visitor's language. */
export function translateFieldErrors(
  errors: FieldErrors,
  t: (key: string, params?: Record<string, unknown>) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, { key, params }]) => [field, t(`validation:${key}`, params)]),
  );
}
