import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';
import { freePort } from './server-process';

/**
 * deploy/nginx/site.conf, the file docs/deploy-nginx.md tells operators to install, run by this
 * machine's nginx in a throwaway prefix: only the certificate (a fresh self-signed one), the build
 * directory, the ports and the upstream addresses are substituted. Each substitution must find its
 * text, so a change to the file that a test would silently miss fails instead. Even `nginx -t`
 * binds the ports it is given (80 and 443 need root), so everything listens on free loopback ports.
 */
export const SITE_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx/site.conf');

export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const binary = found.stdout.trim().split('\n')[0];
  if (found.status !== 0 || !binary) {
    throw new Error(
      'nginx is not installed, and the deployment config cannot be checked without it: apt-get install -y nginx',
    );
  }
  return binary;
}

export function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from))
    throw new Error(`deploy/nginx/site.conf no longer contains ${JSON.stringify(from)}: update the test with it`);
  return text.split(from).join(to);
}

export interface Prefix {
  dir: string;
  nginxConf: string;
}

/** A throwaway nginx prefix (pid, logs, temp files) whose http block includes the site's config. */
export async function makePrefix(edit: (conf: string) => Promise<string>, assetsDir?: string): Promise<Prefix> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-nginx-'));
  // nginx run as root hands requests to workers running as nobody, which must reach the temp dirs.
  await chmod(dir, 0o755);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
  });
  await writeFile(path.join(dir, 'cert.pem'), pems.cert);
  await writeFile(path.join(dir, 'key.pem'), pems.private, { mode: 0o600 });
  const assets = assetsDir ?? path.join(dir, 'assets');
  if (!assetsDir) await mkdir(assets);
  let conf = await readFile(SITE_CONF, 'utf8');
  conf = substitute(conf, '/etc/letsencrypt/live/www.example.org/fullchain.pem', path.join(dir, 'cert.pem'));
  conf = substitute(conf, '/etc/letsencrypt/live/www.example.org/privkey.pem', path.join(dir, 'key.pem'));
  conf = substitute(conf, '/srv/site/dist/client/assets/', `${assets}/`);
  await writeFile(path.join(dir, 'site.conf'), await edit(conf));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  const nginxConf = path.join(dir, 'nginx.conf');
  await writeFile(
    nginxConf,
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')};`,
      'daemon off;',
      'worker_processes 1;',
      'events { worker_connections 256; }',
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

export function nginxArgs(prefix: Prefix): string[] {
  // -e: the error log before the config is read (the compiled-in one may not be writable).
  return ['-e', path.join(prefix.dir, 'error.log'), '-p', prefix.dir, '-c', prefix.nginxConf];
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

export interface LoopbackPorts {
  http: number;
  https: number;
}

/**
 * The site's listen lines moved to free loopback ports, with the HTTPS port the redirect names to
 * match. The IPv6 lines keep their syntax on ::1 where the machine has IPv6, and go otherwise.
 */
export async function onLoopback(conf: string): Promise<{ conf: string; ports: LoopbackPorts }> {
  const ports = { http: await freePort(), https: await freePort() };
  const ipv6 = await hasIpv6Loopback();
  let edited = substitute(conf, '    listen 80;\n', `    listen 127.0.0.1:${ports.http};\n`);
  edited = substitute(edited, '    listen [::]:80;\n', ipv6 ? `    listen [::1]:${ports.http};\n` : '');
  edited = substitute(edited, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${ports.https} ssl http2;\n`);
  edited = substitute(
    edited,
    '    listen [::]:443 ssl http2;\n',
    ipv6 ? `    listen [::1]:${ports.https} ssl http2;\n` : '',
  );
  edited = substitute(edited, 'set $site_https_port 443;', `set $site_https_port ${ports.https};`);
  return { conf: edited, ports };
}

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

export interface FrontResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface NginxFront {
  ports: LoopbackPorts;
  /** The HTTPS origin visitors use (self-signed: requests made through `request` accept it). */
  origin: string;
  /** One request through nginx; `secure` false for its plain-HTTP side. */
  request(
    method: string,
    url: string,
    options?: { headers?: http.OutgoingHttpHeaders; body?: string | Buffer; secure?: boolean },
  ): Promise<FrontResponse>;
  /** What nginx wrote to its error log so far (which upstream failed, and how). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** The site's nginx config running in front of the given upstream ports (the file names two: 3000 and 3001). */
export async function startNginxFront(upstreams: [number, number], assetsDir?: string): Promise<NginxFront> {
  let ports: LoopbackPorts = { http: 0, https: 0 };
  const prefix = await makePrefix(async (conf) => {
    const loopback = await onLoopback(conf);
    ports = loopback.ports;
    const edited = substitute(loopback.conf, 'server 127.0.0.1:3000 ', `server 127.0.0.1:${upstreams[0]} `);
    return substitute(edited, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[1]} `);
  }, assetsDir);
  const nginx: ChildProcess = spawn(nginxBinary(), nginxArgs(prefix), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Ready once both ports accept connections; bounded, and an early exit is reported with its output.
  const deadline = Date.now() + 10_000;
  while (!(await accepts(ports.http)) || !(await accepts(ports.https))) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const request: NginxFront['request'] = (method, url, { headers = {}, body, secure = true } = {}) => {
    const client = secure ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        {
          host: '127.0.0.1',
          port: secure ? ports.https : ports.http,
          method,
          path: url,
          headers,
          rejectUnauthorized: false,
          agent: false,
          timeout: 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const all = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text: all.toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within 15 s`)));
      req.on('error', reject);
      req.end(body);
    });
  };
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(prefix.dir, { recursive: true, force: true });
  };
  const errorLog = () => readFile(path.join(prefix.dir, 'error.log'), 'utf8').catch(() => '');
  return { ports, origin: `https://127.0.0.1:${ports.https}`, request, errorLog, stop };
}
