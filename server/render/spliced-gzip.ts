import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page compressed once, answered many times with a different CSP nonce in it, without compressing
 * again. The page is split at each nonce position; each static segment is raw-deflated once, ending
 * in a full flush (byte-aligned, no reference to earlier data). Per answer, the nonce goes in as a
 * stored (uncompressed) deflate block between the segments, a final empty block closes the stream,
 * and the gzip trailer gets the CRC-32 and length of this answer's bytes (RFC 1951 §3.2.4, RFC 1952).
 */
export interface SplicedGzip {
  segments: Buffer[];
  compressed: Buffer[];
  /** Uncompressed length without the nonces. */
  length: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function prepareSplicedGzip(html: string, placeholder: string, level = 9): SplicedGzip {
  const segments = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
  const compressed = segments.map((segment) => (segment.length ? deflateRawSync(segment, { level, finishFlush: constants.Z_FULL_FLUSH }) : Buffer.alloc(0)));
  return { segments, compressed, length: segments.reduce((sum, segment) => sum + segment.length, 0) };
}

function storedBlock(data: Buffer): Buffer {
  // BFINAL=0, BTYPE=00: the header's three bits are followed by padding to the byte boundary.
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip body of the page with `nonce` at every placeholder. */
export function spliceGzip(page: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  if (nonceBytes.length > 0xffff) throw new Error('nonce too long for one stored block');
  const nonceBlock = storedBlock(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.segments.forEach((segment, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
    }
    parts.push(page.compressed[index]);
    crc = crc32(segment, crc);
  });
  parts.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + nonceBytes.length * (page.segments.length - 1)) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** The plain body, for clients that do not accept gzip. */
export function spliceText(page: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const parts: Buffer[] = [];
  page.segments.forEach((segment, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}
