import { HONEYPOT_FIELD } from '#src/domain/applications/limits';

/**
 * The honeypot field (`website`) is hidden from people; only bots fill it. Such a post is answered
 * 201 with a made-up body and nothing is stored or sent (server/api/kit.ts `answeredHoneypot`):
 * telling the bot it failed would only teach it to leave the field empty. A person with an
 * autofilling browser extension is the rare cost.
 */
export function honeypotFilled(fields: Record<string, unknown> | undefined): boolean {
  const value = fields?.[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}
