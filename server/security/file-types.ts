/**
 * File types by content, never by name or the browser's claim: a `.pdf` that is really a PNG, or
 * a zip renamed `.docx`, is refused.
 */
export type SniffedType = 'pdf' | 'docx' | 'jpeg' | 'png';

export const MIME_TYPES: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffFileType(data: Buffer): SniffedType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return isPdf(data) ? 'pdf' : null;
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50 && zipEntryNames(data).includes('word/document.xml'))
    return 'docx';
  return null;
}

// Markup a browser would act on if the file were ever shown to one.
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta)\b/i;

/**
 * More than the five magic bytes: a version (`%PDF-1.7`), the end-of-file marker that every
 * PDF writer puts in the last kilobyte, and no HTML in the first one. A page that merely begins
 * with `%PDF-` is not a PDF.
 */
function isPdf(data: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  if (
    !data
      .subarray(Math.max(0, data.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    return false;
  return !MARKUP.test(data.subarray(0, 1024).toString('latin1'));
}

/** The extension a stored file of this type gets, whatever the visitor named it. */
export const EXTENSIONS: Record<SniffedType, string> = { pdf: 'pdf', docx: 'docx', jpeg: 'jpg', png: 'png' };

/**
 * The names in a zip's central directory (read from the end-of-central-directory record), or []
 * when the archive is not well formed. Enough to tell a Word document from any other zip.
 */
export function zipEntryNames(data: Buffer): string[] {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The EOCD record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = data.length - 22; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return [];
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return [];
    names.push(data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
