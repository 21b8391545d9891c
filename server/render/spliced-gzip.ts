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
  /** CRC-32 of each segment alone, and the operator that moves a CRC past that segment's length. */
  crcs: number[];
  shifts: Uint32Array[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function prepareSplicedGzip(html: string, placeholder: string, level = 9): SplicedGzip {
  const segments = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
  const compressed = segments.map((segment) =>
    segment.length ? deflateRawSync(segment, { level, finishFlush: constants.Z_FULL_FLUSH }) : Buffer.alloc(0),
  );
  return {
    segments,
    compressed,
    length: segments.reduce((sum, segment) => sum + segment.length, 0),
    crcs: segments.map((segment) => crc32(segment)),
    shifts: segments.map((segment) => zerosOperator(segment.length)),
  };
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine): the CRC register is
 * linear over GF(2), so crc(A‖B) = Z(|B|)·crc(A) ⊕ crc(B), where Z(n) is the 32×32 bit matrix that
 * feeds n zero bytes through the register. Z is computed once per segment when a page is stored;
 * an answer then costs one matrix-vector product per segment instead of a CRC over the whole page.
 * A matrix is 32 columns, column i the image of bit i.
 */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let bit = 0, rest = vector >>> 0; rest !== 0; bit += 1, rest >>>= 1) if (rest & 1) sum ^= matrix[bit];
  return sum >>> 0;
}

function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  const result = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit += 1) result[bit] = times(outer, inner[bit]);
  return result;
}

function zerosOperator(bytes: number): Uint32Array {
  const result = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit += 1) result[bit] = (1 << bit) >>> 0;
  // One zero bit: the reflected polynomial's shift register step.
  let power: Uint32Array = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let bit = 1; bit < 32; bit += 1) power[bit] = (1 << (bit - 1)) >>> 0;
  for (let step = 0; step < 3; step += 1) power = compose(power, power);
  // `power` feeds one zero byte; square it for each bit of the length.
  let current: Uint32Array = result;
  for (let rest = bytes; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) current = compose(power, current);
    if (rest > 1) power = compose(power, power);
  }
  return current;
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
  for (let index = 0; index < page.segments.length; index += 1) {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
    }
    parts.push(page.compressed[index]);
    crc = (times(page.shifts[index], crc) ^ page.crcs[index]) >>> 0;
  }
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
