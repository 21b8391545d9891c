import type { OutgoingMessage } from './outbox';

/** What a provider said about a message it took: its id, which later delivery reports name. */
export interface SendReceipt {
  providerMessageId?: string;
}

/**
 * Delivers one message or throws; the worker retries what throws, unless it is an SmsSendError
 * marked permanent (./sms-send-error.ts). A provider that names its messages returns the id.
 */
export interface Transport {
  name: string;
  send(message: OutgoingMessage): Promise<SendReceipt | void>;
}

export type Transports = Record<OutgoingMessage['channel'], Transport>;
