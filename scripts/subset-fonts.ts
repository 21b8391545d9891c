/// <reference path="./subset-font.d.ts" />
/**
 * `npx tsx scripts/subset-fonts.ts`: makes the site's web fonts (src/styles/fonts/*.woff2) and their
 * @font-face rules (src/styles/fonts.css) from @fontsource/ibm-plex-sans-arabic, keeping only the
 * glyphs the site writes with: the Arabic letters, marks, digits and punctuation, printable ASCII, a
 * few typographic signs, and every other character of locales/*\/*.json that the font has. The
 * fontsource files carry the Persian, Urdu, Vietnamese, … ranges and hinting too (~45 KB a weight
 * for Arabic alone); the subsets are a third of that. A character outside them (a rare name in
 * content) is drawn by the fallback font, as unicode-range tells the browser.
 *
 * Run it again after adding text with new characters: test/unit/fonts.test.ts fails until then.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'node_modules/@fontsource/ibm-plex-sans-arabic');
export const FONT_DIR = path.join(ROOT, 'src/styles/fonts');
export const FONT_CSS = path.join(ROOT, 'src/styles/fonts.css');
export const FAMILY = 'IBM Plex Sans Arabic';
export const WEIGHTS = [400, 600, 700] as const;
export const SCRIPTS = ['arabic', 'latin'] as const;
export type Script = (typeof SCRIPTS)[number];

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** What every page may show whatever the locale files say (content comes from the database). */
const BASE: Record<Script, number[]> = {
  arabic: [
    0x060c,
    0x061b,
    0x061f, // ، ؛ ؟
    ...span(0x0621, 0x063a), // letters
    ...span(0x0640, 0x0652), // tatweel, letters, harakat
    ...span(0x0660, 0x066c), // Arabic-Indic digits, ٪ ٫ ٬
    0x0670, // superscript alef
    ...span(0x06f0, 0x06f9), // Eastern Arabic-Indic digits (typed by visitors)
    ...span(0x200c, 0x200f), // joiners and direction marks
  ],
  latin: [
    ...span(0x0020, 0x007e),
    0x00a0,
    0x00a9,
    0x00ab,
    0x00b7,
    0x00bb,
    0x00d7,
    0x00f7,
    0x2013,
    0x2014,
    0x2018,
    0x2019,
    0x201c,
    0x201d,
    0x2022,
    0x2026,
    0x2212,
  ],
};

/** The unicode-range of one fontsource subset file, as code points. */
function fontsourceRange(script: Script): (codePoint: number) => boolean {
  const css = readFileSync(path.join(SOURCE, '400.css'), 'utf8');
  const block = css.split('@font-face').find((rule) => rule.includes(`-${script}-400-normal.woff2`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`No ${script} subset in @fontsource/ibm-plex-sans-arabic/400.css`);
  const spans = range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Every character of the locale files. */
export function localeCharacters(): Set<number> {
  const found = new Set<number>();
  const localesDir = path.join(ROOT, 'locales');
  for (const locale of readdirSync(localesDir)) {
    for (const file of readdirSync(path.join(localesDir, locale)).filter((name) => name.endsWith('.json'))) {
      for (const char of readFileSync(path.join(localesDir, locale, file), 'utf8'))
        found.add(char.codePointAt(0) as number);
    }
  }
  return found;
}

/** The code points each subset keeps: the base set plus the locale characters in that file's range. */
export function subsetCodePoints(): Record<Script, number[]> {
  const fromLocales = localeCharacters();
  const result = {} as Record<Script, number[]>;
  for (const script of SCRIPTS) {
    const inRange = fontsourceRange(script);
    const wanted = new Set(BASE[script]);
    // A character both fontsource files list (the direction marks) goes in the Arabic one only.
    const takenByArabic = (codePoint: number) => script === 'latin' && result.arabic.includes(codePoint);
    for (const codePoint of fromLocales)
      if (codePoint >= 0x20 && inRange(codePoint) && !takenByArabic(codePoint)) wanted.add(codePoint);
    result[script] = [...wanted].sort((a, b) => a - b);
  }
  return result;
}

/** `U+20-7E,U+A0,…`: consecutive code points collapsed into spans. */
export function unicodeRange(codePoints: number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < codePoints.length; index += 1) {
    const start = codePoints[index];
    while (index + 1 < codePoints.length && codePoints[index + 1] === codePoints[index] + 1) index += 1;
    const end = codePoints[index];
    parts.push(
      start === end
        ? `U+${start.toString(16).toUpperCase()}`
        : `U+${start.toString(16).toUpperCase()}-${end.toString(16).toUpperCase()}`,
    );
  }
  return parts.join(',');
}

export const fontFile = (script: Script, weight: number) => `plex-${script}-${weight}.woff2`;

export async function subsetOne(script: Script, weight: number, codePoints: number[]): Promise<Buffer> {
  const source = readFileSync(path.join(SOURCE, 'files', `ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`));
  // No hinting: today's browsers rasterise without it, and it is a quarter of each file.
  return subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', noHinting: true });
}

export function fontFaceCss(codePoints: Record<Script, number[]>): string {
  const rules = WEIGHTS.flatMap((weight) =>
    SCRIPTS.map(
      (script) =>
        `@font-face {\n  font-family: '${FAMILY}';\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n` +
        `  src: url('./fonts/${fontFile(script, weight)}') format('woff2');\n  unicode-range: ${unicodeRange(codePoints[script])};\n}\n`,
    ),
  );
  return `/* Generated by scripts/subset-fonts.ts from @fontsource/ibm-plex-sans-arabic: edit the script, not this file. */\n${rules.join('\n')}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(FONT_DIR, { recursive: true });
  const codePoints = subsetCodePoints();
  for (const weight of WEIGHTS) {
    for (const script of SCRIPTS) {
      const bytes = await subsetOne(script, weight, codePoints[script]);
      writeFileSync(path.join(FONT_DIR, fontFile(script, weight)), bytes);
      console.log(
        `${fontFile(script, weight)}  ${(bytes.length / 1024).toFixed(1)} KB  (${codePoints[script].length} characters)`,
      );
    }
  }
  writeFileSync(FONT_CSS, fontFaceCss(codePoints));
  console.log(`wrote ${path.relative(ROOT, FONT_CSS)}`);
}
