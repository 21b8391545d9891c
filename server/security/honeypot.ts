import { randomInt } from 'node:crypto';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { HONEYPOT_FIELD } from '../../src/domain/applications/limits';
import { formatReference, type SubmissionKind } from '../../src/domain/applications/reference';

/**
 * The honeypot field (`website`) is hidden from people; only bots fill it. Such a post is answered
 * 201 with a made-up reference and nothing is stored or sent: telling the bot it failed would only
 * teach it to leave the field empty. A person with an autofilling browser extension is the rare cost.
 */
export function honeypotFilled(fields: Record<string, unknown> | undefined): boolean {
  const value = fields?.[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

/** The honeypot answer: what a real success looks like, with a reference that belongs to nothing. */
export function pretendCreated(res: Response, kind: SubmissionKind, logger: Logger): void {
  logger.info({ kind }, 'honeypot filled: answered as a success, nothing stored');
  res.status(201).json({ reference: formatReference(kind, new Date().getUTCFullYear(), randomInt(100_000, 1_000_000)) });
}
