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
    const info = await files.stat('media', name);
    if (!info) return next();
    res.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    res.set('ETag', info.etag);
    res.set('X-Content-Type-Options', 'nosniff');
    if (matchesEtag(req.get('If-None-Match'), info.etag)) {
      res.status(304).end();
      return;
    }
    res.set('Content-Type', info.mimeType);
    res.set('Content-Length', String(info.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const file = await files.get('media', name);
    if (!file) return next();
    try {
      await pipeline(file.stream, res);
    } catch (error) {
      // The visitor left, or the file went mid-read: the response is cut short, nothing more to send.
      if (!res.writableFinished && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error, name }, 'picture read failed');
      res.destroy();
    }
  };
}
