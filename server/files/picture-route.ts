import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isStoredName, type FileStore } from './store';

/** A year: pictures' names never change their bytes (new bytes get a new name). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether an If-None-Match header names this ETag (or is `*`); weak comparison, as for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * GET/HEAD /media/:name — the pictures staff upload, from the file store (so every instance
 * serves every picture). Named by their content and never rewritten, they are cached for a year as
 * immutable, with an ETag a revalidating cache (nginx, a CDN, a browser) gets a 304 for. A name the
 * store does not hold passes on (the sample pictures under public/media are served after this).
 */
export function picturesHandler(files: FileStore, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.replace(/^\//, '');
    if (!isStoredName(name)) return next();
    // The stream reads nothing until piped: a 304 or a HEAD costs the file's row only.
    const file = await files.get('media', name);
    if (!file) return next();
    res.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    res.set('ETag', file.etag);
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Content-Type', file.mimeType);
    const notModified = matchesEtag(req.get('If-None-Match'), file.etag);
    if (notModified || req.method === 'HEAD') {
      file.stream.destroy();
      if (notModified) res.status(304).end();
      else res.set('Content-Length', String(file.size)).end();
      return;
    }
    res.set('Content-Length', String(file.size));
    try {
      await pipeline(file.stream, res);
    } catch (error) {
      // The visitor left, or the file went mid-read: the response is cut short, nothing more to send.
      if (!res.writableFinished && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.warn({ err: error, name }, 'picture read failed');
      res.destroy();
    }
  };
}
