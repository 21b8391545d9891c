import type { FieldErrors } from '#src/domain/validation';

/**
 * How a service reports failure, the one way (docs/decisions/012-api-kit-ids-and-failures.md): it throws
 * a ServiceError carrying the answer the API gives — status, code, the i18n key of its message and,
 * for a refused input, per-field error keys. The API's error handler (server/api/index.ts) turns it
 * into the usual error body in the visitor's language. A read that finds nothing is not a failure:
 * it returns null and the router answers 404.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly fields?: FieldErrors,
    /** What the log line says about it (never shown to the visitor). */
    readonly context?: Record<string, unknown>,
  ) {
    super(`${code} (${status})`);
    this.name = 'ServiceError';
  }
}
