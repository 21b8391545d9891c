import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * What a log line may keep of an address. Some addresses work like passwords: a receipt's order
 * id, a gift code, a payment id, a periodic plan's manage link, a card session and the gateway's
 * token id on its return, a preview link, a staff file link, a statement link, a staff invite, a
 * tracking lookup's reference and mobile number. SECRET_PLACES names every one of them once, by
 * the path's shape and the query keys that carry the secret; `redactText` applies it to every
 * address found in a text, and the logger passes every line it writes through it (server/logger.ts),
 * so access lines, error lines (a request's path, an error's message or stack quoting an address)
 * and anything else a line holds keep the path with the secret replaced: `/preview/:token/en`,
 * `/en/periodic/manage?t=[redacted]`. Headers are not logged at all (cookies, a Referer that is
 * itself such an address, a Location sent back to /donate/paid?payment=…). docs/behaviour.md#B-PRIV-1
 */

interface SecretPlace {
  /** Literal segments and the secret one as `:name` (written so in the log); longer paths match too. */
  readonly path: string;
  /** A page: reached with or without /ar or /en in front. */
  readonly page?: true;
  /** Query keys whose values are secrets on this path, or `all` of them. */
  readonly query?: readonly string[] | 'all';
  /** Values in the secret segment's place that are addresses of their own, not secrets. */
  readonly not?: readonly string[];
}

const SECRET_PLACES: readonly SecretPlace[] = [
  // Pages. The order id opens the receipt; the payment id its result.
  { page: true, path: '/donate/success/:id' },
  { page: true, path: '/donate/success', query: 'all' },
  { page: true, path: '/donate/paid', query: 'all' },
  // A gift card's code (the catalogue's items are /gifts/item/N).
  { page: true, path: '/gifts/:id', not: ['item'] },
  { page: true, path: '/gifts', query: 'all' },
  // Tracking an aid request: its reference and the applicant's mobile.
  { page: true, path: '/services', query: 'all' },
  // A periodic plan's manage link: the signed token alone changes the plan.
  { page: true, path: '/periodic/manage', query: ['t'] },
  { page: true, path: '/receipts/verify/:code' },
  // A staff member's preview link of an unpublished row.
  { path: '/preview/:token' },

  // The public API.
  { path: '/api/v1/orders/:id', query: 'all' },
  { path: '/api/v1/gifts/:id', query: 'all' },
  { path: '/api/v1/payments/:id', not: ['sandbox', 'moyasar'], query: 'all' },
  { path: '/api/v1/payments/sandbox/:id', query: 'all' },
  { path: '/api/v1/aid-requests/status', query: 'all' },
  // A statement request (with the SMS code it opens statements) and a statement link.
  { path: '/api/v1/statements/requests/:id' },
  { path: '/api/v1/statements/:token', not: ['requests'] },
  { path: '/api/v1/receipts/verify/:code' },
  { path: '/api/v1/periodic/manage', query: ['t'] },
  // A card session saves a card to a plan; the gateway returns with its token id.
  { path: '/api/v1/periodic/cards/sandbox/:session' },
  { path: '/api/v1/periodic/cards/moyasar/:session', query: ['id'] },
  // The donor space's one card for every plan takes the same trip.
  { path: '/api/v1/my-giving/cards/sandbox/:batch' },
  { path: '/api/v1/my-giving/cards/moyasar/:batch', query: ['id'] },
  // The SMS provider's delivery reports carry the shared secret in the address given to the provider.
  { path: '/api/v1/sms/delivery', query: ['secret'] },

  // The back office: a one-time link to an applicant's file; an invite or reset link
  // (/admin#/set-password/TOKEN: the part after # never reaches the server, but the link is mailed).
  { path: '/api/admin/files/download/:token' },
  { path: '/set-password/:token' },

  // The card gateway's own API, as its errors quote it (a saved card's token id).
  { path: '/tokens/:token' },
  { path: '/v1/tokens/:token' },
];

/** Query keys that are secrets on any path (links made later, a key sent to the wrong path). */
const SECRET_KEYS_EVERYWHERE: ReadonlySet<string> = new Set(['t', 'token', 'payment', 'mobile', 'reference']);

const REDACTED = '[redacted]';
const LOCALES = new Set(['ar', 'en']);

interface CompiledPlace {
  readonly segments: readonly string[];
  readonly page: boolean;
  readonly query: ReadonlySet<string> | 'all' | null;
  readonly not: ReadonlySet<string>;
}

const PLACES: readonly CompiledPlace[] = SECRET_PLACES.map((place) => ({
  segments: place.path.slice(1).toLowerCase().split('/'),
  page: place.page === true,
  query: place.query === undefined ? null : place.query === 'all' ? 'all' : new Set(place.query),
  not: new Set(place.not ?? []),
}));

// A path whose first segment (after a locale) begins no place is only looked at for the keys above.
const FIRST_SEGMENTS: ReadonlySet<string> = new Set(PLACES.map((place) => place.segments[0]!));

/** Matches `segments` (lowercased) from `start` against one place; the secret segments' indexes, or null. */
function match(place: CompiledPlace, segments: readonly string[], start: number): number[] | null {
  if (segments.length - start < place.segments.length) return null;
  const secrets: number[] = [];
  for (let index = 0; index < place.segments.length; index++) {
    const want = place.segments[index]!;
    const have = segments[start + index]!;
    if (want.startsWith(':')) {
      if (have === '' || place.not.has(have)) return null;
      secrets.push(start + index);
    } else if (want !== have) return null;
  }
  return secrets;
}

