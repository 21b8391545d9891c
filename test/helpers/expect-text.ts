import { expect } from 'vitest';

/** Every phrase is in the text (each failure names the missing phrase). */
export function expectAllIn(text: string, phrases: readonly string[]): void {
  for (const phrase of phrases) expect(text, phrase).toContain(phrase);
}
