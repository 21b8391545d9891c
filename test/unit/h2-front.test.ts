import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startH2Front, type H2Front } from '../../bench/h2-front';

/**
 * The bench's HTTP/2 front (bench/h2-front.ts) must pass pages on as nginx does in production:
 * chunk by chunk, with the app's headers and status, and say the visitor came over https.
 * Otherwise its Lighthouse figures would measure a different site.
 */
let upstream: http.Server;
let front: H2Front;
let seen: http.IncomingHttpHeaders = {};
let finish: () => void = () => undefined;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen = req.headers;
    res.writeHead(203, {
      'content-type': 'text/html; charset=utf-8',
      'x-html-cache': 'miss',
      connection: 'keep-alive',
    });
    res.write('<p>first</p>');
    finish = () => res.end('<p>last</p>');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startH2Front(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await front.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the bench’s HTTP/2 front', () => {
  it('streams the app’s answer over HTTP/2 with its status and headers, and forwards the visitor as https', async () => {
    const session = http2.connect(front.origin, { rejectUnauthorized: false });
    try {
      const stream = session.request({ ':path': '/ar?x=1', 'accept-language': 'ar' });
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => stream.on('response', resolve));
      expect(headers[':status']).toBe(203);
      expect(headers['x-html-cache']).toBe('miss');
      expect(headers.connection).toBeUndefined();
      const chunks: string[] = [];
      stream.setEncoding('utf8');
      // The first chunk arrives while the app is still writing: nothing holds the page back.
      const first = await new Promise<string>((resolve) => stream.once('data', resolve));
      chunks.push(first);
      expect(first).toBe('<p>first</p>');
      stream.on('data', (chunk: string) => chunks.push(chunk));
      const ended = new Promise((resolve) => stream.on('end', resolve));
      finish();
      await ended;
      expect(chunks.join('')).toBe('<p>first</p><p>last</p>');
      expect(seen['x-forwarded-proto']).toBe('https');
      expect(seen['accept-language']).toBe('ar');
      expect(seen.host).toBe(new URL(front.origin).host);
    } finally {
      session.close();
    }
  });
});
