import { Router } from 'express';
import { programsQuery } from '#src/domain/programs-query';
import { paginationQuery } from '#src/domain/pagination';
import { getNews, listNews } from '../services/content-media/news';
import { getAlbum, listAlbums } from '../services/content-media/albums';
import { listVideos } from '../services/content-media/videos';
import { getMessage, listMessages } from '../services/content-media/messages';
import { getPath, getProgram, listPaths, listPrograms } from '../services/content-media/programs';
import { homeData } from '../services/content-media/home';
import { detailRoute, listRoute, readRoute, type ApiDependencies } from './kit';

/**
 * News, albums, videos, awareness messages, programs, donation paths and the home page:
 * GET /news, /news/:id, /albums, /albums/:id, /videos, /messages, /messages/:id,
 * /programs(?path=), /programs/:id, /paths, /paths/:id, /home. All public reads.
 */
export function contentMediaRouter({ database: { db } }: ApiDependencies): Router {
  const router = Router();
  router.get(
    '/news',
    listRoute(paginationQuery, (query) => listNews(db, query)),
  );
  router.get(
    '/news/:id',
    detailRoute((id) => getNews(db, id)),
  );
  router.get(
    '/albums',
    listRoute(paginationQuery, (query) => listAlbums(db, query)),
  );
  router.get(
    '/albums/:id',
    detailRoute((id) => getAlbum(db, id)),
  );
  router.get(
    '/videos',
    listRoute(paginationQuery, (query) => listVideos(db, query)),
  );
  router.get(
    '/messages',
    listRoute(paginationQuery, (query) => listMessages(db, query)),
  );
  router.get(
    '/messages/:id',
    detailRoute((id) => getMessage(db, id)),
  );
  router.get(
    '/programs',
    listRoute(programsQuery, (query) => listPrograms(db, query)),
  );
  router.get(
    '/programs/:id',
    detailRoute((id) => getProgram(db, id)),
  );
  router.get(
    '/paths',
    readRoute(async () => ({ items: await listPaths(db) })),
  );
  router.get(
    '/paths/:id',
    detailRoute((id) => getPath(db, id)),
  );
  router.get(
    '/home',
    readRoute(() => homeData(db)),
  );
  return router;
}
