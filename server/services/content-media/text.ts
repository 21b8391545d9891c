import type { Bilingual } from '#src/domain/content-media';

/** A `_ar`/`_en` column pair as the API's `{ ar, en }`. */
export function bilingual(ar: string, en: string): Bilingual {
  return { ar, en };
}

/** Bodies are stored as paragraphs separated by a blank line. */
export function paragraphs(ar: string, en: string): { ar: string[]; en: string[] } {
  const split = (text: string) =>
    text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  return { ar: split(ar), en: split(en) };
}
