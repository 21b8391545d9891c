/**
 * The numeric id rule, shared by page routes (`validate`), the API (server/api/kit.ts) and every
 * schema or service that reads a row's id from what a visitor sent (an order line's or a plan's
 * `ref`, a campaign's cause): a whole number from 1 to 2³¹−1 written without sign, point or leading
 * zero. Anything else names no resource and is answered like an unknown id (404, or the field's
 * 400); a longer check (digits only) let ten-digit numbers reach PostgreSQL's integer columns, which
 * refuse them with an error, not an empty answer.
 */
export function isNumericId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
}

/*
 * The random ids and secrets the server makes (node:crypto, base64url), by length. Their shape is
 * checked before any lookup: a path or header that could not be one names nothing.
 */

/** Orders, payments, periodic plans and statements: 128 bits, 22 characters. */
export const RANDOM_ID = /^[A-Za-z0-9_-]{22}$/;

/** Secrets in cookies and links (CSRF, set-password, preview, file links): 256 bits, 43 characters. */
export const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Campaign slugs: 72 bits, 12 characters. */
export const CAMPAIGN_SLUG = /^[A-Za-z0-9_-]{12}$/;
