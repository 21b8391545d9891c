import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Logger } from 'pino';
import { fieldErrors, translateFieldErrors } from '#src/domain/validation';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Actor } from './audit';
import type { Clock } from './clock';
import { adminT, staffLocale, type AdminT } from './i18n';
import type { StaffSession } from './sessions';
import type { FileStore } from '../files/store';

export interface AdminDeps {
  db: Kysely<Database>;
  config: AppConfig;
  logger: Logger;
  clock: Clock;
  /** Where uploads, pictures (served under /media) and waiting PDFs are kept (server/files). */
  files: FileStore;
}

/** What a handler of the route table gets: a signed-in member, their language, the time. */
export interface AdminContext extends AdminDeps {
  req: Request;
  res: Response;
  session: StaffSession;
  actor: Actor;
  now: Date;
  t: AdminT;
}

export function tFor(req: Request): AdminT {
  return adminT(staffLocale(req));
}

/** The API's one error shape, `{ error: { code, message, fields? } }`, worded in the staff member's language. */
export function sendAdminError(
  req: Request,
  res: Response,
  status: number,
  code: string,
  key: string,
  params?: Record<string, unknown>,
  fields?: Record<string, string>,
): void {
  res.status(status).json({ error: { code, message: tFor(req)(key, params), ...(fields ? { fields } : {}) } });
}

/** Parses with a shared schema; on failure answers 400 with each field's message and returns null. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  input: unknown,
  req: Request,
  res: Response,
): z.infer<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  sendAdminError(
    req,
    res,
    400,
    'validation_failed',
    'errors.validation',
    undefined,
    translateFieldErrors(fieldErrors(parsed.error), tFor(req)),
  );
  return null;
}

export class NotFound extends Error {}
