import { pino, type Logger } from 'pino';
import { BatchedLines } from './log-stream';

/** JSON lines on stdout, batched per turn of the event loop (log-stream.ts). */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.cookie', 'req.headers.authorization'] }, new BatchedLines(1));
}

export type { Logger };
