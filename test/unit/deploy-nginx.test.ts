import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePrefix,
  nginxArgs,
  nginxBinary,
  onLoopback,
  startNginxFront,
  type NginxFront,
} from '../helpers/nginx-front';

/**
 * deploy/nginx/site.conf is the nginx configuration docs/deploy-nginx.md tells operators to install.
 * It must pass `nginx -t` on the nginx this machine has (Debian 12's 1.22 refuses `http2 on;`), keep
 * a non-default HTTPS port when it redirects from HTTP, forward the visitor's address and scheme as
 * TRUST_PROXY=1 expects, and never send a POST to a second instance once the first has received it.
 * The file is included as it is, with only the certificate, build directory, ports and upstream
 * addresses substituted; each substitution must find its text, so a change to the file that the
 * test would silently miss fails here instead. Even `nginx -t` binds the ports it is given (80 and
 * 443 need root), so both checks listen on free high ports of the loopback interface.
 */
const run = promisify(execFile);

describe('deploy/nginx/site.conf', () => {
  it('passes nginx -t with the certificate and paths of a real installation substituted', async () => {
    const prefix = await makePrefix(async (conf) => (await onLoopback(conf)).conf);
    try {
      const { stderr } = await run(nginxBinary(), ['-t', ...nginxArgs(prefix)], { timeout: 15_000 });
      expect(stderr).toContain('test is successful');
    } finally {
      await rm(prefix.dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/nginx/site.conf, running in front of two instances', () => {
  interface Seen {
    instance: number;
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
  }
  const seen: Seen[] = [];
  const instances: http.Server[] = [];
  let front: NginxFront | undefined;

  beforeAll(async () => {
    for (const instance of [0, 1]) {
      const server = http.createServer((req, res) => {
        seen.push({ instance, method: req.method ?? '', url: req.url ?? '', headers: req.headers });
        // An instance that dies with the request in hand: nginx must decide whether to retry.
        if (req.url === '/drop') {
          req.socket.destroy();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`instance ${instance}`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      instances.push(server);
    }
    const [first, second] = instances.map((server) => (server.address() as AddressInfo).port);
    front = await startNginxFront([first!, second!]);
  });

  afterAll(async () => {
    await front?.stop();
    for (const server of instances) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const request = (secure: boolean, method: string, url: string, headers: http.OutgoingHttpHeaders = {}) =>
    front!.request(method, url, { secure, headers });
  const ports = () => front!.ports;

  it('redirects HTTP to HTTPS keeping the non-default HTTPS port, the path and the query', async () => {
    const res = await request(false, 'GET', '/ar/giving?fund=3');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://127.0.0.1:${ports().https}/ar/giving?fund=3`);
  });

  it('proxies to an instance with the visitor’s address appended to X-Forwarded-For, the scheme and the Host with its port', async () => {
    seen.length = 0;
    const res = await request(true, 'GET', '/ar', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    // TRUST_PROXY=1 takes the last entry: the address nginx saw, never what the visitor wrote.
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('https');
    expect(seen[0]!.headers.host).toBe(`127.0.0.1:${ports().https}`);
    expect(seen[0]!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('spreads requests over both instances', async () => {
    seen.length = 0;
    for (let i = 0; i < 4; i += 1) expect((await request(true, 'GET', `/en?i=${i}`)).status).toBe(200);
    expect(new Set(seen.map((entry) => entry.instance))).toEqual(new Set([0, 1]));
  });

  it('reports its connections to the machine itself at /nginx-status', async () => {
    const res = await request(true, 'GET', '/nginx-status');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^Active connections: \d+/);
  });

  // Last: the dropped requests count as failures and may take both instances out for a few seconds.
  it('never sends a POST that reached an instance to the other one, and retries a GET once', async () => {
    seen.length = 0;
    expect((await request(true, 'POST', '/drop')).status).toBe(502);
    expect(seen.map((entry) => entry.method)).toEqual(['POST']);

    seen.length = 0;
    expect((await request(true, 'GET', '/drop')).status).toBe(502);
    expect(seen.map((entry) => `${entry.method} ${entry.instance}`).sort()).toEqual(['GET 0', 'GET 1']);
  });
});
