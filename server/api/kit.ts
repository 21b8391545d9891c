import type { Request, RequestHandler, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { newReference, type SubmissionKind } from '#src/domain/applications/reference';
import { isNumericId, RANDOM_ID } from '#src/domain/ids';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, idempotencyKeySchema } from '#src/domain/idempotency-key';
import { fieldErrors, translateFieldErrors } from '#src/domain/validation';
import { isLocale, type Locale } from '#src/lib/locale';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Providers } from '../payments';
import type { FileStore } from '../files/store';
import { honeypotFilled } from '../security/honeypot';
import type { LimitStore } from '../security/limit-store';
import type { Enqueue } from '../services/giving/notifications';
import { MINUTE_MS } from '#src/lib/durations';
import { withDirectRead, type DirectRead } from './direct-reads';

/**
 * The API kit: what every router under /api/v1 shares. One dependencies type, one error body, one
 * id rule, one public-cache rule, one honeypot answer, one rate-limit window. Routers are thin:
 * parse with a shared zod schema, call a service, answer through these helpers.
 */

/** What every router factory receives (built once in server/platform.ts). */
export interface ApiDependencies {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  /** Payment providers, built once from the config. */
  providers: Providers;
  /** The outbox for giving messages; tests may watch it. */
  enqueue?: Enqueue;
  /** Where uploads and generated images are kept (server/files): the database with DATABASE_URL, else the data folder. */
  files: FileStore;
  /** Where per-address and per-number limits count (server/security/limit-store.ts): the whole site's database on PostgreSQL. */
  limits: LimitStore;
}

export type RouterFactory = (deps: ApiDependencies) => Router;

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The locale of an API request, as i18next-http-middleware detected it (see server-i18n.ts). */
export function requestLocale(req: Request): Locale {
  const language = (req as Request & { language?: string }).language;
  return isLocale(language) ? language : 'ar';
}

/** i18next-http-middleware puts a `t` in the request's language on every API request. */
export function requestT(req: Request): Translate {
  const t = (req as Request & { t?: Translate }).t;
  return t ?? ((key) => key);
}

/** The API's error body: `{ error: { code, message, fields? } }`, the message in the visitor's language. */
export function sendError(
  req: Request,
  res: Response,
  status: number,
  code: string,
  messageKey: string,
  fields?: Record<string, string>,
  params?: Record<string, unknown>,
): void {
  res
    .status(status)
    .json({ error: { code, message: requestT(req)(messageKey, params), ...(fields ? { fields } : {}) } });
}

/**
 * The `Idempotency-Key` a checkout or a periodic plan must carry: the key, or null after answering
 * 400 with a message that states the lengths the shared schema takes.
 */
export function idempotencyKeyOr400(req: Request, res: Response): string | null {
  const key = idempotencyKeySchema.safeParse(req.get('idempotency-key'));
  if (key.success) return key.data;
  sendError(req, res, 400, 'idempotency_key', 'giving:errors.idempotencyKey', undefined, {
    min: IDEMPOTENCY_KEY_MIN,
    max: IDEMPOTENCY_KEY_MAX,
  });
  return null;
}

export function sendNotFound(req: Request, res: Response, messageKey = 'api.notFound'): void {
  sendError(req, res, 404, 'not_found', messageKey);
}

/**
 * Parses `input` with a shared zod schema. On failure answers 400 with one translated message per
 * field and returns null; the caller just returns.
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  input: unknown,
  req: Request,
  res: Response,
): z.infer<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  sendError(
    req,
    res,
    400,
    'validation_failed',
    'validation:failed',
    translateFieldErrors(fieldErrors(parsed.error), requestT(req)),
  );
  return null;
}

// --- Ids in the path ------------------------------------------------------------------------------

/**
 * The id rule (docs/decisions/012-api-kit-ids-and-failures.md): a path id that is not well formed names
 * no resource, so it is answered exactly like an unknown one — 404 `not_found`. These return null
 * for a malformed id; the caller answers it with the same 404 as a miss.
 */
export function numericParam(req: Request, name = 'id'): number | null {
  return numericId(req.params[name]);
}

