import bidiFactory from 'bidi-js';

/**
 * The visual order of one line of mixed Arabic and Latin text (the Unicode Bidirectional
 * Algorithm, bidi-js): pdfkit draws glyphs left to right in the order it is given and knows
 * nothing of direction, so a line is cut into runs of one embedding level, the runs are put in
 * display order (rules L1 and L2, bidi-js's reordering), mirrored characters are swapped in right-to-left runs (L4), and
 * invisible direction marks are dropped (they have no glyph). Each run keeps its text in logical
 * order: shaping (fontkit) needs the logical order, and turns it into glyphs itself.
 */
export interface VisualRun {
  /** Logical order, mirrored characters already swapped for right-to-left runs. */
  text: string;
  rtl: boolean;
}

const bidi = bidiFactory();

// Marks that steer the algorithm but are never drawn (LRM, RLM, ALM, embeddings, isolates).
const INVISIBLE = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

export function visualRuns(text: string, direction: 'rtl' | 'ltr'): VisualRun[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // The display order of every character (rules L1 and L2, by bidi-js); a run is a stretch of one
  // level whose characters are neighbours in the text too, kept in logical order for the shaper.
  const order = bidi.getReorderedIndices(text, embedding);
  const out: VisualRun[] = [];
  let run: number[] = [];
  const flush = (): void => {
    const rtl = (levels[run[0] ?? 0] ?? 0) % 2 === 1;
    const logical = rtl ? [...run].reverse() : run;
    let piece = '';
    for (const k of logical) {
      const char = text[k] ?? '';
      if (!INVISIBLE.test(char)) piece += mirrored.get(k) ?? char;
    }
    if (piece !== '') out.push(...shaperPieces(piece, rtl));
    run = [];
  };
  for (const index of order) {
    const previous = run[run.length - 1];
    if (previous !== undefined) {
      const level = levels[previous] ?? 0;
      const step = level % 2 === 1 ? -1 : 1;
      if (levels[index] !== level || index !== previous + step) flush();
    }
    run.push(index);
  }
  if (run.length) flush();
  return out;
}

/**
 * Whether fontkit lays a run out right to left (it decides by the script of the run's first
 * letter-like character and reverses the glyphs itself). A run whose direction differs from it
 * — Arabic-Indic digits in a left-to-right number run, punctuation alone in a right-to-left run —
 * is handed over reversed, so the glyphs come out in the run's own direction.
 */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

// A letter of any script: fontkit's own rule is that the first one decides a run's direction.
const LETTER = /\p{L}/u;

export function shaperReverses(text: string): boolean {
  for (const char of text) {
    if (RTL_SCRIPT.test(char)) return true;
    if (LETTER.test(char)) return false;
  }
  return false;
}

/**
 * A left-to-right run can hold Latin letters and Arabic-Indic digits together ("Hajj ٢٠٢٦": the
 * digits take the level of the letters before them). fontkit would lay the whole run out in the
 * direction of its first letter-like character, so such a run is cut where the script of its
 * letters and digits changes, and each piece is handed to the shaper in its own direction.
 */
function shaperPieces(text: string, rtl: boolean): VisualRun[] {
  if (rtl) return [{ text, rtl }];
  const pieces: VisualRun[] = [];
  let current = '';
  let script: 'rtl' | 'ltr' | null = null;
  for (const char of text) {
    const kind = RTL_SCRIPT.test(char) ? 'rtl' : LETTER.test(char) ? 'ltr' : null;
    if (kind && script && kind !== script) {
      pieces.push({ text: current, rtl });
      current = '';
    }
    if (kind) script = kind;
    current += char;
  }
  if (current !== '') pieces.push({ text: current, rtl });
  return pieces;
}

/** The string to give the shaper so that its glyphs come out in the run's display order. */
export function shaperInput(run: VisualRun): string {
  return shaperReverses(run.text) === run.rtl ? run.text : [...run.text].reverse().join('');
}
