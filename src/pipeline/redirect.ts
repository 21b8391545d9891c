/** A redirect is a signal, not an error: it is never displayed (docs/behaviour.md#B-PIPE-4). */
export class RedirectSignal {
  readonly to: string;
  readonly statusCode: number;
  constructor(to: string, statusCode = 302) {
    this.to = to;
    this.statusCode = statusCode;
  }
}

export function isRedirect(value: unknown): value is RedirectSignal {
  return value instanceof RedirectSignal;
}

/**
 * Only same-site paths may be redirect targets: `/x` yes; `//host`, `/\host`, absolute URLs and
 * their percent-encoded forms no.
 */
export function isSafeLocalPath(to: string): boolean {
  let decoded = to;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return false;
  }
  for (const candidate of [to, decoded]) {
    if (!candidate.startsWith('/')) return false;
    if (/^\/[\\/]/.test(candidate)) return false;
    if (/[\u0000-\u001f]/.test(candidate)) return false;
  }
  return true;
}
