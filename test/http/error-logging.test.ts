import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';
import { SLOW_DATA_MS } from '../fixtures/pages/fixture-slow-data';

/** Every server-side pipeline 5xx is logged with its route and time (docs/behaviour.md#B-ERR-5). */
const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  t = await createTestApp({ routes: fixtureRoutes, database: false, logger });
});
afterAll(() => t.close());

const logged = (message: string, path: string) => lines.filter((line) => line.msg === message && line.path === path);

describe('server-side pipeline errors are logged with their route and time', () => {
  it('a 5xx from page data: level error, the route key, status, detail and the time', async () => {
    const before = Date.now();
    await request(t.app).get('/en/fixtures/data-error?status=503').expect(503);
    const [entry] = logged('page answered with an error', '/en/fixtures/data-error');
    expect(entry).toMatchObject({ level: 50, route: 'fixtureDataError', status: 503, detail: 'Upstream said no' });
    expect(Date.parse(String(entry.at))).toBeGreaterThanOrEqual(before - 1);
    expect(Number(entry.time)).toBeGreaterThanOrEqual(before - 1);
  });

  it('unknown middleware (500) is logged with its route too', async () => {
    await request(t.app).get('/ar/fixtures/unknown-middleware').expect(500);
    const [entry] = logged('page answered with an error', '/ar/fixtures/unknown-middleware');
    expect(entry).toMatchObject({ level: 50, route: 'fixtureUnknownMiddleware', status: 500 });
  });

  it('a page that fails to render is logged with its route', async () => {
    await request(t.app).get('/en/fixtures/render-throws').expect(500);
    const [entry] = logged('page failed to render', '/en/fixtures/render-throws');
    expect(entry).toMatchObject({ level: 50, route: 'fixtureRenderThrows' });
    expect(typeof entry.at).toBe('string');
  });

  it('a 404 for an unknown path is not an error in the log', async () => {
    await request(t.app).get('/en/no-such-page').expect(404);
    expect(lines.filter((line) => line.path === '/en/no-such-page' && Number(line.level) >= 50)).toEqual([]);
  });
});

describe('a visitor who leaves while the page data loads', () => {
  it('is not logged as a site error, and the page is still served to the next visitor', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const app = await createTestApp({ routes: fixtureRoutes, database: false, logger });
    const server = createServer(app.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // The connection closes while the data (SLOW_DATA_MS) is still loading.
      await new Promise<void>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/en/fixtures/slow-data' });
        req.on('error', () => resolve());
        req.end();
        setTimeout(() => req.destroy(), SLOW_DATA_MS / 4);
      });
      await new Promise((resolve) => setTimeout(resolve, SLOW_DATA_MS * 2));
      const mine = lines.filter((line) => line.path === '/en/fixtures/slow-data');
      expect(mine.filter((line) => Number(line.level) >= 40)).toEqual([]);
      expect(mine.map((line) => line.msg)).toContain('visitor left before the page was ready');
      const res = await request(app.app).get('/en/fixtures/slow-data').expect(200);
      expect(res.text).toContain('data-testid="slow-data"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    }
  });
});
