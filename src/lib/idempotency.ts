import type { AxiosInstance } from 'axios';

/**
 * Form idempotency, the browser side: one key per filling of a form, sent with every attempt to
 * post it (`Idempotency-Key`, like the checkout), so a double click or a retry after a dropped
 * connection stores one record. The form kit makes the key on the first submit and forgets it
 * after a success; the server frees a key whose request was refused.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  // randomUUID needs a secure context; plain HTTP (a LAN preview) falls back to random bytes.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The API client as a form sees it: its posts carry the form's key. */
export function withIdempotencyKey(api: AxiosInstance, key: string): AxiosInstance {
  const keyed = Object.create(api) as AxiosInstance;
  keyed.post = ((url: string, data?: unknown, config?: Parameters<AxiosInstance['post']>[2]) =>
    api.post(url, data, {
      ...config,
      headers: { ...(config?.headers ?? {}), [IDEMPOTENCY_HEADER]: key },
    })) as AxiosInstance['post'];
  return keyed;
}
