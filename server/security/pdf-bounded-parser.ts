import { inflateSync, constants as zlib } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';

/**
 * pdf-lib's parser with bounds, for files a stranger sent. The library reads every object in file
 * order (and unpacks object streams), which is what the active-content check needs; left alone, a
 * crafted file makes it spin (a long run of digits after a stray byte costs time quadratic in the
 * run: 80 KB took 111 s), inflate a small object stream into gigabytes, or build more objects than a
 * worker's heap holds. Each bound below ends the parse; `stopped` then says which (docs/decisions/054).
 */
export const PDF_PARSE_LIMITS = {
  /** Wall time for one file's parse. */
  milliseconds: 5_000,
  /** Indirect objects, counted as each is read (object streams included, a repeated number counted again). */
  objects: 200_000,
  /** Values of every kind (numbers, names, strings, arrays, dictionaries) the parser may build. */
  values: 2_000_000,
  /** Bytes that object and cross-reference streams may inflate to, all together. */
  inflatedBytes: 32 * 1024 * 1024,
  /** Digits of one integer: no offset or object number in a real file is longer. */
  integerDigits: 12,
  /**
   * Distinct names in one file. The library keeps every name it ever reads for the life of its
   * thread (replaced every 50 files, pdf-scan.ts), so this bounds what one upload can leave behind;
   * the specification's name limit (127 bytes) bounds each.
   */
  distinctNames: 20_000,
  nameBytes: 127,
} as const;

export type ParseStop = 'time' | 'objects' | 'values' | 'names' | 'inflated' | 'structure';

/** Thrown inside the parser to end it; pdf-lib may wrap or swallow it, so `stopped` is what counts. */
class ParseLimit extends Error {}
/**
 * Not-an-integer is thrown once per byte while the library skips bytes it cannot read, so it is
 * one object made once: a fresh error with its stack each time cost more than the parse.
 */
const NO_INTEGER = new ParseLimit('not an integer within the digit limit');

const TYPE = PDFName.of('Type');
const FILTER = PDFName.of('Filter');
const FLATE = PDFName.of('FlateDecode');
const OBJECT_STREAM = PDFName.of('ObjStm');
const XREF_STREAM = PDFName.of('XRef');
const ENCRYPT = PDFName.of('Encrypt');
const COUNT = PDFName.of('N');
const FIRST = PDFName.of('First');
/** Whitespace and delimiters: what ends a name. */
const NAME_ENDS = new Set([
  0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25,
]);
const ZERO = 0x30;
const NINE = 0x39;

export class BoundedPdfParser extends PDFParser {
  /** Every object as it was read, in file order: an earlier copy a later one replaces is checked too. */
  readonly objects: PDFObject[] = [];
  /** Set when a cross-reference stream names an encryption dictionary (those streams are not kept). */
  encrypted = false;
  stopped: ParseStop | null = null;
  private readonly deadline = performance.now() + PDF_PARSE_LIMITS.milliseconds;
  private readonly file: Uint8Array;
  /** Where each object the library read as a whole object (not a value inside one) began. */
  private readonly bodies = new Set<number>();
  private depth = 0;
  private values = 0;
  private readonly names = new Set<PDFName>();
  private inflated = 0;
  private steps = 0;

  constructor(bytes: Uint8Array) {
    // No yielding between objects (the parse has a thread of its own); an invalid object ends the
    // parse instead of being kept as unparsed bytes; numbers past 2^53 are capped.
    super(bytes, Number.POSITIVE_INFINITY, true, true);
    this.file = bytes;
    const context: PDFContext = this.context;
    const assign = context.assign.bind(context);
    context.assign = (ref: PDFRef, object: PDFObject) => {
      this.check();
      if (ref.objectNumber === 0) this.stop('structure');
      if (this.objects.length >= PDF_PARSE_LIMITS.objects) this.stop('objects');
      this.objects.push(object);
      assign(ref, object);
    };
  }

  override parseObject(): PDFObject {
    this.values += 1;
    if (this.values > PDF_PARSE_LIMITS.values) this.stop('values');
    if (this.depth === 0) this.bodies.add(this.bytes.offset());
    this.depth += 1;
    let object: PDFObject;
    try {
      object = super.parseObject();
    } finally {
      this.depth -= 1;
    }
    if (object instanceof PDFRawStream) this.admitStream(object);
    return object;
  }

  /**
   * Whether every object header in the file (`12 0 obj`) is one the library read an object after.
   * A viewer goes where the cross-reference table points; one that points into a comment, a
   * string or a stream's bytes finds there an object the library read as part of something else
   * and never checked. Headers sit nowhere else in files writers make (in compressed bytes the
   * chance is far below one in a billion).
   */
  everyHeaderRead(): boolean {
    const text = Buffer.from(this.file.buffer, this.file.byteOffset, this.file.byteLength).toString('latin1');
    for (const header of text.matchAll(OBJECT_HEADER)) {
      if (!this.bodies.has(afterSpaceAndComments(this.file, header.index + header[0].length))) return false;
    }
    return true;
  }

