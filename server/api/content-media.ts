import { Router, type Request, type Response } from 'express';
import type { DatabaseHandle } from '../db/connection';
import { isContentId } from '../../src/domain/content-media';
import { programsQuery } from '../../src/domain/programs-query';
import { paginationQuery } from '../../src/domain/pagination';
import { parseOr400, sendError } from './validate';
import { getNews, listNews } from '../services/content-media/news';
import { getAlbum, listAlbums } from '../services/content-media/albums';
import { listVideos } from '../services/content-media/videos';
import { getMessage, listMessages } from '../services/content-media/messages';
import { getPath, getProgram, listPaths, listPrograms } from '../services/content-media/programs';
import { homeData } from '../services/content-media/home';

/** Reads are the same for everyone (bilingual `{ ar, en }` fields): cacheable; Express adds the ETag. */
function cacheable(res: Response): Response {
  return res.set('Cache-Control', 'public, max-age=60');
}

/** A detail read: a non-numeric or unknown id is a 404 in the visitor's language. */
async function sendDetail<T>(req: Request, res: Response, load: (id: number) => Promise<T | null>): Promise<void> {
  const raw = req.params.id;
  const found = isContentId(typeof raw === 'string' ? raw : undefined) ? await load(Number(raw)) : null;
  if (!found) return sendError(req, res, 404, 'not_found', 'api.notFound');
  cacheable(res).json(found);
}

/**
 * News, albums, videos, awareness messages, programs, donation paths and the home page:
 * GET /news, /news/:id, /albums, /albums/:id, /videos, /messages, /messages/:id,
 * /programs(?path=), /programs/:id, /paths, /paths/:id, /home.
 */
export function contentMediaRouter({ db }: Pick<DatabaseHandle, 'db'>): Router {
  const router = Router();

  router.get('/news', async (req, res) => {
    const query = parseOr400(paginationQuery, req.query, req, res);
    if (query) cacheable(res).json(await listNews(db, query));
  });
  router.get('/news/:id', (req, res) => sendDetail(req, res, (id) => getNews(db, id)));

  router.get('/albums', async (req, res) => {
    const query = parseOr400(paginationQuery, req.query, req, res);
    if (query) cacheable(res).json(await listAlbums(db, query));
  });
  router.get('/albums/:id', (req, res) => sendDetail(req, res, (id) => getAlbum(db, id)));

  router.get('/videos', async (req, res) => {
    const query = parseOr400(paginationQuery, req.query, req, res);
    if (query) cacheable(res).json(await listVideos(db, query));
  });

  router.get('/messages', async (req, res) => {
    const query = parseOr400(paginationQuery, req.query, req, res);
    if (query) cacheable(res).json(await listMessages(db, query));
  });
  router.get('/messages/:id', (req, res) => sendDetail(req, res, (id) => getMessage(db, id)));

  router.get('/programs', async (req, res) => {
    const query = parseOr400(programsQuery, req.query, req, res);
    if (query) cacheable(res).json(await listPrograms(db, query));
  });
  router.get('/programs/:id', (req, res) => sendDetail(req, res, (id) => getProgram(db, id)));

  router.get('/paths', async (_req, res) => {
    cacheable(res).json({ items: await listPaths(db) });
  });
  router.get('/paths/:id', (req, res) => sendDetail(req, res, (id) => getPath(db, id)));

  router.get('/home', async (_req, res) => {
    cacheable(res).json(await homeData(db));
  });

  return router;
}
