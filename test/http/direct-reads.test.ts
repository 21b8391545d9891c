import request from 'supertest';
import express, { Router } from 'express';
import axios, { AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOG_KINDS } from '../../src/domain/giving/kinds';
import { DOCUMENT_TABS, PEOPLE_GROUPS } from '../../src/domain/content-core';
import { directReads, passesReads, type DirectReads } from '../../server/api/direct-reads';
import { inProcessAdapter } from '../../server/api/in-process-adapter';
import { readRoute, listRoute, detailRoute } from '../../server/api/kit';
import { apiRouter } from '../../server/api';
import { createServerI18n } from '../../server/locale/server-i18n';
import { createLogger } from '../../server/logger';
import { platformParts } from '../../server/platform';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';

/**
 * The server's own page data skips Express for public reads (server/api/direct-reads.ts): what a
 * direct read answers must be what the route answers over HTTP, and whatever the route would refuse
 * must go to the route.
 */

/** The query of a list route that needs one, so that the list answers 200. */
const REQUIRED_QUERY: Record<string, string> = {
  '/documents': `?tab=${DOCUMENT_TABS[0]}`,
  '/people': `?group=${PEOPLE_GROUPS[0]}`,
  '/giving/items': `?kind=${CATALOG_KINDS[0]}`,
};

const splitUrl = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at + 1) };
};

for (const dialect of TEST_DIALECTS) {
  describe(`direct reads on ${dialect}`, () => {
    let t: TestApp;
    let reads: DirectReads;
    const parseQuery = express().get('query parser fn') as (search: string) => unknown;
    beforeAll(async () => {
      t = await createTestApp({ database: dialect });
      reads = directReads(platformParts(t.database!, createLogger('silent'), t.config).apiRouters ?? []);
    }, 60_000);
    afterAll(() => t.close());

    const overHttp = (url: string) => request(t.app).get(`/api/v1${url}`).set('Accept-Language', 'en');
    const direct = async (url: string) => {
      const { path, search } = splitUrl(url);
      return (await reads.read(path, parseQuery(search))) ?? null;
    };

    /** Sample URLs for every route answered directly: a list and its pages, a detail by a real id. */
    async function samples(): Promise<string[]> {
      const urls: string[] = [];
      for (const pattern of reads.patterns) {
        if (!pattern.endsWith('/:id')) {
          const base = pattern + (REQUIRED_QUERY[pattern] ?? '');
          urls.push(base, `${base}${base.includes('?') ? '&' : '?'}page=1&size=2`);
          continue;
        }
        const list = pattern.slice(0, -'/:id'.length);
        const answer = await overHttp(list + (REQUIRED_QUERY[list] ?? ''));
        const body = answer.body as { items?: { id: number }[] } | { id: number }[];
        const items = Array.isArray(body) ? body : (body.items ?? []);
        expect(items.length, `${list} lists something to read ${pattern} with`).toBeGreaterThan(0);
        urls.push(`${list}/${items[0].id}`);
      }
      return urls;
    }

    it('answers every public read the page data uses with the same body as the route over HTTP', async () => {
      for (const used of [
        '/home',
        '/news',
        '/news/:id',
        '/programs',
        '/programs/:id',
        '/paths',
        '/calculator-settings',
        '/giving/items',
      ]) {
        expect(reads.patterns, used).toContain(used);
      }
      const urls = await samples();
      expect(urls.length).toBeGreaterThanOrEqual(reads.patterns.length);
      for (const url of urls) {
        const http = await overHttp(url);
        expect(http.status, url).toBe(200);
        const answer = await direct(url);
        expect(answer, url).not.toBeNull();
        expect(JSON.parse(JSON.stringify(answer!.body)), url).toEqual(http.body);
      }
    });

    it('leaves to the route what it refuses, what it cannot find, and what is not a plain public read', async () => {
      for (const url of [
        '/news?page=0',
        '/news?size=abc',
        '/documents',
        '/giving/items?kind=nothing',
        '/news/999999',
        '/news/abc',
        '/news/01',
        '/paths/2147483648',
        '/NEWS',
        '/news/',
        '/campaigns/causes',
        '/aid-requests/status?reference=x',
        '/no-such-route',
      ]) {
        expect(await direct(url), url).toBeNull();
      }
      // Each of those the route answers itself, with its own status.
      expect((await overHttp('/news?page=0')).status).toBe(400);
      expect((await overHttp('/news/999999')).status).toBe(404);
    });
  });
}

describe('what is answered directly, and what goes through the router', () => {
  const loads: string[] = [];
  const items = [{ id: 1, at: new Date('2026-01-02T03:04:05Z'), gone: undefined }];
  const resources = Router();
  resources.get(
    '/items',
    listRoute(
      z.object({ page: z.coerce.number().int().min(1).default(1) }),
      async (query) => (loads.push(`list ${query.page}`), { items, page: query.page }),
    ),
  );
  resources.get(
    '/items/:id',
    detailRoute(async (id) => (loads.push(`item ${id}`), items.find((item) => item.id === id))),
  );
  resources.get(
    '/fails',
    readRoute(() => {
      loads.push('fails');
      throw new Error('the store is down');
    }),
  );
  const limited = Router();
  limited.use((_req, res, next) => (res.set('X-Limited', 'yes'), next()));
  limited.get(
    '/after-middleware',
    readRoute(() => (loads.push('after'), { ok: true })),
  );

  let client: ReturnType<typeof axios.create>;
  beforeAll(async () => {
    const routers = [Router().use(passesReads((_req, _res, next) => next())), resources, limited];
    const app = express();
    app.use('/api/v1', apiRouter({ i18n: await createServerI18n(), logger: createLogger('silent'), routers }));
    client = axios.create({ baseURL: '/api/v1' });
    client.defaults.adapter = inProcessAdapter(app, {
      prefix: '/api/v1',
      reads: directReads(routers),
      parseQuery: app.get('query parser fn') as (search: string) => unknown,
    });
  });

  it('lists the routes it answers directly: not those after a middleware that may touch reads', () => {
    expect(directReads([resources]).patterns).toEqual(['/items', '/items/:id', '/fails']);
    expect(directReads([Router().use((_req, _res, next) => next()), resources]).patterns).toEqual([]);
  });

  it('answers a plain read directly, as JSON would carry it, with the query the router would parse', async () => {
    loads.length = 0;
    const answer = await client.get('/items', { params: { page: 2 } });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ items: [{ id: 1, at: '2026-01-02T03:04:05.000Z' }], page: 2 });
    expect((await client.get('/items/1')).data).toEqual({ id: 1, at: '2026-01-02T03:04:05.000Z' });
    expect(loads).toEqual(['list 2', 'item 1']);
  });

  it('sends refusals, misses and failures through the router, which answers them', async () => {
    loads.length = 0;
    const refused = await client.get('/items', { params: { page: 0 } }).catch((error: AxiosError) => error.response);
    expect(refused?.status).toBe(400);
    expect((refused!.data as { error: { code: string } }).error.code).toBe('validation_failed');
    const missing = await client.get('/items/7').catch((error: AxiosError) => error.response);
    expect(missing?.status).toBe(404);
    const failed = await client.get('/fails').catch((error: AxiosError) => error.response);
    expect(failed?.status).toBe(500);
    // A miss and a failure were tried directly first, then by the route.
    expect(loads).toEqual(['item 7', 'item 7', 'fails', 'fails']);
    const afterMiddleware = await client.get('/after-middleware');
    expect(afterMiddleware.headers['x-limited']).toBe('yes');
  });
});
