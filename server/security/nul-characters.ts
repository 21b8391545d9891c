import express, { type RequestHandler } from 'express';

/**
 * A NUL character can arrive in any text a client sends, though no form can type it. SQLite keeps
 * it; PostgreSQL refuses the whole statement ("invalid byte sequence for encoding UTF8: 0x00"),
 * which would turn a submission into a 500 and lose it. Bodies drop it before validation, so the
 * text kept is what the visitor could see (docs/behaviour.md#B-ERR-6); URLs carrying one are
 * refused in request-guards.ts.
 */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/** JSON bodies, every string in them without NUL characters. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    reviver: (_key, value: unknown) => (typeof value === 'string' ? withoutNul(value) : value),
  });
}
