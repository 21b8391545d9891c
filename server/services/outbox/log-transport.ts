import type { Logger } from 'pino';
import type { Transport } from './transport';

/** The default when no provider is configured: messages land in the log (development, tests, demos). */
export function logTransport(logger: Logger): Transport {
  return {
    name: 'log',
    async send(message) {
      logger.info(
        {
          outbox: { channel: message.channel, recipient: message.recipient, subject: message.subject },
          body: message.body,
        },
        'outbox message (log transport)',
      );
    },
  };
}
