import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FONT_CSS,
  FONT_DIR,
  SCRIPTS,
  WEIGHTS,
  fontFaceCss,
  fontFile,
  localeCharacters,
  subsetCodePoints,
  subsetOne,
} from '../../scripts/subset-fonts';

const css = readFileSync(FONT_CSS, 'utf8');

/** The code points a unicode-range names. */
function codePointsOf(range: string): Set<number> {
  const found = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    for (let codePoint = parseInt(from, 16); codePoint <= parseInt(to ?? from, 16); codePoint += 1)
      found.add(codePoint);
  }
  return found;
}

describe('web fonts (scripts/subset-fonts.ts)', () => {
  it('src/styles/fonts.css is what the script makes from today’s locale files (rerun the script after adding characters)', () => {
    expect(css).toBe(fontFaceCss(subsetCodePoints()));
  });

  it('covers every Arabic letter and every printable ASCII character, in each weight', () => {
    const ranges = [...css.matchAll(/font-weight: (\d+);[\s\S]*?unicode-range: ([^;]+);/g)];
    for (const weight of WEIGHTS) {
      const covered = new Set(
        ranges.filter((match) => Number(match[1]) === weight).flatMap((match) => [...codePointsOf(match[2])]),
      );
      for (const char of 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئىة٠١٢٣٤٥٦٧٨٩،؛؟')
        expect(covered.has(char.codePointAt(0) as number), `${weight} ${char}`).toBe(true);
      for (let codePoint = 0x20; codePoint <= 0x7e; codePoint += 1)
        expect(covered.has(codePoint), `${weight} ${String.fromCodePoint(codePoint)}`).toBe(true);
    }
  });

  it('keeps every Arabic and Latin character of the locale files', () => {
    const covered = new Set(
      [...css.matchAll(/unicode-range: ([^;]+);/g)].flatMap((match) => [...codePointsOf(match[1])]),
    );
    const missing = [...localeCharacters()].filter(
      (codePoint) =>
        codePoint >= 0x20 &&
        (codePoint <= 0x24f || (codePoint >= 0x600 && codePoint <= 0x6ff)) &&
        !covered.has(codePoint),
    );
    expect(missing.map((codePoint) => String.fromCodePoint(codePoint))).toEqual([]);
  });

  it('the committed font files are the subsets the script makes, each a fraction of the fontsource file', async () => {
    const codePoints = subsetCodePoints();
    for (const script of SCRIPTS) {
      const committed = readFileSync(path.join(FONT_DIR, fontFile(script, 400)));
      expect(committed.equals(await subsetOne(script, 400, codePoints[script]))).toBe(true);
    }
    for (const weight of WEIGHTS) {
      for (const script of SCRIPTS) {
        const size = readFileSync(path.join(FONT_DIR, fontFile(script, weight))).length;
        expect(size, fontFile(script, weight)).toBeLessThan(14 * 1024);
      }
    }
  }, 120_000);
});
