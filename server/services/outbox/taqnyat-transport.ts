import type { Transport } from './transport';
import { isRetryableStatus, networkFailure, providerDetail, providerMobile, SmsSendError } from './sms-send-error';

export interface TaqnyatSettings {
  /** The API's base, https://api.taqnyat.sa (tests point it at a stub). */
  baseUrl: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}

interface TaqnyatAnswer {
  statusCode?: unknown;
  messageId?: unknown;
  message?: unknown;
}

/**
 * SMS through Taqnyat: POST {base}/v1/messages with the bearer token, JSON `{ sender, body,
 * recipients: ['9665XXXXXXXX'] }` (UTF-8, Arabic as it is); a 201 answer carries `messageId`,
 * kept for delivery reports.
 */
export function taqnyatTransport(settings: TaqnyatSettings): Transport {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/v1/messages`;
  return {
    name: 'taqnyat',
    async send(message) {
      const payload = { sender: settings.sender, body: message.body, recipients: [providerMobile(message.recipient)] };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json; charset=utf-8',
            Authorization: `Bearer ${settings.token}`,
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw networkFailure('Taqnyat', error);
      }
      const answer = (await response.json().catch(() => ({}))) as TaqnyatAnswer;
      if (!response.ok)
        throw new SmsSendError(
          `Taqnyat answered ${response.status} ${providerDetail(answer.message)}`.trim(),
          !isRetryableStatus(response.status),
        );
      const id = answer.messageId;
      return { providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined };
    },
  };
}
