import type { OutgoingMessage } from './outbox';

/** Delivers one message or throws; the worker retries what throws. */
export interface Transport {
  name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export type Transports = Record<OutgoingMessage['channel'], Transport>;
