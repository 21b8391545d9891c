import { encode } from 'uqr';

/**
 * A QR code as its module matrix (uqr: no dependencies, no canvas): drawn as squares in the PDF
 * and as one SVG path on the receipt page. Error correction M (15 %) survives a creased printout.
 */
export interface QrMatrix {
  size: number;
  dark: boolean[][];
}

export function qrMatrix(text: string): QrMatrix {
  const result = encode(text, { ecc: 'M', border: 0 });
  return { size: result.size, dark: result.data };
}

/** One SVG path (`M x y h1v1h-1z` per dark module) for a viewBox of `0 0 size size`. */
export function qrSvgPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.dark.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
