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
