import { sniffFileType, type SniffedType } from './file-types';
import { headerFormat, reencodedImage, type ImageFormat } from './image-content';
import type { PdfProblem } from './pdf-content';
import { checkPdfContent } from './pdf-scan';

/**
 * The one check every uploaded file goes through, on the public forms and in the back office alike:
 * its type by content, the same type as its name and declared type say, and then its content read
 * through: a PDF parsed and refused when it carries anything a viewer would run or open, a picture
 * decoded to the last pixel and written again (docs/decisions/054-uploaded-files-with-active-content.md).
 */
export type ContentProblem = 'fileType' | 'fileNameMismatch' | PdfProblem | 'imageUnreadable';

/** What the sender said the file is: its name and the type its part declared. */
export interface FileClaim {
  name: string;
  mimeType?: string;
}

export type Kind = SniffedType | ImageFormat;

const KIND_OF_EXTENSION: Record<string, Kind> = {
  pdf: 'pdf',
  docx: 'docx',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heic: 'heif',
  heif: 'heif',
  tif: 'tiff',
  tiff: 'tiff',
};

const KIND_OF_MIME_TYPE: Record<string, Kind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/tiff': 'tiff',
};

/**
 * True when the name's extension or the declared type names a kind of file other than `kind`.
 * Only kinds the site knows count: a name without an extension, or with one the site does not
 * know, and a generic declared type (`application/octet-stream`) leave the content to decide.
 */
export function claimDisagrees(claim: FileClaim, kind: Kind): boolean {
  const extension = /\.([^.]+)$/.exec(claim.name)?.[1]?.toLowerCase();
  const byName = extension ? KIND_OF_EXTENSION[extension] : undefined;
  const byType = claim.mimeType ? KIND_OF_MIME_TYPE[claim.mimeType.toLowerCase().split(';')[0]!.trim()] : undefined;
  return (byName !== undefined && byName !== kind) || (byType !== undefined && byType !== kind);
}

export type CheckedFile = { type: SniffedType; data: Buffer } | { problem: ContentProblem };

/**
 * Checks a received file of one of the `allowed` types. The answer's `data` is what to store:
 * the bytes sent for a PDF or a Word document, the picture written again for a JPEG or a PNG.
 */
export async function checkFileContent(
  data: Buffer,
  allowed: readonly SniffedType[],
  claim: FileClaim,
): Promise<CheckedFile> {
  const type = sniffFileType(data);
  if (!type || !allowed.includes(type)) return { problem: 'fileType' };
  if (claimDisagrees(claim, type)) return { problem: 'fileNameMismatch' };
  if (type === 'pdf') {
    const problem = await checkPdfContent(data);
    return problem ? { problem } : { type, data };
  }
  if (type === 'jpeg' || type === 'png') {
    // The signature said `type`; the decoder must agree, and it reads every pixel as it writes the copy.
    if ((await headerFormat(data)) !== type) return { problem: 'imageUnreadable' };
    const copy = await reencodedImage(data, type);
    return copy ? { type, data: copy } : { problem: 'imageUnreadable' };
  }
  return { type, data };
}

/** The message (validation namespace) for each problem but `fileType`, which each form words for the types it takes. */
export const PROBLEM_MESSAGE_KEYS: Record<Exclude<ContentProblem, 'fileType'>, string> = {
  fileNameMismatch: 'validation:fileNameMismatch',
  pdfActive: 'validation:fileActiveContent',
  pdfEncrypted: 'validation:fileEncrypted',
  pdfUnreadable: 'validation:fileUnreadable',
  imageUnreadable: 'validation:fileUnreadable',
};
