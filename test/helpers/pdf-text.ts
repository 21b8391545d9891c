import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as pdftotext (poppler-utils) extracts it, without the direction marks it adds
 * around runs: what a donor gets by copying, searching or reading aloud.
 */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
      '',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ARABIC_WORD = /[\u0621-\u063A\u0641-\u064A\u0671-\u06D3\u06FA-\u06FF]+/g;

/** The Arabic words of a text in reading order (letters only: digits and punctuation dropped). */
export function arabicWords(text: string): string[] {
  return text.match(ARABIC_WORD) ?? [];
}

/** Whether `phrase`'s Arabic words appear in `text`, one after another, in logical order. */
export function hasArabicPhrase(text: string, phrase: string): boolean {
  const words = arabicWords(phrase);
  return words.length > 0 && ` ${arabicWords(text).join(' ')} `.includes(` ${words.join(' ')} `);
}

/** Supertest: collect a binary body as a Buffer. */
export function binaryParser(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands the parser the response stream itself.
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
