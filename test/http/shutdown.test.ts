import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process (server/main.ts through tsx, in --dev mode so no build is needed):
 * SIGTERM stops accepting connections, lets the request in flight finish, and exits 0.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-shutdown-'));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>, args: string[] = []): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
  });
  children.push(child);
  return child;
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function listeningPort(child: ChildProcessWithoutNullStreams): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"port":(\d+)[^\n]*listening on/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('boot and graceful shutdown of the real process', () => {
  it('a bad variable stops boot with a message naming it', async () => {
    const child = start({ PORT: 'eighty', ROOT_REDIRECT_STATUS: '200' });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(err).toContain('PORT');
    expect(err).toContain('ROOT_REDIRECT_STATUS');
  });

  it('SIGTERM: the in-flight request completes, new connections are refused, the process exits 0', async () => {
    const child = start({}, ['--dev']);
    const port = await listeningPort(child);
    expect(await canConnect(port)).toBe(true);

    // A request in flight: its body arrives in two parts, the second after SIGTERM.
    const body = JSON.stringify({ name: 'in flight' });
    let response!: Promise<{ res: IncomingMessage; text: string }>;
    const req: ClientRequest = await new Promise((resolve) => {
      const r = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/no-such-resource',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      response = new Promise((done, fail) => {
        r.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done({ res, text }));
        });
        r.on('error', fail);
      });
      r.flushHeaders();
      r.write(body.slice(0, 5), () => resolve(r));
    });

    child.kill('SIGTERM');
    const exit = exited(child);
    // Give the server a moment to stop listening.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await canConnect(port)).toBe(false);
    expect(child.exitCode).toBeNull();

    req.end(body.slice(5));
    const { res, text } = await response;
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'not_found' } });
    expect(res.headers.connection).toBe('close');
    expect(await exit).toBe(0);
  }, 60_000);
});
