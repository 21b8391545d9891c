/**
 * The numeric id rule, shared by page routes (`validate`) and the API (server/api/kit.ts): a whole
 * number from 1 to 2³¹−1 written without sign, point or leading zero. Anything else names no
 * resource and is answered like an unknown id (404).
 */
export function isNumericId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
}
