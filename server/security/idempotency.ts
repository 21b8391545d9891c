import type { Kysely } from 'kysely';
import type { RequestHandler, Response } from 'express';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { idempotencyKeySchema } from '#src/domain/idempotency-key';

/**
 * Idempotent forms, like orders: the browser's form kit sends an `Idempotency-Key` (one per
 * filling of a form, src/lib/idempotency.ts), and a second request with the same key — a double
 * click, a retry after a dropped connection — gets the first one's answer instead of creating a
 * second record. The key is claimed in `form_submissions` before the form's handler runs (a unique
 * index decides between simultaneous requests); the winner's 2xx answer is stored, a refusal
 * (4xx/5xx) frees the key so the corrected form can be sent again with it. The loser of a race
 * waits briefly for the winner's answer.
 */
export const FORM_PATHS: readonly string[] = [
  '/applications/jobs',
  '/applications/volunteer',
  '/aid-requests',
  '/contact',
  '/giving/in-kind-requests',
];
const WAIT_MS = 10_000;
const POLL_MS = 100;

export function formIdempotency(db: Kysely<Database>, paths: readonly string[] = FORM_PATHS): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (req.method !== 'POST' || !paths.includes(req.path) || key === undefined) return next();
    if (!idempotencyKeySchema.safeParse(key).success) {
      res
        .status(400)
        .json({ error: { code: 'idempotency_key', message: translate(req, 'validation:idempotencyKey') } });
      return;
    }
    const scope = req.path;
    // Claim the key; a request that finds it taken replays the winner's answer. If the winner was
    // refused meanwhile (its key freed), claim again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await db
          .insertInto('form_submissions')
          .values({ scope, key, status: null, body: null, created_at: new Date().toISOString() })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await replay(db, scope, key, res)) return;
        continue;
      }
      record(db, scope, key, res);
      return next();
    }
    res.status(409).json({ error: { code: 'idempotency_in_flight', message: translate(req, 'apply:api.inFlight') } });
  };
}

function translate(req: Parameters<RequestHandler>[0], key: string): string {
  const t = (req as typeof req & { t?: (key: string) => string }).t;
  return t ? t(key) : key;
}

/** Keeps the JSON answer of a 2xx; anything else frees the key. */
function record(db: Kysely<Database>, scope: string, key: string, res: Response): void {
  let body: unknown;
  const json = res.json.bind(res);
  res.json = ((value: unknown) => {
    body = value;
    return json(value);
  }) as typeof res.json;
  res.once('finish', () => {
    const done =
      res.statusCode >= 200 && res.statusCode < 300
        ? db
            .updateTable('form_submissions')
            .set({ status: res.statusCode, body: JSON.stringify(body ?? null) })
            .where('scope', '=', scope)
            .where('key', '=', key)
            .execute()
        : db.deleteFrom('form_submissions').where('scope', '=', scope).where('key', '=', key).execute();
    done.catch(() => undefined);
  });
  res.once('close', () => {
    // Closed before an answer was written (the client went away mid-request): free the key.
    if (!res.writableFinished)
      db.deleteFrom('form_submissions')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status', 'is', null)
        .execute()
        .catch(() => undefined);
  });
}

/** Answers with the stored 2xx once there is one (true); false when the key was freed. */
async function replay(db: Kysely<Database>, scope: string, key: string, res: Response): Promise<boolean> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await db
      .selectFrom('form_submissions')
      .select(['status', 'body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return false;
    if (row.status !== null) {
      res
        .status(row.status)
        .set('Idempotent-Replayed', 'true')
        .json(row.body === null ? null : JSON.parse(row.body));
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
