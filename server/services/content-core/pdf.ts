/**
 * A small, dependency-free PDF writer for the sample documents generated at seed time: A4 pages,
 * the standard Helvetica fonts (no embedding), Latin text only. The Arabic title travels as a
 * transliteration because the standard fonts have no Arabic glyphs; real documents would be
 * uploaded files, so this stays deliberately tiny.
 */
export interface PdfDocumentInput {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  footer?: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 16;
const CHARS_PER_LINE = 88;

/** Only printable ASCII survives: the standard fonts cannot show anything else. */
function ascii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}

function escapePdf(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export function wrapText(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of ascii(text).split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: 'F1' | 'F2';
  size: number;
  text: string;
  gapBefore: number;
}

function layout(input: PdfDocumentInput): Line[][] {
  const lines: Line[] = [];
  for (const [index, text] of wrapText(input.title, 60).entries())
    lines.push({ font: 'F2', size: 18, text, gapBefore: index === 0 ? 0 : 6 });
  if (input.subtitle)
    for (const text of wrapText(input.subtitle, 80)) lines.push({ font: 'F1', size: 12, text, gapBefore: 6 });
  for (const paragraph of input.paragraphs) {
    wrapText(paragraph).forEach((text, index) =>
      lines.push({ font: 'F1', size: BODY_SIZE, text, gapBefore: index === 0 ? 10 : 0 }),
    );
  }
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const step = line.size + (line.size > BODY_SIZE ? 8 : LEADING - BODY_SIZE) + line.gapBefore;
    if (y - step < MARGIN + 30) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    pages[pages.length - 1].push(line);
  }
  return pages;
}

function pageStream(lines: Line[], pageNumber: number, pageCount: number, footer: string | undefined): string {
  const ops: string[] = [
    '0.06 0.46 0.43 RG 2 w',
    `${MARGIN} ${PAGE_HEIGHT - 36} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - 36} l S`,
  ];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    y -= line.size + (line.size > BODY_SIZE ? 8 : LEADING - BODY_SIZE) + line.gapBefore;
    ops.push(`BT /${line.font} ${line.size} Tf ${MARGIN} ${y} Td (${escapePdf(line.text)}) Tj ET`);
  }
  const foot = `${footer ? `${ascii(footer)} - ` : ''}Page ${pageNumber} of ${pageCount}`;
  ops.push(`BT /F1 9 Tf ${MARGIN} ${MARGIN - 20} Td (${escapePdf(foot)}) Tj ET`);
  return ops.join('\n');
}

/** Builds a valid PDF 1.4 file (catalog, page tree, pages, content streams, xref, trailer). */
export function renderPdf(input: PdfDocumentInput): Buffer {
  const pages = layout(input);
  const objects: string[] = [];
  // 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its stream per page.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapePdf(ascii(input.title))}) /Producer (health-endowment-site) >>`;
  pages.forEach((lines, index) => {
    const stream = pageStream(lines, index + 1, pages.length, input.footer);
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`;
    objects[pageIds[index] + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
