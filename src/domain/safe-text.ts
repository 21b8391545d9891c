/**
 * What free text is kept as, wherever it goes next (a page, a staff email, an SMS sent in the
 * association's name).
 *
 * Control characters other than tab and line feed go from every text, a visitor's or a staff
 * member's: nothing shows them, they break an SMS and a PDF, and a pasted one is never meant.
 *
 * A visitor's text also loses the invisible direction controls (marks, embeddings, overrides,
 * isolates). Those would let a text re-order what is shown around it, so that a message reads one
 * way and says another. Staff texts keep them: an editor may need a mark to place a Latin word in
 * an Arabic title.
 */
const CONTROLS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F';
const DIRECTION_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const CONTROL_CHARS = new RegExp(`[${CONTROLS}]`, 'g');
const UNSAFE_CHARS = new RegExp(`[${CONTROLS}${DIRECTION_CONTROLS}]`, 'g');
const DIRECTION_CHARS = new RegExp(`[${DIRECTION_CONTROLS}]`, 'g');

/** A staff member's text: without control characters, direction controls kept. */
export function withoutControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}

/** A visitor's text: without control characters and without direction controls. */
export function withoutUnsafeChars(text: string): string {
  return text.replace(UNSAFE_CHARS, '');
}

/**
 * Text handed to another program (a page title, Open Graph and card meta, a share text for WhatsApp
 * or X): without direction controls. The isolates that keep a visitor's name in place on the page
 * (decision 017) show there as stray characters or boxes, and the other program lays the text out
 * by its own rules anyway.
 */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CHARS, '');
}
