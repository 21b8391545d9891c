import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ADMIN_ROUTES, type AdminRoute } from '../../server/admin/route-table';
import { STAFF_ROLES, roleAllows, type StaffRole } from '../../server/admin/roles';
import type { Database } from '../../server/db/schema';
import { createMember, signIn, type Agent } from './admin-support';
import { adminSamples } from './admin-samples';

/**
 * The whole admin route table × every role: 401 without a session, 403 for a role the table does
 * not list, 2xx for one it does (each call with a valid request from admin-samples.ts).
 */
describe('admin route table × roles', () => {
  let t: TestApp;
  const agents = new Map<StaffRole, { agent: Agent; csrf: string; id: number }>();
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-roles-')) } });
    for (const role of STAFF_ROLES) agents.set(role, await signIn(t.app, t.database!.db, role));
  });
  afterAll(async () => t.close());

  const key = (route: AdminRoute) => `${route.method.toUpperCase()} ${route.path}`;

  it('every route has a sample request', () => {
    const missing = ADMIN_ROUTES.map(key).filter((k) => !(k in adminSamples));
    expect(missing).toEqual([]);
  });

  for (const route of ADMIN_ROUTES) {
    it(`${key(route)}: 401 without a session`, async () => {
      const sample = await adminSamples[key(route)]!(t.database!.db as Kysely<Database>, t.app, {
        dataDir: t.config.DATA_DIR,
      });
      const agent = request.agent(t.app);
      const token = (await agent.get('/api/admin/csrf')).body.token as string;
      const call = agent[route.method](`/api/admin${sample.path}`)
        .set('X-CSRF-Token', token)
        .set(sample.headers ?? {});
      const response = await (sample.file
        ? call.attach('file', sample.file, sample.fileName ?? 'sample.png')
        : sample.body
          ? call.send(sample.body)
          : call);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    });

    for (const role of STAFF_ROLES) {
      const allowed = roleAllows(route.roles, role);
      it(`${key(route)} as ${role}: ${allowed ? '2xx' : '403'}`, async () => {
        const { agent, csrf, id } = agents.get(role)!;
        const sample = await adminSamples[key(route)]!(t.database!.db as Kysely<Database>, t.app, {
          dataDir: t.config.DATA_DIR,
          memberId: id,
        });
        const call = agent[route.method](`/api/admin${sample.path}`)
          .set('X-CSRF-Token', csrf)
          .set(sample.headers ?? {});
        const response = await (sample.file
          ? call.attach('file', sample.file, sample.fileName ?? 'sample.png')
          : sample.body
            ? call.send(sample.body)
            : call);
        if (allowed) expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
        else {
          expect(response.status).toBe(403);
          expect(response.body.error.code).toBe('forbidden');
        }
      });
    }
  }

  // Every list of the back office downloads as CSV (the same writer and guards as `npm run export`).
  it('every list route answers ?format=csv with a CSV file', async () => {
    const { agent, id } = agents.get('admin')!;
    const exported: string[] = [];
    for (const route of ADMIN_ROUTES.filter((r) => r.method === 'get' && !r.path.includes(':'))) {
      const sample = await adminSamples[key(route)]!(t.database!.db as Kysely<Database>, t.app, {
        dataDir: t.config.DATA_DIR,
        memberId: id,
      });
      const json = await agent.get(`/api/admin${sample.path}`).set(sample.headers ?? {});
      // A list answers { data, total }; a dashboard or a settings answer has nothing to export.
      if (!(Array.isArray(json.body?.data) && typeof json.body?.total === 'number')) continue;
      const joiner = sample.path.includes('?') ? '&' : '?';
      const csv = await agent
        .get(`/api/admin${sample.path}${joiner}format=csv`)
        .set(sample.headers ?? {})
        .buffer(true);
      expect(csv.status, `${key(route)} CSV`).toBe(200);
      expect(csv.headers['content-type'], key(route)).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition'], key(route)).toMatch(/attachment/);
      exported.push(route.path);
    }
    // The content lists, the giving lists and the operations lists are all among them.
    expect(exported).toEqual(
      expect.arrayContaining(['/news', '/orders', '/staff', '/audit', '/faqs', '/bank-accounts']),
    );
  });
});
