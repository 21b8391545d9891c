import { toE164 } from '#src/domain/applications/mobile';
import type { Transport } from './transport';

/**
 * SMS through a provider's HTTP API: POST JSON `{ to, text }` (to in E.164) with a bearer token.
 * Any answer other than 2xx is a failure the worker retries.
 */
export function smsHttpTransport(url: string, token: string | undefined, timeoutMs = 10_000): Transport {
  return {
    name: 'sms-http',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: toE164(message.recipient), text: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
