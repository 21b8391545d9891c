import type { Request, Response } from 'express';
import type { z } from 'zod';
import { fieldErrors, translateFieldErrors } from '../../src/domain/validation';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** i18next-http-middleware puts a `t` in the request's language on every API request. */
export function requestT(req: Request): Translate {
  const t = (req as Request & { t?: Translate }).t;
  return t ?? ((key) => key);
}

/** Sends the API's error shape: `{ error: { code, message, fields? } }`, message in the visitor's language. */
export function sendError(req: Request, res: Response, status: number, code: string, messageKey: string, fields?: Record<string, string>): void {
  res.status(status).json({ error: { code, message: requestT(req)(messageKey), ...(fields ? { fields } : {}) } });
}

/**
 * Parses `input` with a shared zod schema. On failure answers 400 with one translated message per
 * field and returns null; the caller just returns.
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, req: Request, res: Response): z.infer<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = translateFieldErrors(fieldErrors(parsed.error), requestT(req));
  sendError(req, res, 400, 'validation_failed', 'validation:failed', fields);
  return null;
}
