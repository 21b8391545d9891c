import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/**
 * The id rule (docs/decisions/012-api-kit-ids-and-failures.md), across every id route of the API: a
 * malformed id names no resource and is answered exactly like an unknown one — 404 `not_found`,
 * JSON, worded in the visitor's language, never cached.
 */
const NUMERIC_ID_ROUTES = [
  '/news/:id',
  '/albums/:id',
  '/messages/:id',
  '/programs/:id',
  '/paths/:id',
  '/studies/:id',
  '/documents/:id/file',
  '/giving/items/:id',
  '/giving/gift-occasions/:id',
];
const MALFORMED_NUMERIC = ['abc', '0', '-1', '1.5', '01', '1e3', '99999999999', '%20'];
const UNKNOWN_NUMERIC = '999999';

const RANDOM_ID_ROUTES: { method: 'get' | 'post'; path: string }[] = [
  { method: 'get', path: '/orders/:id/receipt' },
  { method: 'post', path: '/payments/:id/verify' },
  { method: 'get', path: '/payments/sandbox/:id' },
];
const MALFORMED_RANDOM = ['abc', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}!`];
const UNKNOWN_RANDOM = 'A'.repeat(22);

const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

describe('API id rule: a malformed id is a 404 like an unknown one', () => {
  const t = useTestApp();

  async function expectNotFound(method: 'get' | 'post', url: string) {
    const en = await request(t.app)[method](`/api/v1${url}`).set('Accept-Language', 'en');
    expect(en.status, url).toBe(404);
    expect(en.type).toBe('application/json');
    expect(en.body.error.code).toBe('not_found');
    expect(en.body.error.message).toMatch(/[A-Za-z]/);
    expect(en.headers['cache-control']).toBe('no-store');
    const ar = await request(t.app)[method](`/api/v1${url}`).set('Accept-Language', 'ar');
    expect(ar.status, url).toBe(404);
    expect(hasArabic(ar.body.error.message)).toBe(true);
    return en.body.error.message as string;
  }

  for (const route of NUMERIC_ID_ROUTES) {
    it(`GET ${route}: malformed ids answer as the unknown id does`, async () => {
      const unknown = await expectNotFound('get', route.replace(':id', UNKNOWN_NUMERIC));
      for (const id of MALFORMED_NUMERIC) expect(await expectNotFound('get', route.replace(':id', id))).toBe(unknown);
    });
  }

  for (const route of RANDOM_ID_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path}: malformed ids answer as the unknown id does`, async () => {
      const unknown = await expectNotFound(route.method, route.path.replace(':id', UNKNOWN_RANDOM));
      for (const id of MALFORMED_RANDOM)
        expect(await expectNotFound(route.method, route.path.replace(':id', id))).toBe(unknown);
    });
  }

  it('a well-formed known id is a public read with an ETag that revalidates to 304', async () => {
    const first = await request(t.app).get('/api/v1/news/1').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toBeTruthy();
    await request(t.app).get('/api/v1/news/1').set('If-None-Match', first.headers.etag).expect(304);
  });
});
