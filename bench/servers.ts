import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForReady } from '../test/helpers/server-process';
import type { CapturedResponse } from './captured';

/** The processes the bench starts: the production server (`node server`) in several settings, and the bare reference server. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const children: ChildProcess[] = [];
const temporary: string[] = [];

export function cleanUp(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

export interface AppServer {
  origin: string;
  process: ChildProcess;
  /** Resident memory of the server and its workers, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time (user + system) the server and its workers used so far, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): void;
}

const TICKS_PER_SECOND = 100;

function cpuOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU ms of a process and its children: a figure the machine's other load moves far less than req/s. */
export function cpuMsOf(pid: number): number {
  return [pid, ...childPids(pid)].reduce((sum, each) => sum + cpuOf(each), 0);
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** `node server` on a free loopback port with a temporary DATA_DIR and `env` on top of production defaults. */
export async function startApp(env: Record<string, string>, logLevel: string): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  temporary.push(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const server: AppServer = {
    origin,
    process: child,
    rssMb: () => [child.pid ?? 0, ...childPids(child.pid ?? 0)].reduce((sum, pid) => sum + rssOf(pid), 0),
    cpuMs: () => cpuMsOf(child.pid ?? 0),
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
  const exited = () =>
    child.exitCode !== null ? new Error(`The server exited (${child.exitCode}):\n${stderr}`) : undefined;
  if (await waitForReady(origin, { timeoutMs: 60_000, failed: exited })) return server;
  throw new Error(`The server did not become ready in 60 s:\n${stderr}`);
}

/** The bare node:http server answering the captured bytes from memory (static-server.ts). */
export async function startStatic(captured: CapturedResponse[]): Promise<{ origin: string; cpuMs: () => number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-static-'));
  temporary.push(dir);
  const file = path.join(dir, 'responses.json');
  writeFileSync(file, JSON.stringify(captured.map((entry) => ({ ...entry, body: entry.body.toString('base64') }))));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/static-server.ts'), file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve((JSON.parse(out.split('\n')[0]) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`The static server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, cpuMs: () => cpuMsOf(child.pid ?? 0) };
}
