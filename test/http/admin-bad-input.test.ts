import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { ADMIN_ROUTES, type AdminRoute } from '../../server/admin/route-table';
import type { Database } from '../../server/db/schema';
import { signIn, type Agent } from './admin-support';
import { adminSamples } from './admin-samples';
import { BAD_IDS, BAD_JSON_BODIES, BAD_VALUES, fieldPaths, leaksInternals, withValueAt } from './bad-input';

/**
 * The whole admin route table, as an administrator, with what a careless or hostile client sends:
 * malformed ids in the path, list queries that are not what the screens send, bodies that are not
 * objects, and each field of a valid request, at every depth, replaced by a wrong type, an empty,
 * huge or control text. Every answer is a 2xx or a 4xx in the staff member's language, on both
 * databases (PostgreSQL refuses a NUL character that SQLite keeps), and never a trace or a
 * library's message.
 */
const BAD_LIST_QUERIES = [
  'sort=%7B&range=%5Bx&filter=%7Bbad',
  'range=[0,99999999]',
  'range=[-5,-1]',
  'filter={"q":{"a":1}}',
  'filter=[1]',
  'sort=["nope","UP"]',
  'sort=["id","DESC; drop"]',
  'filter={"status":["a","b"]}',
  'filter={"id":"abc"}',
  'filter={"created_at_gte":"yesterday"}',
  'format=pdf',
  `filter={"q":"${'x'.repeat(3000)}"}`,
];

describe.each(TEST_DIALECTS)('admin routes × bad input (%s)', (dialect) => {
  let t: TestApp;
  let admin: { agent: Agent; csrf: string; id: number };
  beforeAll(async () => {
    // The samples place orders and send forms: the address limits would stop the sweep, not the routes.
    t = await createTestApp({
      database: dialect,
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-bad-input-')),
        FORM_RATE_LIMIT: '100000',
        GIVING_RATE_LIMIT: '100000',
      },
    });
    admin = await signIn(t.app, t.database!.db, 'admin');
  });
  afterAll(async () => t.close());

  const key = (route: AdminRoute) => `${route.method.toUpperCase()} ${route.path}`;
  const sampleOf = (route: AdminRoute) =>
    adminSamples[key(route)]!(t.database!.db as Kysely<Database>, t.app, {
      dataDir: t.config.DATA_DIR,
      memberId: admin.id,
    });
  const call = (route: AdminRoute, url: string, headers: Record<string, string>, body?: unknown, raw?: string) => {
    const pending = admin.agent[route.method](`/api/admin${url}`).set('X-CSRF-Token', admin.csrf).set(headers);
    if (raw !== undefined) return pending.set('Content-Type', 'application/json').send(raw);
    return body === undefined ? pending : pending.send(body as object);
  };

  it('every route answers bad input with a 4xx (or takes it), never a 5xx, a trace or a signed-out session', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const check = (label: string, response: { status: number; text: string }) => {
      sent += 1;
      // A 401 would mean a request ended the administrator's own session and the rest proved nothing.
      if (response.status >= 500 || response.status === 401 || leaksInternals(response.text ?? ''))
        wrong.push(`${label} → ${response.status} ${(response.text ?? '').slice(0, 160)}`);
    };
    for (const route of ADMIN_ROUTES) {
      const sample = await sampleOf(route);
      if (sample.file) continue; // Uploads: test/http/admin-content.test.ts sends them every wrong file.
      const headers = sample.headers ?? {};
      if (route.path.includes(':')) {
        for (const bad of BAD_IDS) {
          const url = sample.path.replace(/\/(\d+|[A-Za-z0-9_-]{20,})(?=\/|$|\?)/, `/${bad}`);
          check(`${key(route)} id=${bad}`, await call(route, url, headers, sample.body));
        }
      }
      if (route.method === 'get') {
        for (const query of BAD_LIST_QUERIES)
          check(
            `${key(route)} ?${query.slice(0, 50)}`,
            await call(route, `${sample.path}${sample.path.includes('?') ? '&' : '?'}${query}`, headers),
          );
        continue;
      }
      for (const raw of BAD_JSON_BODIES)
        check(`${key(route)} body ${raw}`, await call(route, sample.path, headers, undefined, raw));
      if (!sample.body || typeof sample.body !== 'object' || Array.isArray(sample.body)) continue;
      for (const field of fieldPaths(sample.body)) {
        for (const value of BAD_VALUES) {
          // A fresh sample each time: a call that was taken may have used the record up (a refund, a review).
          const fresh = await sampleOf(route);
          check(
            `${key(route)} ${field.join('.')}=${JSON.stringify(value).slice(0, 30)}`,
            await call(route, fresh.path, fresh.headers ?? {}, withValueAt(fresh.body, field, value)),
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
  }, 600_000);
});
