import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';

let t: TestApp;
let built: TestApp;
let shuttingDown = false;
let databaseUp = true;
const clientDir = mkdtempSync(path.join(tmpdir(), 'client-build-'));

beforeAll(async () => {
  t = await createTestApp({
    routes: fixtureRoutes,
    database: false,
    isShuttingDown: () => shuttingDown,
    readiness: [
      {
        name: 'database',
        check: async () => {
          if (!databaseUp) throw new Error('connection refused');
        },
      },
    ],
  });
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets/entry-abc123.js'), 'console.log(1)');
  built = await createTestApp({ routes: fixtureRoutes, database: false, clientDir });
});
afterAll(async () => {
  await t.close();
  await built.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 while the process runs', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: 200 when ready, 503 when a check fails, 503 while shutting down', async () => {
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    databaseUp = false;
    const down = await request(t.app).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual([{ name: 'database', ok: false, error: 'connection refused' }]);
    databaseUp = true;
    shuttingDown = true;
    const closing = await request(t.app).get('/readyz');
    expect(closing.status).toBe(503);
    expect(closing.body.status).toBe('shutting-down');
    shuttingDown = false;
    expect((await request(t.app).get('/readyz')).status).toBe(200);
  });

  it('the real platform is ready with its database', async () => {
    const withDb = await createTestApp({ routes: fixtureRoutes, database: 'sqlite' });
    try {
      const res = await request(withDb.app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.checks).toEqual([{ name: 'database', ok: true }]);
    } finally {
      await withDb.close();
    }
  });
});

describe('assets and caching', () => {
  it('a missing /assets file is a plain-text 404, never the app', async () => {
    for (const app of [t.app, built.app]) {
      const res = await request(app).get('/assets/x.js');
      expect(res.status).toBe(404);
      expect(res.type).toBe('text/plain');
      expect(res.text).not.toContain('<html');
    }
  });

  it('a hashed asset is immutable for a year', async () => {
    const res = await request(built.app).get('/assets/entry-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('HTML is no-cache; /favicon.ico is served', async () => {
    const page = await request(t.app).get('/en/fixtures/ok');
    expect(page.headers['cache-control']).toBe('no-cache');
    const icon = await request(t.app).get('/favicon.ico');
    expect(icon.status).toBe(200);
  });

  it('X-Request-Id: a fresh id, or the caller’s own echoed back', async () => {
    const fresh = await request(t.app).get('/en/fixtures/ok');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.app).get('/en/fixtures/ok').set('X-Request-Id', 'trace-42');
    expect(echoed.headers['x-request-id']).toBe('trace-42');
    const hostile = await request(t.app).get('/healthz').set('X-Request-Id', 'bad id\twith spaces');
    expect(hostile.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });
});
