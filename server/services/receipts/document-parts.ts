import type { Locale } from '#src/lib/locale';
import type { Box, PdfWriter, TextStyle } from '../../pdf/pdf-writer';

/** Translation in one fixed language (the document's, not the request's). */
export type FixedT = (key: string, params?: Record<string, unknown>) => string;

export interface AssociationHeader {
  name: string;
  licence: string;
  contact: string;
}

export const MUTED = '#55625e';

/**
 * Left-to-right isolation (the PDF counterpart of dir="ltr"): a phone number, a masked mobile, an
 * address or a code keeps its left-to-right order in an Arabic line. A name keeps its own
 * direction through `isolate` (src/lib/isolate.ts), the counterpart of <bdi>.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

export const ACCENT = '#0b6b50';

/** The association's name, licence and contact at the top of every document. */
export function writeHeader(pdf: PdfWriter, header: AssociationHeader | null): void {
  if (header) {
    pdf.paragraph(header.name, { size: 16, bold: true, color: ACCENT }, pdf.content, 0);
    pdf.paragraph(header.licence, { size: 9, color: MUTED }, pdf.content, 0);
    pdf.paragraph(header.contact, { size: 8, color: MUTED });
  }
  pdf.rule();
}

/** Boxes of table columns given in logical order: the first column is at the start edge. */
export function columnBoxes(pdf: PdfWriter, widths: number[], box: Box = pdf.content): Box[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  const scale = box.width / total;
  let offset = 0;
  return widths.map((width) => {
    const w = width * scale;
    const x = pdf.direction === 'rtl' ? box.x + box.width - offset - w : box.x + offset;
    offset += w;
    return { x, width: w };
  });
}

/** One table row: each cell wrapped in its column; the cursor moves below the tallest cell. */
export function writeRow(
  pdf: PdfWriter,
  boxes: Box[],
  cells: { text: string; style?: TextStyle; note?: string }[],
  padding = 4,
): void {
  const size = 9.5;
  const lineHeight = size * 1.55;
  const wrapped = cells.map((cell, index) => {
    const width = (boxes[index]?.width ?? 0) - padding * 2;
    const lines = pdf.wrap(cell.text, width, { size, ...cell.style });
    const notes = cell.note ? pdf.wrap(cell.note, width, { size: 8 }) : [];
    return { lines, notes, style: cell.style };
  });
  const height =
    Math.max(...wrapped.map((cell) => cell.lines.length * lineHeight + cell.notes.length * 8 * 1.5)) + padding;
  pdf.ensureSpace(height);
  const top = pdf.y;
  wrapped.forEach((cell, index) => {
    const box = boxes[index];
    if (!box) return;
    const inner = { x: box.x + padding, width: box.width - padding * 2 };
    let y = top;
    for (const line of cell.lines) {
      pdf.line(line, y, inner, { size, ...cell.style });
      y += lineHeight;
    }
    for (const note of cell.notes) {
      pdf.line(note, y, inner, { size: 8, color: MUTED });
      y += 8 * 1.5;
    }
  });
  pdf.y = top + height;
}

/** A label and its value on one line pair (label muted above the value). */
export function writeFact(pdf: PdfWriter, label: string, value: string, box: Box): number {
  const top = pdf.y;
  pdf.paragraph(label, { size: 8, color: MUTED }, box, 0);
  pdf.paragraph(value, { size: 10.5 }, box, 6);
  const height = pdf.y - top;
  return height;
}

export function documentDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
