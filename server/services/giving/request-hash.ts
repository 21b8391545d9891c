import { digest } from '../../security/secrets';

/**
 * What an Idempotency-Key is bound to (orders and periodic plans): sha256 over the request as its
 * schema parsed it, so key order and spelling (Arabic digits, +966) do not matter. The honeypot
 * field is left out: it is not part of what the donor asked for. The same key with another hash is
 * a 409.
 */
export function requestHash(request: { website?: unknown }): string {
  const { website: _honeypot, ...rest } = request;
  return digest(JSON.stringify(rest));
}
