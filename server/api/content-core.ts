import { Router, type Response } from 'express';
import type { DatabaseHandle } from '../db/connection';
import { documentsQuery, faqsQuery, numericId, peopleQuery } from '../../src/domain/content-core';
import { paginationQuery } from '../../src/domain/pagination';
import { parseOr400, sendError } from './validate';
import { getProfile } from '../services/content-core/profile';
import { getInfoPage } from '../services/content-core/info-pages';
import { getDocumentFile, listDocuments } from '../services/content-core/documents';
import { listPeople } from '../services/content-core/people';
import { listFaqs } from '../services/content-core/faqs';
import { getStudy, listStudies } from '../services/content-core/studies';

/** Reads are the same for everyone (bilingual `{ ar, en }` fields): cacheable; Express adds the ETag. */
function cacheable(res: Response): Response {
  return res.set('Cache-Control', 'public, max-age=60');
}

/**
 * Who we are and how we are governed: GET /profile, /pages/:slug, /documents(?tab=), /documents/:id/file,
 * /people?group=, /faqs, /studies, /studies/:id.
 */
export function contentCoreRouter({ db }: Pick<DatabaseHandle, 'db'>): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    const profile = await getProfile(db);
    if (!profile) return sendError(req, res, 404, 'not_found', 'api.notFound');
    cacheable(res).json(profile);
  });

  router.get('/pages/:slug', async (req, res) => {
    const page = await getInfoPage(db, req.params.slug);
    if (!page) return sendError(req, res, 404, 'not_found', 'api.notFound');
    cacheable(res).json(page);
  });

  router.get('/documents', async (req, res) => {
    const query = parseOr400(documentsQuery, req.query, req, res);
    if (!query) return;
    cacheable(res).json(await listDocuments(db, query));
  });

  router.get('/documents/:id/file', async (req, res) => {
    const id = parseOr400(numericId, req.params.id, req, res);
    if (id === null) return;
    const file = await getDocumentFile(db, id);
    if (!file) return sendError(req, res, 404, 'not_found', 'api.notFound');
    cacheable(res)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .set('X-Content-Type-Options', 'nosniff')
      .send(file.content);
  });

  router.get('/people', async (req, res) => {
    const query = parseOr400(peopleQuery, req.query, req, res);
    if (!query) return;
    cacheable(res).json(await listPeople(db, query.group));
  });

  router.get('/faqs', async (req, res) => {
    const query = parseOr400(faqsQuery, req.query, req, res);
    if (!query) return;
    cacheable(res).json(await listFaqs(db, query));
  });

  router.get('/studies', async (req, res) => {
    const query = parseOr400(paginationQuery, req.query, req, res);
    if (!query) return;
    cacheable(res).json(await listStudies(db, query));
  });

  router.get('/studies/:id', async (req, res) => {
    const id = parseOr400(numericId, req.params.id, req, res);
    if (id === null) return;
    const study = await getStudy(db, id);
    if (!study) return sendError(req, res, 404, 'not_found', 'api.notFound');
    cacheable(res).json(study);
  });

  return router;
}
