import { toE164 } from '#src/domain/applications/mobile';
import type { Transport } from './transport';
import { isRetryableStatus, networkFailure, SmsSendError } from './sms-send-error';

/**
 * SMS through a provider's HTTP API: POST JSON `{ to, text }` (to in E.164) with a bearer token.
 * A 5xx, a 429, refused credentials or the network are retried; any other 4xx is final.
 */
export function smsHttpTransport(url: string, token: string | undefined, timeoutMs = 10_000): Transport {
  return {
    name: 'sms-http',
    async send(message) {
      let to: string;
      try {
        to = toE164(message.recipient);
      } catch {
        throw new SmsSendError('recipient is not a Saudi mobile number', true);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ to, text: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw networkFailure('SMS provider', error);
      }
      if (!response.ok)
        throw new SmsSendError(`SMS provider answered ${response.status}`, !isRetryableStatus(response.status));
    },
  };
}
