/**
 * What a visitor's free text is kept as, wherever it goes next (a page, a staff email, an SMS sent
 * in the association's name): without control characters other than tab and line feed, and
 * without the invisible direction controls (marks, embeddings, overrides, isolates). Those would
 * let a text re-order what is shown around it, so that a message reads one way and says another.
 * Staff texts keep them: an editor may need a mark to place a Latin word in an Arabic title.
 */
const UNSAFE_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutUnsafeChars(text: string): string {
  return text.replace(UNSAFE_CHARS, '');
}