/** A query key as the query parser reads it: decoded, without `[…]`, in lower case. */
function keyName(raw: string): string {
  let key = raw;
  try {
    key = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // Malformed escapes: the key as written.
  }
  const bracket = key.indexOf('[');
  return (bracket === -1 ? key : key.slice(0, bracket)).toLowerCase();
}

function redactQuery(query: string, secret: ReadonlySet<string> | 'all' | null): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      if (equals === -1) return secret === 'all' ? REDACTED : pair;
      const key = pair.slice(0, equals);
      const name = keyName(key);
      if (secret === 'all' || secret?.has(name) || SECRET_KEYS_EVERYWHERE.has(name)) return `${key}=${REDACTED}`;
      return `${key}=${redactValue(pair.slice(equals + 1))}`;
    })
    .join('&');
}

/** A query value that is itself an address (`?next=/en/periodic/manage?t=…`, written plain or encoded). */
function redactValue(value: string): string {
  if (value.includes('/')) return redactText(value);
  if (!/%2f/i.test(value)) return value;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
  const redacted = redactText(decoded);
  return redacted === decoded ? value : encodeURIComponent(redacted);
}

/** The segment of `path` that begins at `from`, in lower case. */
function segmentAt(path: string, from: number): string {
  const end = path.indexOf('/', from);
  return path.slice(from, end === -1 ? path.length : end).toLowerCase();
}

/** A path (`/a/b`), its query and fragment, with every secret SECRET_PLACES names replaced. */
function redactPath(path: string): { path: string; query: ReadonlySet<string> | 'all' | null } {
  // Most addresses in a line begin no place (a page, a stack frame's file, `Mozilla/5.0`): let go
  // after reading at most two segments.
  const first = segmentAt(path, 1);
  if (!FIRST_SEGMENTS.has(first) && !(LOCALES.has(first) && FIRST_SEGMENTS.has(segmentAt(path, first.length + 2))))
    return { path, query: null };
  const segments = path.split('/');
  const lower = segments.map((segment) => segment.toLowerCase());
  const localized = LOCALES.has(lower[1] ?? '') ? 2 : 1;
  let query: Set<string> | 'all' | null = null;
  let changed = false;
  for (const place of PLACES) {
    const start = place.page ? localized : 1;
    const secrets = match(place, lower, start);
    if (!secrets) continue;
    for (const index of secrets) {
      segments[index] = place.segments[index - start]!;
      changed = true;
    }
    if (place.query === 'all' || query === 'all') query = 'all';
    else if (place.query) query = new Set([...(query ?? []), ...place.query]);
  }
  return { path: changed ? segments.join('/') : path, query };
}

/** Where `//host` ends: at the path, the query, the fragment or the end. */
function authorityEnd(url: string): number {
  const end = url.slice(2).search(/[/?#]/);
  return end === -1 ? url.length : end + 2;
}

/**
 * An address (a path with its query and fragment, or a whole URL) as a log may keep it. A
 * fragment that is a path (the back office's `#/set-password/TOKEN`) is read like one.
 */
export function redactUrl(url: string): string {
  // `//host/path` (the address of a whole URL, found in a text after its scheme): the host stays.
  const authority = url.startsWith('//') ? authorityEnd(url) : 0;
  const hash = url.indexOf('#');
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const pathEnd = question === -1 ? beforeHash.length : question;
  const redacted = redactPath(url.slice(authority, pathEnd));
  let out = url.slice(0, authority) + redacted.path;
  if (question !== -1) out += `?${redactQuery(beforeHash.slice(question + 1), redacted.query)}`;
  if (hash !== -1) {
    const fragment = url.slice(hash + 1);
    out += `#${fragment.startsWith('/') ? redactUrl(fragment) : fragment}`;
  }
  return out;
}

// Every run of characters from a slash up to a space, the end of a JSON string (`"`) or an escaped
// line break or tab; another JSON escape (`\"`, `\\`) is read as part of it, so a line's quoted
// address is read whole (a quote inside a query does not end it) and never cut inside an escape.
const ADDRESS = /\/(?:[^\s"\\]+|\\[^nrt])*/g;

/** Every address in a text (a log line, an error's message or stack), each as `redactUrl` keeps it. */
export function redactText(text: string): string {
  if (!text.includes('/')) return text;
  return text.replace(ADDRESS, (address) => redactUrl(address));
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; raw?: IncomingMessage };

/** pino-http's `req` serializer: method, URL (redacted with the rest of the line), id, user agent; no headers. */
export function requestSerializer(req: LoggedRequest): Record<string, unknown> {
  const raw = req.raw ?? req;
  const url = (raw as LoggedRequest).originalUrl ?? raw.url ?? '';
  return { id: req.id, method: raw.method, url, userAgent: raw.headers?.['user-agent'] };
}

/** pino-http's `res` serializer: the status only (a Location header may be a secret URL). */
export function responseSerializer(res: ServerResponse & { raw?: ServerResponse }): Record<string, unknown> {
  return { statusCode: (res.raw ?? res).statusCode };
}
