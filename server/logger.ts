import { pino, type DestinationStream, type Logger } from 'pino';
import { BatchedLines } from './log-stream';
import { redactText } from './security/log-redaction';

/**
 * JSON lines on stdout, batched per turn of the event loop (log-stream.ts). Every line passes
 * through the one redaction rule before it is written (security/log-redaction.ts): whatever field
 * quotes an address (an access line's URL, an error's path, message or stack, a logged text) keeps
 * it with its secrets replaced.
 */
export function createLogger(level: string, destination: DestinationStream = new BatchedLines(1)): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      hooks: { streamWrite: redactText },
    },
    destination,
  );
}

export type { Logger };
