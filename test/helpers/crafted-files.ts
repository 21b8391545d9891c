import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Files an attacker would send, built here byte by byte (where pdf-lib would normalise what is
 * being tested, such as a name written with `#xx` escapes) or with pdf-lib and sharp, beside the
 * plain files every check must still accept.
 */

/** A plain one-page PDF as pdf-lib writes it (object streams included). */
export async function plainPdf(text = 'Annual report'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** A pdf-lib PDF whose catalog runs a script when it opens. */
export async function openActionPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]);
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save());
}

/**
 * A PDF written by hand: `objects[i]` is object i + 1 (its body between `obj` and `endobj`, or a
 * whole chunk when it begins with a digit and holds its own header), a cross-reference table with
 * true offsets, and a trailer naming object 1 as the catalog.
 */
export function handPdf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>'];

/** A hand-written PDF whose catalog carries `catalogExtra` (an action, names) and any further objects (4, 5, …). */
export function handPdfWith(catalogExtra: string, ...more: (string | Buffer)[]): Buffer {
  return handPdf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, ...PAGES, ...more]);
}

/** A stream object's body: its dictionary (with a true /Length) and its bytes. */
export function streamBody(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A compressed object stream holding the given objects (numbered from `firstNumber`). */
export function objectStreamBody(firstNumber: number, bodies: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [index, body] of bodies.entries()) {
    header.push(`${firstNumber + index} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const plain = Buffer.from(head + bodies.join('\n') + '\n', 'latin1');
  return streamBody(`/Type /ObjStm /N ${bodies.length} /First ${head.length} /Filter /FlateDecode`, deflateSync(plain));
}

/**
 * Flate data that inflates to `megabytes` MB of spaces, about a kilobyte per megabyte: one
 * compressed megabyte repeated (each copy ends flushed, so it stands alone), then a last empty block.
 */
export function inflationBomb(megabytes: number): Buffer {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => megabyte),
    Buffer.from([0x03, 0x00, 0, 0, 0, 0]),
  ]);
}

/** Real pictures, decoded by anything. */
export function realPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

export function realJpeg(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** A PNG's eight signature bytes and then a web page: what a browser sniffing the bytes would render. */
export function pngSignatureThenHtml(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}
