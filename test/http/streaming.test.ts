import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fixtureRoutes } from '../fixtures/routes';
import { SLOW_PART_MS } from '../fixtures/pages/fixture-slow';

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ routes: fixtureRoutes, database: false });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Timed {
  status: number;
  encoding: string | undefined;
  firstChunkAt: number;
  endAt: number;
  firstText: string;
  text: string;
}

/** Fetches a page with gzip and records when the first decoded bytes and the end arrive. */
function timedGet(path: string): Promise<Timed> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const gunzip = createGunzip();
      const decoded = res.headers['content-encoding'] === 'gzip' ? res.pipe(gunzip) : res;
      let text = '';
      let firstChunkAt = -1;
      let firstText = '';
      decoded.on('data', (chunk: Buffer) => {
        if (firstChunkAt < 0) {
          firstChunkAt = Date.now() - started;
          firstText = chunk.toString();
        }
        text += chunk.toString();
      });
      decoded.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          firstChunkAt,
          endAt: Date.now() - started,
          firstText,
          text,
        }),
      );
      decoded.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('streaming SSR through compression', () => {
  it('the shell arrives gzip-compressed before the slow Suspense part finishes', async () => {
    // Warm up (first-time module loading under a busy test run would blur the timing).
    await timedGet('/en/fixtures/slow');
    const res = await timedGet('/en/fixtures/slow');
    expect(res.status).toBe(200);
    expect(res.encoding).toBe('gzip');
    // the head and the shell came first, with the fallback in place
    expect(res.firstText).toContain('<!doctype html>');
    // Buffered by compression, the first bytes would come with the last; streamed, they come a slow part earlier.
    expect(res.endAt).toBeGreaterThanOrEqual(SLOW_PART_MS - 50);
    expect(res.endAt - res.firstChunkAt).toBeGreaterThan(SLOW_PART_MS * 0.6);
    // the end of the document carries the slow part and the state
    expect(res.text).toContain('slow part arrived');
    expect(res.text).toContain('<script id="__APP_STATE__"');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('a fast page is compressed and complete', async () => {
    const res = await timedGet('/ar/fixtures/ok');
    expect(res.encoding).toBe('gzip');
    expect(res.text).toContain('hello ar');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });
});
