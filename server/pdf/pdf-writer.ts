import PDFDocument from 'pdfkit';
import { PDF_FONTS, type PdfFontName } from './fonts';
import { shaperInput, shaperReverses, visualRuns, type VisualRun } from './bidi-runs';
import { qrMatrix } from './qr';

/**
 * A small page writer over pdfkit for documents in Arabic or English (docs/decisions/025).
 * pdfkit embeds the font and shapes each run with fontkit (Arabic joining forms, lam-alef and the
 * font's other required ligatures); this writer adds what pdfkit lacks: the bidirectional order of
 * a line (bidi-js, ./bidi-runs.ts), right-to-left alignment, word wrapping that measures shaped
 * text, and a text layer that extracts in logical order (see `encodeInLogicalOrder`).
 */

export type Align = 'start' | 'end' | 'center';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

export interface Box {
  /** Left edge in points. */
  x: number;
  width: number;
}

// pdfkit's embedded font, as far as this writer touches it (not in @types/pdfkit).
interface EmbeddedFontInternals {
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
  unicode: number[][];
  subset: { includeGlyph(id: number): number };
  layout(text: string, features?: unknown): { glyphs: { id: number; codePoints: number[] }[] };
  encode(text: string, features?: unknown): unknown;
  __logicalOrder?: true;
}

// A feature object makes pdfkit shape a run whole (without one it shapes word by word and puts the
// words in logical order). fontkit fills the object in, so each run gets a fresh one; those of
// right-to-left runs are remembered here for the encoder.
const rtlRuns = new WeakSet<object>();