  protected override parseName(): PDFName {
    // The name's bytes are measured before the library reads (and keeps) it.
    // (Past the end the library's peek gives undefined, which is no number: the name ends there.)
    let length = 0;
    while (length <= PDF_PARSE_LIMITS.nameBytes) {
      const byte: unknown = this.bytes.peekAhead(length + 1);
      if (typeof byte !== 'number' || NAME_ENDS.has(byte)) break;
      length += 1;
    }
    if (length > PDF_PARSE_LIMITS.nameBytes) this.stop('structure');
    const name = super.parseName();
    this.names.add(name);
    if (this.names.size > PDF_PARSE_LIMITS.distinctNames) this.stop('names');
    return name;
  }

  protected override matchKeyword(keyword: number[]): boolean {
    this.check();
    return super.matchKeyword(keyword);
  }

  /** The library's integer reader without its unbounded digit run (the quadratic case above). */
  protected override parseRawInt(): number {
    this.check();
    let value = 0;
    let digits = 0;
    while (!this.bytes.done()) {
      const byte = this.bytes.peek();
      if (byte < ZERO || byte > NINE) break;
      digits += 1;
      if (digits > PDF_PARSE_LIMITS.integerDigits) throw NO_INTEGER;
      value = value * 10 + (byte - ZERO);
      this.bytes.next();
    }
    if (digits === 0) throw NO_INTEGER;
    return value;
  }

  /**
   * A stream the library will unpack (object streams) or read (cross-reference streams) is
   * inflated here first under the byte budget, with Flate alone (what writers use for them; the
   * library would also run LZW and others, unbounded), and its values counted against the same
   * budget as the rest.
   */
  private admitStream(stream: PDFRawStream): void {
    // Looked up (a reference followed) as the library does, so a /Type written as a reference is seen too.
    const type = stream.dict.lookup(TYPE);
    if (type !== OBJECT_STREAM && type !== XREF_STREAM) return;
    if (type === XREF_STREAM && stream.dict.has(ENCRYPT)) this.encrypted = true;
    const filter = stream.dict.lookup(FILTER);
    const onlyFlate =
      filter === FLATE || (filter instanceof PDFArray && filter.size() === 1 && filter.lookup(0) === FLATE);
    if (filter !== undefined && !onlyFlate) this.stop('structure');
    const room = PDF_PARSE_LIMITS.inflatedBytes - this.inflated;
    let plain: Buffer;
    try {
      plain =
        filter === undefined
          ? Buffer.from(stream.contents)
          : inflateSync(stream.contents, { maxOutputLength: Math.max(1, room), finishFlush: zlib.Z_SYNC_FLUSH });
    } catch (error) {
      this.stop(error instanceof RangeError ? 'inflated' : 'structure');
    }
    this.inflated += plain.length;
    if (this.inflated > PDF_PARSE_LIMITS.inflatedBytes) this.stop('inflated');
    if (type === OBJECT_STREAM) this.admitObjectStream(stream.dict, plain);
  }

  /**
   * An object stream's header lists each object's offset; they must rise, so no object is read
   * twice (a thousand offsets at one large string would cost a thousand reads), and its tokens
   * count as values.
   */
  private admitObjectStream(dict: PDFDict, plain: Buffer): void {
    const count = dict.lookup(COUNT);
    const first = dict.lookup(FIRST);
    if (!(count instanceof PDFNumber) || !(first instanceof PDFNumber)) this.stop('structure');
    const header = plain.subarray(0, Math.max(0, first.asNumber())).toString('latin1').trim();
    const numbers = header === '' ? [] : header.split(/\s+/).map(Number);
    if (numbers.length !== count.asNumber() * 2 || numbers.some((n) => !Number.isSafeInteger(n) || n < 0))
      this.stop('structure');
    for (let i = 3; i < numbers.length; i += 2) if (numbers[i]! <= numbers[i - 2]!) this.stop('structure');
    this.values += tokenCount(plain);
    if (this.values > PDF_PARSE_LIMITS.values) this.stop('values');
  }

  private check(): void {
    if (this.stopped) throw new ParseLimit(this.stopped);
    this.steps += 1;
    if (this.steps % 4096 === 0 && performance.now() > this.deadline) this.stop('time');
  }

  private stop(reason: ParseStop): never {
    this.stopped ??= reason;
    throw new ParseLimit(reason);
  }
}

/** `N G obj` where a viewer could start reading one: not after another digit. */
const OBJECT_HEADER = /(?<![0-9])[0-9]+[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+obj/g;
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** The offset past whitespace and comments, as the library skips them before an object's body. */
function afterSpaceAndComments(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    while (at < bytes.length && WHITESPACE.has(bytes[at]!)) at += 1;
    if (bytes[at] !== 0x25) return at;
    while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at += 1;
  }
}

/** An upper bound on the values a parser builds from these bytes: each delimiter, and each run of other non-space bytes, is at most one. */
function tokenCount(bytes: Buffer): number {
  let count = 0;
  let inToken = false;
  for (const byte of bytes) {
    const end = NAME_ENDS.has(byte);
    if (end && byte > 0x20) count += 1;
    else if (!end && !inToken) count += 1;
    inToken = !end;
  }
  return count;
}
