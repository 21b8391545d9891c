import { createHash } from 'node:crypto';
import busboy from 'busboy';
import type { Request } from 'express';
import { claimDisagrees, PROBLEM_MESSAGE_KEYS } from '../../security/file-checks';
import { decodedFormat, decoderFor, type ImageFormat } from '../../security/image-content';
import { audit } from '../audit';
import { sendAdminError, type AdminContext } from '../http';

/** Uploaded pictures: at most this big before resizing. */
export const IMAGE_LIMIT_MB = 8;
/** The size the site's article images are shown at (16:9, the hero's 1200×675). */
const WIDTH = 1200;
const HEIGHT = 675;
/** The card size beside it (`<name>-600.webp`): list cards pick it through srcset (src/lib/media-srcset.ts). */
const CARD_WIDTH = 600;
const CARD_HEIGHT = 338;

export type Received =
  | { kind: 'file'; data: Buffer; name: string; mimeType: string }
  | { kind: 'too-large' }
  | { kind: 'none' }
  | { kind: 'bad' };

/** The one file of a multipart upload (field `file`), refused past `limitMb`. */
export function receiveFile(req: Request, limitMb: number): Promise<Received> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limitMb * 1024 * 1024, fields: 5 } });
    } catch {
      resolve({ kind: 'bad' });
      return;
    }
    let result: Received = { kind: 'none' };
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        result = { kind: 'too-large' };
        stream.resume();
      });
      stream.on('end', () => {
        if (result.kind !== 'too-large')
          result = { kind: 'file', data: Buffer.concat(chunks), name: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('error', () => resolve({ kind: 'bad' }));
    parser.on('close', () => resolve(result));
    req.pipe(parser);
  });
}

/** What editors may upload as a picture: raster formats only (SVG can carry script). */
const PICTURE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

/**
 * POST /uploads/images (multipart, field `file`): checked by content with the upload kit (sharp
 * decodes every pixel, the format is a raster one and the one the name and declared type say),
 * resized to the pages' sizes (the article's and the cards'), stored as WebP in the file store's
 * `media` area named by its content (no byte of the upload itself is served), from /media with a
 * year's immutable cache and an ETag (server/files/picture-route.ts).
 */
export async function uploadImageHandler(ctx: AdminContext): Promise<void> {
  const received = await receiveFile(ctx.req, IMAGE_LIMIT_MB);
  if (received.kind === 'too-large')
    return sendAdminError(ctx.req, ctx.res, 413, 'too_large', 'errors.tooLarge', { max: IMAGE_LIMIT_MB });
  if (received.kind !== 'file' || received.data.length === 0)
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
      file: ctx.t('validation:fileRequired'),
    });
  const refuse = (key: string) =>
    sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, { file: ctx.t(key) });
  const format = await decodedFormat(received.data, PICTURE_FORMATS);
  if (!format) return refuse('errors.notAnImage');
  if (claimDisagrees({ name: received.name, mimeType: received.mimeType }, format))
    return refuse(PROBLEM_MESSAGE_KEYS.fileNameMismatch);
  let output: Buffer;
  let card: Buffer;
  try {
    const image = decoderFor(received.data);
    output = await image.clone().rotate().resize(WIDTH, HEIGHT, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    card = await image.rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
  } catch {
    return refuse('errors.notAnImage');
  }
  // Named by the picture's own bytes: a name never changes its content, so every cache may keep it for good.
  const base = createHash('sha256').update(output).digest('hex').slice(0, 24);
  const name = `${base}.webp`;
  await ctx.files.put('media', `${base}-${CARD_WIDTH}.webp`, card, 'image/webp');
  await ctx.files.put('media', name, output, 'image/webp');
  const src = `/media/${name}`;
  await audit(
    ctx.db,
    ctx.actor,
    { action: 'upload', entity: 'image', entityId: name, after: { src, bytes: output.length } },
    ctx.now,
  );
  ctx.res.status(201).json({ data: { id: name, src, width: WIDTH, height: HEIGHT } });
}
