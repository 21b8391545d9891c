import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { ADMIN_ROUTES } from '../../server/admin/route-table';
import { INBOX_KINDS } from '../../src/admin/operations-schemas';
import { adminT } from '../../server/admin/i18n';
import { signIn, type Agent } from './admin-support';

/**
 * Every back-office list is sorted and filtered only by the keys it declares (server/admin/list.ts):
 * a name on Object's prototype, an unknown column or an unknown filter key is a 400 on its field,
 * in the staff member's language, never a 500. The lists are the route table's GET routes without
 * a record in their path (the inbox's kind names a list); the one GET that is not a list is named.
 */
const NOT_LISTS = ['/dashboard'];
const LIST_PATHS = ADMIN_ROUTES.filter(
  (route) =>
    route.method === 'get' &&
    !NOT_LISTS.includes(route.path) &&
    route.path.split('/').every((part) => !part.startsWith(':') || part === ':kind'),
).flatMap((route) =>
  route.path.includes(':kind') ? INBOX_KINDS.map((kind) => route.path.replace(':kind', kind)) : [route.path],
);
const filter = (value: Record<string, unknown>) => encodeURIComponent(JSON.stringify(value));
const BAD_QUERIES = [
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'no_such_column'].map((sort) => ({
    query: `sort=${sort}&order=ASC`,
    field: 'sort',
  })),
  { query: `filter=${filter({ no_such_key: 'x' })}`, field: 'filter' },
  { query: `filter=${encodeURIComponent('{"__proto__":"x"}')}`, field: 'filter' },
  { query: `filter=${filter({ constructor: 'x' })}`, field: 'filter' },
];

describe.each(TEST_DIALECTS)('back-office lists take only their own sort and filter keys (%s)', (dialect) => {
  let t: TestApp;
  let admin: { agent: Agent };
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
    admin = await signIn(t.app, t.database!.db, 'admin');
  }, 60_000);
  afterAll(async () => t.close());

  it('finds every list in the route table', () => {
    expect(LIST_PATHS.length).toBeGreaterThanOrEqual(25);
    for (const path of [
      '/news',
      '/orders',
      '/audit',
      '/staff',
      '/totals',
      '/inbox/contact',
      '/periodic-failures',
      '/bank-accounts',
      '/faqs',
    ])
      expect(LIST_PATHS).toContain(path);
  });

  it('answers a prototype name, an unknown column and an unknown filter key with a 400 on the field, never a 500', async () => {
    const wrong: string[] = [];
    for (const path of LIST_PATHS) {
      for (const { query, field } of BAD_QUERIES) {
        const response = await admin.agent.get(`/api/admin${path}?${query}`).set('Accept-Language', 'en');
        const fields = (response.body as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
        if (response.status !== 400 || !fields[field])
          wrong.push(`${path}?${decodeURIComponent(query)} → ${response.status} ${JSON.stringify(fields)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('words the refusal in the staff member’s language and still sorts by a declared column', async () => {
    const english = await admin.agent.get('/api/admin/news?sort=__proto__').set('Accept-Language', 'en').expect(400);
    expect(english.body.error.fields.sort).toBe(adminT('en')('errors.unknownSort', { field: '__proto__' }));
    expect(english.body.error.fields.sort).toContain('cannot be sorted by “__proto__”');
    const arabic = await admin.agent
      .get(`/api/admin/orders?filter=${filter({ secret: 1 })}`)
      .set('Accept-Language', 'ar')
      .expect(400);
    expect(arabic.body.error.message).toBe(adminT('ar')('errors.validation'));
    expect(arabic.body.error.fields.filter).toBe('لا تُصفّى هذه القائمة حسب «secret».');
    const sorted = await admin.agent.get('/api/admin/news?sort=title_en&order=ASC&perPage=200').expect(200);
    const titles = (sorted.body.data as { title_en: string }[]).map((row) => row.title_en);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // What the screens send is still taken: the default sort, a declared filter, an export.
    await admin.agent
      .get(`/api/admin/news?sort=published_at&order=DESC&filter=${filter({ status: 'published', q: 'a' })}`)
      .expect(200);
    await admin.agent.get('/api/admin/staff?page=1&perPage=10&sort=id&order=ASC&filter=%7B%7D').expect(200);
    await admin.agent
      .get(
        `/api/admin/totals?sort=period&order=DESC&filter=${filter({ from: '2026-01-01', to: '2026-01-31', by: 'day' })}`,
      )
      .expect(200);
  });
});