function runFeatures(run: VisualRun): PDFKit.Mixins.OpenTypeFeatures[] {
  const rtl = run.rtl || shaperReverses(run.text);
  // fontkit's right-to-left kerning comes out as offsets pdfkit turns into gaps between letters
  // (and extraction into spaces inside words); the font's Arabic needs no pair kerning.
  const features = rtl ? { kern: false } : {};
  if (rtl) rtlRuns.add(features);
  // An object of feature flags, which pdfkit hands to fontkit as it is (the typings say array).
  return features as unknown as PDFKit.Mixins.OpenTypeFeatures[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: 'rtl' | 'ltr';
  readonly content: Box = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin };
  /** The cursor: where the next paragraph starts. */
  y: number = PAGE.margin;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private current: PdfFontName | null = null;
  private readonly glyphCheck = new Map<PdfFontName, (codePoint: number) => boolean>();

  constructor(options: { direction: 'rtl' | 'ltr'; lang: string; title: string; subject?: string }) {
    this.direction = options.direction;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: options.lang,
      displayTitle: true,
      info: { Title: options.title, Subject: options.subject ?? '', Creator: '', Producer: '' },
      bufferPages: false,
      autoFirstPage: true,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    for (const [name, file] of Object.entries(PDF_FONTS)) this.doc.registerFont(name, file);
  }

  get pageBottom(): number {
    return PAGE.height - PAGE.margin;
  }

  /** Starts a new page when `height` more points would not fit. */
  ensureSpace(height: number): void {
    if (this.y + height > this.pageBottom) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  /** Width of one line of text, as drawn (shaped, in display order). */
  measure(text: string, style: TextStyle = {}): number {
    this.use(style);
    return this.runsOf(text).reduce((sum, run) => sum + this.runWidth(run), 0);
  }

  /** A paragraph wrapped to `box` (the content width by default); moves the cursor below it. */
  paragraph(text: string, style: TextStyle = {}, box: Box = this.content, gapAfter = 4): void {
    const size = style.size ?? 10;
    const lineHeight = size * 1.6;
    for (const line of this.wrap(text, box.width, style)) {
      this.ensureSpace(lineHeight);
      this.line(line, this.y, box, style);
      this.y += lineHeight;
    }
    this.y += gapAfter;
  }

  /** One line at `y` inside `box`, aligned by the writing direction; the cursor does not move. */
  line(text: string, y: number, box: Box, style: TextStyle = {}): void {
    this.use(style);
    const runs = this.runsOf(text);
    const widths = runs.map((run) => this.runWidth(run));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const align = style.align ?? 'start';
    const toRight = (align === 'start') === (this.direction === 'rtl');
    let x = align === 'center' ? box.x + (box.width - total) / 2 : toRight ? box.x + box.width - total : box.x;
    this.doc.fillColor(style.color ?? '#1a1a1a');
    runs.forEach((run, index) => {
      this.doc.text(shaperInput(run), x, y, { lineBreak: false, features: runFeatures(run) });
      x += widths[index] ?? 0;
    });
  }

  /** Lines of at most `width` points: breaks at spaces, inside a word only when it alone is too wide. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let current = '';
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (this.measure(candidate, style) <= width) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current);
        current = word;
        while (this.measure(current, style) > width && current.length > 1) {
          let cut = current.length - 1;
          while (cut > 1 && this.measure(current.slice(0, cut), style) > width) cut -= 1;
          lines.push(current.slice(0, cut));
          current = current.slice(cut);
        }
      }
      lines.push(current);
    }
    return lines;
  }

  /** A thin rule across `box` at the cursor. */
  rule(box: Box = this.content, color = '#b9c4c0'): void {
    this.doc
      .save()
      .moveTo(box.x, this.y)
      .lineTo(box.x + box.width, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke()
      .restore();
    this.y += 6;
  }

  /** A QR code of `text`, `size` points wide, its top-left corner at (x, y). */
  qr(text: string, x: number, y: number, size: number): void {
    const matrix = qrMatrix(text);
    const module = size / matrix.size;
    this.doc.save().fillColor('#000000');
    matrix.dark.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) this.doc.rect(x + c * module, y + r * module, module, module);
      }),
    );
    this.doc.fill().restore();
  }

  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }

  private use(style: TextStyle): void {
    const name: PdfFontName = style.bold ? 'bold' : 'regular';
    if (this.current !== name) {
      this.doc.font(name);
      this.current = name;
      const font = (this.doc as unknown as { _font: EmbeddedFontInternals })._font;
      if (!font.__logicalOrder) encodeInLogicalOrder(font);
      this.glyphCheck.set(name, (codePoint) => font.font.hasGlyphForCodePoint(codePoint));
    }
    this.doc.fontSize(style.size ?? 10);
  }

  private runsOf(text: string): VisualRun[] {
    const has = this.glyphCheck.get(this.current ?? 'regular');
    // A character the font cannot draw (an emoji in a name, say) becomes a space, not a box.
    const drawable = has
      ? [...text]
          .map((char) =>
            /\s/.test(char) ||
            has(char.codePointAt(0) ?? 0) ||
            /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/.test(char)
              ? char
              : ' ',
          )
          .join('')
      : text;
    return visualRuns(drawable, this.direction);
  }

  private runWidth(run: VisualRun): number {
    return this.doc.widthOfString(shaperInput(run), { features: runFeatures(run) });
  }
}

/**
 * Text extraction (copy and paste, pdftotext, screen readers) reads the glyphs in the order they are
 * drawn and turns each right-to-left line back to logical order character by character. A ligature
 * glyph stands for several characters (lam-alef: ل + ا); its ToUnicode entry is written in logical
 * order, which that reversal then turns around (ال). So a ligature drawn in a right-to-left run
 * records its characters in display order, and the reversal restores them.
 */
function encodeInLogicalOrder(font: EmbeddedFontInternals): void {
  const encode = font.encode.bind(font);
  font.encode = (text: string, features?: unknown) => {
    const encoded = encode(text, features);
    if (typeof features === 'object' && features !== null && rtlRuns.has(features)) {
      for (const glyph of font.layout(text, features).glyphs) {
        if (glyph.codePoints.length > 1)
          font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
      }
    }
    return encoded;
  };
  font.__logicalOrder = true;
}
