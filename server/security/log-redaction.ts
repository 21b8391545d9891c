import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What access logs may keep of a request. The receipt's id works like a password, a gift code
 * opens a card, a payment id verifies a payment, and tracking lookups carry a reference and a
 * mobile number: on those paths the id segment becomes `:id` and the query string `?[redacted]`.
 * Headers are not logged at all (cookies, a Referer that is itself such a URL, a Location sent
 * back to /donate/paid?payment=…).
 */
const REDACTED_QUERY = '?[redacted]';

// Path patterns (with or without the /ar|/en prefix) whose id segment is a secret.
const SECRET_SEGMENTS: RegExp[] = [
  /^((?:\/(?:ar|en))?\/donate\/success\/)[^/]+/,
  /^((?:\/(?:ar|en))?\/gifts\/)(?!item(?:\/|$))[^/]+/,
  /^(\/api\/v1\/orders\/)[^/]+/,
  /^(\/api\/v1\/gifts\/)[^/]+/,
  // A statement request id (with the SMS code it opens a statement) and a statement access token.
  /^(\/api\/v1\/statements\/(?:requests\/)?)(?!requests$)[^/]+/,
  /^(\/api\/v1\/payments\/(?:sandbox\/)?)(?!moyasar\/)[^/]+/,
];

// Paths whose query string names a person or a payment.
const SECRET_QUERIES: RegExp[] = [/^(?:\/(?:ar|en))?\/donate\/(?:paid|success)(?:\/|$)/, /^(?:\/(?:ar|en))?\/gifts(?:\/|$)/, /^\/api\/v1\/aid-requests\/status$/, /^(?:\/(?:ar|en))?\/services\//, /^\/api\/v1\/(?:orders|gifts|payments)\//];

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  const secretQuery = query !== '' && SECRET_QUERIES.some((pattern) => pattern.test(path));
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1:id');
  return path + (secretQuery ? REDACTED_QUERY : query);
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; raw?: IncomingMessage };

/** pino-http's `req` serializer: method, redacted URL, id, user agent; no headers. */
export function requestSerializer(req: LoggedRequest): Record<string, unknown> {
  const raw = req.raw ?? req;
  const url = (raw as LoggedRequest).originalUrl ?? raw.url ?? '';
  return { id: req.id, method: raw.method, url: redactUrl(url), userAgent: raw.headers?.['user-agent'] };
}

/** pino-http's `res` serializer: the status only (a Location header may be a secret URL). */
export function responseSerializer(res: ServerResponse & { raw?: ServerResponse }): Record<string, unknown> {
  return { statusCode: (res.raw ?? res).statusCode };
}
