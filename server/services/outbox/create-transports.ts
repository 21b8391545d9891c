import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { logTransport } from './log-transport';
import { smsHttpTransport } from './sms-http-transport';
import { smtpTransport } from './smtp-transport';
import type { Transports } from './transport';

/** SMTP when SMTP_URL is set, the HTTP SMS provider when SMS_HTTP_URL is set; the log otherwise. */
export function createTransports(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>, logger: Logger): Transports {
  const log = logTransport(logger);
  return {
    email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : log,
    sms: config.SMS_HTTP_URL ? smsHttpTransport(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN) : log,
  };
}
