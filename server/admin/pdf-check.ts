/**
 * A PDF checked by its content, not its name or type: the header's magic bytes, an end-of-file
 * marker, a cross-reference offset that points inside the file at a table or a stream object,
 * at least one object; and no active content (JavaScript, launch actions), which a document for
 * the public to download has no use for.
 */
export type PdfProblem = 'notPdf' | 'pdfActive';

const HEADER = /^%PDF-[12]\.\d/;
const ACTIVE = /\/(JavaScript|JS|Launch|OpenAction\s*<<[^>]*\/S\s*\/JavaScript)\b/;

export function checkPdf(data: Buffer): PdfProblem | null {
  if (data.length < 64 || !HEADER.test(data.subarray(0, 16).toString('latin1'))) return 'notPdf';
  const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF')) return 'notPdf';
  const xref = /startxref\s+(\d+)\s+%%EOF/.exec(tail);
  if (!xref) return 'notPdf';
  const offset = Number(xref[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= data.length) return 'notPdf';
  const atOffset = data.subarray(offset, offset + 64).toString('latin1');
  if (!/^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(atOffset)) return 'notPdf';
  const text = data.toString('latin1');
  if (!/\d+\s+\d+\s+obj\b/.test(text)) return 'notPdf';
  if (ACTIVE.test(text)) return 'pdfActive';
  return null;
}
