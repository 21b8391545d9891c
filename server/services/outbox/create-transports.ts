import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { logTransport } from './log-transport';
import { smsHttpTransport } from './sms-http-transport';
import { smtpTransport } from './smtp-transport';
import { taqnyatTransport } from './taqnyat-transport';
import type { Transport, Transports } from './transport';
import { unifonicTransport } from './unifonic-transport';

type TransportSettings = Pick<
  AppConfig,
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_PROVIDER'
  | 'SMS_HTTP_URL'
  | 'SMS_HTTP_TOKEN'
  | 'SMS_SENDER_ID'
  | 'UNIFONIC_APP_SID'
  | 'UNIFONIC_API_URL'
  | 'TAQNYAT_TOKEN'
  | 'TAQNYAT_API_URL'
>;

/** SMTP when SMTP_URL is set, else the log; SMS through SMS_PROVIDER (its settings checked at boot by config.ts). */
export function createTransports(config: TransportSettings, logger: Logger): Transports {
  const log = logTransport(logger);
  return {
    email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : log,
    sms: smsTransport(config) ?? log,
  };
}

function smsTransport(config: TransportSettings): Transport | null {
  switch (config.SMS_PROVIDER) {
    case 'unifonic':
      return config.UNIFONIC_APP_SID && config.SMS_SENDER_ID
        ? unifonicTransport({
            baseUrl: config.UNIFONIC_API_URL,
            appSid: config.UNIFONIC_APP_SID,
            senderId: config.SMS_SENDER_ID,
          })
        : null;
    case 'taqnyat':
      return config.TAQNYAT_TOKEN && config.SMS_SENDER_ID
        ? taqnyatTransport({
            baseUrl: config.TAQNYAT_API_URL,
            token: config.TAQNYAT_TOKEN,
            sender: config.SMS_SENDER_ID,
          })
        : null;
    case 'http':
      return config.SMS_HTTP_URL ? smsHttpTransport(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN) : null;
    default:
      return null;
  }
}
