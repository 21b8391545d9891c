import { Router } from 'express';
import { documentsQuery, faqsQuery, peopleQuery } from '#src/domain/content-core';
import { paginationQuery } from '#src/domain/pagination';
import { getProfile } from '../services/content-core/profile';
import { getInfoPage } from '../services/content-core/info-pages';
import { getDocumentFile, listDocuments } from '../services/content-core/documents';
import { listPeople } from '../services/content-core/people';
import { listFaqs } from '../services/content-core/faqs';
import { getStudy, listStudies } from '../services/content-core/studies';
import {
  detailRoute,
  listRoute,
  numericParam,
  publicRead,
  sendNotFound,
  sendPublic,
  type ApiDependencies,
} from './kit';

/**
 * Who we are and how we are governed: GET /profile, /pages/:slug, /documents(?tab=), /documents/:id/file,
 * /people?group=, /faqs, /studies, /studies/:id. All public reads.
 */
export function contentCoreRouter({ database: { db } }: ApiDependencies): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    const profile = await getProfile(db);
    if (!profile) return sendNotFound(req, res);
    sendPublic(res, profile);
  });

  router.get('/pages/:slug', async (req, res) => {
    const page = await getInfoPage(db, req.params.slug);
    if (!page) return sendNotFound(req, res);
    sendPublic(res, page);
  });

  router.get(
    '/documents',
    listRoute(documentsQuery, (query) => listDocuments(db, query)),
  );

  router.get('/documents/:id/file', async (req, res) => {
    const id = numericParam(req);
    const file = id === null ? null : await getDocumentFile(db, id);
    if (!file) return sendNotFound(req, res);
    publicRead(res)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .set('X-Content-Type-Options', 'nosniff')
      .send(file.content);
  });

  router.get(
    '/people',
    listRoute(peopleQuery, (query) => listPeople(db, query.group)),
  );
  router.get(
    '/faqs',
    listRoute(faqsQuery, (query) => listFaqs(db, query)),
  );
  router.get(
    '/studies',
    listRoute(paginationQuery, (query) => listStudies(db, query)),
  );
  router.get(
    '/studies/:id',
    detailRoute((id) => getStudy(db, id)),
  );

  return router;
}
