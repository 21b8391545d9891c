import { spawn, type ChildProcess } from 'node:child_process';
import { waitForReady } from './server-process';

export { freePort } from './server-process';

/**
 * The real server in its own process, for the kill -9 durability tests: `node --import tsx` in dev
 * mode (no build needed) keeps the server in this one process, so SIGKILL hits the server itself.
 * Starts `server/main.ts` on the port with its data in `dataDir`; resolves once /readyz answers.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const failed = () =>
    child.exitCode !== null || child.signalCode !== null
      ? new Error(`server exited early (${child.exitCode ?? child.signalCode}): ${stderr}`)
      : undefined;
  if (await waitForReady(`http://127.0.0.1:${port}`, { timeoutMs: 60_000, failed })) return child;
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

/** kill -9, resolved once the process is gone (at once if it already is). */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
