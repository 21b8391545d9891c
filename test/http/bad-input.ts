/**
 * What a careless or hostile client sends instead of a form's values, shared by the bad-input
 * sweeps of the public API and the back office.
 */

/** Ids no record has: signs, points, exponents, hex, spaces, huge, encoded junk. */
export const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%ZZ', '1e3', '%201', '0x10', 'null', '01'];

/** Bodies that are JSON but not an object, or not JSON at all, or that try to reach a prototype. */
export const BAD_JSON_BODIES = [
  '[]',
  '"x"',
  '1',
  'null',
  '{bad',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

/**
 * Values put in place of one field of a valid body. 2³¹ (as a number and as digits) is one past
 * PostgreSQL's integer columns: a field that lets it through reaches a query the database refuses.
 */
export const BAD_VALUES: unknown[] = [
  null,
  12345,
  -1,
  1e308,
  2_147_483_648,
  '2147483648',
  true,
  '',
  'x'.repeat(5000),
  [],
  {},
  [1, 2],
  { a: 1 },
  'a\u0000b',
  '2026-13-45',
  'NaN',
  '<script>alert(1)</script>',
];

/** An answer that shows the inside of the server: a stack frame, a driver's or a validator's own words. */
export function leaksInternals(text: string): boolean {
  return /\bat [\w.<>]+ \(|SQLITE_|SqliteError|DatabaseError|Kysely|ZodError|TypeError|ReferenceError|undefined|Invalid input|expected (string|number|boolean|object|array)/.test(
    text,
  );
}

/** Where a value sits in a body: object keys and array positions, outermost first. */
export type FieldPath = (string | number)[];

/**
 * Every field of a body at every depth: each object's keys and each array's positions, the
 * containers themselves as well as what they hold, so a sweep reaches `items.0.gift.cardId` and
 * `donor.mobile`, not only `items` and `donor` as wholes.
 */
export function fieldPaths(body: unknown, prefix: FieldPath = []): FieldPath[] {
  if (body === null || typeof body !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(body)
    ? body.map((value, index) => [index, value])
    : Object.entries(body);
  return entries.flatMap(([key, value]) => [[...prefix, key], ...fieldPaths(value, [...prefix, key])]);
}

/** A copy of the body with the value at `path` replaced; the original is left as it was. */
export function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}
