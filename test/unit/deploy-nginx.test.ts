import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
const siteConf = path.resolve(__dirname, '../../deploy/nginx/site.conf');
const run = promisify(execFile);

function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const binary = found.stdout.trim().split('\n')[0];
  if (found.status !== 0 || !binary) {
    throw new Error('nginx is not installed, and the deployment config cannot be checked without it: apt-get install -y nginx');
  }
  return binary;
}

function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/site.conf no longer contains ${JSON.stringify(from)}: update the test with it`);
  return text.split(from).join(to);
}

interface Prefix {
  dir: string;
  nginxConf: string;
}

/** A throwaway nginx prefix (pid, logs, temp files) whose http block includes the site's config. */
async function makePrefix(edit: (conf: string) => Promise<string>): Promise<Prefix> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-nginx-'));
  // nginx run as root hands requests to workers running as nobody, which must reach the temp dirs.
  await chmod(dir, 0o755);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keyType: 'ec', algorithm: 'sha256', notAfterDate: new Date(Date.now() + 86_400_000) });
  await writeFile(path.join(dir, 'cert.pem'), pems.cert);
  await writeFile(path.join(dir, 'key.pem'), pems.private, { mode: 0o600 });
  await mkdir(path.join(dir, 'assets'));
  let conf = await readFile(siteConf, 'utf8');
  conf = substitute(conf, '/etc/letsencrypt/live/www.example.org/fullchain.pem', path.join(dir, 'cert.pem'));
  conf = substitute(conf, '/etc/letsencrypt/live/www.example.org/privkey.pem', path.join(dir, 'key.pem'));
  conf = substitute(conf, '/srv/site/dist/client/assets/', `${path.join(dir, 'assets')}/`);
  await writeFile(path.join(dir, 'site.conf'), await edit(conf));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`);
  const nginxConf = path.join(dir, 'nginx.conf');
  await writeFile(
    nginxConf,
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')};`,
      'daemon off;',
      'worker_processes 1;',
      'events { worker_connections 64; }',
      'http {',
      `    access_log ${path.join(dir, 'access.log')};`,
      ...temp,
      `    include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { dir, nginxConf };
}

function nginxArgs(prefix: Prefix): string[] {
  // -e: the error log before the config is read (the compiled-in one may not be writable).
  return ['-e', path.join(prefix.dir, 'error.log'), '-p', prefix.dir, '-c', prefix.nginxConf];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether this machine can listen on the IPv6 loopback (a container may have no IPv6 at all). */
async function hasIpv6Loopback(): Promise<boolean> {
  const server = net.createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

interface LoopbackPorts {
  http: number;
  https: number;
}

/**
 * The site's listen lines moved to free loopback ports, with the HTTPS port the redirect names to
 * match. The IPv6 lines keep their syntax on ::1 where the machine has IPv6, and go otherwise.
 */
async function onLoopback(conf: string): Promise<{ conf: string; ports: LoopbackPorts }> {
  const ports = { http: await freePort(), https: await freePort() };
  const ipv6 = await hasIpv6Loopback();
  let edited = substitute(conf, '    listen 80;\n', `    listen 127.0.0.1:${ports.http};\n`);
  edited = substitute(edited, '    listen [::]:80;\n', ipv6 ? `    listen [::1]:${ports.http};\n` : '');
  edited = substitute(edited, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${ports.https} ssl http2;\n`);
  edited = substitute(edited, '    listen [::]:443 ssl http2;\n', ipv6 ? `    listen [::1]:${ports.https} ssl http2;\n` : '');
  edited = substitute(edited, 'set $site_https_port 443;', `set $site_https_port ${ports.https};`);
  return { conf: edited, ports };
}

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
  let prefix: Prefix | undefined;
  let nginx: ChildProcess | undefined;
  let httpPort = 0;
  let httpsPort = 0;

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
    prefix = await makePrefix(async (conf) => {
      const loopback = await onLoopback(conf);
      httpPort = loopback.ports.http;
      httpsPort = loopback.ports.https;
      const edited = substitute(loopback.conf, 'server 127.0.0.1:3000 ', `server 127.0.0.1:${first} `);
      return substitute(edited, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${second} `);
    });
    nginx = spawn(nginxBinary(), nginxArgs(prefix), { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Ready once both ports accept connections; bounded, and an early exit is reported with its output.
    const deadline = Date.now() + 10_000;
    while (!(await accepts(httpPort)) || !(await accepts(httpsPort))) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}`);
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      const timer = setTimeout(() => nginx!.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    for (const server of instances) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    if (prefix) await rm(prefix.dir, { recursive: true, force: true });
  });

  function accepts(port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  function request(secure: boolean, method: string, url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    const client = secure ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        { host: '127.0.0.1', port: secure ? httpsPort : httpPort, method, path: url, headers, rejectUnauthorized: false, agent: false, timeout: 10_000 },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within 10 s`)));
      req.on('error', reject);
      req.end();
    });
  }

  it('redirects HTTP to HTTPS keeping the non-default HTTPS port, the path and the query', async () => {
    const res = await request(false, 'GET', '/ar/giving?fund=3');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://127.0.0.1:${httpsPort}/ar/giving?fund=3`);
  });

  it('proxies to an instance with the visitor’s address appended to X-Forwarded-For, the scheme and the Host with its port', async () => {
    seen.length = 0;
    const res = await request(true, 'GET', '/ar', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    // TRUST_PROXY=1 takes the last entry: the address nginx saw, never what the visitor wrote.
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('https');
    expect(seen[0]!.headers.host).toBe(`127.0.0.1:${httpsPort}`);
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
    expect(res.body).toMatch(/^Active connections: \d+/);
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
