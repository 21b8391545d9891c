import type { Transport } from './transport';
import { isRetryableStatus, networkFailure, providerDetail, providerMobile, SmsSendError } from './sms-send-error';

export interface UnifonicSettings {
  /** The REST API's base, https://el.cloud.unifonic.com (tests point it at a stub). */
  baseUrl: string;
  appSid: string;
  senderId: string;
  timeoutMs?: number;
}

interface UnifonicAnswer {
  success?: unknown;
  message?: unknown;
  errorCode?: unknown;
  data?: { MessageID?: unknown };
}

/** Unifonic's error code for an AppSid it does not know: the operator's setting, not the message. */
const CREDENTIAL_ERRORS = new Set(['ER-01']);

/**
 * SMS through Unifonic's REST API: POST {base}/rest/SMS/messages, form-encoded AppSid, SenderID,
 * Recipient (9665XXXXXXXX) and Body (UTF-8, Arabic as it is), JSON answer `{ success, errorCode,
 * message, data: { MessageID } }`. The MessageID is kept for Unifonic's delivery reports.
 */
export function unifonicTransport(settings: UnifonicSettings): Transport {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/rest/SMS/messages`;
  return {
    name: 'unifonic',
    async send(message) {
      const form = new URLSearchParams({
        AppSid: settings.appSid,
        SenderID: settings.senderId,
        Recipient: providerMobile(message.recipient),
        Body: message.body,
        responseType: 'JSON',
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw networkFailure('Unifonic', error);
      }
      const answer = (await response.json().catch(() => ({}))) as UnifonicAnswer;
      const code = typeof answer.errorCode === 'string' ? answer.errorCode : '';
      if (!response.ok)
        throw new SmsSendError(
          `Unifonic answered ${response.status} ${code} ${providerDetail(answer.message)}`.trim(),
          !(isRetryableStatus(response.status) || CREDENTIAL_ERRORS.has(code)),
        );
      if (answer.success !== true)
        throw new SmsSendError(
          `Unifonic refused the message: ${code} ${providerDetail(answer.message)}`.trim(),
          !CREDENTIAL_ERRORS.has(code),
        );
      const id = answer.data?.MessageID;
      return { providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined };
    },
  };
}
