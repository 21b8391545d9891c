import nodemailer from 'nodemailer';
import type { Transport } from './transport';

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.org:465). */
export function smtpTransport(url: string, from: string): Transport & { close(): void } {
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: () => mailer.close(),
  };
}