function numericId(raw: unknown): number | null {
  return typeof raw === 'string' && isNumericId(raw) ? Number(raw) : null;
}

export function randomIdParam(req: Request, name: string): string | null {
  const raw = req.params[name];
  return typeof raw === 'string' && RANDOM_ID.test(raw) ? raw : null;
}

// --- Public reads ---------------------------------------------------------------------------------

/**
 * Public reads are the same for every visitor (bilingual `{ ar, en }` bodies): a minute in any
 * cache. The app's strong ETag (app.set('etag')) lets a revalidation answer 304. Everything else
 * under /api/v1 stays `no-store` (set in index.ts).
 */
export function publicRead(res: Response): Response {
  return res.set('Cache-Control', 'public, max-age=60');
}

export function sendPublic(res: Response, body: unknown): void {
  publicRead(res).json(body);
}

// Each of the three below also has a direct form for the server's own page data (direct-reads.ts):
// the same load, and null wherever the route would refuse, so the refusal is answered by the route.

/** GET …/:id of a public resource: malformed or unknown id → 404 in the visitor's language. */
export function detailRoute<T>(
  load: (id: number) => Promise<T | null | undefined>,
  notFoundKey = 'api.notFound',
): RequestHandler {
  const direct: DirectRead = async ({ params }) => {
    const id = numericId(params.id);
    const found = id === null ? null : await load(id);
    return found === null || found === undefined ? null : { body: found };
  };
  // The route is its direct form, with the miss answered.
  return withDirectRead(async (req, res) => {
    const answer = await direct({ params: req.params, query: req.query });
    if (answer === null) return sendNotFound(req, res, notFoundKey);
    sendPublic(res, answer.body);
  }, direct);
}

/** GET of a public list with a query (`?page=&size=` and filters): bad query → 400 per field. */
export function listRoute<S extends z.ZodType>(
  schema: S,
  list: (query: z.infer<S>) => Promise<unknown>,
): RequestHandler {
  const handler: RequestHandler = async (req, res) => {
    const query = parseOr400(schema, req.query, req, res);
    if (query !== null) sendPublic(res, await list(query));
  };
  return withDirectRead(handler, async ({ query }) => {
    const parsed = schema.safeParse(query);
    return parsed.success ? { body: await list(parsed.data) } : null;
  });
}

/** GET of a public resource that takes no input. */
export function readRoute(load: () => Promise<unknown> | unknown): RequestHandler {
  return withDirectRead(
    async (_req, res) => sendPublic(res, await load()),
    async () => ({ body: await load() }),
  );
}

// --- Forms ----------------------------------------------------------------------------------------

/** The window of every per-IP limit on forms, orders and payment attempts. */
export const LIMIT_WINDOW_MS = 10 * MINUTE_MS;

/** A reference shaped like a real one that belongs to nothing (the honeypot's answer). */
export function decoyReference(kind: SubmissionKind): string {
  return newReference(kind);
}

/**
 * The honeypot answer. A filled hidden field means a bot: it is told 201 with a body shaped like a
 * real success and nothing is stored or sent (telling it that it failed would only teach it to
 * leave the field empty). Returns true when the request was answered.
 */
export function answeredHoneypot(
  fields: Record<string, unknown> | undefined,
  res: Response,
  logger: Logger,
  kind: string,
  decoy: () => object,
): boolean {
  if (!honeypotFilled(fields)) return false;
  logger.info({ kind }, 'honeypot filled: answered as a success, nothing stored');
  res.status(201).json(decoy());
  return true;
}

/**
 * A JSON form post (CSRF and the per-IP limit are mounted before it): honeypot → shared schema →
 * save in one transaction → 201 with what `save` returns.
 */
export function formRoute<S extends z.ZodType>(options: {
  kind: string;
  schema: S;
  logger: Logger;
  decoy: () => object;
  save: (req: Request, input: z.infer<S>) => Promise<object>;
}): RequestHandler {
  const { kind, schema, logger, decoy, save } = options;
  return async (req, res) => {
    if (answeredHoneypot(req.body, res, logger, kind, decoy)) return;
    const input = parseOr400(schema, req.body, req, res);
    if (input === null) return;
    res.status(201).json(await save(req, input));
  };
}
