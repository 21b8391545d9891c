import sharp, { type Sharp } from 'sharp';

/**
 * Pictures decoded to the last pixel by sharp before they are accepted, never judged by their
 * first bytes: a PNG signature followed by a web page, a truncated file or a JPEG with a PNG's
 * name is refused (docs/decisions/054-uploaded-files-with-active-content.md).
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'tiff';

/**
 * Room for a phone photo at its usual 12 megapixels three times over; 40 million pixels decode to
 * 160 MB, as far as one upload should take a worker. Larger is refused before decoding.
 */
export const IMAGE_PIXEL_LIMIT = 40_000_000;

/** A decoder that stops at the first damaged byte (sharp's strictest) and at the pixel limit. */
export function decoderFor(data: Buffer): Sharp {
  return sharp(data, { limitInputPixels: IMAGE_PIXEL_LIMIT, failOn: 'warning', sequentialRead: true });
}

/** The format the picture's header declares, or null when sharp cannot read it or it is over the pixel limit. */
export async function headerFormat(data: Buffer): Promise<string | null> {
  try {
    return (await decoderFor(data).metadata()).format ?? null;
  } catch {
    return null;
  }
}

/**
 * The picture's format once every pixel has been decoded, or null when sharp cannot decode it,
 * it is over the pixel limit, or its format is not one of `formats`.
 */
export async function decodedFormat(data: Buffer, formats: readonly ImageFormat[]): Promise<ImageFormat | null> {
  const format = await headerFormat(data);
  if (!format || !(formats as readonly string[]).includes(format)) return null;
  try {
    // Statistics read every pixel (metadata reads only the header) without holding them all at once.
    await decoderFor(data).stats();
    return format as ImageFormat;
  } catch {
    return null;
  }
}

/**
 * The picture written again from its pixels, in its own format, upright, with no metadata (place,
 * device, comments) and nothing the sender added after the image's end. What is stored is this,
 * not the bytes sent.
 */
export async function reencodedImage(data: Buffer, format: 'jpeg' | 'png'): Promise<Buffer | null> {
  try {
    const image = decoderFor(data).rotate();
    return await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
  } catch {
    return null;
  }
}
