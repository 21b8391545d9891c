import bidiFactory from 'bidi-js';

/**
 * The visual order of one line of mixed Arabic and Latin text (the Unicode Bidirectional
 * Algorithm, bidi-js): pdfkit draws glyphs left to right in the order it is given and knows
 * nothing of direction, so a line is cut into runs of one embedding level, the runs are put in
 * display order (rule L2), mirrored characters are swapped in right-to-left runs (L4), and
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
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: { start: number; end: number; level: number }[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || levels[i] !== levels[start]) {
      runs.push({ start, end: i, level: levels[start] ?? 0 });
      start = i;
    }
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence at or above it.
  const highest = Math.max(...runs.map((run) => run.level));
  const oddLevels = runs.map((run) => run.level).filter((level) => level % 2 === 1);
  const lowestOdd = oddLevels.length ? Math.min(...oddLevels) : highest + 1;
  let order = runs;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    const next: typeof runs = [];
    for (let i = 0; i < order.length; ) {
      if ((order[i]?.level ?? 0) < level) {
        next.push(order[i]!);
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j += 1;
      next.push(...order.slice(i, j).reverse());
      i = j;
    }
    order = next;
  }
  const out: VisualRun[] = [];
  for (const run of order) {
    let piece = '';
    for (let k = run.start; k < run.end; k += 1) {
      const char = text[k] ?? '';
      if (INVISIBLE.test(char)) continue;
      piece += mirrored.get(k) ?? char;
    }
    if (piece !== '') out.push({ text: piece, rtl: run.level % 2 === 1 });
  }
  return out;
}

/**
 * Whether fontkit lays a run out right to left (it decides by the script of the run's first
 * letter-like character and reverses the glyphs itself). A run whose direction differs from it
 * — Arabic-Indic digits in a left-to-right number run, punctuation alone in a right-to-left run —
 * is handed over reversed, so the glyphs come out in the run's own direction.
 */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function shaperReverses(text: string): boolean {
  return RTL_SCRIPT.test(text);
}

/** The string to give the shaper so that its glyphs come out in the run's display order. */
export function shaperInput(run: VisualRun): string {
  return shaperReverses(run.text) === run.rtl ? run.text : [...run.text].reverse().join('');
}
