import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFString, type PDFObject } from 'pdf-lib';
import { BoundedPdfParser } from './pdf-bounded-parser';

/**
 * A PDF checked by what a viewer would act on, read with pdf-lib object by object (object streams
 * unpacked, names decoded), never by searching its bytes: `/J#61vaScript` is `/JavaScript`, and a
 * script packed in a compressed object stream is found. The site's PDFs (aid documents, CVs, the
 * documents the public downloads) are for reading; anything a viewer would run, open, submit or
 * unpack is refused (docs/decisions/054-uploaded-files-with-active-content.md).
 */
export type PdfProblem = 'pdfUnreadable' | 'pdfEncrypted' | 'pdfActive';

/**
 * Names that, as a key or a value anywhere in the file, mean a viewer could run or open something:
 * scripts (JavaScript, JS), programs and other files (Launch, GoToR, GoToE), files carried inside
 * (EmbeddedFile(s), EF, FileAttachment), forms that send or load data (SubmitForm, ImportData, XFA),
 * rich media, 3D and renditions (each can carry a script of its own), and movies (which may play
 * another file).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'SubmitForm',
  'ImportData',
  'XFA',
  'RichMedia',
  '3D',
  'Rendition',
  'Movie',
]);

const URI_ACTION = 'URI';
/** A link may open a web page, an email or a phone number; `javascript:`, `file:` and the rest are refused. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;

/**
 * Never throws: a file pdf-lib cannot read within the bounds is unreadable, not a server error.
 * Runs in the PDF worker (pdf-scan.ts): a parse can hold its thread for seconds.
 */
export async function inspectPdf(data: Uint8Array): Promise<PdfProblem | null> {
  const parser = new BoundedPdfParser(data);
  const context = await parser.parseDocument().catch(() => null);
  if (!context || parser.stopped || !parser.everyHeaderRead()) return 'pdfUnreadable';
  // Strings and streams of an encrypted file (object streams among them) cannot be read, so it cannot be checked.
  if (parser.encrypted || context.trailerInfo.Encrypt) return 'pdfEncrypted';
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return 'pdfUnreadable';
  return parser.objects.some(carriesActiveContent) ? 'pdfActive' : null;
}

/** Walks one object's values (dictionaries, arrays, a stream's dictionary) without recursion. */
function carriesActiveContent(object: PDFObject): boolean {
  const pending: PDFObject[] = [object];
  while (pending.length > 0) {
    const value = pending.pop()!;
    if (value instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(value))) return true;
    } else if (value instanceof PDFRawStream) {
      pending.push(value.dict);
    } else if (value instanceof PDFDict) {
      if (isUnsafeLink(value)) return true;
      for (const [key, entry] of value.entries()) pending.push(key, entry);
    } else if (value instanceof PDFArray) {
      // One by one: spreading an array of a million values into push() would overflow the stack.
      for (const item of value.asArray()) pending.push(item);
    }
  }
  return false;
}

function isUnsafeLink(dict: PDFDict): boolean {
  const kind = dict.get(PDFName.of('S'));
  if (!(kind instanceof PDFName) || nameText(kind) !== URI_ACTION) return false;
  const target = dict.get(PDFName.of('URI'));
  if (!(target instanceof PDFString || target instanceof PDFHexString)) return true;
  // Leading spaces and control characters are skipped by some viewers before they read the scheme.
  return !SAFE_LINK.test(target.decodeText().replace(/^[\s\u0000-\u001f]+/, ''));
}

const decodedNames = new WeakMap<PDFName, string>();

/**
 * A name as a viewer reads it. pdf-lib decodes `#xx` only with upper-case hex digits; viewers take
 * `/#4aavaScript` as `/JavaScript` too, so what pdf-lib left is decoded again.
 */
function nameText(name: PDFName): string {
  let text = decodedNames.get(name);
  if (text === undefined) {
    text = name
      .decodeText()
      .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    decodedNames.set(name, text);
  }
  return text;
}
