import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForReady } from '../helpers/server-process';

/**
 * The production build (dist/) started as `node server` is, on a free port with a temporary
 * DATA_DIR. The contract suite talks to it over real HTTP, so what the bundler does to the server
 * code (it once dropped a guard) is what is tested.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function requireBuild(): void {
  for (const file of ['dist/server/main.js', 'dist/server/entry-server.js', 'dist/client/.vite/manifest.json']) {
    if (!existsSync(path.join(ROOT, file))) {
      throw new Error(
        `The built-server contract suite needs the production build (${file} is missing): run \`npm run build\` first. \`npm run test:e2e\` builds and then runs it.`,
      );
    }
  }
}

export interface BuiltServer {
  origin: string;
  port: number;
  process: ChildProcess;
  /** Every line the server wrote (pino JSON on stdout, anything else on stderr). */
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startBuiltServer(
  env: Record<string, string> = {},
  { port: chosenPort, nodeArgs = [] }: { port?: number; nodeArgs?: string[] } = {},
): Promise<BuiltServer> {
  requireBuild();
  const port = chosenPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-contract-'));
  const origin = `http://127.0.0.1:${port}`;
  // Node's own flags (a profiler) reach the cluster workers too: they inherit the primary's execArgv.
  const child = spawn(process.execPath, [...nodeArgs, 'server'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // The sandbox gateway is refused in production unless a demonstration site allows it.
      ALLOW_TEST_PAYMENTS: 'true',
      // A production site without test payments refuses to start without the operator's data keys.
      DATA_KEYS: `built-test:${randomBytes(32).toString('base64')}`,
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const failed = () =>
    child.exitCode !== null
      ? new Error(`The built server exited (${child.exitCode}):\n${output.join('\n')}`)
      : undefined;
  if (await waitForReady(origin, { timeoutMs: 60_000, intervalMs: 150, failed }))
    return { origin, port, process: child, output, stop };
  await stop('SIGKILL');
  throw new Error(`The built server did not become ready in 60 s:\n${output.join('\n')}`);
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path sent exactly as given (fetch would normalize `//` and `\`). */
export function raw(
  port: number,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path: rawPath, headers: { connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
